/**
 * The leaderboard: records (from any number of sweep folders, shards, machines) merged,
 * de-duplicated and grouped by sweep configuration (one run per configuration key: policy,
 * model as recorded, prompt preset and switches, variant, observer, budgets...). Per run
 * and per task the success rate with a 95 % Wilson interval and what an episode cost;
 * per run the paper's figures by the paper's rules (paper-rules.ts): tasks strictly over
 * 70/80/90 % and success over the 100-task standard set with the covered count, the
 * tasks outside the standard set apart; the published methods' figures over their own
 * Table 8 rows; an ablation table when runs differ only in variant.
 *
 * @example
 *   const { records } = readRecordFiles(['runs/s1'])
 *   const lb = buildLeaderboard(records, { outDir: 'runs/s1', sources: ['runs/s1'], published: loadPublished() })
 */
import path from 'node:path';
import { z } from 'zod';
import { allTasksFigure } from './all-tasks.js';
import { SweepConfigSchema } from '../plan.js';
import { withoutSupersededLlmFailures } from '../records.js';
import { ablations, AblationSchema } from './ablation.js';
import { columnMeans, overCounts, paperAggregates, publishedRates } from './paper-rules.js';
import { priceOf, type PriceTable } from './prices.js';
import { realTimeRows, RealTimeRowSchema } from './real-time.js';
import type { Published } from './published.js';
import { isTestModel, runLabel, shortLabel } from './run-label.js';
import { mean, r4, wilson } from './stats.js';
import { isLlmFailure, isSuccess, perEpisode, PerEpisodeSchema, type Rec, taskRow, TaskRowSchema, tokensOf } from './task-row.js';

export { TaskRowSchema, type TaskRow } from './task-row.js';

const OverSchema = z.object({ '70': z.number().int(), '80': z.number().int(), '90': z.number().int() });
const Ci = z.tuple([z.number(), z.number()]);

export const MetricsSchema = z.object({
  /** Tasks with at least one counted episode. */
  tasks: z.number().int(),
  meanSuccess: z.number(),
  /** Mean of the per-task Wilson bounds: a conservative band for the mean. */
  meanCi95: Ci,
  /** Table 5's figures over the standard-set tasks (null without published data). */
  standard: z.object({
    size: z.number().int(),
    covered: z.number().int(),
    meanSuccess: z.number(),
    meanCi95: Ci,
    over: OverSchema,
    /** Sum over the standard set / size, uncovered = 0; band from the per-task Wilson bounds. */
    success: z.number(),
    ci95: Ci,
  }).nullable(),
  /** Covered tasks outside the standard set (ours only), reported apart. */
  outside: z.object({ tasks: z.array(z.string()), meanSuccess: z.number().nullable(), over: OverSchema }),
  /**
   * Over every official MiniWoB++ task (130; the embedded suite holds them all), by the same
   * rule as the standard set: the sum over the tasks / their number, uncovered tasks at 0,
   * tasks no agent can solve on the official page (env/task-facts.ts) at 0 too and named.
   * Absent in leaderboards written before it.
   */
  all: z.object({
    size: z.number().int(),
    covered: z.number().int(),
    success: z.number(),
    meanSuccess: z.number().nullable(),
    over: OverSchema,
    unsolvable: z.array(z.string()),
  }).optional(),
});
export type Metrics = z.infer<typeof MetricsSchema>;

export const RunSchema = z.object({
  key: z.string(),
  label: z.string(),
  short: z.string(),
  policy: z.string(),
  /** The model of the configuration ('' for policies without one) and the names the records carry. */
  model: z.string(),
  modelsRecorded: z.array(z.string()),
  /** Answered by this repository's test server, not a language model. */
  testModel: z.boolean(),
  config: SweepConfigSchema,
  /** Episodes counted in the rates, and their successes (pooled rate with its interval). */
  episodes: z.number().int(),
  successes: z.number().int(),
  success: z.number().nullable(),
  ci95: Ci,
  llmFailures: z.number().int(),
  harnessErrors: z.number().int(),
  duplicates: z.number().int(),
  metrics: MetricsSchema,
  perEpisode: PerEpisodeSchema,
  /** Per published method: mean success of both on the tasks both cover. */
  versus: z.record(z.string(), z.object({ tasks: z.number().int(), ours: z.number(), theirs: z.number() })),
  rows: z.array(TaskRowSchema),
  /** The real-time tasks' step times against their pages' clocks (absent without such tasks, and in leaderboards written before it). */
  realTime: z.array(RealTimeRowSchema).optional(),
});
export type Run = z.infer<typeof RunSchema>;

