/**
 * Hostile model servers, third pass (docs/hardening.md): a server that drips its body a byte
 * a second, a 30 MB reply, a base URL with credentials in it, and a model that echoes the
 * API key inside a normal reply. Each ends as an LLM failure (or a redacted line), within its
 * deadline, through the real openai SDK against the local test server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LlmNotConfiguredError, LlmRequestError } from '../../../src/errors.js';
import { boundedFetch, replyLimitOf } from '../../../src/llm/bounded-fetch.js';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv, llmConfigProblem } from '../../../src/llm/config.js';
import { LlmFaultSchedule, type LlmFaultKind } from '../../../src/llm/testing/faults.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { fatalKind, stepLine } from '../../../src/episode/run-episode.js';
import { redact, registerSecret, safeLine } from '../../../src/util/redact.js';
import { clientFor, TEST_KEY } from '../agent/helpers.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});
const msgs = [{ role: 'user' as const, content: 'hello' }];
const always = (kind: LlmFaultKind) => new LlmFaultSchedule({ rate: 1, seed: 0, kinds: [kind] });

describe('a hostile model server', () => {
  it('a body that drips a byte a second ends at the whole-call deadline, each try, as an LLM failure', async () => {
    server = await startTestServer({ script: [], faults: always('drip') });
    const t0 = performance.now();
    const err = await clientFor(server, { timeoutMs: 1500, retries: 1, minRetryDelayMs: 5 }).complete(msgs).catch((e) => e);
    const ms = performance.now() - t0;
    expect(err).toBeInstanceOf(LlmRequestError);
    expect(fatalKind(err)).toBe('llm');
    expect(err.attempts).toBe(2);
    expect(err.message).toMatch(/no complete reply within 1500 ms \(headers and body\)/);
    expect(ms).toBeGreaterThan(2 * 1500 - 200);
    expect(ms).toBeLessThan(15_000); // the dripped body alone would take minutes
  }, 20_000);

  it('a 30 MB reply is refused at the size cap, not read whole, and not tried again', async () => {
    server = await startTestServer({ script: [], faults: always('huge') });
    const before = process.memoryUsage().rss;
    // A deadline far away: this test is about the size, on however loaded a machine.
    const err = await clientFor(server, { maxReplyBytes: 1024 * 1024, timeoutMs: 60_000 }).complete(msgs).catch((e) => e);
    expect(err).toBeInstanceOf(LlmRequestError);
    expect(fatalKind(err)).toBe('llm');
    expect(err.attempts).toBe(1);
    expect(err.message).toMatch(/over the 1048576-byte limit/);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  }, 90_000);

  it('a reply that streams past the cap without announcing its length is cut as it passes it', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({ pull(c) {
      pulled++;
      c.enqueue(new Uint8Array(64 * 1024));
    } });
    const inner = async () => new Response(endless, { status: 200, headers: { 'content-type': 'application/json' } });
    const res = await boundedFetch({ maxBytes: 1024 * 1024 }, inner as typeof fetch)('http://x/v1');
    const err = await res.text().catch((e) => e);
    expect(replyLimitOf(err)?.limit).toBe('size');
    expect(pulled).toBeLessThan(40); // about 1 MB read of an endless body
  });

  it('a base URL with credentials is refused before any request, in words that say why', async () => {
    const url = 'http://user:s3cret-pass@127.0.0.1:9/v1';
    expect(llmConfigProblem({ baseURL: url })).toMatch(/holds credentials/);
    const err = await new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: url })).complete(msgs).catch((e) => e);
    expect(err).toBeInstanceOf(LlmNotConfiguredError);
    expect(fatalKind(err)).toBe('llm');
    expect(err.message).not.toContain('s3cret-pass');
  });

  it('a connection error says its cause, not only "Connection error."', async () => {
    const dead = await startTestServer({ script: [] });
    const url = dead.url;
    await dead.close();
    const err = await clientFor({ url }, { retries: 0 }).complete(msgs).catch((e) => e);
    expect(err.message).toMatch(/Connection error\.: .*(ECONNREFUSED|fetch failed)/);
  });

  it('a key the model echoes in a normal reply reaches no printed line in clear', async () => {
    registerSecret(TEST_KEY);
    server = await startTestServer({ script: [], faults: always('echo-key') });
    const r = await clientFor(server).complete(msgs);
    expect(r.content).toContain(TEST_KEY); // the reply itself holds it: what the agent would type
    const line = stepLine({
      step: 1,
      elements: 3,
      actions: [{ name: 'type_text', args: { string_to_type: `Bearer ${TEST_KEY}` } }],
      promptTokens: 1,
      completionTokens: 1,
      llmCalls: 1,
      cached: false,
      ms: { total: 1, capture: 0, perceive: 0, llm: 1, execute: 0 },
    } as never);
    expect(line).toContain(TEST_KEY);
    expect(safeLine(line)).not.toContain(TEST_KEY);
    expect(redact(`x sk-${'a'.repeat(30)} y`)).not.toMatch(/sk-a{10}/);
  });
});
