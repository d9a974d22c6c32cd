/**
 * ascending-numbers (embedded suite), clean-room from ascending-numbers.md: click the digits
 * 1-5 in order; after the first click the rest hide behind identical black squares.
 *
 * Look: sheet (seed 1000, scale 3) 0 px differ; seeds 1000-1002 identical at scale 1.
 *
 * Outside the frame: nothing. The SVG is 160x160 from page (2,52), 2 px past the frame's
 * right and bottom edges, but the digits stay inside x 22..133, y 54..176.
 *
 * Odd behaviour kept (named):
 *   - placement by font metrics: a candidate digit is rejected when its 11.125 x 22 box
 *     (the box Chrome gives 20px Liberation Sans digits), padded by 15 px, meets an accepted
 *     one; the page uses those fixed numbers, never its own font's measurements, so the
 *     rejections and the instance are the official ones (checked against the spec's
 *     positions at seeds 0, 1, 42 and 1000 below);
 *   - the unused first draw randi(15, 25) of the original is kept;
 *   - memory: after the click on 1 every digit disappears, 2-5 behind black squares;
 *   - partial rewards: a wrong square gives (5 - R) / 5, time-proportional, R the squares
 *     still shown (0.2 after 1 alone); only a wrong first digit gives -1.
 *
 * The test solver reads the positions (window.ASCENDING) and clicks the digit 1's box
 * centre, then the squares' centres in order; the wrong action clicks the digit 2 first.
 */
import type { Episode } from '../../../src/env/episode.js';
import { expect, test } from '../fixtures.js';
import { describeTask } from './harness.js';

type P = { x: number; y: number };
const positions = (ep: Episode) => ep.page.evaluate(() => (window as any).ASCENDING.positions as P[]);
// Digit k's box: page (x+2, y+34), 11.125 x 22; its square: page (x-1, y+36), 20 x 20.
const digitCentre = (p: P) => ({ x: p.x + 2 + 11.125 / 2, y: p.y + 34 + 11 });
const squareCentre = (p: P) => ({ x: p.x - 1 + 10, y: p.y + 36 + 10 });

describeTask('ascending-numbers', {
  async solve(ep) {
    const ps = await positions(ep);
    const one = digitCentre(ps[0]!);
    await ep.screen.mouse.click(one.x, one.y);
    for (const p of ps.slice(1)) {
      const c = squareCentre(p);
      await ep.screen.mouse.click(c.x, c.y);
    }
  },
  async wrong(ep) {
    const c = digitCentre((await positions(ep))[1]!);
    await ep.screen.mouse.click(c.x, c.y);
  },
});

test.describe('ascending-numbers details', () => {
  test("placement by font metrics gives the spec's positions; a wrong square after 1 gives 0.2", async ({ host }) => {
    const want: Record<number, [number, number][]> = {
      0: [[28.62, 79.21], [72.84, 112.02], [118.02, 106.56], [115.23, 21.36], [60.68, 20.32]],
      42: [[113.65, 85.95], [46.37, 98.42], [76.32, 96.08], [63.38, 55.51], [95.31, 36.05]],
      1000: [[63.74, 65.83], [31.91, 69.78], [60.51, 117.7], [24.56, 24.52], [99.62, 34.84]],
    };
    for (const [seed, ps] of Object.entries(want)) {
      const ep = await host.openEpisode({ task: 'ascending-numbers', seed: Number(seed) });
      try {
        const got = (await positions(ep)).map((p) => [Number(p.x.toFixed(2)), Number(p.y.toFixed(2))]);
        expect(got, `seed ${seed}`).toEqual(ps);
        if (seed === '1000') {
          // The page's digit box is where the placement rule assumes it.
          const box = await ep.page.evaluate(() => {
            const r = document.querySelector('#area_svg text')!.getBoundingClientRect();
            return [r.left, r.top, r.width, r.height];
          });
          expect(box[0]).toBeCloseTo(63.74 + 2, 1);
          expect(box[1]).toBeCloseTo(65.83 + 34, 1);
          expect(box[2]).toBeCloseTo(11.125, 2);
          expect(box[3]).toBeCloseTo(22, 2);
          const all = await positions(ep);
          const one = digitCentre(all[0]!), three = squareCentre(all[2]!);
          await ep.screen.mouse.click(one.x, one.y);
          await ep.screen.mouse.click(three.x, three.y);
          const r = await ep.reward();
          expect(r.done).toBe(true);
          expect(r.rawReward).toBeCloseTo(0.2, 10);
          expect(r.reward).toBeGreaterThan(0);
          expect(r.reward).toBeLessThanOrEqual(0.2);
        }
      } finally {
        await ep.close();
      }
    }
  });
});
