/**
 * The LLM client: the real `openai` SDK against any OpenAI-compatible endpoint, with
 * bounded retries (exponential backoff with jitter, or the server's Retry-After, within a time budget) on rate limits, server errors, timeouts
 * and connection errors, per-call token usage and latency, and the record/replay cache.
 * The API key lives only inside the SDK client: it is never part of a request body, a
 * cache entry, a record or an error message.
 *
 * Configuration (llmConfigFromEnv): OPENAI_BASE_URL, OPENAI_API_KEY, CAAP_MODEL; for Azure
 * OpenAI, AZURE_OPENAI_ENDPOINT, AZURE_OPENAI_API_KEY, OPENAI_API_VERSION and
 * AZURE_OPENAI_DEPLOYMENT (default: the model name).
 *
 * @example
 *   const llm = new LlmClient(llmConfigFromEnv(process.env, { temperature: 0 }))
 *   const r = await llm.complete([{ role: 'user', content: 'hi' }])
 *   console.log(r.content, r.usage.promptTokens, r.ms)
 *   // with a screenshot (any OpenAI-compatible multimodal endpoint):
 *   await llm.complete([{ role: 'user', content: [{ type: 'text', text: 'What is on screen?' },
 *     { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}`, detail: 'high' } }] }])
 */
import { redact, registerSecret, stripUrlCredentials } from '../redact.js';
import OpenAI, { APIConnectionError, APIError, AzureOpenAI } from 'openai';
import { CaapError, LlmCacheMissError, LlmNotConfiguredError, LlmRequestError } from '../errors.js';
import type { ToolDefinition } from './actions.js';
import { LlmCache, type CacheMode } from './cache.js';
import type { LlmMessage } from './chat-content.js';
import { answeredBy, llmIdentityOf, type AnsweredBy, type LlmIdentity } from './llm-identity.js';
import type { Usage } from './usage.js';

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


export interface ToolCall { id?: string; function: { name: string; arguments: string } }

export interface LlmReply {
  content: string;
  toolCalls: ToolCall[];
  usage: Usage;
  /** Wall time of the call, retries included (0 for a cache hit). */
  ms: number;
  attempts: number;
  cached: boolean;
  finishReason: string | null;
  /** The model name the response reports (who answered), null when it reports none. */
  reportedModel: string | null;
  /** Set when the server's token counts were not whole non-negative numbers. */
  usageNote?: string;
}

/** The wait a 429/503 asks for in its Retry-After header (seconds or an HTTP date), if any. */
export function retryAfterMs(e: unknown): number | undefined {
  const h = (e as { headers?: unknown } | null)?.headers;
  const raw = h && typeof (h as Headers).get === 'function' ? (h as Headers).get('retry-after')
    : h && typeof h === 'object' ? (h as Record<string, unknown>)['retry-after'] : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const secs = Number(raw);
  if (Number.isFinite(secs) && secs >= 0) return Math.min(secs, 3600) * 1000;
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(0, Math.min(at - Date.now(), 3_600_000)) : undefined;
}

/** Exponential backoff with jitter: about min, 2x min, 4x min ... up to 30 s. */
function backoffMs(attempt: number, minMs: number): number {
  return Math.min(30_000, minMs * 2 ** (attempt - 1) * (1 + Math.random()));
}

/** Status codes worth another attempt. */
export function isRetryable(e: unknown): boolean {
  if (e instanceof APIConnectionError) return true; // includes APIConnectionTimeoutError
  // A connection cut while the body was being read: fetch (undici) throws TypeError
  // "terminated" with a socket error as its cause, which the SDK passes on unwrapped.
  if (e instanceof TypeError && /^UND_ERR/.test(String((e.cause as { code?: unknown } | undefined)?.code ?? ''))) return true;
  if (e instanceof APIError) {
    const s = e.status ?? 0;
    return s === 408 || s === 409 || s === 429 || s >= 500;
  }
  return false;
}

/** A server's error as one redacted line (a 401 body may repeat the key it refused). */
function describeError(e: unknown): string {
  if (e instanceof APIError) return redact(`${e.status ?? 'no status'} ${e.message}`).slice(0, 400);
  return redact(e instanceof Error ? e.message : String(e)).slice(0, 400);
}

