/**
 * Page-side geometry helpers of the DOM labeller: rectangles, overflow clipping and the
 * elementFromPoint coverage test. Plain functions, bundled with the rest of the labeller into
 * the one script that runs in the task page (dom/bundle.ts).
 *
 * @example
 *   import * as geo from './geometry.js'
 *   geo.visibleFraction(el, geo.rectOf(el))   // 0..1 of sample points where el is on top
 */
export interface Rect {
  l: number;
  t: number;
  r: number;
  b: number;
}

/** One clipping ancestor: the element and the rectangle it clips its content to (a type only: erased before the kit runs in the page). */
export interface Clip {
  el: Element;
  rect: Rect;
}

export const inter = (a: Rect, b: Rect): Rect => ({
  l: Math.max(a.l, b.l),
  t: Math.max(a.t, b.t),
  r: Math.min(a.r, b.r),
  b: Math.min(a.b, b.b),
});
export const union = (a: Rect, b: Rect): Rect => ({
  l: Math.min(a.l, b.l),
  t: Math.min(a.t, b.t),
  r: Math.max(a.r, b.r),
  b: Math.max(a.b, b.b),
});
export const width = (a: Rect) => a.r - a.l;
export const height = (a: Rect) => a.b - a.t;
/** Less than one CSS pixel either way: nothing a person can see or click. */
export const tiny = (a: Rect) => width(a) < 1 || height(a) < 1;
export const fromDom = (d: DOMRect | DOMRectReadOnly): Rect => ({ l: d.left, t: d.top, r: d.right, b: d.bottom });
export const rectOf = (el: Element): Rect => fromDom(el.getBoundingClientRect());

/** The area inside the border of an element that clips its overflow (scrollbars excluded). */
export const clientRectOf = (el: Element): Rect => {
  const r = el.getBoundingClientRect();
  const l = r.left + el.clientLeft;
  const t = r.top + el.clientTop;
  return { l, t, r: l + el.clientWidth, b: t + el.clientHeight };
};

/**
 * The clips that apply to `el` itself (`self`) and to its content (`content`), given those
 * of its parent. Overflow clipping follows the containing-block chain: an absolutely
 * positioned box escapes clips of ancestors below its positioned ancestor, a fixed box
 * escapes all of them.
 */
export const clipsFor = (el: Element, parentClips: Clip[], style: CSSStyleDeclaration): { self: Clip[]; content: Clip[] } => {
  let self = parentClips;
  if (style.position === 'fixed') self = [];
  else if (style.position === 'absolute') {
    const cb = el instanceof HTMLElement ? el.offsetParent : null;
    self = cb ? self.filter((c) => c.el === cb || c.el.contains(cb)) : self;
  }
  const clipsContent = style.overflowX !== 'visible' || style.overflowY !== 'visible';
  const isReplaced = /^(INPUT|TEXTAREA|SELECT|IMG|BUTTON)$/i.test(el.tagName);
  const content = clipsContent && !isReplaced && style.display !== 'inline' ? [...self, { el, rect: clientRectOf(el) }] : self;
  return { self, content };
};
/** The rectangle left visible by a chain of clips inside the frame. */
export const clipRect = (clips: Clip[], frame: Rect): Rect => clips.reduce((acc, c) => inter(acc, c.rect), frame);

/**
 * The topmost element at a point, looking through SVG text that is not part of `owner`:
 * hit-testing gives SVG text its whole glyph cells, but it paints only the glyphs, so a
 * label drawn over a figure (the "+" on a pie menu's disc) leaves the figure in view.
 */
const topmostAt = (x: number, y: number, owner: Element): Element | null => {
  const hit = document.elementFromPoint(x, y);
  if (!(hit instanceof SVGTextContentElement) || hit === owner || owner.contains(hit) || hit.contains(owner)) return hit;
  return document.elementsFromPoint(x, y).find((e) => !(e instanceof SVGTextContentElement)) ?? null;
};

/**
 * Share of sample points inside `box` where `owner` (or something inside it, or an
 * ancestor that shows through) is the topmost element: 0 when fully covered.
 */
export const visibleFraction = (owner: Element, box: Rect): number => {
  const w = width(box);
  const h = height(box);
  if (w <= 0 || h <= 0) return 0;
  const nx = Math.max(1, Math.min(5, Math.round(w / 8)));
  const ny = Math.max(1, Math.min(3, Math.round(h / 8)));
  let hits = 0;
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      const x = box.l + (w * (i + 0.5)) / nx;
      const y = box.t + (h * (j + 0.5)) / ny;
      const hit = topmostAt(x, y, owner);
      if (hit && (hit === owner || owner.contains(hit) || hit.contains(owner))) hits++;
    }
  }
  return hits / (nx * ny);
};
