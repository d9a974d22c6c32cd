/**
 * What the LLM client is configured with, and the configuration read from the environment:
 * OPENAI_BASE_URL, OPENAI_API_KEY, CAAP_MODEL; for Azure OpenAI, AZURE_OPENAI_ENDPOINT,
 * AZURE_OPENAI_API_KEY, OPENAI_API_VERSION and AZURE_OPENAI_DEPLOYMENT (default: the model
 * name). Only the CLI and process entry points pass `process.env` in.
 *
 * @example
 *   const cfg = llmConfigFromEnv(process.env, { temperature: 0, cacheMode: 'replay' })
 */
import { registerSecret } from '../redact.js';
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
    maxReplyBytes: 2 * 1024 * 1024,
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

/**
 * Tells the redaction (src/redact.ts) every secret the environment holds for the LLM, so a
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
