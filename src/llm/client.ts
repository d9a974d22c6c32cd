/**
 * The LLM client: the real `openai` SDK against any OpenAI-compatible endpoint, with
 * bounded retries (exponential backoff with jitter, or the server's Retry-After, within a time budget) on rate limits, server errors, timeouts
 * and connection errors, per-call token usage and latency, and the record/replay cache.
 * Each attempt has one deadline for headers and body, and a reply may not pass a size cap
 * (bounded-fetch.ts): both end as LlmRequestError, an LLM failure in every record.
 * The API key lives only inside the SDK client: it is never part of a request body, a
 * cache entry, a record or an error message.
 *
 * Configuration: config.ts (llmConfigFromEnv); retries: retry.ts; the reply: reply.ts.
 *
 * @example
 *   const llm = new LlmClient(llmConfigFromEnv(process.env, { temperature: 0 }))
 *   const r = await llm.complete([{ role: 'user', content: 'hi' }])
 *   console.log(r.content, r.usage.promptTokens, r.ms)
 *   // with a screenshot (any OpenAI-compatible multimodal endpoint):
 *   await llm.complete([{ role: 'user', content: [{ type: 'text', text: 'What is on screen?' },
 *     { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}`, detail: 'high' } }] }])
 */
import OpenAI, { AzureOpenAI } from 'openai';
import { registerSecret, stripUrlCredentials } from '../util/redact.js';
import { CaapError, LlmCacheMissError, LlmNotConfiguredError, LlmRequestError } from '../errors.js';
import { LlmCache } from './cache.js';
import type { LlmMessage, ToolDefinition } from './chat-content.js';
import { llmConfigProblem, type LlmConfig } from './config.js';
import { answeredBy, llmIdentityOf, type AnsweredBy, type LlmIdentity } from './identity.js';
import { toReply, type LlmReply } from './reply.js';
import { boundedFetch, ReplyLimitError, replyLimitOf } from './bounded-fetch.js';
import { backoffMs, describeError, isRetryable, retryAfterMs } from './retry.js';

export class LlmClient {
  private sdk: OpenAI | null = null;
  readonly cache: LlmCache;
  /** Where requests go, without credentials (identity.ts): part of every cache key and of the episode record. */
  readonly identity: LlmIdentity;
  private readonly reported: string[] = [];

  constructor(readonly config: LlmConfig, private readonly log: (line: string) => void = () => undefined) {
    this.identity = llmIdentityOf(config);
    // Scoped by the endpoint: a cache recorded from one endpoint never answers for another.
    this.cache = new LlmCache(config.cacheDir, config.cacheMode, this.identity);
    registerSecret(config.apiKey);
    registerSecret(config.azure?.apiKey);
    if (config.baseURL) {
      try {
        const u = new URL(config.baseURL);
        registerSecret(decodeURIComponent(u.password));
      } catch { /* not a URL: the SDK will say so */ }
    }
  }

  /** The SDK client, created on first real call (replay needs no key and no network). */
  private client(): OpenAI {
    if (this.sdk) return this.sdk;
    const c = this.config;
    const problem = llmConfigProblem(c);
    if (problem) throw new LlmNotConfiguredError(problem);
    // The SDK's timeout ends at the headers; the whole call's deadline and the size cap live in this fetch.
    const fetch = boundedFetch({ maxBytes: c.maxReplyBytes });
    if (c.azure) {
      if (!c.azure.apiKey) throw new LlmNotConfiguredError('AZURE_OPENAI_ENDPOINT is set but AZURE_OPENAI_API_KEY is not');
      this.sdk = new AzureOpenAI({
        endpoint: c.azure.endpoint,
        apiKey: c.azure.apiKey,
        apiVersion: c.azure.apiVersion,
        deployment: c.azure.deployment,
        maxRetries: 0,
        timeout: c.timeoutMs,
        fetch,
      });
    } else {
      if (!c.apiKey && !c.baseURL) {
        throw new LlmNotConfiguredError('No LLM endpoint: set OPENAI_API_KEY (OpenAI), OPENAI_BASE_URL (any OpenAI-compatible server) ' +
          'or AZURE_OPENAI_ENDPOINT + AZURE_OPENAI_API_KEY, or use --cache-mode replay');
      }
      // Local servers (vLLM, Ollama, the test server) take any key; the SDK insists on one.
      this.sdk = new OpenAI({ baseURL: c.baseURL, apiKey: c.apiKey ?? 'no-key', maxRetries: 0, timeout: c.timeoutMs, fetch });
    }
    return this.sdk;
  }

  /** Where requests go, never with credentials: 'api.openai.com', the base URL's host, or Azure's host and deployment. */
  endpointLabel(): string {
    const c = this.config;
    if (c.azure) {
      try {
        return `azure:${new URL(c.azure.endpoint).host}/${c.azure.deployment}`;
      } catch {
        return 'azure';
      }
    }
    if (!c.baseURL) return 'api.openai.com';
    try {
      return new URL(c.baseURL).host;
    } catch {
      return stripUrlCredentials(c.baseURL);
    }
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
      // One deadline for the whole call: headers and body (a server may drip its body for ever).
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(new ReplyLimitError('deadline', `no complete reply within ${c.timeoutMs} ms (headers and body)`)),
        c.timeoutMs);
      try {
        raw = await this.client().chat.completions.create(body as never, { timeout: c.timeoutMs, signal: deadline.signal });
        break;
      } catch (caught) {
        // The deadline, however the SDK or fetch wrapped it, is said as such; a reply too large is not tried again.
        const limit = replyLimitOf(caught) ?? (deadline.signal.aborted ? deadline.signal.reason as ReplyLimitError : undefined);
        const e: unknown = limit ?? caught;
        if (limit?.limit === 'size') {
          throw new LlmRequestError(`LLM request to ${this.endpointLabel()} failed after ${attempts} attempt(s): ${limit.message}`, attempts);
        }
        const retriesLeft = c.retries - (attempts - 1);
        const fail = (why: string) =>
          new LlmRequestError(
            `LLM request to ${this.endpointLabel()} failed after ${attempts} attempt(s): ${describeError(e)}${why}`,
            attempts,
          );
        if (e instanceof CaapError) throw e;
        if (!(isRetryable(e) || limit) || retriesLeft <= 0) throw fail('');
        // The server's Retry-After wins over our backoff; the retry budget bounds both.
        const asked = retryAfterMs(e);
        const delay = asked ?? backoffMs(attempts, c.minRetryDelayMs);
        const spent = performance.now() - t0;
        if (spent + delay > c.maxRetryTimeMs) {
          throw fail(
            ` (the next try would start after ${Math.round((spent + delay) / 1000)} s, past the ${Math.round(c.maxRetryTimeMs / 1000)} s retry budget)`,
          );
        }
        this.log(
          `LLM call attempt ${attempts} failed (${describeError(e)}); retrying in ${Math.round(delay)} ms${asked !== undefined ? ' (Retry-After)' : ''}, ${
            retriesLeft - 1
          } retries left after that`,
        );
        await new Promise((r) => setTimeout(r, delay));
      } finally {
        clearTimeout(timer);
      }
    }
    const json = JSON.parse(JSON.stringify(raw)) as unknown; // plain data: what the server sent
    this.cache.store(hit.key, hit.occurrence, body, json);
    return this.noteModel(toReply(json, performance.now() - t0, attempts, false));
  }
}
