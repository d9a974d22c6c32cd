/**
 * A sweep's plan: the configuration every episode shares, the (task, seed) list, and the
 * episodes a resumed sweep skips. `caap sweep` writes it to DIR/plan.json; the Playwright
 * project (src/sweep/runner) reads it in every process, so the test list is the same in the
 * runner and in each worker, and `--shard i/n` splits the same list on every machine.
 *
 * @example
 *   const plan = makePlan({ config, tasks: ['click-button'], seeds: [0, 1], outDir: 'runs/s1', skip: [] })
 *   writePlan(plan)   // runs/s1/plan.json
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isTestServerModel, LlmIdentitySchema, OPENAI_ENDPOINT } from '../llm/identity.js';
import { InvalidArgumentError } from '../errors.js';
import { EpisodeConfigSchema, measuredPart } from '../episode/config.js';
import { policyLabel } from '../episode/policies.js';
import { shardGroups, ShardSchema, type EpisodeGroup, type Shard } from './shard.js';

export type { EpisodeGroup } from './shard.js';

/**
 * Seeds per test group: one page load per group instead of one per episode. 25, not 10: a
 * fresh page costs 1-2 s on a loaded 2-core machine (a renderer process to start, the page
 * to load), 530 of them in a 106-task x 50-seed sweep at 10 and 212 at 25; and a 50-seed
 * sweep stopped half-way still holds seeds 0-24 of every task (docs/sweeps.md).
 */
export const DEFAULT_GROUP_SIZE = 25;
/** LLM failures in a row after which a sweep stops (`--max-llm-outages`). */
export const DEFAULT_MAX_LLM_OUTAGES = 5;

/**
 * A sweep's configuration: the suite, who answers (the model name resolved at the start and
 * the endpoint's identity), and the episode configuration every episode shares, whole
 * (src/episode/config.ts). Only records with the same configuration key count as the same run.
 * Sweeps written before the episode configuration was embedded (a flat shape with variant,
 * batchStop, promptConfig...) are read into this shape (legacyConfig); their records keep the
 * key they were written with.
 */
export const CurrentSweepConfigSchema = z.object({
  suite: z.string(),
  miniwobDir: z.string().optional(),
  /** '' for policies without a model; the LLM's name otherwise. */
  model: z.string(),
  /**
   * Where the LLM answers from (host name, model, Azure deployment; never credentials):
   * the same model name at another endpoint is another configuration. Absent for policies
   * without an LLM.
   */
  llm: LlmIdentitySchema.optional(),
  episode: EpisodeConfigSchema,
}).strict();

/** The flat shape of sweeps before the episode configuration was embedded. */
const LegacySweepConfigSchema = z.object({
  suite: z.string(),
  miniwobDir: z.string().optional(),
  policy: z.string(),
  observer: z.enum(['models', 'labels']),
  variant: z.string(),
  model: z.string(),
  llm: LlmIdentitySchema.optional(),
  functionCalling: z.boolean(),
  temperature: z.number(),
  maxSteps: z.number().int(),
  maxTokens: z.number().int().optional(),
  scale: z.number().int(),
  batchStop: z.string(),
  promptConfig: z.record(z.string(), z.unknown()).optional(),
});

/** An old flat configuration in today's shape: the CAAP variant and prompt config become the caap policy's options. */
function legacyConfig(c: z.infer<typeof LegacySweepConfigSchema>): z.input<typeof CurrentSweepConfigSchema> {
  const options = c.policy === 'caap' ?
    { variant: c.variant, ...(c.promptConfig ? { prompt: c.promptConfig } : {}) }
    : c.policy === 'scripted' && c.batchStop === 'ids'
    ? { batchStop: 'ids' }
    : {};
  return {
    suite: c.suite,
    ...(c.miniwobDir ? { miniwobDir: c.miniwobDir } : {}),
    model: c.model,
    ...(c.llm ? { llm: c.llm } : {}),
    episode: {
      policy: c.policy,
      options,
      observer: c.observer,
      scale: c.scale,
      maxSteps: c.maxSteps,
      ...(c.maxTokens ? { episodeTokens: c.maxTokens } : {}),
      llm: { ...(c.model ? { model: c.model } : {}), temperature: c.temperature, functionCalling: c.functionCalling },
    },
  };
}

