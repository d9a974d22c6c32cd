/**
 * Token counting with gpt-tokenizer's o200k_base encoding (the GPT-4o family), bounded in
 * time: BPE is quadratic in the length of one unbroken "word", so a hostile 1 MB run of
 * letters would take minutes. Words are cut into 100-character pieces and text beyond
 * 50,000 characters is estimated at 4 characters a token.
 *
 * @example
 *   countTokensBounded('Click on the "Next" button.')  // 7
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

export const TOKENIZER_ENCODING = 'o200k_base';
const EXACT_CHARS = 50_000;

export function countTokensBounded(text: string): number {
  const head = text.slice(0, EXACT_CHARS);
  const pieces = head.match(/\s+|[^\s]{1,100}/g) ?? [];
  let n = 0;
  let batch = '';
  for (const p of pieces) {
    if (p.length === 100 && !/\s/.test(p)) {
      n += countTokens(batch);
      batch = '';
      n += countTokens(p);
      continue;
    }
    batch += p;
  }
  n += countTokens(batch);
  return n + Math.ceil(Math.max(0, text.length - EXACT_CHARS) / 4);
}
