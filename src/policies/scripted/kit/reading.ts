/**
 * One ladder for "does this perceived text read as that wanted text", shared by every
 * scripted rule. Perception reads most texts exactly but not all; a person reading the
 * same pixels tolerates some slips and no others, and this module is that tolerance,
 * written once. Each answer names the rung that matched, so a rule can prefer a better
 * rung (an exact link over a near one, across several screens) and its reason can say why.
 *
 * The rungs, best first (texts pass text.ts `norm`, and a hyphenated word wrapped at its
 * hyphen, "x- y", reads as "x-y"):
 *   exact    the same text
 *   reading  the same text as one of perception's n best readings of the element (its
 *            `readings`, given where the understander was unsure): perception's own doubt,
 *            stronger evidence than any tolerance below; only for a candidate that is an
 *            element read by its whole text
 *   case     the same but for letter case (only when the caller says case does not matter)
 *   glyph    the same but for look-alike glyphs of the pages' sans-serif type: capital I,
 *            lower-case l, the bar and the digit 1 are one stroke; capital O and zero one ring
 *   clipped  the wanted text without its trailing punctuation (a link's last period falls
 *            outside its box)
 *   typo     within the typo budget: no edit under 5 characters, 1 up to 11, 2 from 12
 *   cut      the start of the wanted text (a name cut by a box edge or a caret), at least
 *            `cutMin` characters, within the budget of what is shown
 *   runOn    the wanted text with more run into it (a key cell read with its value)
 *   slip     one edit away, past the budget, for a wanted text of 3+ characters
 *   ending   the same word whatever punctuation ends it ("tempor,." for "tempor,")
 *   guess    the nearest reading, no more than half of the wanted text misread: only for
 *            a caller that knows the wanted thing is among the candidates
 *   place    the caller's own pick by where the thing must be (`byPlace`), the last resort
 * Rungs from `cut` on need the match to be the only one on its rung (several candidates
 * there means the reading cannot tell them apart, and the ladder stops with no match);
 * on the rungs above, equal candidates come back in the order given, nearest first on
 * `typo`. Which rungs may match is the caller's choice (`allow`); by default the
 * pairwise ones and `slip` for a search among candidates, and no `slip` for one reading
 * compared with one text (a rival-free comparison cannot be "the only one").
 *
 * @example
 *   readAs('nlC', 'nIC')                                       // 'glyph'
 *   readsAs('Agustlna', 'Agustina')                             // true (typo)
 *   find(rows, (r) => r.label, 'Sashenka', { allow: [...SEARCH, 'cut'] })
 *   // { item: <row "Sashen">, rung: 'cut', distance: 2 }
 *   meaningOf('lowver', ['higher', 'lower'], { allow: ['guess'] })?.item   // 'lower'
 */
import { editDistance } from '../../../util/edit-distance.js';
import { joinWrappedHyphens, norm } from './text.js';

export const LADDER = ['exact', 'reading', 'case', 'glyph', 'clipped', 'typo', 'cut', 'runOn', 'slip', 'ending', 'guess', 'place'] as const;
export type Rung = (typeof LADDER)[number];

/** One reading against one text: the rungs that need no rivals to compare with. */
export const PAIRWISE: readonly Rung[] = ['exact', 'reading', 'case', 'glyph', 'typo'];
/** A search among candidates (labels, buttons, rows): the pairwise rungs and the lone slip. */
export const SEARCH: readonly Rung[] = [...PAIRWISE, 'slip'];
/** Rungs a match must hold alone (see the header). */
const ALONE: ReadonlySet<Rung> = new Set(['cut', 'runOn', 'slip', 'guess', 'place']);

export interface ReadOptions<T = unknown> {
  /** The rungs that may match (default PAIRWISE for readAs, SEARCH for find). */
  allow?: readonly Rung[];
  /** Default true: "Ok" is not "ok". When false, case is folded on every rung. */
  caseSensitive?: boolean;
  /** The shortest cut reading that counts (default 5). */
  cutMin?: number;
  /** Trailing punctuation is part of the word on the typo rung ("est," is not "est."). */
  strictEnding?: boolean;
  /** The `place` rung: the caller's pick by position, when no reading matched. */
  byPlace?: () => T | undefined;
}

export interface Match<T> {
  item: T;
  rung: Rung;
  /** Edits between the folded texts (0 on the equality rungs). */
  distance: number;
}

/** Look-alike glyphs as one: I l | 1 read as l, O 0 as O (case is kept: lower-casing I would make it i). */
export const foldGlyphs = (s: string): string => s.replace(/[Il|1]/g, 'l').replace(/[O0]/g, 'O');

/** Edits allowed between a reading and a wanted text of this length (none for short words). */
export const typoBudget = (want: string): number => (want.length >= 12 ? 2 : want.length >= 5 ? 1 : 0);

const TRAILING = /[.,;:!?]+$/;
const bare = (s: string) => s.replace(TRAILING, '');
const ending = (s: string) => s.slice(bare(s).length);

