/**
 * Page-side labels of one widget of the labeller's walk (dom/walk.ts): an element that a
 * rule of dom/classify.ts matched is labelled once, with its border box cut to the clips,
 * and with what its kind shows: a field's value, a select's option (or a list box's lines),
 * a toggle's state, an icon's subtype, a button's text, a figure's geometry and fill. Runs
 * in the task page, bundled with the labeller (dom/bundle.ts).
 *
 * @example
 *   emitWidget(walk, button, rules.widgetOf(button, style)!, outerClip, contentClips)   // 'done': its children are not walked
 */
import * as rules from './classify.js';
import type { WidgetRule } from './classify.js';
import { canvasFigure } from './canvas-figure.js';
import { contentLines } from './content-lines.js';
import { emitIfShown, type Walk } from './emit.js';
import { cssColourHex, inkHex, svgFigure } from './figure.js';
import * as geo from './geometry.js';
import type { Clip, Rect } from './geometry.js';
import * as lines from './text-lines.js';
import type { RawLabel } from './walk.js';

/** Whether the walk goes on into the widget's children. */
export type AfterWidget = 'done' | 'walk';

/** The widget being labelled: its element and rule, its boxes, and an emit that cuts its own box against its border box. */
interface Widget {
  readonly walk: Walk;
  readonly el: Element;
  readonly rule: WidgetRule;
  /** The clip rectangle of the element itself (frame and clipping ancestors). */
  readonly outer: Rect;
  /** The clips of its content. */
  readonly contentClips: Clip[];
  /** The border box cut by `outer`. */
  readonly box: Rect;
  readonly focusVisible: boolean;
  readonly emit: (label: Omit<RawLabel, 'box'>, owner: Element, b: Rect) => void;
}

const hasIconInside = (el: Element): Element | null => el.querySelector('.ui-icon, [class*="icon"], svg, img');

function emitInputField(w: Widget): AfterWidget {
  const input = w.el as HTMLInputElement;
  const active = w.walk.active;
  const shown = rules.inputType(input) === 'password' ? '\u2022'.repeat(input.value.length) : input.value;
  const hasSelection = active === w.el && (input.selectionEnd ?? 0) > (input.selectionStart ?? 0);
  w.emit({ type: 'input_field', text: shown || input.placeholder || '', focused: active === w.el, highlighted: hasSelection }, w.el, w.box);
  return 'done';
}

function emitTextArea(w: Widget): AfterWidget {
  const ta = w.el as HTMLTextAreaElement;
  const active = w.walk.active;
  const inner = geo.inter(geo.clientRectOf(ta), w.outer);
  const text = ta.value ? lines.textareaLines(ta, inner).map((f) => f.text).join('\n') : ta.placeholder;
  const hasSelection = active === w.el && ta.selectionEnd > ta.selectionStart;
  w.emit({ type: 'text_area', text: text ?? '', focused: active === w.el, highlighted: hasSelection }, w.el, w.box);
  const style = rules.styleOf(ta);
  if (style.resize !== 'none') {
    const r = geo.rectOf(ta);
    const br = parseFloat(style.borderRightWidth) || 0;
    const bb = parseFloat(style.borderBottomWidth) || 0;
    const size = 12;
    w.emit({ type: 'resize_handle' }, w.el, geo.inter({ l: r.r - br - size, t: r.b - bb - size, r: r.r - br, b: r.b - bb }, w.outer));
  }
  return 'done';
}

function emitSelect(w: Widget, sel: HTMLSelectElement): AfterWidget {
  if (sel.multiple || sel.size > 1) {
    // A list box shows its options as lines of text; the selected ones are highlighted.
    const inner = geo.inter(geo.clientRectOf(sel), w.outer);
    for (const opt of Array.from(sel.options)) {
      const b = geo.inter(geo.rectOf(opt), inner);
      const label: Omit<RawLabel, 'box'> = { type: 'text', text: opt.text.trim() };
      if (opt.selected) label.highlighted = true;
      if (label.text) emitIfShown(w.walk, label, opt, b, geo.rectOf(opt));
    }
    return 'done';
  }
  const opt = sel.selectedIndex >= 0 ? sel.options[sel.selectedIndex] : undefined;
  w.emit({ type: 'dropdown', text: opt ? opt.text.trim() : '', focused: w.walk.active === w.el }, w.el, w.box);
  return 'done';
}

function emitToggle(w: Widget): AfterWidget {
  w.emit({ type: w.rule.type, checked: (w.el as HTMLInputElement).checked, focused: w.focusVisible }, w.el, w.box);
  return 'done';
}

function emitIcon(w: Widget): AfterWidget {
  const cls = (w.el.getAttribute('class') ?? '').toLowerCase();
  const checked = /starred|checked|selected/.test(cls) ? true : undefined;
  w.emit({ type: w.rule.type, subtype: w.rule.subtype, checked, highlighted: rules.highlightedByAncestor(w.el) || undefined }, w.el, w.box);
  return 'done';
}

