/**
 * Reading the understander's text head (CTC over the charset, blank = index 0): the greedy
 * reading, and, where the model is unsure, its n best readings with probabilities (prefix beam
 * search). The n-best list is how perception exposes a doubt (I or l? a cut name?) so that a
 * policy can match against every likely reading instead of guessing the model's slips.
 *
 * @example
 *   const r = ctcReadings(logprobs, offset, steps, classes, charset)
 *   r.text        // 'Ilse'  (the greedy reading)
 *   r.confidence  // 0.62    (probability of the greedy path's characters)
 *   r.readings    // [{ text: 'Ilse', p: 0.61 }, { text: 'llse', p: 0.35 }] or undefined when sure
 */

export interface Reading {
  text: string;
  /** Probability of the reading (summed over its CTC paths), 0..1. */
  p: number;
}

export interface CtcReadings {
  text: string;
  /** Product of the per-step maximum probabilities along the greedy path, 0..1. */
  confidence: number;
  /** The n best readings, best first; absent when the greedy path is at least `sureAbove` likely. */
  readings?: Reading[];
}

export interface ReadingOptions {
  /** Beam width of the prefix search. */
  beam?: number;
  /** Readings to keep. */
  n?: number;
  /** Greedy-path confidence above which no alternatives are searched (the common, cheap case). */
  sureAbove?: number;
  /** Alternatives below this probability are dropped. */
  minP?: number;
}

/** Index of the largest of `n` values from `offset` (a model head's output row). */
export function argmax(data: Float32Array, offset: number, n: number): number {
  let best = 0;
  for (let i = 1; i < n; i++) if (data[offset + i]! > data[offset + best]!) best = i;
  return best;
}

/** Greedy CTC decoding: the best class per step, repeats collapsed, blanks dropped. */
export function ctcGreedy(logprobs: Float32Array, offset: number, steps: number, classes: number, charset: string): string {
  return greedyPath(logprobs, offset, steps, classes, [...charset]).text;
}

function greedyPath(logprobs: Float32Array, offset: number, steps: number, classes: number, chars: readonly string[]) {
  let text = '';
  let prev = 0;
  let logConfidence = 0;
  for (let t = 0; t < steps; t++) {
    const at = offset + t * classes;
    const k = argmax(logprobs, at, classes);
    logConfidence += logprobs[at + k]!;
    if (k !== prev && k !== 0) text += chars[k - 1] ?? '';
    prev = k;
  }
  return { text, confidence: Math.exp(logConfidence) };
}

const logAdd = (a: number, b: number): number => {
  if (a === -Infinity) return b;
  if (b === -Infinity) return a;
  const m = Math.max(a, b);
  return m + Math.log(Math.exp(a - m) + Math.exp(b - m));
};

/** The greedy reading, its confidence, and the n best readings when it is not sure. */
export function ctcReadings(
  logprobs: Float32Array,
  offset: number,
  steps: number,
  classes: number,
  charset: string | readonly string[],
  opts: ReadingOptions = {},
): CtcReadings {
  // A caller decoding many boxes passes the charset already split into characters.
  const chars = typeof charset === 'string' ? [...charset] : charset;
  const greedy = greedyPath(logprobs, offset, steps, classes, chars);
  const { beam = 6, n = 3, sureAbove = 0.9, minP = 0.02 } = opts;
  if (greedy.confidence >= sureAbove) return greedy;
  // Prefix beam search: each prefix keeps the log probability of its paths ending in a blank
  // (pb) and ending in its last character (pnb), so repeats need a blank between them.
  type Beam = { pb: number; pnb: number; last: number };
  let beams = new Map<string, Beam>([['', { pb: 0, pnb: -Infinity, last: 0 }]]);
  for (let t = 0; t < steps; t++) {
    const at = offset + t * classes;
    // Only characters that could matter at this step: the top few, and none under STEP_FLOOR
    // (the cost was in expanding classes no reading above minP can pass through).
    const top = topClasses(logprobs, at, classes, beam);
    if (top.length === 1 && top[0] === 0) {
      // A sure blank (nothing else above STEP_FLOOR): every prefix stays itself, ending in a
      // blank, and adding the same log probability to all keeps their order. What the general
      // step below computes for this case, without rebuilding and sorting the beams.
      const lp = logprobs[at]!;
      const kept = new Map<string, Beam>();
      for (const [prefix, b] of beams) kept.set(prefix, { pb: logAdd(b.pb, b.pnb) + lp, pnb: -Infinity, last: b.last });
      beams = kept;
      continue;
    }
    const next = new Map<string, Beam>();
    const get = (prefix: string, last: number) => {
      let b = next.get(prefix);
      if (!b) next.set(prefix, b = { pb: -Infinity, pnb: -Infinity, last });
      return b;
    };
    for (const [prefix, b] of beams) {
      const total = logAdd(b.pb, b.pnb);
      for (const k of top) {
        const lp = logprobs[at + k]!;
        if (k === 0) {
          const s = get(prefix, b.last);
          s.pb = logAdd(s.pb, total + lp);
        } else if (k === b.last) {
          // The same character again: continues the current one, or (after a blank) repeats it.
          const same = get(prefix, b.last);
          same.pnb = logAdd(same.pnb, b.pnb + lp);
          const more = get(prefix + (chars[k - 1] ?? ''), k);
          more.pnb = logAdd(more.pnb, b.pb + lp);
        } else {
          const s = get(prefix + (chars[k - 1] ?? ''), k);
          s.pnb = logAdd(s.pnb, total + lp);
        }
      }
    }
    // Each prefix's total once, not once per comparison.
    const ranked = [...next].map(([prefix, b]) => ({ prefix, b, total: logAdd(b.pb, b.pnb) }));
    ranked.sort((x, y) => y.total - x.total);
    beams = new Map(ranked.slice(0, beam).map((r) => [r.prefix, r.b]));
  }
  const readings = [...beams]
    .map(([text, b]) => ({ text, p: Math.exp(logAdd(b.pb, b.pnb)) }))
    .filter((r) => r.p > 0 && r.p >= minP) // a prefix reached only through impossible paths has p 0
    .slice(0, n);
  return readings.length > 1 ? { ...greedy, readings } : greedy;
}

/**
 * A class under this probability at a step is not expanded there: every path through it is
 * less likely than that, far under the readings kept (minP), and most steps of a line are a
 * confident blank or character with nothing else near it.
 */
export const STEP_FLOOR = Math.log(1e-3);

/** The `k` most likely classes at a step, best first, leaving out those under STEP_FLOOR (the best one always stays). */
function topClasses(data: Float32Array, offset: number, classes: number, k: number): number[] {
  const idx: number[] = [argmax(data, offset, classes)];
  for (let i = 0; i < classes; i++) {
    const v = data[offset + i]!;
    if (v < STEP_FLOOR || i === idx[0]) continue;
    if (idx.length < k) idx.push(i);
    else if (v > data[offset + idx[idx.length - 1]!]!) idx[idx.length - 1] = i;
    else continue;
    idx.sort((a, b) => data[offset + b]! - data[offset + a]!);
  }
  return idx;
}
