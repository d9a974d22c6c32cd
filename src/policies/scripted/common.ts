/**
 * Building blocks shared by rule modules: pairing checkboxes/radios with their label
 * text, finding the Submit button, filling a text field (only when it does not already
 * show the value), and picking a point of an element that another one does not cover.
 *
 * @example
 *   const rows = labelledControls(elements, 'checkbox')     // [{ control, label: 'HF2' }, ...]
 *   const steps = fillField(field, 'Agustina')             // [click, type] or [] when already filled
 */
import type { Action } from '../../agent/actions.js';
import type { Element, ElementList, ElementType } from '../../perception/element.js';
import type { HistoryEntry } from './prompt-view.js';
import { click, selectAll, type } from './rule.js';
import { readsAs, find, type Rung } from './reading.js';
import { wordSpans } from './text-geometry.js';
import { centre, contains, findText, height, historyClickPoint, inArea, isInput, norm, width } from './view.js';

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

/** Does the field show `value` (read as it on the pairwise rungs of the ladder when `loose`)? */
export function shows(field: Element, value: string, loose = true): boolean {
  const t = field.text ?? '';
  if (t === value) return true;
  return loose && value.length > 0 && readsAs(t, value);
}

/** Actions that make `field` hold `value`: click it, clear what it holds, type. [] when it already does. */
export function fillField(field: Element, value: string): Action[] {
  if (shows(field, value, false)) return [];
  const actions: Action[] = [click(field)];
  if (field.text) actions.push(selectAll());
  actions.push(type(value));
  return actions;
}

/** Text fields and areas below the instruction bar, top to bottom. */
export const inputsOf = (elements: ElementList) => elements.filter((e) => isInput(e) && inArea(e)).sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);

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

/** Quoted strings of a goal, in order: `Enter "a" and "b"` -> ['a', 'b']. */
export function quoted(goal: string): string[] {
  return [...goal.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
}

/** Splits "a, b, c" (the benchmark joins lists with comma + space). */
export const commaList = (s: string) => s.split(', ').map((x) => x.trim()).filter(Boolean);

/** Does a masked field (bullets) show as many characters as `value` has? */
export function masksValue(field: Element, value: string): boolean {
  const t = (field.text ?? '').replace(/\s+/g, '');
  return t.length === value.length && t.length > 0 && /^[•*·.●]+$/u.test(t);
}

/**
 * The text last typed into the field at this box, according to the history: a click on a
 * point inside the box, then (after an optional Control+A) type_text. Undefined when none.
 */
export function typedInto(history: HistoryEntry[], field: Element): string | undefined {
  return typingsInto(history, field).at(-1);
}

/** Every text typed into the field at this box, oldest first (see typedInto). */
function typingsInto(history: HistoryEntry[], field: Element): string[] {
  let focused = false;
  const typed: string[] = [];
  for (const h of history) {
    if (h.name === 'click_element' || h.name === 'click_new_point') {
      focused = contains(field, historyClickPoint(h), 2);
    } else if (h.name === 'type_text' && focused) {
      typed.push(String(h.args.string_to_type ?? ''));
    }
  }
  return typed;
}

/**
 * The element now at the place last typed or pasted into (the click before type_text or
 * Control+V). A field holding text is sometimes read as another type (a focused field with
 * text as a "button"); the place where a person typed is still the field.
 */
export function fieldTypedInto(elements: ElementList, history: HistoryEntry[]): Element | undefined {
  let point: { x: number; y: number } | undefined;
  let typedAt: { x: number; y: number } | undefined;
  for (const h of history) {
    if (h.name === 'click_element' || h.name === 'click_new_point') {
      point = historyClickPoint(h);
    } else if (h.name === 'type_text' || h.name === 'press_control_V') {
      typedAt = point;
    }
  }
  if (!typedAt || !Number.isFinite(typedAt.x) || !Number.isFinite(typedAt.y)) return undefined;
  const under = elements.filter((e) => inArea(e) && e.type !== 'resize_handle' && contains(e, typedAt!, 2));
  return under.sort((a, b) => Number(isInput(b)) - Number(isInput(a)) || width(a) * height(a) - width(b) * height(b))[0];
}

/**
 * The task's answer field: the first text field below the instruction (of `kind` when
 * given), else the place last typed into (see fieldTypedInto).
 */
export function answerField(elements: ElementList, history: HistoryEntry[], kind?: ElementType): Element | undefined {
  return inputsOf(elements).find((e) => !kind || e.type === kind) ?? fieldTypedInto(elements, history);
}

/**
 * Holds `value`: shown on screen, masked with the right length, typed there and not
 * contradicted, or typed there twice in a row. A field that still reads differently after
 * being cleared and typed again is misread (doubled letters, a password's bullets), and a
 * third try would read the same: a person trusts their typing then.
 */
export function holds(field: Element, value: string, history: HistoryEntry[]): boolean {
  if (shows(field, value) || masksValue(field, value)) return true;
  const typed = typingsInto(history, field);
  if (typed.length >= 2 && typed.at(-1) === value && typed.at(-2) === value) return true;
  return typed.at(-1) === value && (field.text === undefined || field.text === '');
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
export function linkTarget(elements: ElementList, text: string, o: { anyEnding?: boolean } = {}): { el: Element; point?: { x: number; y: number }; rung: Rung } | null {
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
