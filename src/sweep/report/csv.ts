/**
 * `caap report --csv`: the results as two flat tables for pandas, R or a spreadsheet, written
 * beside the leaderboard (RFC 4180: comma-separated, a header row, fields with a comma, quote
 * or line break quoted, "\n" line ends):
 *
 *   leaderboard-episodes.csv  one row per episode the leaderboard counts (each episode once per
 *                             run, an LLM failure a resumed sweep answered left out, as the
 *                             leaderboard does): run, task, seed, success, reward, tokens,
 *                             cost, the model asked for and the one the endpoint reported...
 *   leaderboard-tasks.csv     one row per task x run: episodes, successes, rate, 95 % interval,
 *                             what an episode cost on average.
 *
 * `run` is the configuration key; `run_label` the run's name in the leaderboard. Empty cells
 * are unknown values (a cost without a price, a reported model no reply gave).
 *
 * @example
 *   writeFileSync('leaderboard-episodes.csv', episodesCsv(records, lb, prices))
 *   // pandas: pd.read_csv('runs/s1/leaderboard-episodes.csv').groupby('task').success.mean()
 */
import type { Leaderboard } from './leaderboard.js';
import { episodeCost, type PriceTable } from './prices.js';
import { withoutSupersededLlmFailures } from '../records.js';
import { isLlmFailure, isSuccess, llmMsOf, type Rec } from './task-row.js';

export const CSV_FILES = { episodes: 'leaderboard-episodes.csv', tasks: 'leaderboard-tasks.csv' } as const;

type Cell = string | number | boolean | null | undefined;

/** One CSV field: quoted when it holds a comma, a quote or a line break; null/undefined empty. */
export function csvField(v: Cell): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvTable(header: readonly string[], rows: readonly Cell[][]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\n') + '\n';
}

export const EPISODE_COLUMNS = ['run', 'run_label', 'suite', 'task', 'seed', 'policy', 'model', 'reported_model', 'observer', 'success', 'reward', 'raw_reward',
  'done_reason', 'failure', 'steps', 'llm_calls', 'prompt_tokens', 'completion_tokens', 'cost_usd', 'llm_seconds', 'wall_seconds', 'started_at', 'trace',
  'error'] as const;

/** The records the leaderboard counts, each episode once per run (the first record of it), in run, task, seed order. */
export function countedRecords(records: Rec[]): Rec[] {
  const seen = new Set<string>();
  return withoutSupersededLlmFailures(records).filter((r) => {
    const id = `${r.sweep.configKey}|${r.suite}/${r.task}#${r.seed}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function episodesCsv(records: Rec[], lb: Leaderboard, prices?: PriceTable): string {
  const label = new Map(lb.runs.map((r) => [r.key, r.label]));
  const order = new Map(lb.runs.map((r, i) => [r.key, i]));
  const recs = countedRecords(records).sort((a, b) =>
    (order.get(a.sweep.configKey) ?? 0) - (order.get(b.sweep.configKey) ?? 0)
    || a.task.localeCompare(b.task) || a.seed - b.seed
  );
  const rows = recs.map((r) => [
    r.sweep.configKey,
    label.get(r.sweep.configKey),
    r.suite,
    r.task,
    r.seed,
    r.policy,
    r.model,
    r.reportedModel ?? (r.llm?.reportedModels.length ? r.llm.reportedModels.join(', ') : null),
    r.observer,
    isLlmFailure(r) ? null : isSuccess(r),
    r.reward,
    r.rawReward,
    r.doneReason,
    r.sweep.failure,
    r.steps.length,
    r.llmCalls,
    r.tokens.prompt,
    r.tokens.completion,
    episodeCost(prices, r.model, r.tokens),
    (llmMsOf(r) / 1000).toFixed(3),
    (r.wallMs / 1000).toFixed(3),
    r.startedAt,
    r.sweep.trace ? `${r.source}/${r.sweep.trace}` : null,
    r.error?.split('\n')[0]?.slice(0, 300),
  ]);
  return csvTable(EPISODE_COLUMNS, rows);
}

export const TASK_COLUMNS = ['run', 'run_label', 'policy', 'model', 'task', 'standard_set', 'episodes', 'successes', 'success', 'ci95_low', 'ci95_high',
  'llm_failures', 'harness_errors', 'mean_reward', 'steps_per_episode', 'prompt_tokens_per_episode', 'completion_tokens_per_episode', 'llm_calls_per_episode',
  'llm_seconds_per_episode', 'wall_seconds_per_episode', 'cost_usd_per_episode', 'step_overhead_ms_p50', 'caap_paper'] as const;

export function tasksCsv(lb: Leaderboard): string {
  const caap = lb.published?.methods.find((m) => m.id === 'caap');
  const rows = lb.runs.flatMap((run) =>
    run.rows.map((t) => [
      run.key,
      run.label,
      run.policy,
      run.model,
      t.task,
      t.standard,
      t.episodes,
      t.successes,
      t.success,
      t.ci95[0],
      t.ci95[1],
      t.llmFailures,
      t.harnessErrors,
      t.meanReward,
      t.perEpisode.steps,
      t.perEpisode.promptTokens,
      t.perEpisode.completionTokens,
      t.perEpisode.llmCalls,
      t.perEpisode.llmSeconds,
      t.perEpisode.wallSeconds,
      t.perEpisode.costUsd,
      t.perEpisode.stepOverheadMsP50 ?? null,
      caap?.perTask[t.task],
    ])
  );
  return csvTable(TASK_COLUMNS, rows);
}
