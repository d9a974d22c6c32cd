import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';

/** Where option `text` shows inside the list box now, or how far it lies below/above. */
async function locate(ep: Episode, text: string) {
  return ep.page.evaluate((text) => {
    const sel = document.getElementById('options') as HTMLSelectElement;
    const s = sel.getBoundingClientRect();
    const opt = [...sel.options].find((o) => o.textContent === text)!;
    const { top, height: h } = opt.getBoundingClientRect(); // follows the box's own scroll
    const below = top + h - (s.bottom - 1);
    const above = s.top + 1 - top;
    return { x: s.left + 40, y: top + h / 2, below, above, boxY: s.top + s.height / 2 };
  }, text);
}

/** Scrolls the list box with the wheel until option `text` is fully visible, then clicks it. */
async function pick(ep: Episode, text: string, additive: boolean) {
  for (let i = 0; i < 10; i++) {
    const p = await locate(ep, text);
    if (p.below > 0 || p.above > 0) {
      await ep.screen.mouse.move(p.x, p.boxY);
      await ep.screen.mouse.wheel(0, p.below > 0 ? 40 : -40);
      await ep.page.waitForTimeout(150);
      continue;
    }
    await ep.screen.mouse.click(p.x, p.y, additive ? { modifiers: ['Control'] } : undefined);
    return;
  }
  throw new Error(`test solver: could not scroll ${text} into view`);
}

describeTask('click-scroll-list', {
  async solve(ep) {
    const targets = await ep.page.evaluate(() => (window as any).TARGET_ITEMS as string[]);
    for (const [i, t] of targets.entries()) await pick(ep, t, i > 0);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickSelector(ep, '#subbtn'); // nothing selected
  },
});
