/**
 * Reading the parameters out of a goal sentence: its quoted strings, its comma lists and
 * its ordinals.
 *
 * @example
 *   quoted('Enter "a" and "b"')   // ['a', 'b']
 *   commaList('x, y, z')          // ['x', 'y', 'z']
 *   ordinal('3rd')                // 3
 */

/** Quoted strings of a goal, in order: `Enter "a" and "b"` -> ['a', 'b']. */
export function quoted(goal: string): string[] {
  return [...goal.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
}

/** Splits "a, b, c" (the benchmark joins lists with comma + space). */
export const commaList = (s: string) => s.split(', ').map((x) => x.trim()).filter(Boolean);

/** The ordinal in goals: "1st" -> 1, "3rd" -> 3, "second" -> 2. */
export function ordinal(word: string): number | null {
  const m = /^(\d+)(st|nd|rd|th)?$/i.exec(word.trim());
  if (m) return Number(m[1]);
  const words = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
  const i = words.indexOf(word.trim().toLowerCase());
  return i >= 0 ? i + 1 : null;
}