/** The rung one reading reaches against one wanted text (pool rungs judged as if alone), with its distance. */
function climb(reading: string, want: string, allow: ReadonlySet<Rung>, o: ReadOptions<unknown>, alternatives: readonly string[] = []):
  | { rung: Rung; distance: number }
  | undefined
{
  const r = joinWrappedHyphens(norm(reading)), w = joinWrappedHyphens(norm(want));
  const cs = o.caseSensitive ?? true;
  const key = (s: string) => (cs ? foldGlyphs(s) : foldGlyphs(s).toLowerCase());
  const kr = key(r), kw = key(w);
  const d = editDistance(kr, kw);
  if (allow.has('exact') && r === w) return { rung: 'exact', distance: 0 };
  if (allow.has('reading') && alternatives.some((a) => joinWrappedHyphens(norm(a)) === w)) return { rung: 'reading', distance: 0 };
  if (allow.has('case') && !cs && r.toLowerCase() === w.toLowerCase()) return { rung: 'case', distance: 0 };
  if (allow.has('glyph') && kr === kw) return { rung: 'glyph', distance: 0 };
  if (allow.has('clipped') && w !== bare(w) && kr === key(bare(w))) return { rung: 'clipped', distance: 0 };
  if (allow.has('typo')) {
    const dt = o.strictEnding ? (ending(r) === ending(w) ? editDistance(bare(kr), bare(kw)) : Infinity) : d;
    if (dt <= typoBudget(w)) return { rung: 'typo', distance: dt };
  }
  if (allow.has('cut') && r.length >= (o.cutMin ?? 5) && r.length < w.length) {
    const dc = editDistance(kr, kw.slice(0, kr.length));
    if (dc <= typoBudget(r)) return { rung: 'cut', distance: dc };
  }
  if (allow.has('runOn') && w.length >= 3 && kr.length > kw.length && kr.startsWith(kw)) return { rung: 'runOn', distance: kr.length - kw.length };
  if (allow.has('slip') && w.length >= 3 && d === 1) return { rung: 'slip', distance: 1 };
  if (allow.has('ending') && bare(r) !== '' && key(bare(r)) === key(bare(w))) return { rung: 'ending', distance: 0 };
  if (allow.has('guess') && d <= Math.ceil(w.length / 2)) return { rung: 'guess', distance: d };
  return undefined;
}

/** The rung `reading` reaches as `want`, or undefined when it does not read as it. */
export function readAs(reading: string | undefined, want: string, o: ReadOptions<unknown> = {}): Rung | undefined {
  return climb(reading ?? '', want, new Set(o.allow ?? PAIRWISE), o)?.rung;
}

/** Does `reading` read as `want` (on the allowed rungs, PAIRWISE by default)? */
export const readsAs = (reading: string | undefined, want: string, o: ReadOptions<unknown> = {}): boolean => readAs(reading, want, o) !== undefined;

/**
 * The ladder over candidates: each pair is a candidate's reading and the text it should
 * read as. Returns every candidate on the best rung that matched (nearest first), or []
 * when none matched or the best rung needs a lone match and has several.
 */
function best<T>(pairs: { item: T; reading: string; want: string; alternatives?: readonly string[] }[], o: ReadOptions<T>): Match<T>[] {
  const allow = new Set(o.allow ?? SEARCH);
  const scored = pairs.flatMap((p) => {
    const hit = climb(p.reading, p.want, allow, o, p.alternatives);
    return hit ? [{ item: p.item, ...hit }] : [];
  });
  for (const rung of LADDER) {
    const on = scored.filter((s) => s.rung === rung);
    if (!on.length) continue;
    const nearest = Math.min(...on.map((s) => s.distance));
    const top = on.filter((s) => s.distance === nearest);
    if (ALONE.has(rung)) return top.length === 1 ? top : [];
    return rung === 'typo' ? top : on;
  }
  const placed = o.byPlace?.();
  return placed === undefined ? [] : [{ item: placed, rung: 'place', distance: 0 }];
}

/** Every item that reads as `want` on the best rung reached (see the header), nearest first. */
export function findAll<T>(items: readonly T[], readingOf: (item: T) => string | undefined, want: string, o: ReadOptions<T> = {}): Match<T>[] {
  return best(items.map((item) => {
    const reading = readingOf(item) ?? '';
    return { item, reading, want, alternatives: readingsOf(item, reading) };
  }), o);
}

/**
 * Perception's n best readings of a candidate, when the candidate is an element (it has
 * `readings`) and is being read by its whole text; none otherwise (a word or a part of the
 * text has no readings of its own).
 */
function readingsOf(item: unknown, reading: string): readonly string[] {
  if (typeof item !== 'object' || item === null || !('readings' in item)) return [];
  const el = item as { text?: string; readings?: { text: string }[] };
  return el.text === reading && el.readings ? el.readings.map((r) => r.text) : [];
}

/** The item that reads as `want` best, with the rung it reached; undefined when none (or none alone) does. */
export function find<T>(items: readonly T[], readingOf: (item: T) => string | undefined, want: string, o: ReadOptions<T> = {}): Match<T> | undefined {
  return findAll(items, readingOf, want, o)[0];
}

/**
 * The other way round: which of the wanted texts one reading stands for ("utrika" among
 * the names of a goal is Ulrika; "lowver" among higher / lower is lower).
 */
export function meaningOf(reading: string | undefined, wants: readonly string[], o: ReadOptions<string> = {}): Match<string> | undefined {
  return best(wants.map((w) => ({ item: w, reading: reading ?? '', want: w })), o)[0];
}

/**
 * Each wanted text's item, one item per text: by the ladder first, then a text no item
 * reads as takes the `guess` among the items no other text took, for a caller that knows
 * every wanted thing is on the page ("zy" left over is "ztzy").
 */
export function assign<T>(items: readonly T[], readingOf: (item: T) => string | undefined, wants: readonly string[],
  o: ReadOptions<T> = {}): Map<string, Match<T>>
{
  const out = new Map<string, Match<T>>();
  for (const w of wants) {
    const m = find(items, readingOf, w, o);
    if (m) out.set(w, m);
  }
  for (const w of wants.filter((x) => !out.has(x))) {
    const taken = new Set([...out.values()].map((m) => m.item));
    const m = find(items.filter((i) => !taken.has(i)), readingOf, w, { ...o, allow: ['guess'] });
    if (m) out.set(w, m);
  }
  return out;
}
