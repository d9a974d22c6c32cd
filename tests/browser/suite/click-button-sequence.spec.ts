import type { Episode } from '../../../src/env/episode.js';
import { describeTask } from './harness.js';

/** A point on the button with this id that is not covered by the other button. */
async function visiblePoint(ep: Episode, id: string) {
  const p = await ep.page.evaluate((id) => {
    const el = document.getElementById(id)!;
    const r = el.getBoundingClientRect();
    // Scan from the centre outwards so an uncovered point near the middle wins.
    const pts: [number, number][] = [];
    for (let dy = 0; dy <= r.height / 2 - 3; dy += 2) {
      for (let dx = 0; dx <= r.width / 2 - 3; dx += 2) {
        for (const [sx, sy] of [[1, 1], [-1, 1], [1, -1], [-1, -1]]) {
          pts.push([Math.round(r.left + r.width / 2 + sx * dx), Math.round(r.top + r.height / 2 + sy * dy)]);
        }
      }
    }
    return pts.find(([x, y]) => x < 160 && y < 210 && document.elementFromPoint(x, y) === el) ?? null;
  }, id);
  if (!p) throw new Error(`${id} is fully covered`);
  return { x: p[0], y: p[1] };
}

describeTask('click-button-sequence', {
  async solve(ep) {
    const one = await visiblePoint(ep, 'subbtn');
    await ep.screen.mouse.click(one.x, one.y);
    const two = await visiblePoint(ep, 'subbtn2');
    await ep.screen.mouse.click(two.x, two.y);
  },
  // TWO first, then ONE.
  async wrong(ep) {
    const two = await visiblePoint(ep, 'subbtn2');
    await ep.screen.mouse.click(two.x, two.y);
    const one = await visiblePoint(ep, 'subbtn');
    await ep.screen.mouse.click(one.x, one.y);
  },
});
