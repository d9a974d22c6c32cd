/**
 * The scripted policy's vocabulary (data/scripted/) is its own data; this test (which may read
 * the task pages) keeps it equal to the benchmark's lists as the embedded pages carry them.
 * After a list changes: npm run build && node scripts/scripted-vocabulary.mjs
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageArray } from '../../../src/policies/scripted/kit/answer-sets.js';
import { parseEntries } from '../../../src/policies/scripted/rules/book-flight/flights.js';
import { parseDigitPatterns } from '../../../src/policies/scripted/rules/checkboxes/number-checkboxes.js';
import { parsePageTemplates } from '../../../src/policies/scripted/rules/email/email-nl-templates.js';

const page = (p: string) => readFileSync(new URL(`../../../miniwob/${p}`, import.meta.url), 'utf8');
const shipped = (name: string) => JSON.parse(readFileSync(new URL(`../../../data/scripted/${name}.json`, import.meta.url), 'utf8'));

describe("the scripted policy's vocabulary", () => {
  it("equals the benchmark's lists", () => {
    const terminal = page('tasks/terminal.html');
    expect(shipped('synonym-groups')).toEqual(pageArray(page('tasks/click-checkboxes-soft.html'), 'GROUPS'));
    expect(shipped('unicode-test-labels')).toEqual(pageArray(page('tasks/unicode-test.html'), 'LABELS'));
    expect(shipped('airports')).toEqual(parseEntries(page('common/book-flight-data.js')));
    expect(shipped('digit-patterns')).toEqual(parseDigitPatterns(page('common/number-checkboxes-data.js')));
    expect(shipped('email-templates')).toEqual(parsePageTemplates(page('common/email-inbox-templates.js')));
    expect(shipped('terminal-files')).toEqual({ names: pageArray(terminal, 'FILE_NAMES'), extensions: pageArray(terminal, 'FILE_EXTENSIONS') });
  });
});
