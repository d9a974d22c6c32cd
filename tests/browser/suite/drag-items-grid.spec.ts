import type { Episode } from '../../../src/env/episode.js';
import { describeTask } from './harness.js';

const cell = (k: number) => ({ x: 27 + 46 * ((k - 1) % 3), y: 77 + 46 * Math.floor((k - 1) / 3) });

/** 1-based slot of the empty placeholder while a drag is on (0 when none). */
const gapSlot = (ep: Episode) =>
  ep.page.evaluate(() => {
    const items = [...document.querySelectorAll('#sortable > li')].filter((li) => !li.classList.contains('ui-sortable-helper'));
    return items.findIndex((li) => li.classList.contains('ui-sortable-placeholder')) + 1;
  });

/**
 * Drags tile `from` to cell `to`: 3-px steps straight to the target centre and a little
 * past it, releasing as soon as the gap sits in the target cell. Tiles reflow during the
 * drag and jQuery UI drops out of its floating (row) mode once the first tile is the one
 * lifted, so when the straight path falls short the solver nudges vertically on the target
 * cell: moving down in a tile's lower half puts the gap after it, up in its upper half
 * before it.
 */
async function dragTile(ep: Episode, from: number, to: number) {
  const a = cell(from), b = cell(to);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len, uy = (b.y - a.y) / len;
  await ep.screen.mouse.move(a.x, a.y);
  await ep.screen.mouse.down();
  let gap = 0;
  for (let d = 3; d <= len + 9; d += 3) {
    await ep.screen.mouse.move(a.x + ux * d, a.y + uy * d);
    gap = await gapSlot(ep);
    if (d > 3 && gap === to) break;
  }
  for (let tries = 0; gap !== to && tries < 8; tries++) {
    const down = gap < to;
    await ep.screen.mouse.move(b.x, b.y + (down ? -8 : 8));
    await ep.screen.mouse.move(b.x, b.y + (down ? 8 : -8), { steps: 4 });
    gap = await gapSlot(ep);
  }
  await ep.screen.mouse.up();
}

const task = (ep: Episode) =>
  ep.page.evaluate(() => {
    const items = [...document.querySelectorAll('#sortable li')];
    return { from: items.indexOf((window as any).SOURCE_ITEM) + 1, to: (window as any).TARGET_POS as number };
  });

describeTask('drag-items-grid', {
  async solve(ep) {
    const { from, to } = await task(ep);
    await dragTile(ep, from, to);
  },
  async wrong(ep) {
    // drop the named tile straight back where it was
    const { from } = await task(ep);
    const a = cell(from);
    await ep.screen.mouse.move(a.x, a.y);
    await ep.screen.mouse.down();
    await ep.screen.mouse.move(a.x + 5, a.y + 5, { steps: 3 });
    await ep.screen.mouse.up();
  },
});
