/**
 * The word sources of the synthetic text screens: the benchmark's own lists (the embedded
 * suite's `common/wordlists.js` and the book-flight airports), read from disk on the harness
 * side. The files are browser scripts that assign one JSON literal to a variable; the literal
 * is parsed, nothing is executed.
 *
 * @example
 *   const words = await loadWordSources()           // the embedded suite's lists
 *   words.people.length                             // 4,945 first names
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { EMBEDDED_ROOT } from '../../env/suites.js';
import { InvalidArgumentError } from '../../errors.js';

export const WordSourcesSchema = z.object({
  people: z.array(z.string()).min(1),
  lastNames: z.array(z.string()).min(1),
  countries: z.array(z.string()).min(1),
  languages: z.array(z.string()).min(1),
  colours: z.array(z.string()).min(1),
  lorem: z.array(z.string()).min(1),
  airports: z.array(z.string()).min(1),
});
export type WordSources = z.infer<typeof WordSourcesSchema>;

/** The JSON literal of `var NAME = <literal>;` in a data script. */
function literalOf(source: string, file: string): unknown {
  const open = source.search(/[[{]/);
  const close = Math.max(source.lastIndexOf('}'), source.lastIndexOf(']'));
  if (open < 0 || close <= open) throw new InvalidArgumentError(`${file} holds no JSON literal`);
  try {
    return JSON.parse(source.slice(open, close + 1));
  } catch (e) {
    throw new InvalidArgumentError(`${file} is not a data script of one JSON literal: ${(e as Error).message}`);
  }
}

const ListsSchema = z.object({
  PEOPLE_NAMES: z.array(z.string()),
  LAST_NAMES: z.array(z.string()),
  COUNTRIES: z.array(z.string()),
  PROGRAMMING_LANGUAGES: z.array(z.string()),
  COLORS: z.array(z.string()),
  lorem_words: z.array(z.string()),
});

export async function loadWordSources(root: string = EMBEDDED_ROOT): Promise<WordSources> {
  const listsFile = path.join(root, 'common', 'wordlists.js');
  const flightsFile = path.join(root, 'common', 'book-flight-data.js');
  const lists = ListsSchema.parse(literalOf(await readFile(listsFile, 'utf8'), listsFile));
  const airports = z.array(z.string()).parse(literalOf(await readFile(flightsFile, 'utf8'), flightsFile));
  return WordSourcesSchema.parse({
    people: lists.PEOPLE_NAMES,
    lastNames: lists.LAST_NAMES,
    countries: lists.COUNTRIES,
    languages: lists.PROGRAMMING_LANGUAGES,
    colours: lists.COLORS,
    // The lorem list carries its commas ("amet,"): kept, they are punctuation the pages show.
    lorem: lists.lorem_words,
    airports,
  });
}
