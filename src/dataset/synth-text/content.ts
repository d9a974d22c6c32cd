/**
 * What the synthetic text screens say: names, dates in the pages' formats, times, prices, file
 * names, numbers, random letters, punctuation and the few non-ASCII characters the reader knows,
 * drawn from the benchmark's word lists and beyond them. Pure functions of a seeded stream, so
 * a screen repeats for its seed.
 *
 * @example
 *   const rng = seedrandom('caap-synth-text:1000:0')
 *   drawToken(rng, words, 'date')     // "04/12/2016", "April 2016", "Mon Nov 14 2016", ...
 *   drawLine(rng, words, 28)          // "Book the cheapest flight from Akron/Canton, OH (CAK)"
 */
import type { WordSources } from './words.js';

export type Rng = () => number;

export const TOKEN_KINDS = [
  'word',
  'name',
  'full-name',
  'place',
  'airport',
  'date',
  'time',
  'price',
  'number',
  'file',
  'letters',
  'symbols',
  'accented',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Non-ASCII characters the shipped reader's alphabet holds (models/perception.json) that Chromium draws with the installed fonts. */
export const EXTRA_CHARACTERS = ['é', 'Ö', '•', '♥', '█'] as const;

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const FILE_STEMS = ['flowers', 'code', 'script', 'index', 'image', 'notes', 'report', 'backup', 'photos', 'data', 'main', 'hack_script', 'T-1000', 'sys32'];
const FILE_EXTENSIONS = ['png', 'jpg', 'gif', 'sh', 'json', 'txt', 'py', 'rb', 'html', 'zip', 'tar.gz', 'gpg', 'csv', 'md'];
const SYMBOLS = ['!', '?', ':', ';', '-', '+', '=', '/', '(', ')', '[', ']', '"', "'", '#', '%', '&', '*', '@', '_', '<', '>', '~', '^', '|', '{', '}', '$',
  ','];
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
export const randInt = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));
const pad2 = (n: number) => String(n).padStart(2, '0');
const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** A date in one of the formats the task pages print. */
export function drawDate(rng: Rng): string {
  const year = randInt(rng, 1990, 2030);
  const month = randInt(rng, 0, 11);
  const day = randInt(rng, 1, 28);
  const weekday = DAYS[new Date(Date.UTC(year, month, day)).getUTCDay()]!;
  switch (randInt(rng, 0, 5)) {
    case 0:
      return `${pad2(month + 1)}/${pad2(day)}/${year}`; // choose-date's field
    case 1:
      return `${MONTHS[month]} ${year}`; // the calendar's title
    case 2:
      return `${weekday} ${MONTHS[month]!.slice(0, 3)} ${pad2(day)} ${year}`; // Date.toDateString()
    case 3:
      return `${MONTHS[month]!.slice(0, 3)} ${day}, ${year}`;
    case 4:
      return `${year}-${pad2(month + 1)}-${pad2(day)}`;
    default:
      return `${month + 1}/${day}`;
  }
}

export function drawTime(rng: Rng): string {
  const h = randInt(rng, 0, 23);
  const m = randInt(rng, 0, 59);
  if (rng() < 0.5) return `${pad2(h)}:${pad2(m)}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${pad2(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

export function drawPrice(rng: Rng): string {
  const dollars = randInt(rng, 1, rng() < 0.7 ? 1200 : 99999);
  const text = dollars >= 1000 && rng() < 0.5 ? dollars.toLocaleString('en-US') : String(dollars);
  return rng() < 0.25 ? `$${text}.${pad2(randInt(rng, 0, 99))}` : `$${text}`;
}

export function drawNumber(rng: Rng): string {
  const r = rng();
  if (r < 0.4) return String(randInt(rng, 0, r < 0.2 ? 99 : 99999));
  if (r < 0.55) return `-${randInt(rng, 1, 999)}`;
  if (r < 0.7) return (rng() * 1000).toFixed(randInt(rng, 1, 3));
  if (r < 0.85) return `${randInt(rng, 1, 99)} ${pick(rng, ['+', '-', 'x', '*', '/'])} ${randInt(rng, 1, 99)}`;
  return `${randInt(rng, 1, 100)}%`;
}

export function drawLetters(rng: Rng): string {
  const n = randInt(rng, 1, 9);
  return Array.from({ length: n }, () => pick(rng, ALPHANUMERIC.split(''))).join('');
}

export function drawToken(rng: Rng, words: WordSources, kind: TokenKind): string {
  switch (kind) {
    case 'word': {
      const w = pick(rng, words.lorem);
      return rng() < 0.2 ? capitalise(w) : w;
    }
    case 'name':
      return pick(rng, words.people);
    case 'full-name':
      return `${pick(rng, words.people)} ${pick(rng, words.lastNames)}`;
    case 'place':
      return pick(rng, rng() < 0.6 ? words.countries : rng() < 0.5 ? words.languages : words.colours);
    case 'airport':
      return pick(rng, words.airports);
    case 'date':
      return drawDate(rng);
    case 'time':
      return drawTime(rng);
    case 'price':
      return drawPrice(rng);
    case 'number':
      return drawNumber(rng);
    case 'file': {
      const stem = rng() < 0.6 ? pick(rng, FILE_STEMS) : pick(rng, words.lorem).replace(/,$/, '');
      return rng() < 0.15 ? stem : `${stem}.${pick(rng, FILE_EXTENSIONS)}`;
    }
    case 'letters':
      return drawLetters(rng);
    case 'symbols':
      return Array.from({ length: randInt(rng, 1, 3) }, () => pick(rng, SYMBOLS)).join('');
    case 'accented': {
      const w = pick(rng, words.people);
      const at = randInt(rng, 0, w.length);
      return w.slice(0, at) + pick(rng, EXTRA_CHARACTERS) + w.slice(at);
    }
  }
}

/** Token kinds by how often a line draws them: words and names most, the rest for variety. */
const LINE_MIX: readonly TokenKind[] = [
  'word',
  'word',
  'word',
  'word',
  'name',
  'name',
  'full-name',
  'place',
  'airport',
  'date',
  'date',
  'time',
  'price',
  'number',
  'number',
  'file',
  'letters',
  'letters',
  'symbols',
  'accented',
];

/** A line of tokens up to about `maxChars` characters (always at least one token). */
export function drawLine(rng: Rng, words: WordSources, maxChars: number, mix: readonly TokenKind[] = LINE_MIX): string {
  const parts = [drawToken(rng, words, pick(rng, mix))];
  for (let len = parts[0]!.length; len < maxChars;) {
    const next = drawToken(rng, words, pick(rng, mix));
    if (len + 1 + next.length > maxChars) break;
    const glue = next.length <= 3 && /^[!?:;,.)\]]/.test(next) ? '' : ' ';
    parts.push(next);
    len += glue.length + next.length;
    parts[parts.length - 1] = glue + next;
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
