/**
 * Page-side text reading of the labeller: the visible line fragments of a text node, found
 * from per-character client rects (Range.getClientRects), so wrapped text yields one
 * fragment per line box, as a person reads it. Also the visible lines of a textarea,
 * found by laying its value out in an identical off-screen mirror. Plain functions, bundled
 * into the labeller's page script (dom/bundle.ts).
 *
 * @example
 *   import * as lines from './text-lines.js'
 *   lines.fragmentsOf(textNode, clipRect, lines.selectionTest())   // [{ text: 'Click on the', box, selected: false }, ...]
 */
import type { Rect } from './geometry.js';

export interface TextFragment {
  text: string;
  box: Rect;
  selected: boolean;
}

const isSpace = (ch: string) => /\s/.test(ch);

/** Whether character `i` of `node` lies inside the document selection. */
export const selectionTest = (): (node: Node, i: number) => boolean => {
  const sel = document.getSelection();
  if (!sel || sel.isCollapsed || sel.rangeCount === 0) return () => false;
  const ranges: Range[] = [];
  for (let k = 0; k < sel.rangeCount; k++) ranges.push(sel.getRangeAt(k));
  return (node, i) =>
    ranges.some((r) => {
      try {
        return r.comparePoint(node, i) === 0 && r.comparePoint(node, i + 1) === 0;
      } catch {
        return false;
      }
    });
};

/**
 * Visible fragments of one text node: characters whose centre lies in `clip`, grouped
 * into runs that share a line box and a selection state. Collapsed whitespace gives no
 * rect; a space between words is kept once; boxes hug the glyphs (no trailing spaces).
 */
export const fragmentsOf = (node: Text, clip: Rect, isSelected: (node: Node, i: number) => boolean): TextFragment[] => {
  const data = node.data;
  const first = data.search(/\S/);
  if (first < 0) return [];
  const range = document.createRange();
  // Fast path: the glyphs from the first to the last non-space character sit in one
  // line box, fully inside the clip, with no selection among them.
  const last = data.length - (data.length - data.trimEnd().length);
  range.setStart(node, first);
  range.setEnd(node, last);
  const whole = range.getClientRects();
  if (whole.length === 1 && !isSelected(node, first) && !isSelected(node, last - 1)) {
    const r = whole[0]!;
    if (r.width > 0 && r.height > 0 && r.left >= clip.l && r.right <= clip.r && r.top >= clip.t && r.bottom <= clip.b &&
      !(document.getSelection()?.containsNode(node, true) ?? false))
    {
      return [{ text: data.slice(first, last).replace(/\s+/g, ' '), box: { l: r.left, t: r.top, r: r.right, b: r.bottom }, selected: false }];
    }
  }
  const out: TextFragment[] = [];
  let cur: (TextFragment & { lineTop: number; lineBottom: number; space: boolean }) | null = null;
  const flush = () => {
    if (cur && cur.text) out.push({ text: cur.text, box: cur.box, selected: cur.selected });
    cur = null;
  };
  for (let i = 0; i < data.length; i++) {
    const ch = data[i]!;
    // Surrogate pairs: measure both halves together.
    const len = /[\uD800-\uDBFF]/.test(ch) && i + 1 < data.length ? 2 : 1;
    range.setStart(node, i);
    range.setEnd(node, i + len);
    const rects = range.getClientRects();
    const r = rects.length ? rects[rects.length - 1]! : null;
    const text = data.slice(i, i + len);
    i += len - 1;
    if (!r || r.width <= 0 || r.height <= 0) {
      if (cur && isSpace(ch)) cur.space = true;
      continue;
    }
    const cx = (r.left + r.right) / 2;
    const cy = (r.top + r.bottom) / 2;
    if (cx < clip.l || cx > clip.r || cy < clip.t || cy > clip.b) {
      flush();
      continue;
    }
    const selected = isSelected(node, i);
    const c = cur as (TextFragment & { lineTop: number; lineBottom: number; space: boolean }) | null;
    const sameLine = c !== null && Math.abs(r.top - c.lineTop) < 2 && r.left >= c.box.r - 2 && selected === c.selected;
    if (!sameLine) {
      flush();
      if (isSpace(ch)) continue;
      cur = { text: '', box: { l: r.left, t: r.top, r: r.right, b: r.bottom }, selected, lineTop: r.top, lineBottom: r.bottom, space: false };
    }
    const f = cur!;
    if (isSpace(ch)) {
      f.space = true;
      continue;
    }
    if (f.space && f.text) f.text += ' ';
    f.space = false;
    f.text += text;
    f.box = { l: Math.min(f.box.l, r.left), t: Math.min(f.box.t, r.top), r: Math.max(f.box.r, r.right), b: Math.max(f.box.b, r.bottom) };
  }
  flush();
  return out;
};

