/**
 * Page-side reading of the text inside a widget (dom/widget.ts): the visible text lines
 * under a button or a draggable item, in reading order, for the widget's one label. Runs in
 * the task page, bundled with the labeller (dom/bundle.ts).
 *
 * @example
 *   contentLines(button, contentClips, { l: 0, t: 0, r: 160, b: 210 })   // ['Submit']
 */
import * as rules from './classify.js';
import * as geo from './geometry.js';
import type { Clip, Rect } from './geometry.js';
import * as lines from './text-lines.js';
import type { TextFragment } from './text-lines.js';

/** Visible text fragments under `el`, clipped as they draw. */
function visibleFragments(el: Element, clips: Clip[], frame: Rect, found: TextFragment[]): void {
  const style = rules.styleOf(el);
  if (style.display === 'none') return;
  const { content } = geo.clipsFor(el, clips, style);
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      if (style.visibility !== 'visible') continue;
      const cut = lines.ellipsisFragment(child as Text, el, style);
      found.push(...(cut ? [cut] : lines.fragmentsOf(child as Text, geo.clipRect(content, frame), () => false)));
    } else if (child.nodeType === Node.ELEMENT_NODE) visibleFragments(child as Element, content, frame, found);
  }
}

/** Visible text lines under `root` (for buttons and draggable items), in reading order. */
export function contentLines(root: Element, clips: Clip[], frame: Rect): string[] {
  const found: TextFragment[] = [];
  visibleFragments(root, clips, frame, found);
  const rows: { top: number; bottom: number; parts: TextFragment[] }[] = [];
  for (const f of found) {
    const row = rows.find((r) => Math.min(r.bottom, f.box.b) - Math.max(r.top, f.box.t) > 0.5 * (f.box.b - f.box.t));
    if (row) row.parts.push(f);
    else rows.push({ top: f.box.t, bottom: f.box.b, parts: [f] });
  }
  return rows.sort((a, b) => a.top - b.top).map((r) => {
    const parts = r.parts.sort((a, b) => a.box.l - b.box.l);
    return parts.reduce((s, p, i) => s + (i && p.box.l - parts[i - 1]!.box.r > 1.5 ? ' ' : '') + p.text, '');
  });
}