export const PublishedEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  input: z.string(),
  citation: z.string(),
  /** Over the method's own Table 8 rows, by the paper's rules. */
  tasks: z.number().int(),
  meanSuccess: z.number(),
  over: OverSchema,
  standardSetSuccess: z.number(),
  /** What the paper's Table 1 reports (its own coverage), where it lists the method. */
  table1: z.object({ tasks: z.number().int(), success: z.number() }).nullable(),
  perTask: z.record(z.string(), z.number()),
});

export const LeaderboardSchema = z.object({
  generatedAt: z.string(),
  sources: z.array(z.string()),
  runs: z.array(RunSchema),
  published: z.object({
    source: z.string(),
    standardSet: z.array(z.string()),
    methods: z.array(PublishedEntrySchema),
    table6Means: z.record(z.string(), z.number()),
  }).nullable(),
  ablations: z.array(AblationSchema),
  /** The price table's file and the models it prices (null: no --prices). */
  prices: z.object({ file: z.string(), models: z.array(z.string()) }).nullable(),
  problems: z.array(z.string()),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export interface LeaderboardOptions {
  /** Folder the report is written to: trace links are relative to it. */
  outDir: string;
  sources: string[];
  published?: Published;
  prices?: { file: string; table: PriceTable };
  generatedAt?: string;
  /** Problems met while reading records (cut lines...), carried into the report. */
  problems?: string[];
}

const avg = (xs: number[]) => (xs.length ? r4(mean(xs)) : 0);

function metricsOf(rows: z.infer<typeof TaskRowSchema>[], pub: Published | undefined): Metrics {
  const covered = rows.filter((r) => r.success !== null);
  const std = covered.filter((r) => r.standard);
  const out = covered.filter((r) => !r.standard);
  const rates = new Map(std.map((r) => [r.task, r.success!]));
  const agg = pub ? paperAggregates(rates, pub.standardSet) : null;
  const size = pub?.standardSet.length ?? 0;
  return {
    tasks: covered.length,
    meanSuccess: avg(covered.map((r) => r.success!)),
    meanCi95: [avg(covered.map((r) => r.ci95[0])), covered.length ? avg(covered.map((r) => r.ci95[1])) : 1],
    standard: agg ?
      {
        size,
        covered: agg.standardSet.covered,
        meanSuccess: r4(agg.meanSuccess),
        meanCi95: [avg(std.map((r) => r.ci95[0])), std.length ? avg(std.map((r) => r.ci95[1])) : 1],
        over: agg.over,
        success: r4(agg.standardSet.success),
        // Uncovered tasks count 0 by the rule, so only the covered tasks' bounds spread the band.
        ci95: [r4(std.reduce((a, r) => a + r.ci95[0], 0) / size), r4(std.reduce((a, r) => a + r.ci95[1], 0) / size)],
      } :
      null,
    outside: { tasks: out.map((r) => r.task), meanSuccess: out.length ? avg(out.map((r) => r.success!)) : null, over: overCounts(out.map((r) => r.success!)) },
    all: allTasksFigure(covered),
  };
}

function buildRun(key: string, recs: Rec[], o: LeaderboardOptions, problems: string[]): Run {
  const seen = new Set<string>();
  const unique = recs.filter((r) => {
    const id = `${r.suite}/${r.task}#${r.seed}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const duplicates = recs.length - unique.length;
  if (duplicates) problems.push(`${duplicates} duplicate record(s) of configuration ${key} ignored (the first of each was kept)`);
  const pub = o.published;
  const standard = new Set(pub?.standardSet ?? []);
  const tasks = [...new Set(unique.map((r) => r.task))].sort();
  const rows = tasks.map((t) => taskRow(t, unique.filter((r) => r.task === t), { outDir: o.outDir, standard: standard.has(t), prices: o.prices?.table }));
  const counted = unique.filter((r) => !isLlmFailure(r));
  const k = counted.filter(isSuccess).length;
  const [lo, hi] = wilson(k, counted.length);
  const config = unique[0]!.sweep.config;
  // The model asked for and every model the replies reported (record field llm).
  const modelsRecorded = [...new Set(unique.flatMap((r) => [r.model, ...(r.llm?.reportedModels ?? [])]).filter(Boolean))].sort();
  const rate = new Map(rows.filter((r) => r.success !== null).map((r) => [r.task, r.success!]));
  const versus: Run['versus'] = {};
  for (const m of pub?.methods ?? []) {
    const both = [...rate.keys()].filter((t) => pub!.value(t, m.id) !== undefined);
    versus[m.id] = { tasks: both.length, ours: avg(both.map((t) => rate.get(t)!)), theirs: avg(both.map((t) => pub!.value(t, m.id)!)) };
  }
  const per = perEpisode(counted, o.prices?.table);
  if (o.prices && per.costUsd === null) {
    const unpriced = [...new Set(counted.filter((r) => tokensOf(r) > 0 && !priceOf(o.prices!.table, r.model)).map((r) => r.model || '(no model)'))];
    problems.push(`no price for ${unpriced.join(', ')} in ${o.prices.file}: the cost of ${runLabel(config)} is left blank`);
  }
  const realTime = realTimeRows(counted);
  const testModel = [config.model, ...modelsRecorded].some(isTestModel) || unique.some((r) => r.llm?.testServer === true);
  return {
    key,
    label: runLabel(config, testModel),
    short: shortLabel(config, testModel),
    policy: config.episode.policy,
    model: config.model,
    modelsRecorded,
    testModel,
    config,
    episodes: counted.length,
    successes: k,
    success: counted.length ? r4(k / counted.length) : null,
    ci95: [r4(lo), r4(hi)],
    llmFailures: unique.length - counted.length,
    harnessErrors: counted.filter((r) => r.sweep.failure).length,
    duplicates,
    metrics: metricsOf(rows, pub),
    perEpisode: per,
    versus,
    rows,
    ...(realTime.length ? { realTime } : {}),
  };
}

function publishedEntries(pub: Published): z.infer<typeof PublishedEntrySchema>[] {
  return pub.methods.map((m) => {
    const rates = publishedRates(pub, m.id);
    const a = paperAggregates(rates, pub.standardSet);
    const t1 = pub.aggregates.table1.find((r) => r.method === m.name);
    return {
      id: m.id,
      name: m.name,
      input: m.input,
      citation: m.citation,
      tasks: a.tasks,
      meanSuccess: r4(a.meanSuccess),
      over: a.over,
      standardSetSuccess: r4(a.standardSet.success),
      table1: t1 ? { tasks: t1.tasks, success: t1.success } : null,
      perTask: Object.fromEntries(rates),
    };
  });
}

export function buildLeaderboard(records: Rec[], o: LeaderboardOptions): Leaderboard {
  // An LLM failure that a resumed sweep re-ran and got answered is history, not a failure.
  const all = withoutSupersededLlmFailures(records);
  const byKey = new Map<string, Rec[]>();
  for (const r of all) byKey.set(r.sweep.configKey, [...(byKey.get(r.sweep.configKey) ?? []), r]);
  const problems = [...(o.problems ?? [])];
  const runs = [...byKey.entries()].map(([key, recs]) => buildRun(key, recs, o, problems))
    .sort((a, b) => a.label.localeCompare(b.label) || a.key.localeCompare(b.key));
  // Two configurations may read the same (a field the label does not show): tell them apart.
  for (const r of runs) if (runs.filter((x) => x.label === r.label).length > 1) r.label = `${r.label} · config ${r.key}`;
  const pub = o.published;
  return LeaderboardSchema.parse({
    generatedAt: o.generatedAt ?? new Date().toISOString(),
    sources: o.sources.map((s) => path.relative(o.outDir, s).split(path.sep).join('/') || '.'),
    runs,
    published: pub ?
      {
        source: pub.source,
        standardSet: pub.standardSet,
        methods: publishedEntries(pub),
        table6Means: Object.fromEntries(Object.entries(columnMeans(pub.table6)).map(([k, v]) => [k, r4(v.mean)])),
      } :
      null,
    ablations: ablations(runs, pub),
    prices: o.prices ? { file: o.prices.file, models: Object.keys(o.prices.table).sort() } : null,
    problems,
  });
}
