/**
 * Who answered: the endpoint identity (host name, model, Azure deployment; no credentials,
 * no port) in the sweep's configuration key and label and in the LLM cache key, so a run
 * against the local test server or the built-in scripted model never merges with, nor
 * replays as, a real gpt-4o run; and the test server never reports the model it was asked
 * for as its own.
 */
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { requestKey, scopedRequestKey } from '../../../src/llm/cache.js';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { answeredBy, answeredByLabel, llmIdentityOf } from '../../../src/llm/identity.js';
import { modelShown } from '../../../src/episode/record.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { BUILT_IN_HOST, BUILT_IN_MODELS } from '../../../src/cli/built-in-llm.js';
import { LlmCacheMissError, LlmNotConfiguredError } from '../../../src/errors.js';
import { configKey, configLabel, type SweepConfig } from '../../../src/sweep/plan.js';
import { tempDir } from '../agent/helpers.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const msgs = [{ role: 'user' as const, content: 'Click on the "Next" button.' }];

describe('the endpoint identity', () => {
  it('is the host name without credentials or port, OpenAI by default, Azure with its deployment', () => {
    expect(llmIdentityOf({ model: 'gpt-4o' })).toEqual({ endpoint: 'api.openai.com', model: 'gpt-4o' });
    expect(llmIdentityOf({ model: 'm', baseURL: 'https://user:s3cret-pass@My-VLLM.example:8443/v1' })).toEqual({ endpoint: 'my-vllm.example', model: 'm' });
    expect(llmIdentityOf({ model: 'm', baseURL: 'http://127.0.0.1:51234/v1' })).toEqual(llmIdentityOf({ model: 'm', baseURL: 'http://127.0.0.1:9/v1' }));
    const azure = llmIdentityOf({ model: 'gpt-4o', azure: { endpoint: 'https://res.openai.azure.com/', deployment: 'dep-4o' } });
    expect(azure).toEqual({ endpoint: 'azure:res.openai.azure.com', model: 'gpt-4o', azureDeployment: 'dep-4o' });
    expect(JSON.stringify(llmIdentityOf({ model: 'm', baseURL: 'https://user:s3cret-pass@h.example/v1' }))).not.toMatch(/s3cret|user/);
  });

  it('labels the test server as such, whether asked for by name or only reported', () => {
    const local = llmIdentityOf({ model: 'gpt-4o', baseURL: 'http://127.0.0.1:8765/v1' });
    expect(answeredBy(local, ['caap-test-server']).testServer).toBe(true);
    expect(answeredByLabel(answeredBy(local, ['caap-test-server']))).toBe('caap-test-server (local test server, not a language model)');
    const builtIn = llmIdentityOf({ model: BUILT_IN_MODELS.scripted, baseURL: `http://${BUILT_IN_HOST}:4000/v1` });
    expect(answeredBy(builtIn, []).testServer).toBe(true);
    const real = answeredBy(llmIdentityOf({ model: 'gpt-4o' }), ['gpt-4o-2024-08-06']);
    expect(real.testServer).toBe(false);
    expect(answeredByLabel(real)).toBe('gpt-4o-2024-08-06 at api.openai.com');
    expect(modelShown({ model: 'gpt-4o', llm: answeredBy(local, ['caap-test-server']) })).toMatch(/local test server/);
    expect(modelShown({ model: '' })).toBe('');
  });
});

