import type { Episode } from '../../../src/env/episode.js';
import { describeTask } from './harness.js';

/** Drags list item `from` (1-based) to slot `to`: small vertical steps, released 6 px past the slot centre. */
async function dragItem(ep: Episode, from: number, to: number) {
  const slotY = (k: number) => 69.8 + 28.6 * (k - 1);
  const y0 = slotY(from), y1 = slotY(to) + (to > from ? 6 : -6);
  await ep.screen.mouse.move(60, y0);
  await ep.screen.mouse.down();
  await ep.screen.mouse.move(60, y1, { steps: Math.ceil(Math.abs(y1 - y0) / 4) + 1 });
  await ep.screen.mouse.up();
}

const task = (ep: Episode) =>
  ep.page.evaluate(() => {
    const items = [...document.querySelectorAll('#sortable li')];
    return { from: items.indexOf((window as any).SOURCE_ITEM) + 1, to: (window as any).TARGET_POS as number };
  });

describeTask('drag-items', {
  async solve(ep) {
    const { from, to } = await task(ep);
    await dragItem(ep, from, to);
  },
  async wrong(ep) {
    // the named item, one slot beyond (or short of) the target
    const { from, to } = await task(ep);
    await dragItem(ep, from, to === 5 ? 4 : to + 1 === from ? to + 2 : to + 1);
  },
});
