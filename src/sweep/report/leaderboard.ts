/**
 * The leaderboard: records (from any number of sweep folders, shards, machines) merged,
 * de-duplicated and grouped by configuration; per task the success rate with its 95 %
 * Wilson interval and episode count, steps, tokens and wall time per episode; per run the
 * mean over covered tasks and the CAAP paper's fairer metrics (tasks at >= 70/80/90 %,
 * success over the 100-task standard set with uncovered tasks counted as failures); and
 * the same metrics for the published methods, overall and on the tasks both cover.
 *
 * @example
 *   const { records } = readRecordFiles(['runs/s1'])
 *   const lb = buildLeaderboard(records, { outDir: 'runs/s1', sources: ['runs/s1'], published: loadPublished() })
 */
import path from 'node:path';
import { z } from 'zod';
import { configLabel, SweepConfigSchema } from '../plan.js';
import type { SweepRecord } from '../records.js';
import type { Published } from './published.js';
import { mean, r1, r4, wilson } from './stats.js';

export const THRESHOLDS = [0.7, 0.8, 0.9] as const;

const AtLeastSchema = z.object({ '70': z.number().int(), '80': z.number().int(), '90': z.number().int() });

export const TaskRowSchema = z.object({
  task: z.string(),
  episodes: z.number().int(),
  successes: z.number().int(),
  success: z.number(),
  ci95: z.tuple([z.number(), z.number()]),
  meanReward: z.number(),
  steps: z.number(),
  tokens: z.number(),
  wallMs: z.number(),
  /** Episodes the harness could not finish (browser/page crash, budget). */
  harnessErrors: z.number().int(),
  failures: z.array(z.object({ seed: z.number().int(), reason: z.string(), trace: z.string().nullable() })),
});
export type TaskRow = z.infer<typeof TaskRowSchema>;

const MetricsSchema = z.object({
  tasks: z.number().int(),
  meanSuccess: z.number(),
  atLeast: AtLeastSchema,
  standardSet: z.object({ size: z.number().int(), success: z.number() }),
});
export type Metrics = z.infer<typeof MetricsSchema>;

export const RunSchema = z.object({
  key: z.string(),
  label: z.string(),
  config: SweepConfigSchema,
  metrics: MetricsSchema,
  episodes: z.number().int(),
  successes: z.number().int(),
  harnessErrors: z.number().int(),
  duplicates: z.number().int(),
  perEpisode: z.object({ steps: z.number(), tokens: z.number(), promptTokens: z.number(), completionTokens: z.number(), wallMs: z.number() }),
  /** Per published method: mean success of both on the tasks both cover. */
  versus: z.record(z.string(), z.object({ tasks: z.number().int(), ours: z.number(), theirs: z.number() })),
  rows: z.array(TaskRowSchema),
});
export type Run = z.infer<typeof RunSchema>;

export const PublishedEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  citation: z.string(),
  input: z.string(),
  metrics: MetricsSchema,
  uncertainValues: z.number().int(),
  reported: z.object({ mean: z.number(), tasks: z.number().int(), uncertain: z.boolean() }).nullable(),
  perTask: z.record(z.string(), z.object({ value: z.number(), uncertain: z.boolean() })),
});

