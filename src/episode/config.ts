/**
 * One episode's configuration: the single shape `caap run`, `caap sweep`, the sweep plan, the
 * configuration key and every episode record hold (zod first; the types are inferred). Its
 * parts: the policy's name and its own options (validated by the policy's registry entry,
 * policies.ts), the observer, the budgets, and how the LLM is asked (llm/config.ts
 * LlmRequestSchema, where those defaults are written once). A policy's loop rules (when a
 * reply's actions stop) are declared by the policy itself (agent/policy.ts LoopRules), not here.
 *
 * @example
 *   const config = parseEpisodeConfig({ policy: 'caap', options: { variant: 'no-cot' }, observer: 'labels' })
 *   config.llm.temperature        // 0, the default
 *   config.options                // { variant: 'no-cot', prompt: { preset: 'paper', ... } } (the caap entry's defaults)
 *   await runEpisode(deps, { task: 'click-button', seed: 7 }, config)
 */
import { z } from 'zod';
import { InvalidArgumentError } from '../errors.js';
import { LlmRequestSchema } from '../llm/config.js';

export const OBSERVER_KINDS = ['models', 'labels'] as const;
/** models = the ONNX detector + understander (screenshot-only); labels = the DOM labeller's ground truth (evaluation only). */
export type ObserverKind = (typeof OBSERVER_KINDS)[number];

/** The default wall-clock budget of one episode, in ms (300 s). */
export const DEFAULT_EPISODE_BUDGET_MS = 300_000;

export const EpisodeConfigSchema = z.object({
  /** A name of the policy registry (policies.ts). */
  policy: z.string().min(1),
  /** The policy's own options, as its registry entry's schema parsed them (defaults filled in). */
  options: z.record(z.string(), z.unknown()).default({}),
  observer: z.enum(OBSERVER_KINDS).default('models'),
  /** Device pixels per CSS pixel of the screenshots (1-3). */
  scale: z.number().int().min(1).max(3).default(1),
  /** Step budget. */
  maxSteps: z.number().int().min(1).default(10),
  /** Token budget of the whole episode (prompt + completion); none when absent. Not the completion cap of one call (llm.maxCompletionTokens). */
  episodeTokens: z.number().int().min(1).optional(),
  /** Wall-clock budget of the episode in ms. */
  budgetMs: z.number().int().min(1).default(DEFAULT_EPISODE_BUDGET_MS),
  llm: LlmRequestSchema.prefault({}),
  /**
   * A policy loaded from a module of the user's (policy-module.ts): its file and SHA-256. The
   * hash is part of the configuration key (an edited policy is another run); the path is not.
   */
  policyModule: z.object({ path: z.string().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).strict().optional(),
}).strict();
export type EpisodeConfig = z.infer<typeof EpisodeConfigSchema>;
/** A configuration as a caller writes it: every field with a default may be left out. */
export type EpisodeConfigInput = z.input<typeof EpisodeConfigSchema>;

/** Which episode of a task: the page's instance. */
export interface EpisodeId {
  task: string;
  seed: number;
}

/**
 * Fields that change how an episode is run but not what it measures: left out of the
 * configuration key, so a sweep resumed with another timeout or cache folder is the same run.
 */
export const OPERATIONAL_FIELDS = { top: ['budgetMs'], llm: ['timeoutMs', 'retries', 'cacheMode', 'cacheDir'] } as const;

/** The configuration without its operational fields (what the configuration key hashes). */
export function measuredPart(c: EpisodeConfig): Record<string, unknown> {
  const llm = Object.fromEntries(Object.entries(c.llm).filter(([k]) => !(OPERATIONAL_FIELDS.llm as readonly string[]).includes(k)));
  const top = Object.fromEntries(Object.entries(c).filter(([k]) => !(OPERATIONAL_FIELDS.top as readonly string[]).includes(k)));
  return { ...top, llm, ...(c.policyModule ? { policyModule: { sha256: c.policyModule.sha256 } } : {}) };
}

/** Parses a configuration (defaults filled); a typed error naming the first bad field. */
export function parseEpisodeConfig(input: unknown): EpisodeConfig {
  const r = EpisodeConfigSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new InvalidArgumentError(`Bad episode configuration: ${issue?.message} at ${issue?.path.join('.') || '(top)'}`);
  }
  return r.data;
}
