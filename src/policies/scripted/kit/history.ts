/**
 * Questions about the action history (as the prompt lists it): what was clicked, where a
 * click landed, what was typed and into which field.
 *
 * @example
 *   clicked(history, 'Tab #2')          // an element reading "Tab #2" was clicked
 *   typedInto(history, field)           // the text last typed into the field at this box
 */
import type { Element } from '../../../perception/element.js';
import type { HistoryEntry } from '../prompt-view.js';
import { readsAs } from './reading.js';
import { contains } from './elements.js';

/**
 * The text last typed into the field at this box, according to the history: a click on a
 * point inside the box, then (after an optional Control+A) type_text. Undefined when none.
 */
export function typedInto(history: HistoryEntry[], field: Element): string | undefined {
  return typingsInto(history, field).at(-1);
}

/** Every text typed into the field at this box, oldest first (see typedInto). */
export function typingsInto(history: HistoryEntry[], field: Element): string[] {
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

export const lastEntry = (h: HistoryEntry[]): HistoryEntry | undefined => h[h.length - 1];

export const countActions = (h: HistoryEntry[], name: string) => h.filter((e) => e.name === name).length;

/**
 * Where a past click landed: its element's centre as the history shows it, or the point it
 * was given (where the next click will land is the executor's clickPoint).
 */
export const historyClickPoint = (h: HistoryEntry): { x: number; y: number } =>
  h.element ? { x: h.element.x, y: h.element.y } : { x: Number(h.args.x), y: Number(h.args.y) };

/** The strings typed so far, oldest first. */
export const typedTexts = (h: HistoryEntry[]) => h.filter((e) => e.name === 'type_text').map((e) => String(e.args.string_to_type ?? ''));

/**
 * What was typed first, for an answer read from text that does not change: readings of the
 * same pixels can differ from one screenshot to the next ("quis." / "Qquis.", two words run
 * together), and chasing each new reading would retype forever; a person reads it once.
 */
export const firstTyped = (h: HistoryEntry[]): string | undefined => typedTexts(h)[0];

/** Was `el` clicked before (a click whose element's centre lies in el's box, whatever it read then)? */
export function clickedOn(h: HistoryEntry[], el: Element): boolean {
  return h.some((e) => e.name === 'click_element' && e.element && contains(el, { x: e.element.x, y: e.element.y }, 2));
}

/** Was an element with this text clicked (any type unless given)? */
export function clicked(h: HistoryEntry[], text: string, type?: string): boolean {
  return timesClicked(h, text, type) > 0;
}

/** How often an element with this text was clicked (any type unless given). */
export function timesClicked(h: HistoryEntry[], text: string, type?: string): number {
  // Exact or but for look-alike glyphs only: "Tab #1" and "Tab #2" are a typo apart.
  return h.filter((e) =>
    e.name === 'click_element' && e.element && readsAs(e.element.text, text, { allow: ['exact', 'glyph'] }) && (!type || e.element.type === type)
  ).length;
}
