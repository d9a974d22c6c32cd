/** Test-solver helper for tasks whose buttons may overlap (click-test-2, click-test-transfer). */
import type { Episode } from '../../../src/env/episode.js';

/**
 * Clicks the point of `selector` that is nearest its centre while still being the topmost
 * element there (another element may cover part of it), inside the 160x210 frame.
 */
export async function clickUncovered(ep: Episode, selector: string): Promise<void> {
  const p = await ep.page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const r = el.getBoundingClientRect();
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    let best: { x: number; y: number; d: number } | null = null;
    for (let y = Math.ceil(r.top) + 2; y < r.bottom - 2; y++) {
      for (let x = Math.ceil(r.left) + 2; x < r.right - 2; x++) {
        if (x >= 160 || y >= 210) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || el.contains(hit))) continue;
        const d = Math.hypot(x - cx, y - cy);
        if (!best || d < best.d) best = { x, y, d };
      }
    }
    return best;
  }, selector);
  if (!p) throw new Error(`test solver: ${selector} is fully covered`);
  await ep.screen.mouse.click(p.x, p.y);
}
