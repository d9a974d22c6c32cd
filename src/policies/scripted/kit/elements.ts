/**
 * Reading an element list: finding elements by their text (through the reading ladder,
 * reading.ts), their geometry (centres, sizes, containment) and the task area below the
 * instruction bar. Questions about the action history are in history.ts, text
 * normalising in text.ts.
 *
 * @example
 *   const submit = findText(elements, 'Submit', { types: ['button'] })[0]
 *   const fields = areaElements(elements).filter(isInput)
 */
import type { Element, ElementList, ElementType } from '../../../perception/element.js';
import { centre } from '../../../perception/centre.js';
import { lower, norm } from './text.js';
import { findAll, readsAs, SEARCH } from './reading.js';

/** Rules measure from the same centre the executor aims at. */
export { centre };

/** The instruction bar covers y 0..50 of the frame; the task area starts below it. */
export const AREA_TOP = 50;

export const width = (el: Pick<Element, 'box'>) => el.box.right - el.box.left;

export const height = (el: Pick<Element, 'box'>) => el.box.bottom - el.box.top;

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

/** The texts of the task area (plain or table cells). */
export const areaTexts = (els: ElementList) => els.filter((e) => (e.type === 'text' || e.type === 'tabled_text') && inArea(e));
