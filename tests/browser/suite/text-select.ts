/**
 * Test-solver helper of the highlight-text tasks: select an element's whole text with a
 * raw mouse drag, from the left half of its first character to the right half of its
 * last non-blank one (the DOM is read only to find those two points).
 */
import type { Episode } from '../../../src/env/episode.js';

export async function dragSelectText(ep: Episode, selector: string): Promise<void> {
  const pts = await ep.page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const node = el.firstChild as Text;
    const text = node.data;
    const last = text.replace(/\s+$/, '').length - 1;
    const rectOf = (i: number) => {
      const r = document.createRange();
      r.setStart(node, i);
      r.setEnd(node, i + 1);
      const b = r.getClientRects()[0]!;
      return { left: b.left, right: b.right, y: (b.top + b.bottom) / 2 };
    };
    const a = rectOf(0), b = rectOf(last);
    return { x0: a.left + 1, y0: a.y, x1: b.right - 1, y1: b.y };
  }, selector);
  await ep.screen.mouse.move(pts.x0, pts.y0);
  await ep.screen.mouse.down();
  await ep.screen.mouse.move(pts.x1, pts.y1, { steps: 5 });
  await ep.screen.mouse.up();
}
