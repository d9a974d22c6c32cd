/**
 * Bad input, measured: 264 malformed or hostile replies, each driving a short episode over
 * the real SDK and the local test server. Every one must end as recorded step errors or a
 * clean episode end (never a throw or a hang), and the API key must appear nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoop } from '../../../src/agent/loop.js';
import { DONE_REASONS } from '../../../src/agent/record.js';
import { startTestServer, type ScriptedReply, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { fixedObserver } from '../../../src/perception/observer.js';
import { CaapPolicy } from '../../../src/policies/caap/caap-policy.js';
import { CHOOSE_LIST } from './elements.js';
import { fakeScreen } from './fake-screen.js';
import { fuzzReplies } from './fuzz-replies.js';
import { clientFor, TEST_KEY } from './helpers.js';

const CASES = fuzzReplies(264);
let server: TestServer;
let current: ScriptedReply = { content: '' };

beforeAll(async () => {
  server = await startTestServer({ handler: () => current });
});
afterAll(async () => {
  await server.close();
});

describe('fuzz: hostile replies', () => {
  it(`${CASES.length} replies each end as step errors or a clean end`, async () => {
    const outcomes = new Map<string, number>();
    for (const [i, c] of CASES.entries()) {
      current = c.reply;
      const policy = new CaapPolicy({ llm: clientFor(server, { retries: 1, minRetryDelayMs: 1, timeoutMs: 150 }), task: 'choose-list', variant: 'no-demo' });
      const t0 = performance.now();
      let result;
      try {
        result = await runLoop({ screen: fakeScreen(), goal: 'Select Theodora from the list and click Submit.', task: 'choose-list',
          observer: fixedObserver([CHOOSE_LIST]), policy, maxSteps: 2, isDone: async () => false, settle: { firstWaitMs: 0, intervalMs: 1, deadlineMs: 50 } });
      } catch (e) {
        throw new Error(`case ${i} (${c.label}) threw: ${(e as Error).stack}`);
      }
      const ms = performance.now() - t0;
      expect(ms, `case ${i} (${c.label}) took ${ms} ms`).toBeLessThan(5_000);
      expect(DONE_REASONS).toContain(result.doneReason);
      for (const s of result.steps) {
        expect(s.actions.length, `case ${i} (${c.label})`).toBeLessThanOrEqual(10);
        if (s.actions.length === 0) expect(s.error, `case ${i} (${c.label}): a step without actions records why`).toBeDefined();
      }
      if (result.doneReason === 'error') expect(result.error).toBeTruthy();
      expect(JSON.stringify(result)).not.toContain(TEST_KEY);
      const key = `${c.label}:${result.doneReason}:${result.steps.map((s) => s.error?.code ?? 'ok').join(',')}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    expect(CASES.length).toBeGreaterThanOrEqual(200);
    console.log([...outcomes].sort().map(([k, n]) => `${n}\t${k}`).join('\n'));
  }, 600_000);
});
