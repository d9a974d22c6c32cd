/**
 * Test solvers for the click-checkboxes family: the pages keep `window.rows`, a list of
 * { input, target } in screen order (see miniwob/common/checkboxes.js).
 */
import type { Episode } from '../../../src/env/episode.js';
import { centre, clickSelector } from './harness.js';

/** Boxes of the checkboxes to click: those whose state differs from `want(target)`. */
async function toClick(ep: Episode, invert: boolean) {
  return ep.page.evaluate((invert) => {
    const rows = (window as any).rows as { input: HTMLInputElement; target: boolean }[];
    return rows
      .filter((r) => r.input.checked !== (invert ? !r.target : r.target))
      .map((r) => {
        const b = r.input.getBoundingClientRect();
        return { left: b.left, top: b.top, width: b.width, height: b.height };
      });
  }, invert);
}

/** Ticks exactly the targets (or, with invert, exactly the non-targets) and submits. */
export async function setBoxesAndSubmit(ep: Episode, invert = false): Promise<void> {
  for (const b of await toClick(ep, invert)) {
    const c = centre(b);
    await ep.screen.mouse.click(c.x, c.y);
  }
  const left = await toClick(ep, invert);
  if (left.length) throw new Error(`${left.length} checkboxes still in the wrong state`);
  await clickSelector(ep, '#subbtn');
}
