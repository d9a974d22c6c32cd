/**
 * One task of one run: its success rate with a 95 % Wilson interval over the episodes that
 * count, and what an episode cost (steps, tokens, LLM calls, LLM seconds, wall time, USD).
 * Episodes that ended in an LLM failure (`sweep.failure === "llm"`: an outage or a replay
 * miss, no verdict on the agent) are left out of the rate and the per-episode figures and
 * counted apart; harness failures (browser, page, budget) count as failed episodes, as
 * they always did. Every failed episode keeps a link to its trace.
 *
 * @example
 *   const row = taskRow('click-button', recs, { outDir: 'runs/s1', standard: true, prices })
 *   row.success   // 0.8 (null when no episode counts)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { percentile } from '../../util/percentile.js';
import { isLlmFailure, type SweepRecord } from '../records.js';
import { episodeCost, type PriceTable } from './prices.js';
import { mean, r1, r4, wilson } from './stats.js';
import { fromEpisodeTokens, totalTokens } from '../../llm/usage.js';

export type Rec = SweepRecord & { source: string };

export { isLlmFailure };
export const isSuccess = (r: SweepRecord): boolean => r.rawReward > 0;
export const tokensOf = (r: SweepRecord): number => totalTokens(fromEpisodeTokens(r.tokens));
export const llmMsOf = (r: SweepRecord): number => r.steps.reduce((a, s) => a + s.ms.llm, 0);

export const FailureSchema = z.object({
  seed: z.number().int(),
  /** agent: the episode ran and failed; harness: the browser/page/budget failed it; llm: left out of the rate. */
  kind: z.enum(['agent', 'harness', 'llm']),
  reason: z.string(),
  trace: z.string().nullable(),
});

export const PerEpisodeSchema = z.object({
  steps: z.number(),
  tokens: z.number(),
  promptTokens: z.number(),
  completionTokens: z.number(),
  llmCalls: z.number(),
  /** LLM seconds summed over the episode's steps. */
  llmSeconds: z.number(),
  wallSeconds: z.number(),
  /** USD at the --prices table; null without a price for the model. */
  costUsd: z.number().nullable(),
  /**
   * The median over the episodes' steps of the step overhead (everything but the model
   * calls: capture, settle, perception, execution; total - llm for records without it), in ms.
   * Absent in leaderboards written before it.
   */
  stepOverheadMsP50: z.number().nullable().optional(),
});
export type PerEpisode = z.infer<typeof PerEpisodeSchema>;

export const TaskRowSchema = z.object({
  task: z.string(),
  /** In the paper's 100-task standard set (Table 8). */
  standard: z.boolean(),
  /** Episodes counted in the rate (LLM failures excluded). */
  episodes: z.number().int(),
  successes: z.number().int(),
  success: z.number().nullable(),
  ci95: z.tuple([z.number(), z.number()]),
  llmFailures: z.number().int(),
  harnessErrors: z.number().int(),
  meanReward: z.number(),
  perEpisode: PerEpisodeSchema,
  failures: z.array(FailureSchema),
});
export type TaskRow = z.infer<typeof TaskRowSchema>;

export interface RowOptions {
  outDir: string;
  standard: boolean;
  prices?: PriceTable;
}

/** Per-episode means over `recs` (zeros when empty). */
export function perEpisode(recs: Rec[], prices: PriceTable | undefined): PerEpisode {
  const m = (f: (r: Rec) => number) => (recs.length ? mean(recs.map(f)) : 0);
  const costs = recs.map((r) => episodeCost(prices, r.model, r.tokens));
  return {
    steps: r1(m((r) => r.steps.length)),
    tokens: r1(m(tokensOf)),
    promptTokens: r1(m((r) => r.tokens.prompt)),
    completionTokens: r1(m((r) => r.tokens.completion)),
    llmCalls: r1(m((r) => r.llmCalls)),
    llmSeconds: Math.round(m(llmMsOf)) / 1000,
    wallSeconds: Math.round(m((r) => r.wallMs)) / 1000,
    costUsd: costs.some((c) => c === null) ? null : Math.round((recs.length ? mean(costs as number[]) : 0) * 1e6) / 1e6,
    stepOverheadMsP50: stepOverheadP50(recs),
  };
}

/** The median step overhead over every step of `recs` (null without steps). */
export function stepOverheadP50(recs: Rec[]): number | null {
  const xs = recs.flatMap((r) => r.steps.map((s) => s.ms.overhead ?? s.ms.total - s.ms.llm)).sort((a, b) => a - b);
  return xs.length ? Math.round(percentile(xs, 50)) : null;
}

function failureOf(r: Rec, outDir: string): z.infer<typeof FailureSchema> {
  const kind = isLlmFailure(r) ? 'llm' : r.sweep.failure ? 'harness' : 'agent';
  const reason = r.error ? `${r.doneReason}: ${r.error.split('\n')[0]!.slice(0, 200)}` : r.doneReason === 'done' ? `raw reward ${r.rawReward}` : r.doneReason;
  return { seed: r.seed, kind, reason, trace: traceHref(r, outDir) };
}

/**
 * The link to a record's trace, or null: only a relative path into the record's own sweep
 * folder, to a file that exists, becomes a link. A record is data from disk (edited, copied,
 * hostile): a "javascript:" or absolute trace, or one with "..", must not become a live link
 * in a leaderboard someone opens. Each segment is URL-encoded, so no ":" is left to make a
 * scheme of; a trace that was not kept (or was deleted since) gets no link.
 */
export function traceHref(r: Pick<Rec, 'source' | 'sweep'>, outDir: string): string | null {
  const t = r.sweep.trace;
  if (!t || path.isAbsolute(t) || t.includes('\\') || t.split('/').some((seg) => seg === '..' || seg === '')) return null;
  const file = path.join(r.source, ...t.split('/'));
  if (!existsSync(file)) return null;
  const rel = path.relative(outDir, file).split(path.sep);
  return rel.map((seg) => (seg === '..' ? seg : encodeURIComponent(seg))).join('/');
}

export function taskRow(task: string, recs: Rec[], o: RowOptions): TaskRow {
  const counted = recs.filter((r) => !isLlmFailure(r));
  const k = counted.filter(isSuccess).length;
  const [lo, hi] = wilson(k, counted.length);
  return {
    task,
    standard: o.standard,
    episodes: counted.length,
    successes: k,
    success: counted.length ? r4(k / counted.length) : null,
    ci95: [r4(lo), r4(hi)],
    llmFailures: recs.length - counted.length,
    harnessErrors: counted.filter((r) => r.sweep.failure).length,
    meanReward: counted.length ? r4(mean(counted.map((r) => r.reward))) : 0,
    perEpisode: perEpisode(counted, o.prices),
    failures: recs.filter((r) => !isSuccess(r) || isLlmFailure(r)).sort((a, b) => a.seed - b.seed).map((r) => failureOf(r, o.outDir)),
  };
}
