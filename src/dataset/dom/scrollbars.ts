/**
 * Page-side scrollbars of the labeller's walk (dom/walk.ts): a box that clips its overflow
 * and lays out a scrollbar gutter gets a `scrollbar` label (vertical, horizontal) for each
 * gutter at least 4 px thick. Runs in the task page, bundled with the labeller (dom/bundle.ts).
 *
 * @example
 *   emitScrollbars(walk, listBox, rules.styleOf(listBox), outerClip)   // { type: 'scrollbar', subtype: 'vertical', box } when it scrolls
 */
import { emitIfShown, type Walk } from './emit.js';
import * as geo from './geometry.js';
import type { Rect } from './geometry.js';

export function emitScrollbars(walk: Walk, el: Element, style: CSSStyleDeclaration, outer: Rect): void {
  if (style.display === 'inline' || el === document.documentElement || el === document.body) return;
  if (/^(INPUT|SELECT|BUTTON|IMG)$/.test(el.tagName)) return; // no scrollbars of their own
  if (style.overflowX === 'visible' && style.overflowY === 'visible') return;
  if (!(el instanceof HTMLElement)) return;
  const h = el;
  const r = geo.rectOf(el);
  const bl = parseFloat(style.borderLeftWidth) || 0;
  const br = parseFloat(style.borderRightWidth) || 0;
  const bt = parseFloat(style.borderTopWidth) || 0;
  const bb = parseFloat(style.borderBottomWidth) || 0;
  // Layout sizes, not the drawn box: a transformed box (drag-cube's turned faces) draws
  // wider or narrower than it is laid out, which is no scrollbar.
  const vw = h.offsetWidth - bl - br - h.clientWidth;
  const hh = h.offsetHeight - bt - bb - h.clientHeight;
  if (vw >= 4) {
    emitIfShown(walk, { type: 'scrollbar', subtype: 'vertical' }, el,
      geo.inter({ l: r.r - br - vw, t: r.t + bt, r: r.r - br, b: r.t + bt + h.clientHeight }, outer));
  }
  if (hh >= 4) {
    emitIfShown(walk, { type: 'scrollbar', subtype: 'horizontal' }, el,
      geo.inter({ l: r.l + bl, t: r.b - bb - hh, r: r.l + bl + h.clientWidth, b: r.b - bb }, outer));
  }
}
