/**
 * Step and episode records (design.md, "Episode record"): one JSON line per episode with
 * every step's element count, tokens, actions, per-phase times and error. zod schemas are
 * the source of truth; nothing secret goes in (no API key, no headers).
 *
 * @example
 *   appendFileSync('runs/episodes.jsonl', JSON.stringify(EpisodeRecordSchema.parse(rec)) + '\n')
 */
import { z } from 'zod';

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

export const EpisodeRecordSchema = z.object({
  suite: z.string(),
  task: z.string(),
  seed: z.number().int(),
  policy: z.string(),
  model: z.string(),
  variant: z.string(),
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
