/**
 * Page-side text of the labeller's walk (dom/walk.ts) that belongs to no widget: the line
 * fragments of each text node, with the type, ink, open state and style of their parent,
 * and then the fragments of one block that sit on one line merged into one `text`-like
 * label. Runs in the task page, bundled with the labeller (dom/bundle.ts).
 *
 * @example
 *   const frags: TextFrag[] = []
 *   collectTextFragments(walk, frags, paragraph, rules.styleOf(paragraph), textNode, contentClips, isSelected)
 *   walk.out.push(...mergedLineLabels(frags))   // [{ type: 'text', text: 'Click on the button', box }]
 */
import * as rules from './classify.js';
import type { Walk } from './emit.js';
import { editableTextStyle, expandedOf, inkHex } from './figure.js';
import * as geo from './geometry.js';
import type { Clip, Rect } from './geometry.js';
import * as lines from './text-lines.js';
import type { RawLabel } from './walk.js';

/** One line fragment of a text node, with what it takes from its parent. */
export interface TextFrag {
  type: string;
  text: string;
  box: Rect;
  block: Element;
  highlighted: boolean;
  colorHex?: string;
  expanded?: boolean;
  style?: RawLabel['style'];
}

/** The nearest ancestor (or `el`) laid out as a block: fragments merge only within one. */
function blockOf(el: Element): Element {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const d = rules.styleOf(e).display;
    if (d !== 'inline' && d !== 'contents') return e;
  }
  return document.body;
}

/** Ink, open state and editable style of plain text (other text-like types carry none). */
function textExtras(type: string, parent: Element, style: CSSStyleDeclaration): Pick<TextFrag, 'colorHex' | 'expanded' | 'style'> {
  const extra: Pick<TextFrag, 'colorHex' | 'expanded' | 'style'> = {};
  if (type === 'text') {
    const ink = inkHex(style.color);
    if (ink) extra.colorHex = ink;
    const open = expandedOf(parent);
    if (open !== undefined) extra.expanded = open;
    const st = editableTextStyle(parent, rules.styleOf);
    if (st) extra.style = st;
  }
  return extra;
}

/** Adds the visible, uncovered line fragments of `node` (a text child of `parent`) to `frags`. */
export function collectTextFragments(walk: Walk, frags: TextFrag[], parent: Element, style: CSSStyleDeclaration, node: Text, content: Clip[],
  isSelected: (node: Node, i: number) => boolean): void
{
  const type = rules.textTypeOf(parent);
  const block = blockOf(parent);
  const marked = rules.highlightedByAncestor(parent);
  const extra = textExtras(type, parent, style);
  for (const f of lines.fragmentsOf(node, geo.clipRect(content, walk.frame), isSelected)) {
    const box = geo.inter(f.box, geo.clipRect(content, walk.frame));
    if (geo.tiny(box) || geo.visibleFraction(parent, box) < walk.options.minVisible) continue;
    frags.push({ type, text: f.text, box, block, highlighted: marked || f.selected, ...extra });
  }
}

/** Fragments of one block that sit on one line next to each other read as one line. */
function mergeLines(frags: TextFrag[]): TextFrag[] {
  const merged: TextFrag[] = [];
  for (const f of frags) {
    const h = f.box.b - f.box.t;
    const line = merged.find((m) =>
      m.block === f.block && m.type === f.type && m.highlighted === f.highlighted &&
      m.colorHex === f.colorHex && JSON.stringify(m.style) === JSON.stringify(f.style) &&
      Math.min(m.box.b, f.box.b) - Math.max(m.box.t, f.box.t) > 0.5 * Math.min(h, m.box.b - m.box.t) &&
      f.box.l - m.box.r > -1.5 && f.box.l - m.box.r < 0.6 * h
    );
    if (line) {
      line.text += (f.box.l - line.box.r > 1.5 ? ' ' : '') + f.text;
      line.box = geo.union(line.box, f.box);
    } else merged.push({ ...f });
  }
  return merged;
}

/** The labels of the merged lines, in the order their first fragments were found. */
export function mergedLineLabels(frags: TextFrag[]): RawLabel[] {
  return mergeLines(frags).map((m) => {
    const label: RawLabel = { type: m.type, text: m.text, box: m.box };
    if (m.highlighted) label.highlighted = true;
    if (m.colorHex) label.colorHex = m.colorHex;
    if (m.expanded !== undefined) label.expanded = m.expanded;
    if (m.style) label.style = m.style;
    return label;
  });
}
