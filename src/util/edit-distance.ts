/**
 * Levenshtein distance between two short strings (task names, UI labels, OCR text): the
 * fewest single-character insertions, deletions and substitutions that turn `a` into `b`.
 * One copy for the whole project: error suggestions ("did you mean") and the scripted
 * policy's tolerant text matching both use it.
 *
 * @example
 *   editDistance('click-buton', 'click-button')   // 1
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}
