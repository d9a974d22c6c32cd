/**
 * The instruction templates of the email-inbox natural-language variants (NAME = sender,
 * DEST = forward destination, MSG = reply text), de-duplicated, per action. A model reads
 * these sentences with its own language skills; the scripted policy matches them instead.
 *
 * One source of data: the policy's vocabulary data/scripted/email-templates.json (the benchmark's
 * templates verbatim), read here once on
 * first use. The per-action lists are the turk train + test lists, and for forward also the
 * forward-nl train + test lists, in that order, each sentence once (the page keeps
 * duplicates on purpose: they double a template's sampling weight).
 *
 * @example
 *   emailNlTemplates().forward[0]   // 'Ask NAME to forward her messages to DEST.'
 */
import { z } from 'zod';
import { vocabulary } from '../../kit/vocabulary.js';

export type EmailNlAction = 'forward' | 'reply' | 'important' | 'delete';

const Split = z.object({ train: z.array(z.string()), test: z.array(z.string()) });
const PageTemplates = z.object({
  turk: z.object({ forward: Split, reply: Split, important: Split, delete: Split }),
  forward_nl: Split,
});
export type PageTemplates = z.infer<typeof PageTemplates>;

/** Parses the page file's text: the object literal after `=` is strict JSON. */
export function parsePageTemplates(source: string): PageTemplates {
  const start = source.indexOf('{');
  const end = source.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('no template object found');
  return PageTemplates.parse(JSON.parse(source.slice(start, end + 1)));
}

/** Per action, every sentence a task page can draw, once each, in the file's order. */
export function templatesByAction(t: PageTemplates): Record<EmailNlAction, readonly string[]> {
  const once = (...lists: string[][]) => [...new Set(lists.flat())];
  const both = (s: z.infer<typeof Split>) => [s.train, s.test];
  return {
    forward: once(...both(t.turk.forward), ...both(t.forward_nl)),
    reply: once(...both(t.turk.reply)),
    important: once(...both(t.turk.important)),
    delete: once(...both(t.turk.delete)),
  };
}

let cached: Record<EmailNlAction, readonly string[]> | null = null;
/** The templates, from the policy's vocabulary (data/scripted/email-templates.json) on first use. */
export function emailNlTemplates(): Record<EmailNlAction, readonly string[]> {
  cached ??= templatesByAction(vocabulary('email-templates', PageTemplates));
  return cached;
}
