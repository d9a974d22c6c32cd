/**
 * Helpers rules use to read an element list: text matching that tolerates OCR slips,
 * geometry (centres, rows, containment), the task area below the instruction bar, and
 * questions about the action history.
 *
 * @example
 *   const submit = findText(elements, 'Submit', { types: ['button'] })[0]
 *   const fields = below(elements, 50).filter(isInput)
 */
import type { Element, ElementList, ElementType } from '../../perception/element.js';
import type { HistoryEntry } from './prompt-view.js';
import { editDistance } from '../../edit-distance.js';
import { centre } from '../../perception/centre.js';

/** The instruction bar covers y 0..50 of the frame; the task area starts below it. */
export const AREA_TOP = 50;

export const norm = (s: string | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
export const lower = (s: string | undefined): string => norm(s).toLowerCase();

/** Rules measure from the same centre the executor aims at. */
export { centre };
export const width = (el: Pick<Element, 'box'>) => el.box.right - el.box.left;
export const height = (el: Pick<Element, 'box'>) => el.box.bottom - el.box.top;

/**
 * Folds glyphs a reader cannot tell apart in the task pages' sans-serif type: capital I,
 * lower-case l and the bar are one stroke of nearly the same height ("nIC" reads "nlC" for a
 * person too), so a match that differs only there is a match, even for short words.
 */
export const foldGlyphs = (s: string): string => s.replace(/[Il|]/g, 'l');

/** Edits allowed when matching OCR text to a target of this length (none for short words). */
export const typoBudget = (target: string) => (target.length >= 12 ? 2 : target.length >= 5 ? 1 : 0);

/** Does a reading stand for `want`: equal but for I / l, or within the typo budget? */
export const readsAs = (reading: string | undefined, want: string): boolean =>
  editDistance(foldGlyphs(norm(reading)), foldGlyphs(norm(want))) <= typoBudget(norm(want));

/**
 * The item whose reading is `want`: exact (case-sensitive), else equal but for I / l, else
 * the closest within the typo budget, else — for names of 3+ characters — the only one a
 * single slip away ("ky7" read "y7", "Flor" read "Fior"), as long as no other is as close.
 */
export function closestReading<T>(items: T[], readingOf: (item: T) => string, want: string): T | undefined {
  const exact = items.find((i) => readingOf(i) === want) ?? items.find((i) => foldGlyphs(readingOf(i)) === foldGlyphs(want));
  if (exact) return exact;
  const scored = items.map((item) => ({ item, d: editDistance(foldGlyphs(readingOf(item)), foldGlyphs(want)) })).sort((a, b) => a.d - b.d);
  if (scored[0] && scored[0].d <= typoBudget(want)) return scored[0].item;
  return onlyOneSlipAway(scored, want);
}

/** Past the typo budget: a name of 3+ characters still matches the one reading a single edit away, when no other is. */
function onlyOneSlipAway<T>(scored: { item: T; d: number }[], want: string): T | undefined {
  const oneOff = scored.filter((s) => s.d === 1);
  return want.length >= 3 ? only(oneOff)?.item : undefined;
}

/**
 * Past every matching rule, a person's best guess: the item whose reading is nearest to
 * `want` when it is unambiguous (no other item is as near) and no more than half of `want`
 * is misread ("Sashen" for "Sashenka", "q9" for "qg"). For callers that know the item must
 * be among `items` (a checkbox named in the goal, the menu's top level), never to decide
 * whether something is on the screen.
 */
export function bestGuess<T>(items: T[], readingOf: (item: T) => string, want: string): T | undefined {
  const scored = items.map((item) => ({ item, d: editDistance(foldGlyphs(norm(readingOf(item))), foldGlyphs(norm(want))) })).sort((a, b) => a.d - b.d);
  const [first, second] = scored;
  if (!first || first.d > Math.ceil(norm(want).length / 2)) return undefined;
  return second && second.d === first.d ? undefined : first.item;
}

/**
 * Token `i` of the suite's lorem text as the page spells it, without punctuation: lower-case,
 * capitalised when it starts a sentence (the first token, or after one ending in a period).
 * A sentence-start word read with a leading "l" starts with the capital I that looks like it
 * ("ld" is "Id": a capital L does not look like l). Mid-word capitals are misreadings.
 * Undefined when the token has no letters or digits.
 */
export function loremWord(tokens: string[], i: number): string | undefined {
  const word = tokens[i]?.replace(/[^A-Za-z0-9]/g, '');
  if (!word) return undefined;
  const rest = word.slice(1).toLowerCase();
  if (i > 0 && !/\.$/.test(tokens[i - 1]!)) return word[0]!.toLowerCase() + rest;
  return (word[0] === 'l' ? 'I' : word[0]!.toUpperCase()) + rest;
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

/** Elements whose text equals `text` (whitespace-normalised); near matches (see closestReading) only when there is no exact one. */
export function findText(elements: ElementList, text: string, o: FindOptions = {}): Element[] {
  const cs = o.caseSensitive ?? true;
  const key = (s: string | undefined) => (cs ? norm(s) : lower(s));
  const want = key(text);
  const pool = elements.filter((e) => (!o.types || o.types.includes(e.type)) && (o.areaOnly === false || inArea(e)));
  const exact = pool.filter((e) => key(e.text) === want);
  if (exact.length || o.fuzzy === false) return exact;
  // Fold before lower-casing: "I" lower-cased is "i", no longer the stroke "l" looks like.
  const fkey = (s: string | undefined) => (cs ? foldGlyphs(norm(s)) : foldGlyphs(norm(s)).toLowerCase());
  const fwant = fkey(text);
  const folded = pool.filter((e) => fkey(e.text) === fwant);
  if (folded.length) return folded;
  const scored = pool.map((item) => ({ item, d: editDistance(fkey(item.text), fwant) }));
  const near = scored.filter((s) => s.d <= typoBudget(want));
  if (near.length) {
    const best = Math.min(...near.map((s) => s.d));
    return near.filter((s) => s.d === best).map((s) => s.item);
  }
  const slip = onlyOneSlipAway(scored, want);
  return slip ? [slip] : [];
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
  return h.filter((e) => e.name === 'click_element' && e.element && norm(e.element.text) === norm(text) && (!type || e.element.type === type)).length;
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
  const fold = (t: string) => (o.caseSensitive === false ? foldGlyphs(t).toLowerCase() : foldGlyphs(t));
  const want = fold(norm(text));
  const hits: Element[] = [];
  for (const a of pool) {
    for (const b of pool) {
      if (b === a || b.box.top - a.box.bottom > 2 || b.box.top < a.box.bottom - 3 || Math.abs(a.box.left - b.box.left) > 3) continue;
      const at = norm(a.text), bt = norm(b.text);
      // A name wraps after its hyphen, and the hyphen at the line's end is easily lost in reading.
      const joins = at.endsWith('-') ? [at + bt] : [`${at} ${bt}`, `${at}-${bt}`];
      if (joins.some((j) => fold(j) === want)) hits.push(a);
    }
  }
  return hits;
}
