/**
 * Price tables: US dollars per million prompt and completion tokens, per model name. Two
 * shapes are read: a flat JSON object from model name to prices (what `--prices FILE` always
 * took), or a dated table with its provenance, as the one that ships in
 * data/prices/openai.json: `{ "date", "source", "models": { name: prices } }`. Prices change
 * and differ per contract and deployment: the shipped table names its date and where its
 * numbers come from, and `caap sweep` says both when it prices a plan (cost-plan.ts).
 * A model name matches a table entry exactly, or as the entry plus a dated version suffix
 * ("gpt-4o-2024-08-06" is priced as "gpt-4o"; "gpt-4-0125" as "gpt-4-0125-preview").
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
import path from 'node:path';
import { z } from 'zod';
import { PACKAGE_ROOT } from '../../util/paths.js';
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

/** A price table with its date and source (data/prices/openai.json). */
export const DatedPriceTableSchema = z.object({
  /** The day the prices are said to hold (YYYY-MM-DD). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Where the numbers come from, in words (and how far to trust them). */
  source: z.string().min(1),
  currency: z.literal('USD').optional(),
  unit: z.string().optional(),
  models: PriceTableSchema,
}).strict();

/** The table that ships with the repository (its date and source inside). */
export const SHIPPED_PRICES = path.join(PACKAGE_ROOT, 'data', 'prices', 'openai.json');

/** A price table as read, with its provenance when the file gives one. */
export interface PriceFile {
  file: string;
  table: PriceTable;
  date?: string;
  source?: string;
}

/** A version suffix after a model name: a date (2024-08-06, 0125), optionally "-preview". */
const VERSION_SUFFIX = /^-(\d{4}(-\d{2}-\d{2})?|\d{8})(-preview)?$/;

/** The prices of a model: its own entry, or the entry it is a dated version of (the longest such); undefined when none. */
export function priceOf(table: PriceTable | undefined, model: string): z.infer<typeof ModelPriceSchema> | undefined {
  if (!table) return undefined;
  if (table[model]) return table[model];
  const keys = Object.keys(table).filter((k) =>
    (model.startsWith(k) && VERSION_SUFFIX.test(model.slice(k.length)))
    || (k.startsWith(model) && k.slice(model.length) === '-preview')
  );
  const best = keys.sort((a, b) => b.length - a.length)[0];
  return best ? table[best] : undefined;
}

export const PRICES_EXAMPLE = '{ "gpt-4o-2024-08-06": { "prompt": 2.5, "completion": 10 } }';

export class PriceTableError extends InvalidArgumentError {
  constructor(file: string, problem: string) {
    super(`--prices ${file}: ${problem}. Expected a JSON object of model -> USD per 1M tokens, e.g. ${PRICES_EXAMPLE}`);
    this.name = 'PriceTableError';
  }
}

export function parsePrices(text: string, file: string): PriceTable {
  return parsePriceFile(text, file).table;
}

/** Either shape (flat, or dated with "models"), with the date and source when given. */
export function parsePriceFile(text: string, file: string): PriceFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new PriceTableError(file, `not JSON (${(e as Error).message})`);
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'models' in raw) {
    const d = DatedPriceTableSchema.safeParse(raw);
    if (!d.success) {
      const issue = d.error.issues[0]!;
      throw new PriceTableError(file, `${issue.message}${issue.path.length ? ` at ${issue.path.join('.')}` : ''}`);
    }
    return { file, table: d.data.models, date: d.data.date, source: d.data.source };
  }
  const r = PriceTableSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new PriceTableError(file, `${issue.message}${issue.path.length ? ` at ${issue.path.join('.')}` : ''}`);
  }
  return { file, table: r.data };
}

export function loadPrices(file: string): PriceTable {
  return loadPriceFile(file).table;
}

export function loadPriceFile(file: string): PriceFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new PriceTableError(file, `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return parsePriceFile(text, file);
}

/** USD of one episode, or null when the model has tokens but no price. The local test server costs nothing. */
export function episodeCost(prices: PriceTable | undefined, model: string, tokens: { prompt: number; completion: number }): number | null {
  if (tokens.prompt === 0 && tokens.completion === 0) return 0;
  if (isTestServerModel(model) && !prices?.[model]) return 0;
  const p = priceOf(prices, model);
  if (!p) return null;
  return (tokens.prompt * p.prompt + tokens.completion * p.completion) / 1e6;
}
