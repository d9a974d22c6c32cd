/**
 * Where a word lies inside a perceived text line. Perception may return several adjacent
 * links or words as one element ("nam scelerisque"); to click one word of it we estimate
 * its horizontal span from the glyph widths of Arial (the suite's font), scaled to the
 * element's box.
 *
 * @example
 *   wordPoint(el, 'nam')   // { x: 82, y: 91 } inside el, or null when the word is not in el.text
 */
import type { Element } from '../../../perception/element.js';
import { readsAs } from './reading.js';

/** Arial advance widths in 1/1000 em for printable ASCII (space..~); others count as 556. */
const ARIAL = [
  278,
  278,
  355,
  556,
  556,
  889,
  667,
  191,
  333,
  333,
  389,
  584,
  278,
  333,
  278,
  278,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  278,
  278,
  584,
  584,
  584,
  556,
  1015,
  667,
  667,
  722,
  722,
  667,
  611,
  778,
  722,
  278,
  500,
  667,
  556,
  833,
  722,
  778,
  667,
  778,
  722,
  667,
  611,
  722,
  667,
  944,
  667,
  667,
  611,
  278,
  278,
  278,
  469,
  556,
  333,
  556,
  556,
  500,
  556,
  556,
  278,
  556,
  556,
  222,
  222,
  500,
  222,
  833,
  556,
  556,
  556,
  556,
  333,
  500,
  278,
  556,
  500,
  722,
  500,
  500,
  500,
  334,
  260,
  334,
  584,
];

export function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    w += c >= 32 && c <= 126 ? ARIAL[c - 32]! : 556;
  }
  return w;
}

/** A token is the word when it reads as it exactly or but for look-alike glyphs (reading.ts). */
export const sameWord = (token: string, word: string) => readsAs(token, word, { allow: ['exact', 'glyph'] });

/**
 * The centre of the `occurrence`-th whole-word occurrence of `word` in the element's
 * (single-line) text, in frame pixels; null when the text has no such word. `same` says
 * whether a token is the word (by default: equal, or equal but for I / l).
 */
export function wordPoint(el: Element, word: string, occurrence = 0, same: (token: string, word: string) => boolean = sameWord):
  | { x: number; y: number }
  | null
{
  const hit = wordSpans(el).filter((t) => same(t.word, word))[occurrence];
  return hit ? hit.point : null;
}

/** Every whitespace-separated word of the element's (single-line) text with its centre in frame pixels. */
export function wordSpans(el: Element): { word: string; point: { x: number; y: number } }[] {
  const text = el.text ?? '';
  const total = textWidth(text);
  if (total <= 0) return [];
  const w = el.box.right - el.box.left;
  return [...text.matchAll(/\S+/g)].map((t) => {
    const start = textWidth(text.slice(0, t.index));
    const end = start + textWidth(t[0]);
    return { word: t[0], point: { x: el.box.left + ((start + end) / 2 / total) * w, y: (el.box.top + el.box.bottom) / 2 } };
  });
}