export class LlmClient {
  private sdk: OpenAI | null = null;
  readonly cache: LlmCache;
  /** Where requests go, without credentials (llm-identity.ts): part of every cache key and of the episode record. */
  readonly identity: LlmIdentity;
  private readonly reported: string[] = [];

  constructor(readonly config: LlmConfig, private readonly log: (line: string) => void = () => undefined) {
    this.identity = llmIdentityOf(config);
    // Scoped by the endpoint: a cache recorded from one endpoint never answers for another.
    this.cache = new LlmCache(config.cacheDir, config.cacheMode, this.identity);
    registerSecret(config.apiKey);
    registerSecret(config.azure?.apiKey);
    if (config.baseURL) { try { const u = new URL(config.baseURL); registerSecret(decodeURIComponent(u.password)); } catch { /* not a URL: the SDK will say so */ } }
  }

  /** The SDK client, created on first real call (replay needs no key and no network). */
  private client(): OpenAI {
    if (this.sdk) return this.sdk;
    const c = this.config;
    if (c.azure) {
      if (!c.azure.apiKey) throw new LlmNotConfiguredError('AZURE_OPENAI_ENDPOINT is set but AZURE_OPENAI_API_KEY is not');
      this.sdk = new AzureOpenAI({
        endpoint: c.azure.endpoint, apiKey: c.azure.apiKey, apiVersion: c.azure.apiVersion,
        deployment: c.azure.deployment, maxRetries: 0, timeout: c.timeoutMs,
      });
    } else {
      if (!c.apiKey && !c.baseURL) {
        throw new LlmNotConfiguredError('No LLM endpoint: set OPENAI_API_KEY (OpenAI), OPENAI_BASE_URL (any OpenAI-compatible server) ' +
          'or AZURE_OPENAI_ENDPOINT + AZURE_OPENAI_API_KEY, or use --cache-mode replay');
      }
      // Local servers (vLLM, Ollama, the test server) take any key; the SDK insists on one.
      this.sdk = new OpenAI({ baseURL: c.baseURL, apiKey: c.apiKey ?? 'no-key', maxRetries: 0, timeout: c.timeoutMs });
    }
    return this.sdk;
  }

  /** Where requests go, never with credentials: 'api.openai.com', the base URL's host, or Azure's host and deployment. */
  endpointLabel(): string {
    const c = this.config;
    if (c.azure) { try { return `azure:${new URL(c.azure.endpoint).host}/${c.azure.deployment}`; } catch { return 'azure'; } }
    if (!c.baseURL) return 'api.openai.com';
    try { return new URL(c.baseURL).host; } catch { return stripUrlCredentials(c.baseURL); }
  }

  /** Who answered this client's calls so far: the identity and every model name the replies reported. */
  answeredBy(): AnsweredBy {
    return answeredBy(this.identity, this.reported);
  }

  private noteModel(reply: LlmReply): LlmReply {
    if (reply.reportedModel && !this.reported.includes(reply.reportedModel) && this.reported.length < 20) this.reported.push(reply.reportedModel);
    return reply;
  }

  /**
   * The exact request body sent (and hashed by the cache). A message's content is text, or
   * text and image parts (chat-content.ts); CAAP's text messages go out exactly as given.
   */
  requestBody(messages: readonly LlmMessage[], tools?: ToolDefinition[]): Record<string, unknown> {
    const c = this.config;
    const body: Record<string, unknown> = { model: c.model, messages, temperature: c.temperature, [c.maxTokensField]: c.maxTokens };
    if (tools?.length) {
      body.tools = tools;
      body.tool_choice = c.toolChoice;
    }
    return body;
  }

