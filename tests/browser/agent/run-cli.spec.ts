/**
 * `caap run`'s exit codes (src/cli/run-exit.ts, docs/cli.md) and its wall-clock budget, run
 * as a user runs it: `node dist/cli.js run ...` (build first) against the local
 * OpenAI-compatible test server.
 */
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { expect, test } from '../fixtures.js';
import { runCli } from '../sweep/cli.js';

test.setTimeout(180_000);

/** No LLM endpoint of the machine running the tests may leak in. */
const NO_LLM = { OPENAI_BASE_URL: '', OPENAI_API_KEY: '', AZURE_OPENAI_ENDPOINT: '', AZURE_OPENAI_API_KEY: '', CAAP_MODEL: '' };
const BASE = ['run', '--task', 'click-button', '--seed', '7', '--observer', 'labels', '--scale', '1'];
/** CAAP's own option (refused with another policy): no demonstrations, so the scripted replies below are the whole dialogue. */
const CAAP = ['--variant', 'no-demo'];

let server: TestServer | null = null;
test.afterEach(async () => {
  await server?.close();
  server = null;
});

test('a scripted episode that runs exits 0', async () => {
  const r = await runCli([...BASE, '--policy', 'scripted', '--json', '--quiet'], NO_LLM);
  expect(r.code, r.stderr).toBe(0);
  expect(JSON.parse(r.stdout)).toMatchObject({ policy: 'scripted', doneReason: 'done', rawReward: 1 });
});

test('no LLM endpoint: exit 3 before a browser starts', async () => {
  const t0 = Date.now();
  const r = await runCli([...BASE, ...CAAP, '--json'], NO_LLM);
  expect(r.code, r.stderr).toBe(3);
  expect(r.stderr).toContain('needs an LLM and none is configured');
  expect(r.stdout).toBe('');
  expect(Date.now() - t0).toBeLessThan(60_000);
});

test('an endpoint that cannot be reached: exit 3, with the record of the episode', async () => {
  server = await startTestServer({ script: [] });
  const url = server.url;
  await server.close(); // the port now refuses connections
  server = null;
  const r = await runCli([...BASE, ...CAAP, '--retries', '0', '--json', '--quiet'], { ...NO_LLM, OPENAI_BASE_URL: url });
  expect(r.code, r.stderr).toBe(3);
  const rec = JSON.parse(r.stdout) as { doneReason: string; error: string };
  expect(rec.doneReason).toBe('error');
  expect(rec.error).toMatch(/LLM request/);
  expect(r.stderr).toMatch(/caap run: llm failure/);
});

test('--episode-budget: an LLM that never answers ends the episode at the budget with exit 5', async () => {
  server = await startTestServer({ script: [{ delayMs: Infinity }] });
  const t0 = Date.now();
  const r = await runCli([...BASE, ...CAAP, '--episode-budget', '3', '--llm-timeout-ms', '600000', '--retries', '0', '--json', '--quiet'], { ...NO_LLM,
    OPENAI_BASE_URL: server.url });
  const wall = Date.now() - t0;
  expect(r.code, r.stderr).toBe(5);
  const rec = JSON.parse(r.stdout) as { doneReason: string; error: string; wallMs: number };
  expect(rec).toMatchObject({ doneReason: 'error' });
  expect(rec.error).toMatch(/over its budget of 3000 ms/);
  expect(rec.wallMs).toBeGreaterThanOrEqual(3_000);
  expect(rec.wallMs).toBeLessThan(10_000);
  expect(r.stderr).toContain('caap run: over budget');
  // The hung request does not keep the process alive: it exits soon after the budget.
  expect(wall).toBeLessThan(90_000);
  expect(server.requests).toHaveLength(1);
});

test('an unknown task: exit 2 with the typed error', async () => {
  const r = await runCli(['run', '--task', 'click-buton', '--seed', '7', '--policy', 'scripted', '--observer', 'labels'], NO_LLM);
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr).toMatch(/Unknown task "click-buton".*did you mean click-button/);
});
