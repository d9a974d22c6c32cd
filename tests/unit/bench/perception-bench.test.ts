// The perception bench's arithmetic and budget: per-stage percentiles of each side, the
// candidate/shipped ratio, the equality count of the two sides' lists, and the budget parser.
import { describe, expect, it } from 'vitest';
import { overBudget, parseBudget } from '../../../src/bench/budget.js';
import { benchSides, captureRows, type TimedObserver } from '../../../src/bench/perception.js';
import type { ElementList } from '../../../src/perception/element.js';

/** An observer whose timings and lists are given per call (the bench only reads what it reports). */
function scripted(totals: number[], list: (png: Buffer) => ElementList): TimedObserver & { calls: number } {
  const o = {
    calls: 0,
    lastTimings: null as Record<string, number> | null,
    async observe(png: Buffer) {
      const t = totals[o.calls++ % totals.length]!;
      o.lastTimings = { decodeMs: 1, measureMs: t / 10, totalMs: t, boxes: 2 };
      return list(png);
    },
  };
  return o;
}

const button = (text: string): ElementList => [{ id: 1, type: 'button', text, box: { left: 0, top: 0, right: 10, bottom: 10 }, score: 1 }];
const screens = ['a', 'b', 'c'].map((task) => ({ task, seed: 0, scale: 2, png: Buffer.from(task), captureMs: task === 'a' ? 30 : 50 }));

describe('benchSides', () => {
  it('reports per-stage p50/p90 of both sides, their ratio and which lists differ', async () => {
    const shipped = scripted([20], (png) => button(png.toString()));
    const candidate = scripted([10], (png) => button(png.toString() === 'b' ? 'other' : png.toString()));
    const r = await benchSides(screens, [{ name: 'shipped', observer: shipped }, { name: 'candidate', observer: candidate }], { repeat: 2 });
    const s = r.scales.scale2!;
    expect(s.sides.shipped).toMatchObject({ screens: 3, runs: 6, meanBoxes: 2, totalP50: 20, measureP50: 2, decodeP90: 1 });
    expect(s.sides.candidate!.totalP50).toBe(10);
    expect(s.ratioP50).toMatchObject({ total: 0.5, measure: 0.5, decode: 1 });
    expect(s.identicalLists).toBe(2);
    expect(s.differing).toEqual(['b 0@2']);
    // One warm-up each, then 3 screens x 2 repeats.
    expect([shipped.calls, candidate.calls]).toEqual([7, 7]);
  });

  it('one side alone has no ratio', async () => {
    const r = await benchSides(screens, [{ name: 'shipped', observer: scripted([5, 7, 9], () => []) }], { repeat: 1 });
    expect(r.scales.scale2!.ratioP50).toBeUndefined();
    expect(r.scales.scale2!.sides.shipped).toMatchObject({ totalP50: 7, totalP90: 9 });
  });

  it('capture rows come from the screens that were captured', () => {
    expect(captureRows(screens)).toEqual({ scale2: { n: 3, p50: 50, p90: 50 } });
  });
});

describe('budget', () => {
  it('parses stage=ms and stage:p90=ms and names what is over', () => {
    const b = parseBudget('total=25, measure=2,detector:p90=30');
    expect(b).toEqual([{ stage: 'total', percentile: 50, ms: 25 }, { stage: 'measure', percentile: 50, ms: 2 }, { stage: 'detector', percentile: 90, ms: 30 }]);
    expect(overBudget(b, { totalP50: 31.2, measureP50: 1.1, detectorP90: 12 }, 'scale2')).toEqual(['scale2 total p50 31.2 ms > 25 ms']);
    expect(overBudget(b, { totalP50: 20, measureP50: 2 }, 'scale1')).toEqual(['scale1 detector p90 was not measured (budget 30 ms)']);
  });

  it('rejects unknown stages and malformed items with a clear error', () => {
    expect(() => parseBudget('speed=3')).toThrow(/no stage "speed"/);
    expect(() => parseBudget('total<25')).toThrow(/not stage=ms/);
    expect(() => parseBudget('')).toThrow(/at least one/);
  });
});
