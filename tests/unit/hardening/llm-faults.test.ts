/**
 * Server faults through the real openai SDK against the local test server (issue 19): a
 * 401 body that repeats the key leaves no key in the error (nor does a base URL with
 * credentials), Retry-After is honoured, and token counts that are not counts are refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { toReply } from '../../../src/llm/reply.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { redact } from '../../../src/util/redact.js';

const KEY = 'sk-live-0123456789abcdefXYZ';
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const client = (url: string, over: Record<string, unknown> = {}) =>
  new LlmClient(llmConfigFromEnv({}, { baseURL: url, apiKey: KEY, retries: 2, minRetryDelayMs: 50, maxRetryTimeMs: 20_000, timeoutMs: 5_000, ...over }));

describe('LLM faults', () => {
  it('a 401 that repeats the key leaves no key in the error', async () => {
    server = await startTestServer({ script: [{ status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}. Bearer ${KEY}` } } }] });
    const err = await client(server.url).complete([{ role: 'user', content: 'hi' }]).then(() => null, (e: Error) => e);
    expect(err?.message).toMatch(/401/);
    expect(err!.message).not.toContain(KEY);
  });

  it('a base URL with credentials never shows them (refused before any request: fetch cannot send such URLs)', async () => {
    server = await startTestServer({ script: [{ content: 'ok' }] });
    const withCreds = server.url.replace('http://', 'http://alice:hunter2secret@');
    const err = await client(withCreds, { retries: 0 }).complete([{ role: 'user', content: 'hi' }]).then(() => null, (e: Error) => e);
    expect(err?.message).toMatch(/OPENAI_BASE_URL holds credentials/);
    expect(server.requests).toHaveLength(0);
    expect(err!.message).not.toContain('hunter2secret');
    expect(err!.message).not.toContain('alice');
  });

  it('honours Retry-After on a 429', async () => {
    server = await startTestServer({
      script: [{ status: 429, headers: { 'retry-after': '2' }, body: { error: { message: 'slow down' } } }, { content: 'ok' }],
    });
    const t0 = Date.now();
    const r = await client(server.url).complete([{ role: 'user', content: 'hi' }]);
    expect(r.content).toBe('ok');
    expect(r.attempts).toBe(2);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1900); // was ~0.05-0.1 s: the backoff alone
  });

  it('gives up at once when Retry-After is past the retry budget', async () => {
    server = await startTestServer({ script: [{ status: 429, headers: { 'retry-after': '60' }, body: {} }, { content: 'ok' }] });
    const t0 = Date.now();
    const err = await client(server.url, { maxRetryTimeMs: 5_000 }).complete([{ role: 'user', content: 'hi' }]).then(() => null, (e: Error) => e);
    expect(err?.message).toMatch(/retry budget/);
    expect(Date.now() - t0).toBeLessThan(4_000);
  });

  it('refuses token counts that are not counts, and keeps the model the response names', () => {
    const r = toReply({ model: 'gpt-4o-2024-08-06', choices: [{ message: { content: 'x' } }], usage: { prompt_tokens: -5, completion_tokens: 1.5 } }, 1, 1,
      false);
    expect(r.usage).toEqual({ promptTokens: 0, completionTokens: 0 });
    expect(r.usageNote).toMatch(/not counts/);
    expect(r.reportedModel).toBe('gpt-4o-2024-08-06');
  });

  it('redacts keys, bearer tokens, api-key headers and URL credentials in any text', () => {
    expect(redact('key sk-abcdefgh12345678 Authorization: Bearer abc.def-ghi123 api-key: zzzzzz99 https://u:p@h.example/v1'))
      .toBe('key [redacted] Authorization: Bearer [redacted] api-key: [redacted] https://[redacted]@h.example/v1');
  });
});
