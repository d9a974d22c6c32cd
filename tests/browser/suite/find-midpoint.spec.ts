/**
 * find-midpoint: the test solver reads the two dot centres, clicks where the marker lands
 * on the midpoint, then Submit.
 * Best reward: the marker is drawn at (pageX, pageY - 50) in SVG units and scored against
 * the midpoint (mx, my), which may sit on a half pixel; click events carry whole pixels,
 * so the best click is (round(mx), round(my) + 50), at most 0.71 px off: raw >= 0.976.
 * Wrong action: Submit with no marker (-1).
 * Look: pixel-identical to the official pictures (0 px differ at seed 1000 at 3x with
 * `caap suite sheet`; seeds 1000-1002 identical at 1x, no channel differs at all).
 */
import { clickSelector, describeTask } from './harness.js';

describeTask('find-midpoint', {
  minRawReward: 0.976,
  async solve(ep) {
    const p = await ep.page.evaluate(() => (window as any).POINTS as { x1: number; y1: number; x2: number; y2: number });
    await ep.screen.mouse.click(Math.round((p.x1 + p.x2) / 2), Math.round((p.y1 + p.y2) / 2) + 50);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickSelector(ep, '#subbtn');
  },
});
