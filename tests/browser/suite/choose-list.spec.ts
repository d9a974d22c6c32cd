import type { Episode } from '../../../src/env/episode.js';
import { boxOf, centre, clickSelector, describeTask } from './harness.js';

/** Index of the target option and of the currently selected one. */
async function indices(ep: Episode) {
  return ep.page.evaluate(() => {
    const sel = document.getElementById('options') as HTMLSelectElement;
    const target = (window as any).TARGET_ITEM as string;
    const want = [...sel.options].findIndex((o) => o.textContent === target);
    return { want, have: sel.selectedIndex };
  });
}

describeTask('choose-list', {
  async solve(ep) {
    // Focus the select with a click (this opens the native popup), close the popup with
    // Escape (focus stays), then step the closed select with the arrow keys.
    const c = centre(await boxOf(ep.page, '#options'));
    await ep.screen.mouse.click(c.x, c.y);
    await ep.screen.keyboard.press('Escape');
    const { want, have } = await indices(ep);
    for (let i = have; i < want; i++) await ep.screen.keyboard.press('ArrowDown');
    for (let i = have; i > want; i--) await ep.screen.keyboard.press('ArrowUp');
    const after = await indices(ep);
    if (after.have !== want) throw new Error(`selected ${after.have}, wanted ${want}`);
    await clickSelector(ep, '#area button');
  },
  // Seed 1000 wants Rosemaria but Ida is selected: submitting at once is wrong.
  async wrong(ep) {
    await clickSelector(ep, '#area button');
  },
});
