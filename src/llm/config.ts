/**
 * What the LLM client is configured with, and the configuration read from the environment:
 * OPENAI_BASE_URL, OPENAI_API_KEY, CAAP_MODEL; for Azure OpenAI, AZURE_OPENAI_ENDPOINT,
 * AZURE_OPENAI_API_KEY, OPENAI_API_VERSION and AZURE_OPENAI_DEPLOYMENT (default: the model
 * name; with a deployment and no model given, the model is the deployment's name). Only the CLI and process entry points pass `process.env` in.
 *
 * @example
 *   const cfg = llmConfigFromEnv(process.env, { temperature: 0, cacheMode: 'replay' })
 */
import { z } from 'zod';
import { registerSecret } from '../util/redact.js';
import { CACHE_MODES, type CacheMode } from './cache.js';

/**
 * How an episode asks its LLM, apart from where the endpoint is (the environment says that):
 * the one place these settings and their defaults are written. `caap run`, `caap sweep`, the
 * episode configuration (src/episode/config.ts) and llmConfigFromEnv all take them from here.
 */
export const LlmRequestSchema = z.object({
  /** Model name; absent: $CAAP_MODEL as the entry point read it, else gpt-4o. */
  model: z.string().min(1).optional(),
  temperature: z.number().min(0).max(2).default(0),
  /** Completion limit of one call (the request's max_tokens or max_completion_tokens). */
  maxCompletionTokens: z.number().int().min(1).default(2048),
  /** Request field for the completion limit: max_tokens (most servers) or max_completion_tokens (newer OpenAI models). */
  maxTokensField: z.enum(['max_tokens', 'max_completion_tokens']).default('max_tokens'),
  /** Offer the actions as tools (true) or describe them in the prompt text (false). */
  functionCalling: z.boolean().default(true),
  /** Deadline of one request in ms, headers and body together. */
  timeoutMs: z.number().int().min(1).default(120_000),
  /** Retries of a failed request (429, 5xx, timeouts, connection errors). */
  retries: z.number().int().min(0).max(100).default(4),
  cacheMode: z.enum(CACHE_MODES).default('off'),
  cacheDir: z.string().min(1).default('.cache/llm'),
}).strict();
export type LlmRequest = z.infer<typeof LlmRequestSchema>;
export const LLM_REQUEST_DEFAULTS: LlmRequest = LlmRequestSchema.parse({});

type RequestFields = Pick<LlmConfig, 'temperature' | 'maxTokens' | 'maxTokensField' | 'functionCalling' | 'timeoutMs' | 'retries' | 'cacheMode' | 'cacheDir'>;

/** The LlmConfig fields a request's settings stand for (merged with the endpoint by llmConfigFromEnv). */
export function llmOverrides(r: LlmRequest): RequestFields & { model?: string } {
  return {
    ...(r.model ? { model: r.model } : {}),
    temperature: r.temperature,
    maxTokens: r.maxCompletionTokens,
    maxTokensField: r.maxTokensField,
    functionCalling: r.functionCalling,
    timeoutMs: r.timeoutMs,
    retries: r.retries,
    cacheMode: r.cacheMode,
    cacheDir: r.cacheDir,
  };
}

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
  /** Deadline of one request, headers and body together (bounded-fetch.ts). */
  timeoutMs: number;
  /** The most bytes a reply body may have (bounded-fetch.ts): a normal completion is a few kB. */
  maxReplyBytes: number;
  /** Retries after the first attempt, and the total time they may take. */
  retries: number;
  maxRetryTimeMs: number;
  minRetryDelayMs: number;
  cacheMode: CacheMode;
  cacheDir: string;
}

export const DEFAULT_MODEL = 'gpt-4o';

export function llmConfigFromEnv(env: NodeJS.ProcessEnv, over: Partial<LlmConfig> = {}): LlmConfig {
  // Azure answers with the deployment whatever model a request names: with no model given, the
  // deployment's name is the model asked for, not a default that may not be what it runs (a
  // gpt-4-0125 deployment was recorded as "gpt-4o"). Records also keep the model it reports.
  const azureDeployment = env.AZURE_OPENAI_ENDPOINT && !over.baseURL ? env.AZURE_OPENAI_DEPLOYMENT || undefined : undefined;
  const model = over.model ?? env.CAAP_MODEL ?? azureDeployment ?? DEFAULT_MODEL;
  const cfg: LlmConfig = {
    baseURL: env.OPENAI_BASE_URL || undefined,
    apiKey: env.OPENAI_API_KEY || undefined,
    ...llmOverrides(LLM_REQUEST_DEFAULTS),
    model,
    // The request shape of every policy: tools listed for their definitions, the reply is text (reasoning, then the actions).
    toolChoice: 'none',
    maxReplyBytes: 2 * 1024 * 1024,
    maxRetryTimeMs: 180_000,
    minRetryDelayMs: 1_000,
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

/**
 * Tells the redaction (src/util/redact.ts) every secret the environment holds for the LLM, so a
 * process redacts them from its first line on, before any client exists (the sweep's main
 * process prints what its hosts report, and never builds a client itself).
 */
export function registerEnvSecrets(env: NodeJS.ProcessEnv): void {
  registerSecret(env.OPENAI_API_KEY);
  registerSecret(env.AZURE_OPENAI_API_KEY);
  for (const url of [env.OPENAI_BASE_URL, env.AZURE_OPENAI_ENDPOINT]) {
    if (!url) continue;
    try {
      const u = new URL(url);
      registerSecret(decodeURIComponent(u.password));
      registerSecret(decodeURIComponent(u.username));
    } catch { /* not a URL: the client says so when it is used */ }
  }
}

/**
 * What makes a configuration unusable, found before any browser starts, or null. fetch
 * refuses a URL with credentials in it ("Connection error." was all a user saw).
 */
export function llmConfigProblem(c: Pick<LlmConfig, 'baseURL' | 'azure'>): string | null {
  for (const [name, url] of [['OPENAI_BASE_URL', c.baseURL], ['AZURE_OPENAI_ENDPOINT', c.azure?.endpoint]] as const) {
    if (!url || url.startsWith('scripted:')) continue;
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return `${name} is not a URL (expected e.g. http://127.0.0.1:8000/v1)`;
    }
    if (u.username || u.password) {
      return `${name} holds credentials (user:password@): requests cannot carry them in the URL. Give the URL without them and ` +
        'the key in OPENAI_API_KEY (sent as "Authorization: Bearer ...")';
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return `${name} must be an http or https URL, not ${u.protocol}`;
  }
  return null;
}

/** Whether the config can reach a model at all: an endpoint or a key, or a cache to replay from. */
export function llmReachable(c: LlmConfig): boolean {
  return Boolean(c.baseURL || c.apiKey || c.azure) || c.cacheMode === 'replay';
}