const MIRROR_PROPS = ['boxSizing', 'width', 'paddingLeft', 'paddingRight', 'paddingTop', 'paddingBottom', 'borderLeftWidth', 'borderRightWidth',
  'borderTopWidth', 'borderBottomWidth', 'borderStyle', 'fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'letterSpacing', 'lineHeight', 'textTransform',
  'wordSpacing', 'textIndent', 'tabSize', 'whiteSpace', 'overflowWrap', 'wordBreak'] as const;

/**
 * The lines of a textarea's value that show in its visible client area, each with its
 * box: the value is laid out in an off-screen copy with the same width and font (the
 * copy is removed at once), then shifted by the textarea's scroll offset.
 */
export const textareaLines = (ta: HTMLTextAreaElement, clip: Rect): TextFragment[] => {
  if (!ta.value) return [];
  const style = getComputedStyle(ta);
  const mirror = document.createElement('div');
  const ms = mirror.style as unknown as Record<string, string>;
  for (const p of MIRROR_PROPS) ms[p] = (style as unknown as Record<string, string>)[p]!;
  ms.position = 'absolute';
  ms.left = '-10000px';
  ms.top = '0px';
  ms.visibility = 'hidden';
  ms.overflow = 'hidden';
  ms.height = 'auto';
  ms.whiteSpace = 'pre-wrap';
  ms.overflowWrap = 'break-word';
  // The mirror has no scrollbar: give it the textarea's client width (content + padding).
  ms.boxSizing = 'content-box';
  const pl = parseFloat(style.paddingLeft) || 0;
  const pr = parseFloat(style.paddingRight) || 0;
  ms.width = `${ta.clientWidth - pl - pr}px`;
  ms.borderLeftWidth = '0px';
  ms.borderRightWidth = '0px';
  ms.borderTopWidth = '0px';
  ms.borderBottomWidth = '0px';
  mirror.textContent = ta.value;
  document.body.appendChild(mirror);
  try {
    const mr = mirror.getBoundingClientRect();
    const tr = ta.getBoundingClientRect();
    const dx = tr.left + ta.clientLeft - mr.left - ta.scrollLeft;
    const dy = tr.top + ta.clientTop - mr.top - ta.scrollTop;
    const shifted: Rect = { l: clip.l - dx, t: clip.t - dy, r: clip.r - dx, b: clip.b - dy };
    const node = mirror.firstChild as Text;
    const frags = fragmentsOf(node, shifted, () => false);
    return frags.map((f) => ({ text: f.text, selected: f.selected, box: { l: f.box.l + dx, t: f.box.t + dy, r: f.box.r + dx, b: f.box.b + dy } }));
  } finally {
    mirror.remove();
  }
};

/**
 * The line a one-line box cut with `text-overflow: ellipsis` draws (form-sequence-3's
 * Selectric label: "5ft 9in" in a 30-px slot shows "5ft …"): the characters that fit before
 * the ellipsis, then "…". Null when the box does not cut its text that way, so the caller
 * reads the characters as usual.
 */
export const ellipsisFragment = (node: Text, holder: Element, style: CSSStyleDeclaration): TextFragment | null => {
  if (style.textOverflow !== 'ellipsis' || !(holder instanceof HTMLElement) || holder.scrollWidth <= holder.clientWidth) return null;
  const box = holder.getBoundingClientRect();
  const right = box.right - (parseFloat(style.borderRightWidth) || 0) - (parseFloat(style.paddingRight) || 0);
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return null;
  ctx.font = style.font;
  const dots = ctx.measureText('…').width;
  const range = document.createRange();
  let kept = 0, first: DOMRect | null = null, last: DOMRect | null = null;
  for (let i = 0; i < node.data.length; i++) {
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const r = range.getBoundingClientRect();
    if (r.right > right - dots + 0.01) break;
    kept = i + 1;
    if (r.width > 0) {
      first ??= r;
      last = r;
    }
  }
  if (!first || !last) return null;
  const text = `${node.data.slice(0, kept).replace(/\s+/g, ' ').trimStart()}…`;
  return { text, box: { l: first.left, t: first.top, r: last.right + dots, b: last.bottom }, selected: false };
};
