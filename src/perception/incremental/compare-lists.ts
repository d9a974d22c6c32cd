/**
 * How an incremental perception's list compares with a whole perception of the same screen:
 * identical (every field, to the stored digit), read alike (the same elements in the same order
 * with the same types, subtypes, texts, reading texts, states and measured fields; boxes and
 * scores may differ in their last digits), or read differently. The bench over recorded
 * episodes (src/bench/incremental.ts) counts screens in each.
 *
 * @example
 *   compareLists(incremental, whole)   // { kind: 'alike', maxBoxDelta: 0.04, maxScoreDelta: 0.003 }
 */
import type { Element, ElementList } from '../element.js';

export type ListComparison =
  | { kind: 'identical' }
  | { kind: 'alike'; maxBoxDelta: number; maxScoreDelta: number }
  | { kind: 'different'; first: string };

export function compareLists(a: ElementList, b: ElementList): ListComparison {
  if (JSON.stringify(a) === JSON.stringify(b)) return { kind: 'identical' };
  if (a.length !== b.length) return { kind: 'different', first: `${a.length} elements against ${b.length}` };
  let maxBoxDelta = 0, maxScoreDelta = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!, y = b[i]!;
    if (readOf(x) !== readOf(y)) return { kind: 'different', first: `element ${x.id}: ${readOf(x)} against ${readOf(y)}` };
    for (const side of ['left', 'top', 'right', 'bottom'] as const) maxBoxDelta = Math.max(maxBoxDelta, Math.abs(x.box[side] - y.box[side]));
    maxScoreDelta = Math.max(maxScoreDelta, Math.abs(x.score - y.score));
  }
  return { kind: 'alike', maxBoxDelta: round(maxBoxDelta), maxScoreDelta: round(maxScoreDelta) };
}

/** What a reader of the element takes from it, less the box, the score, the readings' probabilities and the figure points (which follow the box). */
function readOf(e: Element): string {
  const { box: _box, score: _score, readings, points: _points, ...rest } = e;
  return JSON.stringify({ ...rest, readings: readings?.map((r) => r.text) });
}

const round = (x: number) => Math.round(x * 1000) / 1000;
