/**
 * Page-side walk of the labeller: visits every rendered element under <body>, applies the
 * DOM-to-type rules (dom/classify.ts), reads text line by line (dom/text-lines.ts), clips
 * boxes to the frame and to overflow-clipping ancestors, and drops anything covered
 * (elementFromPoint sampling), hidden, off-frame or smaller than a pixel. Runs in the task
 * page, bundled with the modules it imports (dom/bundle.ts, dom/evaluate.ts).
 *
 * @example
 *   walkDom({ frameWidth: 160, frameHeight: 210, minVisible: 0.5, skipIds: ['reward-display'] })
 */
import * as rules from './classify.js';
import type { WidgetRule } from './classify.js';
import * as geo from './geometry.js';
import type { Clip, Rect } from './geometry.js';
import * as lines from './text-lines.js';
import type { TextFragment } from './text-lines.js';
import { canvasFigure } from './canvas-figure.js';
import { cssColourHex, editableTextStyle, expandedOf, svgFigure, type RawPoint } from './figure.js';

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

/** Fields copied from a label to the output when set. */
const LABEL_FIELDS = ['subtype', 'text', 'checked', 'focused', 'highlighted', 'colorHex', 'points', 'sector', 'expanded', 'style'] as const;

/** Text drawn in a colour other than near-black carries its colour (a person sees it). */
function inkHex(css: string): string | undefined {
  const hex = cssColourHex(css);
  if (!hex) return undefined;
  const v = parseInt(hex.slice(1), 16);
  return Math.max((v >> 16) & 255, (v >> 8) & 255, v & 255) <= 64 ? undefined : hex;
}

