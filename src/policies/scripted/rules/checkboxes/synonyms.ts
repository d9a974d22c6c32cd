/**
 * Words of similar meaning, for click-checkboxes-soft ("Select words similar to ...").
 * The groups are the task page's own (kit/answer-sets.ts, where the policy's benchmark
 * knowledge lives); this module only asks them.
 *
 * @example
 *   similar('big', 'Huge')                 // true
 *   similarReading('fat', 'feshy')         // true: "fleshy" read with one slip
 */
import { synonymGroups } from '../../kit/answer-sets.js';
import { readsAs } from '../../kit/reading.js';

/** Do the two words mean the same (same group, or the same word)? */
export function similar(a: string, b: string): boolean {
  const x = a.trim().toLowerCase(), y = b.trim().toLowerCase();
  if (x === y) return true;
  return synonymGroups().some((g) => g.includes(x) && g.includes(y));
}

/**
 * Like `similar`, but `label` is a reading of the screen: it may be a synonym misread
 * within the typo budget ("feshy" for "fleshy").
 */
export function similarReading(word: string, label: string): boolean {
  if (similar(word, label)) return true;
  const x = word.trim().toLowerCase();
  return synonymGroups().some((g) => g.includes(x) && g.some((s) => readsAs(label, s, { caseSensitive: false })));
}
