/**
 * Step and episode records (design.md, "Episode record"): one JSON line per episode with
 * every step's element count, tokens, actions, per-phase times and error. zod schemas are
 * the source of truth; nothing secret goes in (no API key, no headers).
 *
 * Every record says what answered (`llm`: the endpoint's host name, the model asked for, the
 * model names the responses reported, the Azure deployment, and whether the local test
 * server answered; llm-identity.ts) and what the prompt was built from (`prompt`: the
 * policy's preset and switches, and the demonstrations shown), so no record of the test
 * server can pass for a language model's, nor one prompt preset for another.
 *
 * @example
 *   appendFileSync('runs/episodes.jsonl', JSON.stringify(EpisodeRecordSchema.parse(rec)) + '\n')
 */
import { z } from 'zod';
import { AnsweredBySchema, answeredByLabel } from './llm-identity.js';

export const ExecutedActionSchema = z.object({
  name: z.string(),
  args: z.record(z.string(), z.unknown()),
  element: z.string().optional(),
  point: z.object({ x: z.number(), y: z.number() }).optional(),
  ms: z.number(),
  settled: z.boolean(),
});

export const StepErrorSchema = z.object({ code: z.string(), message: z.string() });

export const StepRecordSchema = z.object({
  step: z.number().int(),
  elements: z.number().int(),
  promptTokens: z.number(),
  completionTokens: z.number(),
  llmCalls: z.number().int(),
  cached: z.boolean(),
  actions: z.array(ExecutedActionSchema),
  /** Actions of the reply that were not run (batch cut, over the per-reply limit, after an error). */
  notRun: z.number().int(),
  batchStop: z.object({ afterAction: z.number().int(), skipped: z.number().int(), reason: z.string() }).optional(),
  error: StepErrorSchema.optional(),
  ms: z.object({ capture: z.number(), perceive: z.number(), llm: z.number(), decide: z.number(), execute: z.number(), total: z.number() }),
});
export type StepRecord = z.infer<typeof StepRecordSchema>;

export const DONE_REASONS = ['done', 'max-steps', 'max-tokens', 'step-errors', 'error'] as const;
export type DoneReason = (typeof DONE_REASONS)[number];

/**
 * What the policy built its prompt from. `config` is the policy's own configuration as it
 * defines and validates it (the CAAP policy: src/policies/caap/prompt-config.ts PromptConfig,
 * which agent/ may not import); `label` names it in one word or a few.
 */
export const PromptRecordSchema = z.object({
  /** e.g. "paper", "caap-plus", "paper+feedback" (prompt-config.ts promptConfigLabel). */
  label: z.string(),
  config: z.record(z.string(), z.unknown()),
  /** Demonstrations the prompt showed for this task (0 under the no-demo variants). */
  demos: z.number().int().min(0),
});
export type PromptRecord = z.infer<typeof PromptRecordSchema>;

export const EpisodeRecordSchema = z.object({
  suite: z.string(),
  task: z.string(),
  seed: z.number().int(),
  policy: z.string(),
  /** The model asked for ('' for policies without one); who answered is in `llm`. */
  model: z.string(),
  /** Who answered the LLM calls (absent for policies without an LLM). */
  llm: AnsweredBySchema.optional(),
  variant: z.string(),
  /** The prompt preset, switches and demonstrations (absent for policies without a prompt). */
  prompt: PromptRecordSchema.optional(),
  observer: z.string(),
  functionCalling: z.boolean(),
  goal: z.string(),
  steps: z.array(StepRecordSchema),
  reward: z.number(),
  rawReward: z.number(),
  done: z.boolean(),
  doneReason: z.enum(DONE_REASONS),
  error: z.string().optional(),
  tokens: z.object({ prompt: z.number(), completion: z.number() }),
  llmCalls: z.number().int(),
  wallMs: z.number(),
  startedAt: z.string(),
  versions: z.object({ git: z.string(), node: z.string(), models: z.record(z.string(), z.string()) }),
});
export type EpisodeRecord = z.infer<typeof EpisodeRecordSchema>;

/** The model as outputs and tables show it: who answered, with the test server named as such. */
export function modelShown(r: Pick<EpisodeRecord, 'model' | 'llm'>): string {
  return r.llm ? answeredByLabel(r.llm) : r.model;
}
