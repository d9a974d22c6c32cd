/**
 * right-angle: the test solver reads A and the vertex V and clicks the whole pixel whose
 * marker makes the angle at V closest to 90 degrees (page formula, see figure-clicks.ts),
 * then Submit.
 * Best reward: the page scores the marker at page (pageX + 2.5, pageY + 2.5) (its drawn
 * centre plus the half-pixel bounding-box offset of the radius-3 marker) with
 * raw = (90 - |90 - angle|) / 90. Over the clickable pixels 20 px or more from V, the best
 * click leaves under 0.07 degree: raw 0.9992-1 at seeds 1000-1019 (7 of them exactly 1).
 * Wrong action: Submit with no marker (-1).
 * Look: pixel-identical to the official pictures (0 px differ at seed 1000 at 3x with
 * `caap suite sheet`; seeds 1000-1002 identical at 1x, no channel differs at all).
 */
import { angleAt, bestClick } from './figure-clicks.js';
import { clickSelector, describeTask } from './harness.js';

describeTask('right-angle', {
  minRawReward: 0.999,
  async solve(ep) {
    const f = await ep.page.evaluate(() => (window as any).FIGURE as { ax: number; ay: number; vx: number; vy: number });
    // Page coordinates of the scored points: SVG + (2, 52); the marker counts 0.5 px further.
    const v = [f.vx + 2, f.vy + 52] as const;
    const a = [f.ax + 2, f.ay + 52] as const;
    const best = bestClick((x, y) => {
      const theta = angleAt(v, a, [x + 2.5, y + 2.5]);
      return (90 - Math.abs(90 - theta)) / 90;
    }, v);
    await ep.screen.mouse.click(best.x, best.y);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickSelector(ep, '#subbtn');
  },
});
