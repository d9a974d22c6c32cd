/**
 * The n best readings of a box read line by line (a text area, a tall tile: text-lines.ts).
 * Each line is decoded on its own and carries its own n-best readings where the reader is
 * unsure (ctc.ts); the box's readings are the combinations of its lines' readings, a sure line
 * counting as certain, ranked by the product of the lines' probabilities. So a text area with
 * one doubtful line offers that line's alternatives within the whole text, as a box read in one
 * piece offers its own.
 *
 * @example
 *   joinedReadings([{ text: 'Amet nibh' }, { text: 'lorem', readings: [{ text: 'lorem', p: 0.6 }, { text: 'Iorem', p: 0.3 }] }], '\n')
 *   // [{ text: 'Amet nibh\nlorem', p: 0.6 }, { text: 'Amet nibh\nIorem', p: 0.3 }]
 */
import type { Reading } from './ctc.js';

export interface LineReading {
  text: string;
  /** The line's n best readings, best first; absent when the reader was sure of `text`. */
  readings?: Reading[];
}

/** Readings kept for a box, as for a box read in one piece (ctc.ts's default n). */
const KEEP = 3;

/** The box's n best readings, best first, or undefined when every line was sure (nothing to offer but its text). */
export function joinedReadings(lines: readonly LineReading[], separator: string, n = KEEP): Reading[] | undefined {
  if (!lines.some((l) => l.readings?.length)) return undefined;
  // A beam over the lines: the n best partial texts after each line (all probabilities multiply).
  let beam: Reading[] = [{ text: '', p: 1 }];
  lines.forEach((line, i) => {
    const options = line.readings?.length ? line.readings : [{ text: line.text, p: 1 }];
    const grown: Reading[] = [];
    for (const partial of beam) {
      for (const o of options) grown.push({ text: i === 0 ? o.text : partial.text + separator + o.text, p: partial.p * o.p });
    }
    beam = grown.sort((a, b) => b.p - a.p).slice(0, n);
  });
  return beam.length > 1 ? beam : undefined;
}
