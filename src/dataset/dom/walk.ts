/**
 * Page-side walk of the labeller: visits every rendered element under <body>, applies the
 * DOM-to-type rules (dom/classify.ts), labels widgets (dom/widget.ts) and scrollbars
 * (dom/scrollbars.ts), reads the other text line by line (dom/loose-text.ts,
 * dom/text-lines.ts), clips boxes to the frame and to overflow-clipping ancestors, and drops
 * anything covered (elementFromPoint sampling), hidden, off-frame or smaller than a pixel
 * (dom/emit.ts). Runs in the task page, bundled with the modules it imports (dom/bundle.ts,
 * dom/evaluate.ts).
 *
 * @example
 *   walkDom({ frameWidth: 160, frameHeight: 210, minVisible: 0.5, skipIds: ['reward-display'] })
 */
import * as rules from './classify.js';
import { emitIfShown, type Walk } from './emit.js';
import type { RawPoint } from './figure.js';
import * as geo from './geometry.js';
import type { Clip, Rect } from './geometry.js';
import { collectTextFragments, mergedLineLabels, type TextFrag } from './loose-text.js';
import { emitScrollbars } from './scrollbars.js';
import * as lines from './text-lines.js';
import { emitWidget } from './widget.js';

export interface WalkOptions {
  frameWidth: number;
  frameHeight: number;
  /** Share of an element's sample points that must show it (not covered). */
  minVisible: number;
  /** Ids of page furniture outside the task (reward HUD, click canvas). */
  skipIds: string[];
}

export interface RawLabel {
  type: string;
  subtype?: string;
  text?: string;
  checked?: boolean;
  focused?: boolean;
  highlighted?: boolean;
  box: Rect;
  /** Fill (shapes, boxes) or ink (coloured text) as '#RRGGBB'; the Node side names it. */
  colorHex?: string;
  points?: RawPoint[];
  sector?: { start: number; end: number };
  expanded?: boolean;
  style?: { bold?: boolean; italic?: boolean; underline?: boolean };
}

/** One walk, and what its visit of the elements keeps besides the labels. */
interface Visit extends Walk {
  readonly skip: Set<string>;
  readonly isSelected: (node: Node, i: number) => boolean;
  /** Line fragments of text outside widgets, merged into lines when the visit is over. */
  readonly frags: TextFrag[];
}

/** Labels `el` (a widget, an icon, its scrollbars) and walks on into its children unless a widget took them. */
function visit(v: Visit, el: Element, clips: Clip[], opacity: number, textTaken: boolean): void {
  if (el.id && v.skip.has(el.id)) return;
  const style = rules.styleOf(el);
  if (style.display === 'none') return;
  const op = opacity * Number(style.opacity || '1');
  if (op < 0.05) return;
  const { self, content } = geo.clipsFor(el, clips, style);
  const outer = geo.clipRect(self, v.frame);
  const shown = style.visibility === 'visible';
  if (shown) emitScrollbars(v, el, style, outer);
  if (el instanceof SVGSVGElement && rules.svgIsIcon(el)) {
    if (shown) emitIfShown(v, { type: 'icon', subtype: rules.iconSubtype(el) }, el, geo.inter(geo.rectOf(el), outer), geo.rectOf(el));
    return;
  }
  const rule = rules.widgetOf(el, style);
  let taken = textTaken;
  if (rule) {
    if (shown && emitWidget(v, el, rule, outer, content) === 'done') return;
    if (!shown && !rule.walkChildren) return;
    taken = true;
  }
  const transparentText = /rgba\(.*,\s*0\)$/.test(style.color);
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === Node.ELEMENT_NODE) visit(v, child as Element, content, op, taken);
    else if (child.nodeType === Node.TEXT_NODE && !taken && shown && !transparentText) {
      collectTextFragments(v, v.frags, el, style, child as Text, content, v.isSelected);
    }
  }
}

export function walkDom(o: WalkOptions): RawLabel[] {
  rules.resetStyles();
  const frame: Rect = { l: 0, t: 0, r: o.frameWidth, b: o.frameHeight };
  const skip = new Set(o.skipIds);
  const isSelected = lines.selectionTest();
  const v: Visit = { options: o, frame, active: document.activeElement, out: [], skip, isSelected, frags: [] };
  visit(v, document.body, [], 1, false);
  for (const label of mergedLineLabels(v.frags)) v.out.push(label);
  return v.out;
}
