/**
 * What the LLM client is configured with, and the configuration read from the environment:
 * OPENAI_BASE_URL, OPENAI_API_KEY, CAAP_MODEL; for Azure OpenAI, AZURE_OPENAI_ENDPOINT,
 * AZURE_OPENAI_API_KEY, OPENAI_API_VERSION and AZURE_OPENAI_DEPLOYMENT (default: the model
 * name). Only the CLI and process entry points pass `process.env` in.
 *
 * @example
 *   const cfg = llmConfigFromEnv(process.env, { temperature: 0, cacheMode: 'replay' })
 */
import type { CacheMode } from './cache.js';

export interface LlmConfig {
  model: string;
  baseURL?: string;
  apiKey?: string;
  azure?: { endpoint: string; apiKey?: string; apiVersion: string; deployment: string };
  temperature: number;
  maxTokens: number;
  /** Request field for the completion limit: max_tokens (most servers) or max_completion_tokens (newer OpenAI models). */
  maxTokensField: 'max_tokens' | 'max_completion_tokens';
  functionCalling: boolean;
  toolChoice: 'auto' | 'none' | 'required';
  /** Per-request timeout. */
  timeoutMs: number;
  /** Retries after the first attempt, and the total time they may take. */
  retries: number;
  maxRetryTimeMs: number;
  minRetryDelayMs: number;
  cacheMode: CacheMode;
  cacheDir: string;
}

export const DEFAULT_MODEL = 'gpt-4o';

export function llmConfigFromEnv(env: NodeJS.ProcessEnv, over: Partial<LlmConfig> = {}): LlmConfig {
  const model = over.model ?? env.CAAP_MODEL ?? DEFAULT_MODEL;
  const cfg: LlmConfig = {
    model,
    baseURL: env.OPENAI_BASE_URL || undefined,
    apiKey: env.OPENAI_API_KEY || undefined,
    temperature: 0,
    maxTokens: 2048,
    maxTokensField: 'max_tokens',
    functionCalling: true,
    // The CAAP request shape: tools listed for their definitions, the reply is text (reasoning, then Action_N lines).
    toolChoice: 'none',
    timeoutMs: 120_000,
    retries: 4,
    maxRetryTimeMs: 180_000,
    minRetryDelayMs: 1_000,
    cacheMode: 'off',
    cacheDir: '.cache/llm',
    ...over,
  };
  if (env.AZURE_OPENAI_ENDPOINT && !over.baseURL) {
    cfg.azure = {
      endpoint: env.AZURE_OPENAI_ENDPOINT,
      apiKey: env.AZURE_OPENAI_API_KEY || undefined,
      apiVersion: env.OPENAI_API_VERSION || '2024-10-21',
      deployment: env.AZURE_OPENAI_DEPLOYMENT || model,
    };
  }
  return cfg;
}
