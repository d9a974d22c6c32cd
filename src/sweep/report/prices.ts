/**
 * The price table a user gives `caap report --prices FILE`: a JSON object from model name
 * (as the records name it) to US dollars per million prompt and completion tokens. No
 * prices ship with the repository: they change, and differ per contract and deployment.
 * An episode costs its recorded tokens at its model's prices (replayed steps included: the
 * figure is what the episode costs live); an episode without LLM tokens, or answered by the
 * local test server (unless the table prices it), costs 0.
 *
 * @example
 *   // prices.json: { "gpt-4o-2024-08-06": { "prompt": 2.5, "completion": 10 } }
 *   const prices = loadPrices('prices.json')
 *   episodeCost(prices, 'gpt-4o-2024-08-06', { prompt: 12000, completion: 800 })   // 0.038
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isTestServerModel } from '../../llm/identity.js';
import { InvalidArgumentError } from '../../errors.js';

export const ModelPriceSchema = z.object({
  /** USD per 1,000,000 prompt (input) tokens. */
  prompt: z.number().finite().nonnegative(),
  /** USD per 1,000,000 completion (output) tokens. */
  completion: z.number().finite().nonnegative(),
}).strict();

export const PriceTableSchema = z.record(z.string().min(1), ModelPriceSchema)
  .refine((t) => Object.keys(t).length > 0, 'the price table names no model');
export type PriceTable = z.infer<typeof PriceTableSchema>;

export const PRICES_EXAMPLE = '{ "gpt-4o-2024-08-06": { "prompt": 2.5, "completion": 10 } }';

export class PriceTableError extends InvalidArgumentError {
  constructor(file: string, problem: string) {
    super(`--prices ${file}: ${problem}. Expected a JSON object of model -> USD per 1M tokens, e.g. ${PRICES_EXAMPLE}`);
    this.name = 'PriceTableError';
  }
}

export function parsePrices(text: string, file: string): PriceTable {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new PriceTableError(file, `not JSON (${(e as Error).message})`);
  }
  const r = PriceTableSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new PriceTableError(file, `${issue.message}${issue.path.length ? ` at ${issue.path.join('.')}` : ''}`);
  }
  return r.data;
}

export function loadPrices(file: string): PriceTable {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new PriceTableError(file, `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return parsePrices(text, file);
}

/** USD of one episode, or null when the model has tokens but no price. The local test server costs nothing. */
export function episodeCost(prices: PriceTable | undefined, model: string, tokens: { prompt: number; completion: number }): number | null {
  if (tokens.prompt === 0 && tokens.completion === 0) return 0;
  if (isTestServerModel(model) && !prices?.[model]) return 0;
  const p = prices?.[model];
  if (!p) return null;
  return (tokens.prompt * p.prompt + tokens.completion * p.completion) / 1e6;
}
