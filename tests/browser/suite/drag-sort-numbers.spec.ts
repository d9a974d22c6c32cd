import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';

const numbers = (ep: Episode) => ep.page.evaluate(() => [...document.querySelectorAll('#sortable li')].map((li) => parseInt(li.textContent!, 10)));

/** Drags list item `from` (1-based) to slot `to`: small vertical steps, released 6 px past the slot centre. */
async function dragItem(ep: Episode, from: number, to: number) {
  const slotY = (k: number) => 69.8 + 28.6 * (k - 1);
  const y0 = slotY(from), y1 = slotY(to) + (to > from ? 6 : -6);
  await ep.screen.mouse.move(60, y0);
  await ep.screen.mouse.down();
  await ep.screen.mouse.move(60, y1, { steps: Math.ceil(Math.abs(y1 - y0) / 4) + 1 });
  await ep.screen.mouse.up();
}

describeTask('drag-sort-numbers', {
  async solve(ep) {
    // selection sort: bring the smallest remaining number up to each slot in turn
    for (let p = 1; p < 4; p++) {
      const nums = (await numbers(ep)).slice(p - 1);
      const m = nums.indexOf(Math.min(...nums)) + p;
      if (m !== p) await dragItem(ep, m, p);
    }
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    // seed 1000 starts unsorted (-79, -13, -9, -77)
    await clickSelector(ep, '#subbtn');
  },
});