  async complete(messages: readonly LlmMessage[], tools?: ToolDefinition[]): Promise<LlmReply> {
    const body = this.requestBody(messages, tools);
    const hit = this.cache.lookup(body);
    if (hit.response !== undefined) return this.noteModel(toReply(hit.response, 0, 0, true));
    if (this.cache.mode === 'replay') {
      throw new LlmCacheMissError(`Replay: no recorded response for request ${hit.key.slice(0, 12)}… (occurrence ${hit.occurrence + 1}) ` +
        `in ${this.cache.dir} for ${this.identity.model} at ${this.identity.endpoint}. The prompt differs from the recorded run ` +
        '(other seed, variant, model, endpoint or settings?); ' +
        'use --cache-mode auto to call the model for it.');
    }

    const c = this.config;
    const t0 = performance.now();
    let attempts = 0;
    let raw: unknown;
    for (;;) {
      attempts++;
      try {
        raw = await this.client().chat.completions.create(body as never, { timeout: c.timeoutMs });
        break;
      } catch (e) {
        const retriesLeft = c.retries - (attempts - 1);
        const fail = (why: string) => new LlmRequestError(
          `LLM request to ${this.endpointLabel()} failed after ${attempts} attempt(s): ${describeError(e)}${why}`, attempts);
        if (e instanceof CaapError) throw e;
        if (!isRetryable(e) || retriesLeft <= 0) throw fail('');
        // The server's Retry-After wins over our backoff; the retry budget bounds both.
        const asked = retryAfterMs(e);
        const delay = asked ?? backoffMs(attempts, c.minRetryDelayMs);
        const spent = performance.now() - t0;
        if (spent + delay > c.maxRetryTimeMs) throw fail(` (the next try would start after ${Math.round((spent + delay) / 1000)} s, past the ${Math.round(c.maxRetryTimeMs / 1000)} s retry budget)`);
        this.log(`LLM call attempt ${attempts} failed (${describeError(e)}); retrying in ${Math.round(delay)} ms${asked !== undefined ? ' (Retry-After)' : ''}, ${retriesLeft - 1} retries left after that`);
        await new Promise((r) => setTimeout(r, delay));
      }
    }
    const json = JSON.parse(JSON.stringify(raw)) as unknown; // plain data: what the server sent
    this.cache.store(hit.key, hit.occurrence, body, json);
    return this.noteModel(toReply(json, performance.now() - t0, attempts, false));
  }
}

/** Reads a chat-completions response defensively (a hostile server must not crash us). */
export function toReply(raw: unknown, ms: number, attempts: number, cached: boolean): LlmReply {
  const r = (raw ?? {}) as { choices?: unknown; usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } };
  const choice = (Array.isArray(r.choices) ? r.choices[0] : undefined) as
    | { message?: { content?: unknown; tool_calls?: unknown }; finish_reason?: unknown }
    | undefined;
  const msg = choice?.message ?? {};
  const calls = Array.isArray(msg.tool_calls) ? msg.tool_calls : [];
  const toolCalls: ToolCall[] = calls.slice(0, 1000).map((tc: unknown) => {
    const f = ((tc ?? {}) as { id?: unknown; function?: { name?: unknown; arguments?: unknown } });
    return {
      id: typeof f.id === 'string' ? f.id : undefined,
      function: {
        name: typeof f.function?.name === 'string' ? f.function.name : '',
        arguments: typeof f.function?.arguments === 'string' ? f.function.arguments : JSON.stringify(f.function?.arguments ?? {}),
      },
    };
  });
  // Token counts are whole numbers from 0 to 10 million; anything else is not a count (counted as 0, and said so).
  const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e7 ? v : null);
  const promptTokens = count(r.usage?.prompt_tokens), completionTokens = count(r.usage?.completion_tokens);
  const badUsage = r.usage !== undefined && (promptTokens === null || completionTokens === null);
  const model = (raw as { model?: unknown } | null)?.model;
  return {
    content: typeof msg.content === 'string' ? msg.content : '',
    toolCalls,
    usage: { promptTokens: promptTokens ?? 0, completionTokens: completionTokens ?? 0 },
    ...(badUsage ? { usageNote: `the server reported token counts that are not counts (${JSON.stringify(r.usage).slice(0, 120)}); counted as 0` } : {}),
    reportedModel: typeof model === 'string' ? model.slice(0, 200) : null,
    ms,
    attempts,
    cached,
    finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null,
  };
}
