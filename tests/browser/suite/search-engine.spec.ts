/**
 * search-engine (embedded suite), clean-room from search-engine.md; the pagination is the
 * npm twbs-pagination 1.4.1 plugin on the suite's jQuery 3.
 *
 * Sheet (seed 1000, scale 3): 0 px differ (the start page holds only the search bar).
 *
 * Outside the frame: nothing at the start. A result URL too long for the 152 px column
 * runs past the right edge of the frame (not clipped, as in the original); the title that
 * must be clicked and the pagination strip always lie inside the frame, so the task is
 * solved from the screenshot: type the name, press Search, click "2"/"3" or ">" in the
 * strip at y 194-205 for the 4th-9th result, then click the title in its slot.
 */
import type { Episode } from '../../../src/env/episode.js';
import { centre, clickSelector, describeTask, type Box } from './harness.js';

async function instance(ep: Episode) {
  return ep.page.evaluate(() => {
    const s = (window as any).SEARCH_ENGINE;
    return { target: s.target as string, index: s.index as number };
  });
}

/** Types the name and presses Search; then goes to `page` with the strip's page number. */
async function search(ep: Episode, name: string, page: number) {
  await clickSelector(ep, '#search-text');
  await ep.screen.keyboard.type(name);
  await clickSelector(ep, '#search');
  if (page > 1) {
    const link = await ep.page.evaluate((page) => {
      const a = [...document.querySelectorAll('#pagination li.page-item a')].find((e) => e.textContent === String(page));
      const r = a!.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    }, page);
    const c = centre(link);
    await ep.screen.mouse.click(c.x, c.y);
  }
}

async function clickTitle(ep: Episode, slot: number) {
  const box: Box = await ep.page.evaluate((slot) => {
    const r = document.querySelectorAll('#page-content .search-title')[slot]!.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, slot);
  const c = centre(box);
  await ep.screen.mouse.click(c.x, c.y);
}

describeTask('search-engine', {
  async solve(ep) {
    const { target, index } = await instance(ep);
    await search(ep, target, Math.floor(index / 3) + 1);
    await clickTitle(ep, index % 3);
  },
  async wrong(ep) {
    const { target, index } = await instance(ep);
    await search(ep, target, 1);
    await clickTitle(ep, index === 0 ? 1 : 0); // a result that is not the asked-for one
  },
});
