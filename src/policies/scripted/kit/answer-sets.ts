/**
 * Benchmark knowledge: the closed answer sets some tasks draw from, in one place. A model
 * brings them from its training (what words mean alike, which buttons a page of six known
 * labels can show); the scripted policy cannot, so it ships them as its own data
 * (data/scripted/, provenance in its README; never read from the task pages), on first use:
 *
 *   synonymGroups()     click-checkboxes-soft: data/scripted/synonym-groups.json
 *                       (the benchmark's GROUPS, the word groups the goal and labels come from;
 *                       lower-cased, as the rule compares words regardless of case)
 *   unicodeTestLabels() unicode-test: data/scripted/unicode-test-labels.json (the page's LABELS)
 *                       (the six button labels; the instruction names one of them)
 *
 * Why the policy may know them: a person doing the task knows the words of the language
 * and can see every label the page offers; the sets stand for that knowledge, not for any
 * episode's answer (the goal still says which word or label is wanted, and the screen
 * still has to be read). Other page data the rules read the same way, each in its rule's
 * module: the email NL templates (rules/email/email-nl-templates.ts) and the digit patterns of
 * number-checkboxes (rules/checkboxes/number-checkboxes.ts).
 *
 * @example
 *   synonymGroups()[0]    // ['big', 'large', 'huge', 'enormous', 'gigantic']
 *   unicodeTestLabels()   // ['ÖK', 'Cancél', '♥♥♥', '确定', '取消', 'ヘルプ']
 */
import { z } from 'zod';
import { vocabulary } from './vocabulary.js';

export class AnswerSetError extends Error {}

/**
 * The array literal assigned to `var NAME` in a page's script, parsed: the pages write
 * plain arrays of single-quoted strings with a trailing comma at most, which turn into
 * JSON by swapping the quotes.
 */
export function pageArray(source: string, name: string, file = '(page)'): unknown {
  const m = new RegExp(`var ${name} = (\\[[\\s\\S]*?\\]);`).exec(source);
  if (!m) throw new AnswerSetError(`${file}: no "var ${name} = [...];" found`);
  const json = m[1]!.replace(/'/g, '"').replace(/,(\s*\])/g, '$1');
  try {
    return JSON.parse(json);
  } catch (e) {
    throw new AnswerSetError(`${file}: var ${name} is not a plain array of strings (${(e as Error).message})`);
  }
}

let groups: readonly (readonly string[])[] | undefined;
/** click-checkboxes-soft's synonym groups, lower-cased, as its page lists them. */
export function synonymGroups(): readonly (readonly string[])[] {
  groups ??= vocabulary('synonym-groups', z.array(z.array(z.string()).min(1)).min(1))
    .map((g) => g.map((w) => w.toLowerCase()));
  return groups;
}

let labels: readonly string[] | undefined;
/** unicode-test's six button labels, as its page lists them. */
export function unicodeTestLabels(): readonly string[] {
  labels ??= vocabulary('unicode-test-labels', z.array(z.string()).min(1));
  return labels;
}
