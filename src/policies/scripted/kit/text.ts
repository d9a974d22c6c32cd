/**
 * The one text normaliser of the scripted rules and the spellings read from the page's text:
 * `norm` folds whitespace (every reading and goal text passes through it); the reading ladder
 * adds one step for words wrapped at a hyphen (`joinWrappedHyphens`); `capitalised` and
 * `loremWord` spell a word as the page writes it, whatever case it was read in.
 *
 * @example
 *   norm(' a \n b ')                     // 'a b'
 *   joinWrappedHyphens('Anne- Corinne')  // 'Anne-Corinne'
 *   loremWord(['Lorem', 'ipsum.', 'dolor'], 2)   // 'Dolor'
 */
export const norm = (s: string | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

export const lower = (s: string | undefined): string => norm(s).toLowerCase();

/**
 * Token `i` of the suite's lorem text as the page spells it, without punctuation: lower-case,
 * capitalised when it starts a sentence (the first token, or after one ending in a period).
 * A sentence-start word read with a leading "l" starts with the capital I that looks like it
 * (`capitalised`, below). Mid-word capitals are misreadings.
 * Undefined when the token has no letters or digits.
 */
export function loremWord(tokens: string[], i: number): string | undefined {
  const word = tokens[i]?.replace(/[^A-Za-z0-9]/g, '');
  if (!word) return undefined;
  const rest = word.slice(1).toLowerCase();
  if (i > 0 && !/\.$/.test(tokens[i - 1]!)) return word[0]!.toLowerCase() + rest;
  return capitalised(word[0]! + rest);
}

/** A word wrapped at its hyphen ("Anne- Corinne") is one word ("Anne-Corinne"). */
export const joinWrappedHyphens = (s: string): string => s.replace(/(\S)- (?=\S)/g, '$1-');

/**
 * A word the page writes with a capital first letter, as read: a leading "l" is the
 * capital I it looks like ("ld" is "Id"; a capital L does not look like l).
 */
export const capitalised = (word: string): string => (/^l/.test(word) ? `I${word.slice(1)}` : word.charAt(0).toUpperCase() + word.slice(1));
