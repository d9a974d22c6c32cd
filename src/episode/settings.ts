/**
 * What one episode is run with, as plain values: `caap run` builds it from its options, a
 * sweep from its plan, a test by hand. Nothing here reads the environment; the LLM
 * endpoint and the models folder come as values too (see run-episode.ts and harness.ts).
 *
 * @example
 *   const s: EpisodeSettings = { task: 'click-button', seed: 7, policy: 'scripted', variant: 'full', observer: 'labels',
 *     maxSteps: 10, batchStop: 'ids', functionCalling: true }
 */
import type { BatchStopMode } from '../agent/batch.js';
import type { CacheMode } from '../llm/cache.js';
import type { LlmConfig } from '../llm/config.js';
import type { Variant } from '../policies/caap/prompter.js';
import type { PromptConfig } from '../policies/caap/prompt-config.js';

export const OBSERVER_KINDS = ['models', 'labels'] as const;
/** models = the ONNX detector + understander (screenshot-only); labels = the DOM labeller's ground truth (evaluation only). */
export type ObserverKind = (typeof OBSERVER_KINDS)[number];

export interface EpisodeSettings {
  task: string;
  seed: number;
  /** A name of the policy registry (policies.ts). */
  policy: string;
  /** The CAAP prompt variant (recorded for every policy). */
  variant: Variant;
  observer: ObserverKind;
  maxSteps: number;
  /** Token budget of the episode (prompt + completion); none when absent. */
  maxTokens?: number;
  batchStop: BatchStopMode;
  /** Whether actions are offered as tools (recorded; the request itself follows the LLM settings). */
  functionCalling: boolean;
  /** The CAAP prompt preset and switches (caap only; default: the paper preset). */
  promptConfig?: PromptConfig;
  /** Wall-clock budget of the episode in ms; none when absent. */
  budgetMs?: number;
}

/** How the LLM is asked, apart from where it is (the endpoint comes from the environment, through the CLI). */
export interface LlmSettings {
  /** Model name; default: $CAAP_MODEL as the entry point read it, else gpt-4o. */
  model?: string;
  temperature: number;
  maxCompletionTokens: number;
  maxTokensField: LlmConfig['maxTokensField'];
  functionCalling: boolean;
  toolChoice: LlmConfig['toolChoice'];
  cacheMode: CacheMode;
  cacheDir: string;
  timeoutMs: number;
  retries: number;
}

/** The LlmConfig overrides these settings stand for (merged with the endpoint by llmConfigFromEnv). */
export function llmOverrides(s: LlmSettings): Partial<LlmConfig> {
  return {
    ...(s.model ? { model: s.model } : {}),
    temperature: s.temperature, maxTokens: s.maxCompletionTokens, maxTokensField: s.maxTokensField, functionCalling: s.functionCalling,
    toolChoice: s.toolChoice, cacheMode: s.cacheMode, cacheDir: s.cacheDir, timeoutMs: s.timeoutMs, retries: s.retries,
  };
}

/** Whether the config can reach a model at all: an endpoint or a key, or a cache to replay from. */
export function llmReachable(c: LlmConfig): boolean {
  return Boolean(c.baseURL || c.apiKey || c.azure) || c.cacheMode === 'replay';
}
