import type { Episode } from '../../../src/env/episode.js';
import { centre, clickSelector, describeTask } from './harness.js';

/** Box of the menu item whose text is `text`. */
async function itemBox(ep: Episode, text: string) {
  const box = await ep.page.evaluate((text) => {
    const w = [...document.querySelectorAll('#menu .ui-menu-item-wrapper')].find((d) => d.textContent === text);
    if (!w) return null;
    const r = w.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, text);
  if (!box) throw new Error(`test solver: no menu item ${text}`);
  return box;
}

/** Opens the menu, opens Playback by hovering when needed, then clicks item `text`. */
async function choose(ep: Episode, text: string) {
  await clickSelector(ep, '#open-menu');
  if (['Prev', 'Stop', 'Play', 'Next'].includes(text)) {
    const p = centre(await itemBox(ep, 'Playback'));
    await ep.screen.mouse.move(p.x, p.y);
    // The submenu opens after 300 ms of hover: wait until its item is laid out.
    await ep.page.waitForFunction((text) => {
      const w = [...document.querySelectorAll('#menu .ui-menu-item-wrapper')].find((d) => d.textContent === text) as HTMLElement | undefined;
      return !!w && w.offsetParent !== null && getComputedStyle(w.closest('ul')!).display !== 'none';
    }, text, { timeout: 5000, polling: 30 });
    // Slide right along the Playback row into the submenu, keeping it open.
    const b = await itemBox(ep, text);
    await ep.screen.mouse.move(b.left + 5, p.y, { steps: 5 });
  }
  const c = centre(await itemBox(ep, text));
  await ep.screen.mouse.click(c.x, c.y);
}

describeTask('click-menu-2', {
  solve: async (ep) => choose(ep, await ep.page.evaluate(() => (window as any).TARGET_LABEL as string)),
  wrong: (ep) => choose(ep, 'Print...'), // disabled, never a target, but scored
});
