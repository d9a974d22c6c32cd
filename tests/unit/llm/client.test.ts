import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LlmCacheMissError, LlmRequestError } from '../../../src/errors.js';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { CaapPolicy } from '../../../src/policies/caap/caap-policy.js';
import { resolvePromptConfig } from '../../../src/policies/caap/prompt-config.js';
import { CHOOSE_LIST } from '../agent/elements.js';
import { ACT, clientFor, tempDir, TEST_KEY } from '../agent/helpers.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});
const msgs = [{ role: 'user' as const, content: 'hello' }];

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
}

describe('LLM client over the real SDK', () => {
  it('sends the configured request and reads content, tool calls and usage', async () => {
    server = await startTestServer({ script: [
      { content: 'hi there', usage: { prompt_tokens: 11, completion_tokens: 3 } },
      { toolCalls: [{ name: 'click_element', arguments: { element_id: 'element_2' } }] },
    ] });
    const llm = clientFor(server, { temperature: 0.3, maxTokens: 77 });
    const r = await llm.complete(msgs);
    expect(r).toMatchObject({ content: 'hi there', usage: { promptTokens: 11, completionTokens: 3 }, attempts: 1, cached: false });
    expect(server.requests[0]!.body).toMatchObject({ model: 'test-model', temperature: 0.3, max_tokens: 77, messages: msgs });
    expect(server.requests[0]!.body.tools).toBeUndefined();
    expect(server.requests[0]!.authorization).toBe(`Bearer ${TEST_KEY}`);
    const r2 = await llm.complete(msgs, [{ type: 'function', function: { name: 'click_element', description: 'd', parameters: { type: 'object' } } }]);
    expect(r2.toolCalls[0]!.function).toEqual({ name: 'click_element', arguments: '{"element_id":"element_2"}' });
    expect(server.requests[1]!.body).toMatchObject({ tool_choice: 'none', tools: [{ type: 'function' }] });
  });

  it('talks to Azure OpenAI deployments through the Azure variables', async () => {
    server = await startTestServer({ script: [{ content: 'from azure' }] });
    const endpoint = server.url.replace(/\/v1$/, '');
    const cfg = llmConfigFromEnv({ AZURE_OPENAI_ENDPOINT: endpoint, AZURE_OPENAI_API_KEY: TEST_KEY, OPENAI_API_VERSION: '2024-10-21',
      CAAP_MODEL: 'gpt-4o-prod' });
    expect(cfg.azure).toMatchObject({ deployment: 'gpt-4o-prod', apiVersion: '2024-10-21' });
    expect((await new LlmClient(cfg).complete(msgs)).content).toBe('from azure');
    expect(server.requests[0]!.path).toBe('/openai/deployments/gpt-4o-prod/chat/completions?api-version=2024-10-21');
    expect(server.requests[0]!.apiKey).toBe(TEST_KEY);
  });

  it('retries 429 and 5xx with backoff, then succeeds', async () => {
    server = await startTestServer({ script: [{ status: 429 }, { status: 500 }, { status: 503 }, { content: 'ok' }] });
    const r = await clientFor(server).complete(msgs);
    expect(r.content).toBe('ok');
    expect(r.attempts).toBe(4);
  });

  it('retries a request that times out', async () => {
    server = await startTestServer({ script: [{ delayMs: Infinity }, { content: 'late but fine' }] });
    const r = await clientFor(server, { timeoutMs: 1000 }).complete(msgs);
    expect(r.content).toBe('late but fine');
    expect(r.attempts).toBe(2);
  });

  it('gives up after the allowed retries with a typed error (connection refused)', async () => {
    const dead = await startTestServer({ script: [] });
    const url = dead.url;
    await dead.close();
    const err = await clientFor({ url }, { retries: 2 }).complete(msgs).catch((e) => e);
    expect(err).toBeInstanceOf(LlmRequestError);
    expect(err.attempts).toBe(3);
    expect(err.message).not.toContain(TEST_KEY);
  });

  it('bounds the total retry time', async () => {
    server = await startTestServer({ handler: () => ({ status: 500 }) });
    const t0 = performance.now();
    const err = await clientFor(server, { retries: 50, minRetryDelayMs: 100, maxRetryTimeMs: 600 }).complete(msgs).catch((e) => e);
    expect(err).toBeInstanceOf(LlmRequestError);
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it('does not retry client errors', async () => {
    server = await startTestServer({ script: [{ status: 401 }, { content: 'never' }] });
    const err = await clientFor(server).complete(msgs).catch((e) => e);
    expect(err).toBeInstanceOf(LlmRequestError);
    expect(err.attempts).toBe(1);
    expect(err.message).toMatch(/401/);
  });
});

describe('record/replay cache', () => {
  it('records, then replays the same replies offline in the same order; misses are typed errors', async () => {
    const dir = tempDir('cache');
    server = await startTestServer({ script: [{ content: 'first' }, { content: 'second' }, { content: 'other' }] });
    const rec = clientFor(server, { cacheMode: 'record', cacheDir: dir });
    expect((await rec.complete(msgs)).content).toBe('first');
    expect((await rec.complete(msgs)).content).toBe('second'); // same request again: a second occurrence
    expect((await rec.complete([{ role: 'user', content: 'x' }])).content).toBe('other');
    await server.close();
    server = null;

    const replay = clientFor({ url: 'http://127.0.0.1:9/v1' }, { cacheMode: 'replay', cacheDir: dir });
    expect((await replay.complete(msgs)).content).toBe('first');
    expect((await replay.complete(msgs)).content).toBe('second');
    expect(await replay.complete(msgs).catch((e) => e)).toBeInstanceOf(LlmCacheMissError);
    expect((await replay.complete([{ role: 'user', content: 'x' }])).cached).toBe(true);
    const other = clientFor({ url: 'http://127.0.0.1:9/v1' }, { cacheMode: 'replay', cacheDir: dir, temperature: 1 });
    expect(await other.complete(msgs).catch((e) => e)).toBeInstanceOf(LlmCacheMissError); // sampling settings are part of the key
    for (const f of files(dir)) expect(readFileSync(f, 'utf8')).not.toContain(TEST_KEY);
  });

  it('the test server replays a recorded folder over HTTP', async () => {
    const dir = tempDir('cache');
    server = await startTestServer({ script: [{ content: 'recorded' }] });
    await clientFor(server, { cacheMode: 'record', cacheDir: dir }).complete(msgs);
    await server.close();
    server = await startTestServer({ replayDir: dir });
    expect((await clientFor(server).complete(msgs)).content).toBe('recorded');
  });
});

describe('CAAP policy: re-ask and errors', () => {
  const input = { task: 'choose-list', goal: 'Select Theodora from the list and click Submit.', elements: CHOOSE_LIST, performed: [], problems: [], step: 1 };
  // caap-plus: the re-ask is on, and the instruction bar is listed, so the shown ids are CHOOSE_LIST's.
  const promptConfig = resolvePromptConfig({ preset: 'caap-plus' });

  it('re-asks once with the parse error and uses the second reply', async () => {
    server = await startTestServer({
      script: [{ content: 'I would click the dropdown.' }, { content: ACT(['click_element, Argument: {"element_id": "element_2"}']) }],
    });
    const policy = new CaapPolicy({ llm: clientFor(server), task: 'choose-list', variant: 'no-demo', promptConfig });
    const d = await policy.decide(input);
    expect(d.actions).toEqual([{ name: 'click_element', args: { element_id: 2 } }]);
    expect(d.llmCalls).toBe(2);
    expect(d.error).toBeUndefined();
    const reask = server.requests[1]!.body.messages as { role: string; content: string }[];
    expect(reask.at(-2)).toEqual({ role: 'assistant', content: 'I would click the dropdown.' });
    expect(reask.at(-1)!.content).toMatch(/could not be used: no action found/);
  });

  it('a second unusable reply is a step error, not a crash', async () => {
    server = await startTestServer({ script: [{ content: 'no' }, { content: 'Action_1=(Action: functions.explode, Argument: {})' }] });
    const d = await new CaapPolicy({ llm: clientFor(server), task: 'choose-list', variant: 'no-demo', promptConfig }).decide(input);
    expect(d.actions).toEqual([]);
    expect(d.error).toMatchObject({ code: 'NO_ACTION' });
    expect(d.error!.message).toMatch(/unknown action "explode"/);
  });

  it('takes tool calls when the model uses function calling, and shows them as text next step', async () => {
    server = await startTestServer({ script: [
      { content: 'Reasoning...',
        toolCalls: [{ name: 'click_element', arguments: '{"element_id": "element_2"}' }, { name: 'type_text', arguments: { string_to_type: 'Theodora' } }] },
      { content: ACT(['press_key, Argument: {"key": "Enter"}']) },
    ] });
    const policy = new CaapPolicy({ llm: clientFor(server), task: 'choose-list', variant: 'no-demo', promptConfig });
    const d = await policy.decide(input);
    expect(d.actions.map((a) => a.name)).toEqual(['click_element', 'type_text']);
    await policy.decide({ ...input, step: 2 });
    const second = (server.requests[1]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(second).toContain('### Your Last Response ###');
    expect(second).toContain('Action_3=(Action: functions.type_text, Argument: {string_to_type: "Theodora"})');
  });

  it('offers the actions as text when function calling is off', async () => {
    server = await startTestServer({ script: [{ content: ACT(['click_element, Argument: {"element_id": "element_3"}']) }] });
    await new CaapPolicy({ llm: clientFor(server, { functionCalling: false }), task: 'choose-list', variant: 'no-demo' }).decide(input);
    const body = server.requests[0]!.body;
    expect(body.tools).toBeUndefined();
    expect((body.messages as { content: string }[]).at(-1)!.content).toContain('- functions.click_new_point: ');
  });
});