export function walkDom(o: WalkOptions): RawLabel[] {
  rules.resetStyles();
  const frame: Rect = { l: 0, t: 0, r: o.frameWidth, b: o.frameHeight };
  const out: RawLabel[] = [];
  const skip = new Set(o.skipIds);
  const isSelected = lines.selectionTest();
  const active = document.activeElement;
  interface Frag {
    type: string;
    text: string;
    box: Rect;
    block: Element;
    highlighted: boolean;
    colorHex?: string;
    expanded?: boolean;
    style?: RawLabel['style'];
  }
  const frags: Frag[] = [];

  /** A box cut by the frame or a scroll box counts if enough of it shows. */
  const enoughShows = (full: Rect, box: Rect) => {
    const area = geo.width(full) * geo.height(full);
    return area <= 0 || (geo.width(box) * geo.height(box)) / area >= 0.3 || (geo.width(box) >= 8 && geo.height(box) >= 8);
  };

  const emitIfShown = (label: Omit<RawLabel, 'box'>, owner: Element, box: Rect, full?: Rect) => {
    if (geo.tiny(box) || (full && !enoughShows(full, box)) || geo.visibleFraction(owner, box) < o.minVisible) return;
    const clean: RawLabel = { type: label.type, box };
    for (const k of LABEL_FIELDS) {
      if (label[k] !== undefined) (clean as unknown as Record<string, unknown>)[k] = label[k];
    }
    out.push(clean);
  };

  const blockOf = (el: Element): Element => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const d = rules.styleOf(e).display;
      if (d !== 'inline' && d !== 'contents') return e;
    }
    return document.body;
  };

  /** Visible text lines under `root` (for buttons and draggable items), in reading order. */
  const contentLines = (root: Element, clips: Clip[]): string[] => {
    const found: TextFragment[] = [];
    const visit = (el: Element, cl: Clip[]) => {
      const style = rules.styleOf(el);
      if (style.display === 'none') return;
      const { content } = geo.clipsFor(el, cl, style);
      for (const child of Array.from(el.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) {
          if (style.visibility !== 'visible') continue;
          const cut = lines.ellipsisFragment(child as Text, el, style);
          found.push(...(cut ? [cut] : lines.fragmentsOf(child as Text, geo.clipRect(content, frame), () => false)));
        } else if (child.nodeType === Node.ELEMENT_NODE) visit(child as Element, content);
      }
    };
    visit(root, clips);
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
  };

  const hasIconInside = (el: Element): Element | null => el.querySelector('.ui-icon, [class*="icon"], svg, img');

  const emitWidget = (el: Element, rule: WidgetRule, outer: Rect, contentClips: Clip[]): 'done' | 'walk' => {
    const full = geo.rectOf(el);
    const box = geo.inter(full, outer);
    const emit = (label: Omit<RawLabel, 'box'>, owner: Element, b: Rect) => emitIfShown(label, owner, b, b === box ? full : undefined);
    const focusVisible = el.matches(':focus-visible');
    if (rule.type === 'input_field') {
      const input = el as HTMLInputElement;
      const shown = rules.inputType(input) === 'password' ? '\u2022'.repeat(input.value.length) : input.value;
      const hasSelection = active === el && (input.selectionEnd ?? 0) > (input.selectionStart ?? 0);
      emit({ type: 'input_field', text: shown || input.placeholder || '', focused: active === el, highlighted: hasSelection }, el, box);
      return 'done';
    }
    if (rule.type === 'text_area') {
      const ta = el as HTMLTextAreaElement;
      const inner = geo.inter(geo.clientRectOf(ta), outer);
      const text = ta.value ? lines.textareaLines(ta, inner).map((f) => f.text).join('\n') : ta.placeholder;
      const hasSelection = active === el && ta.selectionEnd > ta.selectionStart;
      emit({ type: 'text_area', text: text ?? '', focused: active === el, highlighted: hasSelection }, el, box);
      const style = rules.styleOf(ta);
      if (style.resize !== 'none') {
        const r = geo.rectOf(ta);
        const br = parseFloat(style.borderRightWidth) || 0;
        const bb = parseFloat(style.borderBottomWidth) || 0;
        const size = 12;
        emit({ type: 'resize_handle' }, el, geo.inter({ l: r.r - br - size, t: r.b - bb - size, r: r.r - br, b: r.b - bb }, outer));
      }
      return 'done';
    }
    if (rule.type === 'dropdown' && el instanceof HTMLSelectElement) {
      const sel = el;
      if (sel.multiple || sel.size > 1) {
        // A list box shows its options as lines of text; the selected ones are highlighted.
        const inner = geo.inter(geo.clientRectOf(sel), outer);
        for (const opt of Array.from(sel.options)) {
          const b = geo.inter(geo.rectOf(opt), inner);
          const label: Omit<RawLabel, 'box'> = { type: 'text', text: opt.text.trim() };
          if (opt.selected) label.highlighted = true;
          if (label.text) emitIfShown(label, opt, b, geo.rectOf(opt));
        }
        return 'done';
      }
      const opt = sel.selectedIndex >= 0 ? sel.options[sel.selectedIndex] : undefined;
      emit({ type: 'dropdown', text: opt ? opt.text.trim() : '', focused: active === el }, el, box);
      return 'done';
    }
    if (rule.type === 'checkbox' || rule.type === 'radio') {
      emit({ type: rule.type, checked: (el as HTMLInputElement).checked, focused: focusVisible }, el, box);
      return 'done';
    }
    if (rule.type === 'icon' || rule.type === 'resize_handle') {
      const cls = (el.getAttribute('class') ?? '').toLowerCase();
      const checked = /starred|checked|selected/.test(cls) ? true : undefined;
      emit({ type: rule.type, subtype: rule.subtype, checked, highlighted: rules.highlightedByAncestor(el) || undefined }, el, box);
      return 'done';
    }
    if (rule.textFromContent) {
      let text = el.tagName === 'INPUT' ? (el as HTMLInputElement).value : contentLines(el, contentClips).join(' ');
      if (!text && rule.type === 'button') {
        const icon = hasIconInside(el);
        if (icon) {
          // A toolbar button that is on (Quill marks the selection's formats ql-active) looks lit.
          const on = /(^|\s)(selected|active|pressed|chosen|ql-active)(\s|$)/.test(el.getAttribute('class') ?? '');
          emit({ type: 'icon', subtype: rules.iconSubtype(icon) ?? rules.iconSubtype(el), highlighted: on || rules.highlightedByAncestor(el) || undefined }, el,
            box);
          return 'done';
        }
        // A button that shows a picture in place of text (tic-tac-toe's marks, CSS images) reads as its label.
        text = el.getAttribute('aria-label')?.trim() ?? '';
      }
      // A button the page marks as chosen (class selected/active/pressed) looks different, and so
      // does one lit for a moment (simon-says' flash, class push: a paler face).
      const chosen = rule.type === 'button' && /(^|\s)(selected|active|pressed|chosen|push)(\s|$)/.test(el.getAttribute('class') ?? '');
      const highlighted = chosen || rules.highlightedByAncestor(el) || (document.getSelection()?.containsNode(el, true) ?? false) &&
          !(document.getSelection()?.isCollapsed ?? true);
      const label: Omit<RawLabel, 'box'> = { type: rule.type, subtype: rule.subtype, text };
      // SVG text is inked by its fill.
      if (rule.type === 'text' && el instanceof SVGElement) {
        const ink = inkHex(rules.styleOf(el).fill);
        if (ink) label.colorHex = ink;
      }
      if (rule.type === 'button') {
        label.focused = focusVisible;
        label.highlighted = highlighted;
      } else if (rule.type === 'dropdown') {
        // A drawn drop-down (Selectric) keeps the focus in a hidden input beside its box.
        label.focused = !!active && active !== document.body && (el.parentElement?.contains(active) ?? false);
      } else if (highlighted) label.highlighted = true;
      emit(label, el, box);
      return rule.walkChildren ? 'walk' : 'done';
    }
    if (rule.type === 'button') {
      emit({ type: 'button', text: (el as HTMLInputElement).value ?? '', focused: focusVisible }, el, box);
      return 'done';
    }
    const label: Omit<RawLabel, 'box'> = { type: rule.type, subtype: rule.subtype };
    if (el instanceof HTMLCanvasElement) {
      const fig = canvasFigure(el);
      if (!fig) return 'done';
      const { box: figBox, ...fields } = fig;
      emitIfShown({ ...label, ...fields }, el, geo.inter(figBox, outer), figBox);
      return 'done';
    }
    if (el instanceof SVGGraphicsElement) Object.assign(label, svgFigure(el, rules.styleOf(el)));
    else if (rule.type === 'shape') {
      const fill = cssColourHex(rules.styleOf(el).backgroundColor);
      if (fill) label.colorHex = fill;
    }
    emit(label, el, box);
    return rule.walkChildren ? 'walk' : 'done';
  };

  const scrollbarsOf = (el: Element, style: CSSStyleDeclaration, outer: Rect) => {
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
      emitIfShown({ type: 'scrollbar', subtype: 'vertical' }, el,
        geo.inter({ l: r.r - br - vw, t: r.t + bt, r: r.r - br, b: r.t + bt + h.clientHeight }, outer));
    }
    if (hh >= 4) {
      emitIfShown({ type: 'scrollbar', subtype: 'horizontal' }, el,
        geo.inter({ l: r.l + bl, t: r.b - bb - hh, r: r.l + bl + h.clientWidth, b: r.b - bb }, outer));
    }
  };

  const visit = (el: Element, clips: Clip[], opacity: number, textTaken: boolean) => {
    if (el.id && skip.has(el.id)) return;
    const style = rules.styleOf(el);
    if (style.display === 'none') return;
    const op = opacity * Number(style.opacity || '1');
    if (op < 0.05) return;
    const { self, content } = geo.clipsFor(el, clips, style);
    const outer = geo.clipRect(self, frame);
    const shown = style.visibility === 'visible';
    if (shown) scrollbarsOf(el, style, outer);
    if (el instanceof SVGSVGElement && rules.svgIsIcon(el)) {
      if (shown) emitIfShown({ type: 'icon', subtype: rules.iconSubtype(el) }, el, geo.inter(geo.rectOf(el), outer), geo.rectOf(el));
      return;
    }
    const rule = rules.widgetOf(el, style);
    let taken = textTaken;
    if (rule) {
      if (shown && emitWidget(el, rule, outer, content) === 'done') return;
      if (!shown && !rule.walkChildren) return;
      taken = true;
    }
    const transparentText = /rgba\(.*,\s*0\)$/.test(style.color);
    for (const child of Array.from(el.childNodes)) {
      if (child.nodeType === Node.ELEMENT_NODE) visit(child as Element, content, op, taken);
      else if (child.nodeType === Node.TEXT_NODE && !taken && shown && !transparentText) {
        const parent = el;
        const type = rules.textTypeOf(parent);
        const block = blockOf(parent);
        const marked = rules.highlightedByAncestor(parent);
        const extra: Pick<Frag, 'colorHex' | 'expanded' | 'style'> = {};
        if (type === 'text') {
          const ink = inkHex(style.color);
          if (ink) extra.colorHex = ink;
          const open = expandedOf(parent);
          if (open !== undefined) extra.expanded = open;
          const st = editableTextStyle(parent, rules.styleOf);
          if (st) extra.style = st;
        }
        for (const f of lines.fragmentsOf(child as Text, geo.clipRect(content, frame), isSelected)) {
          const box = geo.inter(f.box, geo.clipRect(content, frame));
          if (geo.tiny(box) || geo.visibleFraction(parent, box) < o.minVisible) continue;
          frags.push({ type, text: f.text, box, block, highlighted: marked || f.selected, ...extra });
        }
      }
    }
  };
  visit(document.body, [], 1, false);

  // Fragments of one block that sit on one line next to each other read as one line.
  const merged: Frag[] = [];
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
  for (const m of merged) {
    const label: RawLabel = { type: m.type, text: m.text, box: m.box };
    if (m.highlighted) label.highlighted = true;
    if (m.colorHex) label.colorHex = m.colorHex;
    if (m.expanded !== undefined) label.expanded = m.expanded;
    if (m.style) label.style = m.style;
    out.push(label);
  }
  return out;
}
