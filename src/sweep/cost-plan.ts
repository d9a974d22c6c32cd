/**
 * What a sweep against a real endpoint will spend, said before it starts: the episodes, the
 * prompt and completion tokens expected from the prompts themselves (the policy's own `estimate`,
 * for caap policies/caap/token-estimate.ts), and
 * the cost at a dated price table (by default the one that ships, data/prices/openai.json,
 * whose date and source are printed with it). `caap sweep` prints it before the first
 * browser starts, `caap sweep --list` prints the same, and a sweep over the threshold does
 * not start without `--yes` (confirmationNeeded): it never asks on stdin, so a CI job
 * without a terminal is refused at once instead of hanging.
 *
 * The threshold: an expected cost over `--confirm-over` (default $1), or, when the cost
 * cannot be estimated (no price for the model, or a policy whose prompts have no estimate),
 * more than CONFIRM_UNPRICED_EPISODES episodes.
 *
 * @example
 *   const plan = costPlan({ config, episodes: [{ task: 'click-button', seed: 0 }], prices: loadPriceFile(SHIPPED_PRICES) })
 *   for (const l of costPlanLines(plan)) console.error(l)
 *   const why = confirmationNeeded(plan, { overUsd: 1 })   // null: it may start
 */
import path from 'node:path';
import type { SweepConfig, EpisodeId } from './plan.js';
import { priceOf, type PriceFile } from './report/prices.js';
import type { EpisodeEstimate } from '../agent/episode-estimate.js';
import { policyEntry } from '../episode/policies.js';

/** Default of `--confirm-over`: a sweep expected to cost more than this many USD needs --yes. */
export const DEFAULT_CONFIRM_OVER_USD = 1;
/** A sweep whose cost cannot be estimated needs --yes above this many episodes. */
export const CONFIRM_UNPRICED_EPISODES = 50;

export interface TokenTotals {
  prompt: number;
  completion: number;
}

export interface CostPlan {
  episodes: number;
  model: string;
  /** Where the requests go (host name), for the words of the plan. */
  endpoint: string;
  policy: string;
  /** Expected and most tokens over the episodes; null when the policy's prompts have no estimate. */
  expected: TokenTotals | null;
  most: TokenTotals | null;
  calls: number | null;
  /** Tasks estimated by the median of the others (no demo in the library). */
  medianTasks: string[];
  prices: Pick<PriceFile, 'file' | 'date' | 'source'>;
  /** USD per 1M tokens the model is priced at, or null when the table has no price for it. */
  price: { prompt: number; completion: number } | null;
  usd: number | null;
  mostUsd: number | null;
}

const sum = (es: EpisodeEstimate[], f: (e: EpisodeEstimate) => number) => es.reduce((n, e) => n + f(e), 0);

export function costPlan(p: { config: SweepConfig; episodes: EpisodeId[]; prices: PriceFile }): CostPlan {
  const tasks = [...new Set(p.episodes.map((e) => e.task))];
  const estimate = policyEntry(p.config.episode.policy).estimate;
  const estimates = !estimate ? null : tasks.length ? estimate(tasks, p.config.episode) : [];
  const byTask = new Map((estimates ?? []).map((e) => [e.task, e]));
  const per = estimates ? p.episodes.map((e) => byTask.get(e.task)!) : null;
  const expected = per ? { prompt: sum(per, (e) => e.prompt), completion: sum(per, (e) => e.completion) } : null;
  const most = per ? { prompt: sum(per, (e) => e.maxPrompt), completion: sum(per, (e) => e.maxCompletion) } : null;
  const price = priceOf(p.prices.table, p.config.model) ?? null;
  const usdOf = (t: TokenTotals | null) => (t && price ? (t.prompt * price.prompt + t.completion * price.completion) / 1e6 : null);
  return {
    episodes: p.episodes.length,
    model: p.config.model,
    endpoint: p.config.llm?.endpoint ?? '',
    policy: p.config.episode.policy,
    expected,
    most,
    calls: per ? sum(per, (e) => e.calls) : null,
    medianTasks: (estimates ?? []).filter((e) => e.basis === 'median').map((e) => e.task),
    prices: { file: p.prices.file, ...(p.prices.date ? { date: p.prices.date } : {}), ...(p.prices.source ? { source: p.prices.source } : {}) },
    price,
    usd: usdOf(expected),
    mostUsd: usdOf(most),
  };
}

const n = (x: number) => Math.round(x).toLocaleString('en-US');
const money = (x: number) => `$${x < 10 ? x.toFixed(2) : n(x)}`;

/** The plan in words, estimates labelled as such. */
export function costPlanLines(c: CostPlan): string[] {
  const lines = [`cost plan (an estimate): ${c.episodes} episode(s) of ${c.policy} against ${c.model}${c.endpoint ? ` at ${c.endpoint}` : ''}`];
  if (c.expected && c.most) {
    lines.push(`  tokens, estimated from the prompts (the policy's prompt builder on each task's demo screens, one call per demo step, ` +
      `${n(c.calls ?? 0)} calls): ${n(c.expected.prompt)} prompt + ${n(c.expected.completion)} completion; ` +
      `at most ${n(c.most.prompt)} + ${n(c.most.completion)} (every episode to max-steps at the completion cap)`);
    if (c.medianTasks.length) {
      lines.push(
        `  ${c.medianTasks.length} task(s) without a demo counted at the median of the others: ${c.medianTasks.slice(0, 8).join(', ')}${
          c.medianTasks.length > 8 ? ', ...' : ''
        }`,
      );
    }
  } else {
    lines.push(`  tokens: no estimate for the ${c.policy} policy (only the caap policy's prompts are estimated)`);
  }
  const rel = path.relative(process.cwd(), c.prices.file);
  const file = rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : c.prices.file;
  const from = `${file}${c.prices.date ? ` (prices as of ${c.prices.date})` : ''}`;
  if (c.price) {
    lines.push(`  cost, estimated: ${c.usd !== null ? money(c.usd) : 'unknown'}${c.mostUsd !== null ? ` (at most ${money(c.mostUsd)})` : ''} at ` +
      `$${c.price.prompt} / $${c.price.completion} per 1M prompt / completion tokens for ${c.model}, from ${from}`);
  } else {
    lines.push(`  cost: unknown: no price for ${c.model} in ${from} (give one with --prices FILE)`);
  }
  if (c.prices.source) lines.push(`  price source: ${c.prices.source}`);
  return lines;
}

/** Why the sweep needs --yes to start, or null when it may start without. */
export function confirmationNeeded(c: CostPlan, o: { overUsd: number }): string | null {
  if (c.usd !== null) return c.usd > o.overUsd ? `its estimated cost, ${money(c.usd)}, is over --confirm-over $${o.overUsd}` : null;
  if (c.episodes > CONFIRM_UNPRICED_EPISODES) return `its cost cannot be estimated and it runs ${c.episodes} episodes (over ${CONFIRM_UNPRICED_EPISODES})`;
  return null;
}