export const SweepConfigSchema = z.union([
  CurrentSweepConfigSchema,
  LegacySweepConfigSchema.transform((c) => CurrentSweepConfigSchema.parse(legacyConfig(c))),
]);
export type SweepConfig = z.infer<typeof CurrentSweepConfigSchema>;

/** Settings that do not change what an episode measures (so they are not part of the key). */
export const SweepRunSettingsSchema = z.object({
  workers: z.number().int().min(1),
  /** Which episodes keep their trace. */
  traces: z.enum(['failures', 'all', 'none']),
  /** Seeds of one task run back to back on one page (a test group of the runner); see planGroups. */
  groupSize: z.number().int().min(1).default(DEFAULT_GROUP_SIZE),
  /** Stop after this many LLM failures in a row (llm-outage.ts); 0 never stops. */
  maxLlmOutages: z.number().int().min(0).default(DEFAULT_MAX_LLM_OUTAGES),
  /** Stop after this many failed episodes of this run (max-failures.ts); 0 never stops. */
  maxFailures: z.number().int().min(0).default(0),
});
export type SweepRunSettings = z.infer<typeof SweepRunSettingsSchema>;
/** Settings as a caller gives them (groupSize may be left out). */
export type SweepRunSettingsInput = z.input<typeof SweepRunSettingsSchema>;

export const EpisodeIdSchema = z.object({ task: z.string(), seed: z.number().int() });
export type EpisodeId = z.infer<typeof EpisodeIdSchema>;

export const SweepPlanSchema = z.object({
  version: z.literal(1),
  config: SweepConfigSchema,
  configKey: z.string(),
  settings: SweepRunSettingsSchema,
  outDir: z.string(),
  tasks: z.array(z.string()),
  seeds: z.array(z.number().int()),
  /** Episodes already recorded with this configKey (resume): declared as skipped tests. */
  skip: z.array(z.string()),
  /** This run of the sweep (a new id each time `caap sweep` starts): its records carry it as sweep.run. */
  runId: z.string().optional(),
  /** `--shard i/n`: this machine runs only its slice of the episodes (shard.ts); absent: all of them. */
  shard: ShardSchema.optional(),
});
export type SweepPlan = z.infer<typeof SweepPlanSchema>;

export const PLAN_FILE = 'plan.json';

/** JSON with sorted keys at every level, so field order does not change a hash. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, canonical(x)]));
  }
  return v;
}

/**
 * Short stable hash of what the configuration measures: everything but the suite's folder and
 * the episode's operational fields (budget, LLM timeout, retries, cache; config.ts measuredPart).
 */
export function configKey(config: SweepConfig): string {
  const c = CurrentSweepConfigSchema.parse(config);
  const { miniwobDir: _dir, ...rest } = c;
  return createHash('sha256').update(JSON.stringify(canonical({ ...rest, episode: measuredPart(c.episode) }))).digest('hex').slice(0, 12);
}

/**
 * The model as a configuration names it: the built-in test model marked as the test server,
 * a model of another endpoint than OpenAI's with its host ("test-model @ 127.0.0.1").
 */
export function configModelLabel(c: Pick<SweepConfig, 'model' | 'llm'>): string {
  if (!c.model) return '';
  if (isTestServerModel(c.model)) return `${c.model} (test server)`;
  const at = c.llm && c.llm.endpoint !== OPENAI_ENDPOINT ? ` @ ${c.llm.endpoint}${c.llm.azureDeployment ? `/${c.llm.azureDeployment}` : ''}` : '';
  return `${c.model}${at}`;
}

/** A readable one-line name of a configuration, e.g. "scripted · observer labels · embedded · 10 steps". */
export function configLabel(c: SweepConfig): string {
  const e = c.episode;
  return [policyLabel(e), configModelLabel(c), `observer ${e.observer}`, c.suite, `${e.maxSteps} steps`].filter(Boolean).join(' · ');
}