/** A button without text that holds an icon is labelled as that icon. */
function emitIconButton(w: Widget, icon: Element): AfterWidget {
  const el = w.el;
  // A toolbar button that is on (Quill marks the selection's formats ql-active) looks lit.
  const on = /(^|\s)(selected|active|pressed|chosen|ql-active)(\s|$)/.test(el.getAttribute('class') ?? '');
  w.emit({ type: 'icon', subtype: rules.iconSubtype(icon) ?? rules.iconSubtype(el), highlighted: on || rules.highlightedByAncestor(el) || undefined }, el,
    w.box);
  return 'done';
}

/** Focus and highlight of a widget labelled by its text, as its type shows them. */
function setTextWidgetStates(w: Widget, label: Omit<RawLabel, 'box'>): void {
  const { el, rule, walk: { active } } = w;
  // A button the page marks as chosen (class selected/active/pressed) looks different, and so
  // does one lit for a moment (simon-says' flash, class push: a paler face).
  const chosen = rule.type === 'button' && /(^|\s)(selected|active|pressed|chosen|push)(\s|$)/.test(el.getAttribute('class') ?? '');
  const highlighted = chosen || rules.highlightedByAncestor(el) || (document.getSelection()?.containsNode(el, true) ?? false) &&
      !(document.getSelection()?.isCollapsed ?? true);
  if (rule.type === 'button') {
    label.focused = w.focusVisible;
    label.highlighted = highlighted;
  } else if (rule.type === 'dropdown') {
    // A drawn drop-down (Selectric) keeps the focus in a hidden input beside its box.
    label.focused = !!active && active !== document.body && (el.parentElement?.contains(active) ?? false);
  } else if (highlighted) label.highlighted = true;
}

/** A widget whose text comes from its own visible lines (buttons, draggable items and shapes, drawn drop-downs, SVG text). */
function emitTextWidget(w: Widget): AfterWidget {
  const { el, rule } = w;
  let text = el.tagName === 'INPUT' ? (el as HTMLInputElement).value : contentLines(el, w.contentClips, w.walk.frame).join(' ');
  if (!text && rule.type === 'button') {
    const icon = hasIconInside(el);
    if (icon) return emitIconButton(w, icon);
    // A button that shows a picture in place of text (tic-tac-toe's marks, CSS images) reads as its label.
    text = el.getAttribute('aria-label')?.trim() ?? '';
  }
  const label: Omit<RawLabel, 'box'> = { type: rule.type, subtype: rule.subtype, text };
  // SVG text is inked by its fill.
  if (rule.type === 'text' && el instanceof SVGElement) {
    const ink = inkHex(rules.styleOf(el).fill);
    if (ink) label.colorHex = ink;
  }
  setTextWidgetStates(w, label);
  w.emit(label, el, w.box);
  return rule.walkChildren ? 'walk' : 'done';
}

/** An input button (type button, submit, reset, image): its value. */
function emitValueButton(w: Widget): AfterWidget {
  w.emit({ type: 'button', text: (w.el as HTMLInputElement).value ?? '', focused: w.focusVisible }, w.el, w.box);
  return 'done';
}

/** A shape, a canvas or an SVG figure: its geometry and fill; other boxes as they are. */
function emitFigure(w: Widget): AfterWidget {
  const { el, rule } = w;
  const label: Omit<RawLabel, 'box'> = { type: rule.type, subtype: rule.subtype };
  if (el instanceof HTMLCanvasElement) {
    const fig = canvasFigure(el);
    if (!fig) return 'done';
    const { box: figBox, ...fields } = fig;
    emitIfShown(w.walk, { ...label, ...fields }, el, geo.inter(figBox, w.outer), figBox);
    return 'done';
  }
  if (el instanceof SVGGraphicsElement) Object.assign(label, svgFigure(el, rules.styleOf(el)));
  else if (rule.type === 'shape') {
    const fill = cssColourHex(rules.styleOf(el).backgroundColor);
    if (fill) label.colorHex = fill;
  }
  w.emit(label, el, w.box);
  return rule.walkChildren ? 'walk' : 'done';
}

/** Labels the widget `el` matched by `rule`; says whether the walk goes on into its children. */
export function emitWidget(walk: Walk, el: Element, rule: WidgetRule, outer: Rect, contentClips: Clip[]): AfterWidget {
  const full = geo.rectOf(el);
  const box = geo.inter(full, outer);
  const w: Widget = {
    walk,
    el,
    rule,
    outer,
    contentClips,
    box,
    focusVisible: el.matches(':focus-visible'),
    emit: (label, owner, b) => emitIfShown(walk, label, owner, b, b === box ? full : undefined),
  };
  if (rule.type === 'input_field') return emitInputField(w);
  if (rule.type === 'text_area') return emitTextArea(w);
  if (rule.type === 'dropdown' && el instanceof HTMLSelectElement) return emitSelect(w, el);
  if (rule.type === 'checkbox' || rule.type === 'radio') return emitToggle(w);
  if (rule.type === 'icon' || rule.type === 'resize_handle') return emitIcon(w);
  if (rule.textFromContent) return emitTextWidget(w);
  if (rule.type === 'button') return emitValueButton(w);
  return emitFigure(w);
}
