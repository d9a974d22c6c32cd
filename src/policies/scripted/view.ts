/**
 * Helpers rules use to read an element list: finding elements by their text (through the
 * reading ladder, reading.ts), geometry (centres, rows, containment), the task area below
 * the instruction bar, and questions about the action history.
 *
 * @example
 *   const submit = findText(elements, 'Submit', { types: ['button'] })[0]
 *   const fields = below(elements, 50).filter(isInput)
 */
import type { Element, ElementList, ElementType } from '../../perception/element.js';
import type { HistoryEntry } from './prompt-view.js';
import { centre } from '../../perception/centre.js';
import { capitalised, findAll, readsAs, SEARCH } from './reading.js';

/** The instruction bar covers y 0..50 of the frame; the task area starts below it. */
export const AREA_TOP = 50;

export const norm = (s: string | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
export const lower = (s: string | undefined): string => norm(s).toLowerCase();

/** Rules measure from the same centre the executor aims at. */
export { centre };
export const width = (el: Pick<Element, 'box'>) => el.box.right - el.box.left;
export const height = (el: Pick<Element, 'box'>) => el.box.bottom - el.box.top;

/**
 * Token `i` of the suite's lorem text as the page spells it, without punctuation: lower-case,
 * capitalised when it starts a sentence (the first token, or after one ending in a period).
 * A sentence-start word read with a leading "l" starts with the capital I that looks like it
 * (reading.ts `capitalised`). Mid-word capitals are misreadings.
 * Undefined when the token has no letters or digits.
 */
export function loremWord(tokens: string[], i: number): string | undefined {
  const word = tokens[i]?.replace(/[^A-Za-z0-9]/g, '');
  if (!word) return undefined;
  const rest = word.slice(1).toLowerCase();
  if (i > 0 && !/\.$/.test(tokens[i - 1]!)) return word[0]!.toLowerCase() + rest;
  return capitalised(word[0]! + rest);
}

/** The one item of a list, or undefined when it holds none or several. */
export const only = <T>(items: readonly T[]): T | undefined => (items.length === 1 ? items[0] : undefined);

export interface FindOptions {
  types?: readonly ElementType[];
  /** Default true: "Ok" is not "ok". */
  caseSensitive?: boolean;
  /** Accept near matches (OCR typos) when no exact match exists. Default true. */
  fuzzy?: boolean;
  /** Only elements below the instruction bar. Default true. */
  areaOnly?: boolean;
}

/**
 * Elements whose text reads as `text` on the best rung of the reading ladder (reading.ts):
 * exact (whitespace-normalised) first; near readings only when there is no exact one.
 */
export function findText(elements: ElementList, text: string, o: FindOptions = {}): Element[] {
  const pool = elements.filter((e) => (!o.types || o.types.includes(e.type)) && (o.areaOnly === false || inArea(e)));
  const allow = o.fuzzy === false ? (['exact', 'case'] as const) : SEARCH;
  return findAll(pool, (e) => e.text, text, { allow, caseSensitive: o.caseSensitive ?? true }).map((m) => m.item);
}

/** Elements whose text contains `text` (case-insensitive). */
export function findContaining(elements: ElementList, text: string, types?: readonly ElementType[]): Element[] {
  const want = lower(text);
  return elements.filter((e) => (!types || types.includes(e.type)) && inArea(e) && lower(e.text).includes(want));
}

export const inArea = (el: Pick<Element, 'box'>) => centre(el).y > AREA_TOP;
export const ofType = (elements: ElementList, ...types: ElementType[]) => elements.filter((e) => types.includes(e.type));
export const areaElements = (elements: ElementList) => elements.filter(inArea);
export const isInput = (e: Element) => e.type === 'input_field' || e.type === 'text_area';

/** Is point p inside the element's box (with a margin)? */
export function contains(el: Pick<Element, 'box'>, p: { x: number; y: number }, margin = 0): boolean {
  return p.x >= el.box.left - margin && p.x <= el.box.right + margin && p.y >= el.box.top - margin && p.y <= el.box.bottom + margin;
}

/** Is the box of `inner` inside `outer`? */
export function within(inner: Pick<Element, 'box'>, outer: Pick<Element, 'box'>, margin = 0): boolean {
  return inner.box.left >= outer.box.left - margin && inner.box.right <= outer.box.right + margin &&
    inner.box.top >= outer.box.top - margin && inner.box.bottom <= outer.box.bottom + margin;
}

/** Top to bottom, then left to right (the id order of perception). */
export const readingSort = (els: Element[]) => [...els].sort((a, b) => a.id - b.id);

/** The ordinal in goals: "1st" -> 1, "3rd" -> 3, "second" -> 2. */
export function ordinal(word: string): number | null {
  const m = /^(\d+)(st|nd|rd|th)?$/i.exec(word.trim());
  if (m) return Number(m[1]);
  const words = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
  const i = words.indexOf(word.trim().toLowerCase());
  return i >= 0 ? i + 1 : null;
}

// History questions.
export const lastEntry = (h: HistoryEntry[]): HistoryEntry | undefined => h[h.length - 1];
export const countActions = (h: HistoryEntry[], name: string) => h.filter((e) => e.name === name).length;
/** The strings typed so far, oldest first. */
/**
 * Where a past click landed: its element's centre as the history shows it, or the point it
 * was given (where the next click will land is the executor's clickPoint).
 */
export const historyClickPoint = (h: HistoryEntry): { x: number; y: number } =>
  h.element ? { x: h.element.x, y: h.element.y } : { x: Number(h.args.x), y: Number(h.args.y) };
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
  return h.filter((e) => e.name === 'click_element' && e.element && readsAs(e.element.text, text, { allow: ['exact', 'glyph'] }) && (!type || e.element.type === type)).length;
}

/**
 * Like findText, but also matches a text wrapped over two lines ("Anne-" / "Corinne",
 * "Zoom" / "Out"): two text elements stacked with no gap and aligned left. Returns the
 * first line of a wrapped match.
 */
export function findWrappedText(elements: ElementList, text: string, o: FindOptions = {}): Element[] {
  const direct = findText(elements, text, o);
  if (direct.length) return direct;
  const pool = elements.filter((e) => (!o.types || o.types.includes(e.type)) && (o.areaOnly === false || inArea(e)) && norm(e.text));
  const hits: Element[] = [];
  for (const a of pool) {
    for (const b of pool) {
      if (b === a || b.box.top - a.box.bottom > 2 || b.box.top < a.box.bottom - 3 || Math.abs(a.box.left - b.box.left) > 3) continue;
      const at = norm(a.text), bt = norm(b.text);
      // A name wraps after its hyphen, and the hyphen at the line's end is easily lost in reading.
      const joins = at.endsWith('-') ? [at + bt] : [`${at} ${bt}`, `${at}-${bt}`];
      if (joins.some((j) => readsAs(j, text, { allow: ['exact', 'case', 'glyph'], caseSensitive: o.caseSensitive ?? true }))) hits.push(a);
    }
  }
  return hits;
}