export const episodeKey = (task: string, seed: number): string => `${task}#${seed}`;

/** Every episode of the plan, seed-major (the runner plays them in the order of planGroups). */
export function planEpisodes(plan: Pick<SweepPlan, 'tasks' | 'seeds'>): EpisodeId[] {
  const out: EpisodeId[] = [];
  for (const seed of plan.seeds) for (const task of plan.tasks) out.push({ task, seed });
  return out;
}

/**
 * The runner's test groups: each task's seeds cut into runs of `groupSize`, chunk-major
 * (every task's first chunk, then every task's second, ...). Within a group the episodes
 * share a page (a page load costs more than most episodes), and a sweep stopped part-way
 * still covers the tasks about evenly, one chunk of seeds at a time. With a shard, only its
 * slice of them (shard.ts).
 */
export function planGroups(
  plan: Pick<SweepPlan, 'tasks' | 'seeds'> & { settings: Pick<SweepRunSettings, 'groupSize'>; shard?: Shard | undefined },
): EpisodeGroup[] {
  const size = plan.settings.groupSize;
  const out: EpisodeGroup[] = [];
  for (let i = 0; i < plan.seeds.length; i += size) {
    const chunk = plan.seeds.slice(i, i + size);
    for (const task of plan.tasks) out.push({ task, seeds: chunk });
  }
  return plan.shard ? shardGroups(out, plan.shard) : out;
}

/** The episodes this plan (its shard, when it has one) runs, in the runner's order. */
export function plannedEpisodes(plan: Parameters<typeof planGroups>[0]): EpisodeId[] {
  return planGroups(plan).flatMap((g) => g.seeds.map((seed) => ({ task: g.task, seed })));
}

/** Parses "--tasks a,b,c" / "all" against the suite's task list; unknown names are an error. */
export function parseTaskList(spec: string, available: string[]): string[] {
  if (spec.trim() === 'all') return [...available];
  const wanted = [...new Set(spec.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!wanted.length) throw new InvalidArgumentError('--tasks is empty: give a comma list of task names or "all"');
  const unknown = wanted.filter((t) => !available.includes(t));
  if (unknown.length) {
    throw new InvalidArgumentError(`Unknown task(s): ${unknown.join(', ')}. \`caap tasks\` lists the ${available.length} tasks of the suite.`);
  }
  return wanted;
}

/** Parses "--shard i/n" (1-based, as the Playwright runner takes it). */
export function parseShard(spec: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(spec.trim());
  const current = Number(m?.[1]), total = Number(m?.[2]);
  if (!m || !ShardSchema.safeParse({ current, total }).success) {
    throw new InvalidArgumentError(`Bad --shard "${spec}": expected i/n with 1 <= i <= n, e.g. 1/4`);
  }
  return { current, total };
}

export function makePlan(
  p: { config: SweepConfig; settings: SweepRunSettingsInput; tasks: string[]; seeds: number[]; outDir: string; skip: string[]; runId?: string;
    shard?: Shard | undefined },
): SweepPlan {
  return SweepPlanSchema.parse({ version: 1, configKey: configKey(p.config), ...p, outDir: path.resolve(p.outDir) });
}

export function writePlan(plan: SweepPlan): string {
  mkdirSync(plan.outDir, { recursive: true });
  const file = path.join(plan.outDir, PLAN_FILE);
  writeFileSync(file, `${JSON.stringify(plan, null, 1)}\n`);
  return file;
}

export function readPlan(file: string): SweepPlan {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InvalidArgumentError(`Cannot read the sweep plan ${file}: ${(e as Error).message}`);
  }
  const r = SweepPlanSchema.safeParse(raw);
  if (!r.success) throw new InvalidArgumentError(`${file} is not a sweep plan: ${r.error.issues[0]?.message} at ${r.error.issues[0]?.path.join('.')}`);
  return r.data;
}
