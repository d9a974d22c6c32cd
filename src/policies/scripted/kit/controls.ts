/**
 * Finding the controls rules act on: checkboxes and radios with their labels, the Submit
 * button, a link by its text (or one word of an element holding several links), and a
 * point of a button that another one does not cover.
 *
 * @example
 *   const rows = labelledControls(elements, 'checkbox')     // [{ control, label: 'HF2' }, ...]
 *   const submit = buttonLabelled(elements)                 // the lowest "Submit" button
 */
import type { Element, ElementList, ElementType } from '../../../perception/element.js';
import { find, type Rung } from './reading.js';
import { wordSpans } from './word-spans.js';
import { centre, contains, findText, inArea } from './elements.js';
import { norm } from './text.js';

export interface LabelledControl {
  control: Element;
  label: string;
  /** The label's own element when the label is drawn beside the control. */
  labelElement?: Element;
}

/**
 * Checkboxes or radios with their labels: the control's own text, else the nearest text
 * starting just right of it on the same line.
 */
export function labelledControls(elements: ElementList, kind: ElementType): LabelledControl[] {
  const texts = elements.filter((e) => (e.type === 'text' || e.type === 'tabled_text') && inArea(e));
  return elements.filter((e) => e.type === kind && inArea(e)).map((control) => {
    if (control.text && norm(control.text)) return { control, label: norm(control.text) };
    const cy = centre(control).y;
    const beside = texts
      .filter((t) => Math.abs(centre(t).y - cy) <= 7 && t.box.left >= control.box.right - 4 && t.box.left - control.box.right < 30)
      .sort((a, b) => a.box.left - b.box.left)[0];
    return beside ? { control, label: norm(beside.text), labelElement: beside } : { control, label: '' };
  });
}

/** The button labelled `label` (any case), lowest on the screen when there are several. */
export function buttonLabelled(elements: ElementList, label = 'Submit'): Element | undefined {
  const hits = findText(elements, label, { caseSensitive: false, types: ['button'] });
  const pool = hits.length ? hits : findText(elements, label, { caseSensitive: false });
  return pool.sort((a, b) => b.box.top - a.box.top)[0];
}

/**
 * A point inside `target` that none of `covers` contains, as near the centre as possible
 * (for a button partly hidden under another). Null when all of it is covered.
 */
export function uncoveredPoint(target: Element, covers: Element[], margin = 2): { x: number; y: number } | null {
  const c = centre(target);
  if (!covers.some((o) => contains(o, c, margin))) return c;
  let best: { x: number; y: number; d: number } | null = null;
  for (let x = Math.ceil(target.box.left + 2); x <= target.box.right - 2; x += 2) {
    for (let y = Math.ceil(target.box.top + 2); y <= target.box.bottom - 2; y += 2) {
      if (x < 0 || y < 0 || x > 159 || y > 209) continue;
      if (covers.some((o) => contains(o, { x, y }, margin))) continue;
      const d = Math.hypot(x - c.x, y - c.y);
      if (!best || d < best.d) best = { x, y, d };
    }
  }
  return best ? { x: best.x, y: best.y } : null;
}

/** Links are case- and punctuation-exact words: a link "est," is not the link "est". */
const LINK_RUNGS: readonly Rung[] = ['exact', 'glyph', 'clipped', 'typo'];

/**
 * Finds the hyperlink `text`: a link element that reads as it, or a word of a link element
 * that holds several adjacent links; returns what to click. The reading ladder (reading.ts)
 * with trailing punctuation kept strict: only a wanted period or comma may be missing from
 * the reading (`clipped`: a link's last pixels can fall outside its box), never one added
 * or changed. `anyEnding`, for a caller that has looked everywhere, also takes the same word
 * whatever punctuation ends it (the `ending` rung: "tempor,." for "tempor,").
 */
export function linkTarget(elements: ElementList, text: string, o: { anyEnding?: boolean } = {}):
  | { el: Element; point?: { x: number; y: number }; rung: Rung }
  | null
{
  const links = elements.filter((e) => e.type === 'hyperlink' && inArea(e));
  // Each link whole first, then each word of a link element that holds several words.
  const spots = [
    ...links.map((el) => ({ el, reading: norm(el.text), point: undefined as { x: number; y: number } | undefined })),
    ...links.flatMap((el) => {
      const words = wordSpans(el);
      return words.length > 1 ? words.map((w) => ({ el, reading: w.word, point: w.point as { x: number; y: number } | undefined })) : [];
    }),
  ];
  const allow = o.anyEnding ? [...LINK_RUNGS, 'ending' as const] : LINK_RUNGS;
  const hit = find(spots, (s) => s.reading, text, { allow, strictEnding: true });
  if (!hit) return null;
  return hit.item.point ? { el: hit.item.el, point: hit.item.point, rung: hit.rung } : { el: hit.item.el, rung: hit.rung };
}
