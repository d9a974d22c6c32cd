import { describe, expect, it } from 'vitest';
import { ctcGreedy, ctcReadings } from '../../src/perception/ctc.js';

/** A [steps x classes] log-probability matrix from rows of probabilities (blank first). */
function matrix(rows: number[][]): Float32Array {
  return Float32Array.from(rows.flat().map((p) => Math.log(Math.max(p, 1e-12))));
}

describe('CTC readings', () => {
  const charset = 'ab';

  it('reads the greedy path, collapsing repeats and dropping blanks', () => {
    const lp = matrix([[0, 1, 0], [0, 1, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]]);
    expect(ctcGreedy(lp, 0, 5, 3, charset)).toBe('aab');
  });

  it('gives no alternatives when the model is sure', () => {
    const lp = matrix([[0.01, 0.98, 0.01], [0.98, 0.01, 0.01]]);
    const r = ctcReadings(lp, 0, 2, 3, charset);
    expect(r.text).toBe('a');
    expect(r.confidence).toBeCloseTo(0.98 * 0.98, 5);
    expect(r.readings).toBeUndefined();
  });

  it('sums a reading over all of its paths', () => {
    // Two steps of a-or-blank: "a" has the paths aa, a-, -a (0.75); "" has -- (0.25).
    const lp = matrix([[0.5, 0.5, 0], [0.5, 0.5, 0]]);
    const r = ctcReadings(lp, 0, 2, 3, charset);
    expect(r.readings?.map((x) => x.text)).toEqual(['a', '']);
    expect(r.readings?.[0]?.p).toBeCloseTo(0.75, 5);
    expect(r.readings?.[1]?.p).toBeCloseTo(0.25, 5);
  });

  it('lists the doubt between two characters, best first', () => {
    const lp = matrix([[0.02, 0.58, 0.4], [0.98, 0.01, 0.01], [0.02, 0.97, 0.01]]);
    const r = ctcReadings(lp, 0, 3, 3, charset);
    expect(r.text).toBe('aa');
    expect(r.readings?.slice(0, 2).map((x) => x.text)).toEqual(['aa', 'ba']);
    // "ba": b-a, baa, bba, ba- (0.4 x (0.98 x 0.97 + 0.01 x 0.97 + 0.01 x 0.97 + 0.01 x 0.02)) and -ba (0.02 x 0.01 x 0.97)
    expect(r.readings?.[1]?.p).toBeCloseTo(0.388274, 5);
  });

  it('needs a blank between repeated characters', () => {
    // a a without a blank between is one "a"; the doubt at step 2 is a vs blank.
    const lp = matrix([[0.01, 0.98, 0.01], [0.45, 0.54, 0.01], [0.01, 0.98, 0.01]]);
    const r = ctcReadings(lp, 0, 3, 3, charset);
    expect(r.readings?.map((x) => x.text).slice(0, 2)).toEqual(['a', 'aa']);
  });

  it('reads from an offset (one box of a batch)', () => {
    const lp = matrix([[1, 0, 0], [1, 0, 0], [0, 0, 1], [1, 0, 0]]);
    expect(ctcGreedy(lp, 6, 2, 3, charset)).toBe('b');
  });
});

describe('CTC readings: the step floor', () => {
  it('expands no class under STEP_FLOOR, and the readings agree with every path summed', () => {
    // Three steps of a-or-blank with a rare b (5e-4) at each: "ab"-like readings are under the
    // floor and never listed; the a / "" split is what all 27 paths give within 0.002.
    const lp = matrix([[0.5, 0.4995, 0.0005], [0.5, 0.4995, 0.0005], [0.5, 0.4995, 0.0005]]);
    const r = ctcReadings(lp, 0, 3, 3, 'ab', { minP: 0, n: 6 });
    expect(r.readings?.every((x) => !x.text.includes('b'))).toBe(true);
    // Brute force over the 27 alignments: P(reading) = sum of the products of its paths.
    const p = new Map<string, number>();
    const probs = [[0.5, 0.4995, 0.0005], [0.5, 0.4995, 0.0005], [0.5, 0.4995, 0.0005]];
    for (let i = 0; i < 27; i++) {
      const path = [Math.floor(i / 9), Math.floor(i / 3) % 3, i % 3];
      let text = '', prev = 0, q = 1;
      path.forEach((k, t) => {
        q *= probs[t]![k]!;
        if (k !== prev && k !== 0) text += 'ab'[k - 1];
        prev = k;
      });
      p.set(text, (p.get(text) ?? 0) + q);
    }
    for (const x of r.readings ?? []) expect(Math.abs(x.p - p.get(x.text)!)).toBeLessThan(0.002);
    expect(r.readings?.map((x) => x.text)).toEqual(['a', '', 'aa']); // 0.62, 0.125, 0.125 less the b paths
  });
});
