/**
 * The episode record (design.md, "Episode record"): one JSON line per episode with its whole
 * configuration (config.ts), every step (agent/record.ts), the reward and the versions. This
 * zod schema is the only definition of the shape. Nothing secret goes in (no API key, no headers).
 *
 * Every record says what answered (`llm`: the endpoint's host name, the model asked for, the
 * model names the responses reported, the Azure deployment, and whether the local test
 * server answered; llm/identity.ts) and what the prompt was built from (`prompt`: the
 * policy's own account, e.g. CAAP's preset, switches and the demonstrations shown), so no
 * record of the test server can pass for a language model's, nor one prompt preset for another.
 * Records written before the configuration was embedded (no `config`, a `variant` field) still read.
 *
 * @example
 *   appendFileSync('runs/episodes.jsonl', JSON.stringify(EpisodeRecordSchema.parse(rec)) + '\n')
 */
import { z } from 'zod';
import { DONE_REASONS, PromptRecordSchema, StepRecordSchema } from '../agent/record.js';
import { AnsweredBySchema, answeredByLabel } from '../llm/identity.js';
import { EpisodeTokensSchema } from '../llm/usage.js';
import { EpisodeConfigSchema } from './config.js';

export const EpisodeRecordSchema = z.object({
  suite: z.string(),
  task: z.string(),
  seed: z.number().int(),
  policy: z.string(),
  /** The model asked for ('' for policies without one); who answered is in `llm`. */
  model: z.string(),
  /**
   * The model the endpoint says answered: the `model` field of its chat-completion responses
   * (e.g. "gpt-4o-2024-08-06" for a request of "gpt-4o", or what an Azure deployment runs);
   * several names comma-joined when the replies differed. Absent when no reply came, for
   * policies without an LLM, and in records written before it was kept (llm.reportedModels
   * holds the same names).
   */
  reportedModel: z.string().optional(),
  /** Who answered the LLM calls (absent for policies without an LLM). */
  llm: AnsweredBySchema.optional(),
  /** The whole configuration the episode ran with (absent in records written before it was embedded). */
  config: EpisodeConfigSchema.optional(),
  /** Older records only: the CAAP prompt variant (now config.options.variant of the caap policy). */
  variant: z.string().optional(),
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
  /** The sum of the steps' usage, under the names episode records have always had (usage.ts). */
  tokens: EpisodeTokensSchema,
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
