/**
 * The email NL templates have one source, the task pages' data file: the scripted policy
 * reads it instead of keeping a copy. The page's sampling lists (duplicates included) must
 * come through complete, each sentence once per action.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emailNlTemplates, parsePageTemplates, templatesByAction } from '../../../src/policies/scripted/rules/email/email-nl-templates.js';

/** The page's data file: a test may read the task pages (the agent path reads data/scripted/ instead). */
const EMAIL_TEMPLATES_FILE = new URL('../../../miniwob/common/email-inbox-templates.js', import.meta.url);

const page = parsePageTemplates(readFileSync(EMAIL_TEMPLATES_FILE, 'utf8'));

describe('email NL templates from the page file', () => {
  it('reads every list the pages sample from', () => {
    for (const a of ['forward', 'reply', 'important', 'delete'] as const) {
      expect(page.turk[a].train.length).toBeGreaterThan(10);
      expect(page.turk[a].test.length).toBeGreaterThan(5);
    }
    expect(page.forward_nl.train.length).toBeGreaterThan(5);
  });

  it('keeps each sentence of an action once, and loses none', () => {
    const t = emailNlTemplates();
    expect(t.forward.length).toBe(new Set(t.forward).size);
    expect(new Set(t.forward)).toEqual(new Set([...page.turk.forward.train, ...page.turk.forward.test, ...page.forward_nl.train, ...page.forward_nl.test]));
    expect(new Set(t.delete)).toEqual(new Set([...page.turk.delete.train, ...page.turk.delete.test]));
    // The page repeats some sentences on purpose (sampling weight); the rule needs them once.
    const pageForward = [...page.turk.forward.train, ...page.turk.forward.test, ...page.forward_nl.train, ...page.forward_nl.test];
    expect(t.forward.length).toBeLessThan(pageForward.length);
  });

  it('groups by action and de-duplicates in file order', () => {
    const split = (train: string[], test: string[] = []) => ({ train, test });
    const t = templatesByAction({
      turk: { forward: split(['F NAME to DEST.']), reply: split(['R NAME MSG.', 'R NAME MSG.'], ['R2 NAME MSG.']), important: split(['I NAME.']),
        delete: split([], ['D NAME.']) },
      forward_nl: split(['F NAME to DEST.', 'G DEST NAME.']),
    });
    expect(t).toEqual({ forward: ['F NAME to DEST.', 'G DEST NAME.'], reply: ['R NAME MSG.', 'R2 NAME MSG.'], important: ['I NAME.'], delete: ['D NAME.'] });
  });

  it('refuses a file without the template object', () => {
    expect(() => parsePageTemplates('var EMAIL_INBOX_TEMPLATES = null;')).toThrow(/no template object/);
    expect(() => parsePageTemplates('var X = {"turk": {}};')).toThrow();
  });
});
