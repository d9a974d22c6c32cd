// The beam search's shortcut for a sure blank (ctc.ts) gives exactly what the general step
// gives: the reference below is the search without the shortcut (as shipped before it), and
// the readings must be equal to the last bit on matrices full of sure blanks, near-sure ones
// and unsure steps.
import { describe, expect, it } from 'vitest';
import { ctcReadings, STEP_FLOOR } from '../../src/perception/ctc.js';

const logAdd = (a: number, b: number): number => {
  if (a === -Infinity) return b;
  if (b === -Infinity) return a;
  const m = Math.max(a, b);
  return m + Math.log(Math.exp(a - m) + Math.exp(b - m));
};

function topClasses(data: Float32Array, offset: number, classes: number, k: number): number[] {
  let best = 0;
  for (let i = 1; i < classes; i++) if (data[offset + i]! > data[offset + best]!) best = i;
  const idx = [best];
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

/** The prefix beam search with every step taken the general way. */
function referenceReadings(lp: Float32Array, steps: number, classes: number, chars: string[]) {
  type Beam = { pb: number; pnb: number; last: number };
  let beams = new Map<string, Beam>([['', { pb: 0, pnb: -Infinity, last: 0 }]]);
  for (let t = 0; t < steps; t++) {
    const at = t * classes;
    const top = topClasses(lp, at, classes, 6);
    const next = new Map<string, Beam>();
    const get = (prefix: string, last: number) => {
      let b = next.get(prefix);
      if (!b) next.set(prefix, b = { pb: -Infinity, pnb: -Infinity, last });
      return b;
    };
    for (const [prefix, b] of beams) {
      const total = logAdd(b.pb, b.pnb);
      for (const k of top) {
        const p = lp[at + k]!;
        if (k === 0) {
          const s = get(prefix, b.last);
          s.pb = logAdd(s.pb, total + p);
        } else if (k === b.last) {
          const same = get(prefix, b.last);
          same.pnb = logAdd(same.pnb, b.pnb + p);
          const more = get(prefix + chars[k - 1], k);
          more.pnb = logAdd(more.pnb, b.pb + p);
        } else {
          const s = get(prefix + chars[k - 1], k);
          s.pnb = logAdd(s.pnb, total + p);
        }
      }
    }
    const ranked = [...next].map(([prefix, b]) => ({ prefix, b, total: logAdd(b.pb, b.pnb) }));
    ranked.sort((x, y) => y.total - x.total);
    beams = new Map(ranked.slice(0, 6).map((r) => [r.prefix, r.b]));
  }
  const readings = [...beams].map(([text, b]) => ({ text, p: Math.exp(logAdd(b.pb, b.pnb)) })).filter((r) => r.p > 0).slice(0, 3);
  return readings.length > 1 ? readings : undefined;
}

describe('CTC beam search: the sure-blank shortcut', () => {
  it('reads exactly what the general step reads', () => {
    const chars = [...'abcIl1'];
    const classes = chars.length + 1, steps = 40;
    let seed = 11;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    let searched = 0;
    for (let trial = 0; trial < 300; trial++) {
      const lp = new Float32Array(steps * classes);
      for (let t = 0; t < steps; t++) {
        const kind = rand();
        const p = new Array<number>(classes).fill(0);
        if (kind < 0.5) {
          p[0] = 1;
          for (let k = 1; k < classes; k++) p[k] = rand() * 1e-5;
        } // a sure blank
        else if (kind < 0.8) {
          p[0] = 1;
          p[1 + Math.floor(rand() * chars.length)] = 0.01 + rand() * 0.3;
        } // a blank in doubt
        else for (let k = 0; k < classes; k++) p[k] = rand() ** 4; // anything
        const sum = p.reduce((a, b) => a + b, 0);
        p.forEach((v, k) => {
          lp[t * classes + k] = Math.log(Math.max(v / sum, 1e-30));
        });
      }
      const got = ctcReadings(lp, 0, steps, classes, chars, { sureAbove: 2, minP: 0 }); // always search, keep every beam
      const want = referenceReadings(lp, steps, classes, chars);
      expect(got.readings).toEqual(want);
      if (want) searched++;
    }
    expect(searched).toBeGreaterThan(250);
  });
});
