import type { Episode } from '../../../src/env/episode.js';
import { expect } from '../fixtures.js';
import { centre, describeTask, type Box } from './harness.js';

/** The box of the visible menu item labelled `name` (names are unique per episode); null while none is shown. */
const shownBox = (ep: Episode, name: string): Promise<Box | null> =>
  ep.page.evaluate((name) => {
    const w = [...document.querySelectorAll('.ui-menu-item-wrapper')].find(
      (e) => e.textContent === name && (e as HTMLElement).offsetParent !== null && getComputedStyle(e.closest('ul')!).display !== 'none',
    );
    if (!w) return null;
    const r = w.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, name);

async function itemBox(ep: Episode, name: string): Promise<Box> {
  const b = await shownBox(ep, name);
  if (!b) throw new Error(`menu item ${name} is not visible`);
  return b;
}

/** Waits (5 s at most) until the menu item labelled `name` is shown. */
async function visible(ep: Episode, name: string) {
  await expect.poll(() => shownBox(ep, name), { message: `menu item ${name} shown`, timeout: 5000, intervals: [30] }).not.toBeNull();
}

describeTask('click-menu', {
  // Hover each parent item, wait for its submenu, move straight right into it, then
  // along the submenu to the next item; click only the last one.
  async solve(ep) {
    const path = await ep.page.evaluate(() => (window as any).TARGET_PATH as string[]);
    let at = { x: 0, y: 0 };
    for (let i = 0; i < path.length; i++) {
      const b = await itemBox(ep, path[i]!);
      const c = centre(b);
      if (i === 0) {
        await ep.screen.mouse.move(c.x, c.y, { steps: 3 });
      } else {
        await ep.screen.mouse.move(b.left + 10, at.y, { steps: 5 });
        await ep.screen.mouse.move(b.left + 10, c.y, { steps: 5 });
      }
      at = { x: b.left + 10, y: c.y };
      if (i < path.length - 1) await visible(ep, path[i + 1]!); // submenus open after 300 ms of hover
      else await ep.screen.mouse.click(at.x, at.y);
    }
  },
  // Click a top-level item that is not the target (possibly a parent: also wrong).
  async wrong(ep) {
    const name = await ep.page.evaluate(() => {
      const path = (window as any).TARGET_PATH as string[];
      const top = [...document.querySelectorAll('#menu > li > .ui-menu-item-wrapper')].map((e) => e.textContent!);
      return top.find((t) => t !== path[path.length - 1])!;
    });
    const c = centre(await itemBox(ep, name));
    await ep.screen.mouse.click(c.x, c.y);
  },
});
