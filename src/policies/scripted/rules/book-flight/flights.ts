/**
 * book-flight's pure parts: the goal, the airport list entry a goal's place names, and the
 * flight to book. The From and To fields take only a whole entry of the page's airport
 * list ("Anvik, AK (ANV)"), while the goal names a city part or a code; a person would
 * pick it from the suggestion list, the rule types the entry from the page's own data file
 * (data/scripted/airports.json, the policy's vocabulary, read once on first use).
 *
 * @example
 *   parseFlightGoal('Book the cheapest one-way flight from: Anvik, AK to: MOT on 12/23/2016.')
 *   // { want: 'cheapest', from: 'Anvik, AK', to: 'MOT', date: '12/23/2016' }
 *   entryFor('MOT')           // 'Minot, ND (MOT)'
 *   durationIn('Duration:17h 47m') // 1067
 */
import { z } from 'zod';
import { vocabulary } from '../../kit/vocabulary.js';

export interface FlightGoal {
  want: 'cheapest' | 'shortest';
  from: string;
  to: string;
  date: string;
}

export function parseFlightGoal(goal: string): FlightGoal | null {
  const m = /^Book the (cheapest|shortest) one-way flight from: (.+) to: (.+) on (\d\d\/\d\d\/\d{4})\.$/.exec(goal.trim().replace(/\s+/g, ' '));
  return m ? { want: m[1] as FlightGoal['want'], from: m[2]!, to: m[3]!, date: m[4]! } : null;
}

/** The `DOMESTIC_FLIGHTS = [...]` array of the data file's text. */
export function parseEntries(source: string): string[] {
  const m = /DOMESTIC_FLIGHTS\s*=\s*(\[[\s\S]*?\]);/.exec(source);
  if (!m) throw new Error('no DOMESTIC_FLIGHTS array found');
  return z.array(z.string()).min(1).parse(JSON.parse(m[1]!));
}

const entries = () => vocabulary('airports', z.array(z.string()).min(1));

/**
 * The list entry a goal's place names: the one whose code is `place` ("(MOT)"), else the
 * one whose city part is `place` ("Anvik, AK" before " ("). The page accepts any entry
 * that contains the goal's text, so the first such entry does.
 */
export function entryFor(place: string, list: readonly string[] = entries()): string | null {
  return list.find((e) => e.endsWith(`(${place})`)) ?? list.find((e) => e.startsWith(`${place} (`)) ?? list.find((e) => e.includes(place)) ?? null;
}

/**
 * The duration a reading shows: "17h 47m", or with its label run into it ("Duration:2h 25m",
 * as the results' Duration row often reads through perception, "Duration:oh 47m" too);
 * null when none.
 */
export function durationIn(text: string): number | null {
  const m = /(?:^|[^\dOolI|])([\dOolI|]{1,2})\s?h\s?([\dOolI|]{1,2})\s?m$/.exec(text.trim());
  if (!m) return null;
  // Digits read as their look-alike letters ("oh 47m" for 0h 47m) are still digits here.
  const digits = (s: string) => Number(s.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1'));
  return digits(m[1]!) * 60 + digits(m[2]!);
}

/** "$1,177" / "Book flight for $65" -> 1177 / 65; null when no price is written. */
export function priceOf(text: string): number | null {
  const m = /\$\s?([\d,]+)/.exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
}