describe('the sweep configuration', () => {
  const base: SweepConfig = { suite: 'embedded', model: 'gpt-4o', episode: resolveEpisodeConfig({ policy: 'caap', maxSteps: 20, llm: { model: 'gpt-4o' } }) };

  it('keys the endpoint: the same model name at the test server is another configuration', () => {
    const openai = { ...base, llm: llmIdentityOf({ model: 'gpt-4o' }) };
    const local = { ...base, llm: llmIdentityOf({ model: 'gpt-4o', baseURL: 'http://127.0.0.1:8765/v1' }) };
    const builtIn = { ...base, model: BUILT_IN_MODELS.scripted, llm: llmIdentityOf({ model: BUILT_IN_MODELS.scripted, baseURL: `http://${BUILT_IN_HOST}` }) };
    expect(new Set([configKey(openai), configKey(local), configKey(builtIn)]).size).toBe(3);
    // Another free port of the built-in server is the same configuration (resume works across runs).
    expect(configKey({ ...builtIn, llm: llmIdentityOf({ model: BUILT_IN_MODELS.scripted, baseURL: `http://${BUILT_IN_HOST}:1234/v1` }) })).toBe(
      configKey(builtIn),
    );
    expect(configLabel(openai)).toMatch(/^caap · gpt-4o · /);
    expect(configLabel(local)).toMatch(/^caap · gpt-4o @ 127\.0\.0\.1 · /);
    expect(configLabel(builtIn)).toMatch(/^caap · caap-test-server\/scripted \(test server\) · /);
  });
});

describe('the LLM cache key', () => {
  it('is the request key with the endpoint beside it; unscoped keys are unchanged', () => {
    const body = { model: 'gpt-4o', messages: msgs, temperature: 0 };
    expect(scopedRequestKey(body, null)).toBe(requestKey(body));
    const a = scopedRequestKey(body, llmIdentityOf({ model: 'gpt-4o' }));
    const b = scopedRequestKey(body, llmIdentityOf({ model: 'gpt-4o', baseURL: 'http://127.0.0.1:8765/v1' }));
    expect(a).not.toBe(b);
    expect(a).not.toBe(requestKey(body));
  });

  it("never replays the test server's answers as a gpt-4o run's; the same local endpoint on another port does", async () => {
    const dir = tempDir('scope');
    server = await startTestServer({ script: [{ content: 'recorded' }] });
    const env = (url?: string) => ({ ...(url ? { OPENAI_BASE_URL: url } : {}), OPENAI_API_KEY: 'sk-test-0123456789abcdef', CAAP_MODEL: 'gpt-4o' });
    const rec = new LlmClient(llmConfigFromEnv(env(server.url), { cacheMode: 'record', cacheDir: dir, retries: 0 }));
    const reply = await rec.complete(msgs);
    expect(reply.reportedModel).toBe('caap-test-server'); // not the gpt-4o it was asked for
    expect(rec.answeredBy()).toMatchObject({ endpoint: '127.0.0.1', model: 'gpt-4o', reportedModels: ['caap-test-server'], testServer: true });
    const entries = readdirSync(dir).flatMap((d) => readdirSync(path.join(dir, d)).map((f) => path.join(dir, d, f)));
    expect(entries).toHaveLength(1);
    expect(JSON.parse(readFileSync(entries[0]!, 'utf8')).scope).toEqual({ endpoint: '127.0.0.1', model: 'gpt-4o' });

    const asOpenAi = new LlmClient(llmConfigFromEnv(env(), { cacheMode: 'replay', cacheDir: dir }));
    const miss = await asOpenAi.complete(msgs).catch((e: unknown) => e);
    expect(miss).toBeInstanceOf(LlmCacheMissError);
    expect((miss as Error).message).toMatch(/gpt-4o at api\.openai\.com/);
    const samePlace = new LlmClient(llmConfigFromEnv(env('http://127.0.0.1:9/v1'), { cacheMode: 'replay', cacheDir: dir }));
    expect((await samePlace.complete(msgs)).content).toBe('recorded');
    expect(samePlace.answeredBy().testServer).toBe(true); // the replayed reply still names the test server

    // The test server replays the folder under the scope it was recorded with.
    await server.close();
    server = await startTestServer({ replayDir: dir });
    expect((await new LlmClient(llmConfigFromEnv(env(server.url), { retries: 0 })).complete(msgs)).content).toBe('recorded');
    expect(existsSync(dir)).toBe(true);
  });

  it('a client with no endpoint fails as an unconfigured LLM (an LLM failure, not a bug)', async () => {
    const none = new LlmClient(llmConfigFromEnv({}, { retries: 0 }));
    await expect(none.complete(msgs)).rejects.toBeInstanceOf(LlmNotConfiguredError);
  });
});