export const LeaderboardSchema = z.object({
  generatedAt: z.string(),
  sources: z.array(z.string()),
  runs: z.array(RunSchema),
  published: z.object({ title: z.string(), citation: z.string(), note: z.string(), methods: z.array(PublishedEntrySchema) }).nullable(),
  problems: z.array(z.string()),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export interface LeaderboardOptions {
  /** Folder the report is written to: trace links are relative to it. */
  outDir: string;
  sources: string[];
  published?: Published;
  generatedAt?: string;
  /** Problems met while reading records (cut lines...), carried into the report. */
  problems?: string[];
  standardSetSize?: number;
}

export function metricsOf(rates: number[], standardSetSize: number): Metrics {
  const at = (t: number) => rates.filter((r) => r >= t - 1e-9).length;
  return {
    tasks: rates.length,
    meanSuccess: r4(rates.length ? mean(rates) : 0),
    atLeast: { '70': at(0.7), '80': at(0.8), '90': at(0.9) },
    standardSet: { size: standardSetSize, success: r4(rates.slice(0, standardSetSize).reduce((a, b) => a + b, 0) / standardSetSize) },
  };
}

const success = (r: SweepRecord) => r.rawReward > 0;
const tokensOf = (r: SweepRecord) => r.tokens.prompt + r.tokens.completion;

function taskRow(task: string, recs: (SweepRecord & { source: string })[], outDir: string): TaskRow {
  const k = recs.filter(success).length;
  const [lo, hi] = wilson(k, recs.length);
  return {
    task, episodes: recs.length, successes: k, success: r4(k / recs.length), ci95: [r4(lo), r4(hi)],
    meanReward: r4(mean(recs.map((r) => r.reward))), steps: r1(mean(recs.map((r) => r.steps.length))),
    tokens: r1(mean(recs.map(tokensOf))), wallMs: Math.round(mean(recs.map((r) => r.wallMs))),
    harnessErrors: recs.filter((r) => r.sweep.failure).length,
    failures: recs.filter((r) => !success(r)).sort((a, b) => a.seed - b.seed).map((r) => ({
      seed: r.seed,
      reason: r.error ? `${r.doneReason}: ${r.error.split('\n')[0]!.slice(0, 200)}` : r.doneReason === 'done' ? `raw reward ${r.rawReward}` : r.doneReason,
      trace: r.sweep.trace ? path.relative(outDir, path.join(r.source, r.sweep.trace)).split(path.sep).join('/') : null,
    })),
  };
}

export function buildLeaderboard(all: (SweepRecord & { source: string })[], o: LeaderboardOptions): Leaderboard {
  const size = o.standardSetSize ?? o.published?.standardSetSize ?? 100;
  const byKey = new Map<string, (SweepRecord & { source: string })[]>();
  for (const r of all) byKey.set(r.sweep.configKey, [...(byKey.get(r.sweep.configKey) ?? []), r]);
  const problems = [...(o.problems ?? [])];

  const runs: Run[] = [...byKey.entries()].map(([key, recs]) => {
    const seen = new Set<string>();
    const unique = recs.filter((r) => {
      const id = `${r.suite}/${r.task}#${r.seed}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    const duplicates = recs.length - unique.length;
    if (duplicates) problems.push(`${duplicates} duplicate record(s) of configuration ${key} ignored (the first of each was kept)`);
    const tasks = [...new Set(unique.map((r) => r.task))].sort();
    const rows = tasks.map((t) => taskRow(t, unique.filter((r) => r.task === t), o.outDir));
    const rateOf = new Map(rows.map((r) => [r.task, r.success]));
    const versus: Run['versus'] = {};
    for (const m of o.published?.methods ?? []) {
      const both = tasks.filter((t) => o.published!.value(t, m.id));
      versus[m.id] = { tasks: both.length, ours: r4(both.length ? mean(both.map((t) => rateOf.get(t)!)) : 0),
        theirs: r4(both.length ? mean(both.map((t) => o.published!.value(t, m.id)!.value)) : 0) };
    }
    return {
      key, label: configLabel(unique[0]!.sweep.config), config: unique[0]!.sweep.config,
      metrics: metricsOf(rows.map((r) => r.success), size),
      episodes: unique.length, successes: unique.filter(success).length, harnessErrors: unique.filter((r) => r.sweep.failure).length, duplicates,
      perEpisode: {
        steps: r1(mean(unique.map((r) => r.steps.length))), tokens: r1(mean(unique.map(tokensOf))),
        promptTokens: r1(mean(unique.map((r) => r.tokens.prompt))), completionTokens: r1(mean(unique.map((r) => r.tokens.completion))),
        wallMs: Math.round(mean(unique.map((r) => r.wallMs))),
      },
      versus, rows,
    };
  }).sort((a, b) => a.label.localeCompare(b.label) || a.key.localeCompare(b.key));

  const pub = o.published;
  return LeaderboardSchema.parse({
    generatedAt: o.generatedAt ?? new Date().toISOString(),
    sources: o.sources.map((s) => path.relative(o.outDir, s).split(path.sep).join('/') || '.'),
    runs,
    published: pub ? {
      title: pub.title, citation: pub.citation, note: pub.note,
      methods: pub.methods.map((m) => {
        const perTask = Object.fromEntries(pub.tasks.flatMap((t) => { const v = pub.value(t, m.id); return v ? [[t, v]] : []; }));
        const vals = Object.values(perTask);
        return {
          id: m.id, name: m.name, citation: m.citation, input: m.input,
          metrics: metricsOf(vals.map((v) => v.value), size), uncertainValues: vals.filter((v) => v.uncertain).length,
          reported: m.reported ? { mean: m.reported.mean, tasks: m.reported.tasks, uncertain: m.reported.uncertain } : null, perTask,
        };
      }),
    } : null,
    problems,
  });
}
