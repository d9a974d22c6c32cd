/**
 * In real Chromium with ground-truth labels: the scripted policy solves a task sample, and
 * the CAAP policy asking the test server's scripted model (which reads only the prompt)
 * solves the same episodes with the same actions, through the real SDK, in the text
 * format and with tool calls. Set CAAP_SCRIPTED_TASKS=all (or a comma list) and
 * CAAP_SCRIPTED_SEEDS=N to widen the sample.
 */
import { startTestServer, type TestServer } from '../../../src/agent/testing/openai-test-server.js';
import { runEpisode, type RunOpts } from '../../../src/cli/run.js';
import { embeddedSuite } from '../../../src/env/suites.js';
import { scriptedModelHandler } from '../../../src/policies/scripted/scripted-model.js';
import { expect, test } from '../fixtures.js';

const SAMPLE = ['click-button', 'choose-list', 'enter-password', 'click-tab-2-hard', 'drag-items', 'find-greatest', 'guess-number',
  'email-inbox-forward-nl-turk', 'copy-paste', 'click-menu', 'use-spinner', 'login-user-popup'];
const spec = process.env.CAAP_SCRIPTED_TASKS;
const TASKS = spec === 'all' ? embeddedSuite().listTasks() : spec ? spec.split(',') : SAMPLE;
const SEEDS = Array.from({ length: Number(process.env.CAAP_SCRIPTED_SEEDS ?? 1) }, (_, i) => 900 + i);

function opts(task: string, seed: number, policy: 'scripted' | 'caap', functionCalling = false): RunOpts {
  return {
    task, seed, suite: 'embedded', policy, maxSteps: 15, variant: 'full', observer: 'labels', scale: 1, temperature: 0,
    maxCompletionTokens: 512, maxTokensField: 'max_tokens', functionCalling, toolChoice: 'auto', cacheMode: 'off',
    cacheDir: '.cache/llm', batchStop: 'ids', llmTimeoutMs: 10_000, retries: 1,
  };
}

let server: TestServer | null = null;
test.afterEach(async () => { await server?.close(); server = null; });

const actionsOf = (rec: { steps: { actions: { name: string; args: Record<string, unknown> }[] }[] }) =>
  rec.steps.flatMap((s) => s.actions.map((a) => `${a.name}(${JSON.stringify(a.args)})`));

for (const task of TASKS) {
  for (const seed of SEEDS) {
    test(`${task} seed ${seed}: the scripted policy solves it, and so does the CAAP policy asking the scripted model`, async ({ host }) => {
      const ep1 = await host.openEpisode({ task, seed });
      const scripted = await runEpisode(ep1, opts(task, seed, 'scripted'), () => undefined).finally(() => ep1.close());
      expect(scripted.rawReward, `${scripted.doneReason} ${scripted.error ?? ''}`).toBeGreaterThan(0);

      const toolCalls = seed % 2 === 1 || task.length % 2 === 1; // both reply formats across the sample
      server = await startTestServer({ handler: scriptedModelHandler({ toolCalls }) });
      const saved = { b: process.env.OPENAI_BASE_URL, k: process.env.OPENAI_API_KEY };
      process.env.OPENAI_BASE_URL = server.url;
      process.env.OPENAI_API_KEY = 'sk-test';
      const ep2 = await host.openEpisode({ task, seed });
      try {
        const caap = await runEpisode(ep2, opts(task, seed, 'caap', toolCalls), () => undefined);
        expect(caap.rawReward, `${caap.doneReason} ${caap.error ?? ''}`).toBeGreaterThan(0);
        expect(caap.policy).toBe('caap');
        expect(caap.llmCalls).toBeGreaterThan(0);
        expect(actionsOf(caap)).toEqual(actionsOf(scripted));
      } finally {
        await ep2.close();
        if (saved.b === undefined) delete process.env.OPENAI_BASE_URL; else process.env.OPENAI_BASE_URL = saved.b;
        if (saved.k === undefined) delete process.env.OPENAI_API_KEY; else process.env.OPENAI_API_KEY = saved.k;
      }
    });
  }
}
