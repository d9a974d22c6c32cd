/**
 * In real Chromium with ground-truth labels: the scripted policy solves a task sample, and
 * the CAAP policy asking the test server's scripted model (which reads only the prompt)
 * solves the same episodes with the same actions, through the real SDK, in the text
 * format and with tool calls. Set CAAP_SCRIPTED_TASKS=all (or a comma list) and
 * CAAP_SCRIPTED_SEEDS=N to widen the sample.
 */
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { embeddedSuite } from '../../../src/env/suites.js';
import { runEpisodeOn, type EpisodeRuntime } from '../../../src/episode/harness.js';
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import type { EpisodeConfig } from '../../../src/episode/config.js';
import { resolvePromptConfig } from '../../../src/policies/caap/prompt-config.js';
import { modelsDir } from '../../../src/perception/model-card.js';
import { scriptedModelHandler } from '../../../src/policies/offline-model/scripted-model.js';
import { expect, test } from '../fixtures.js';

// One task per kind of action (click, dropdown, drag, copy-paste keys, hover, a form that changes): the default tests' sample,
// kept small for their 15-minute bound; CAAP_SCRIPTED_TASKS=all runs every task.
const SAMPLE = ['click-button', 'choose-list', 'drag-items', 'copy-paste', 'click-menu', 'login-user-popup'];
const spec = process.env.CAAP_SCRIPTED_TASKS;
const TASKS = spec === 'all' ? embeddedSuite().listTasks() : spec ? spec.split(',') : SAMPLE;
const SEEDS = Array.from({ length: Number(process.env.CAAP_SCRIPTED_SEEDS ?? 1) }, (_, i) => 900 + i);

/** CAAP under caap-plus: its prompt lists what the scripted policy reads (the instruction bar, keys and scroll, our element fields). */
function settings(_task: string, _seed: number, policy: 'scripted' | 'caap', functionCalling = false): EpisodeConfig {
  // Both cut a reply's actions the same way (caap-plus's ids-batch-stop), so their actions can be compared one to one.
  const options = policy === 'caap' ? { prompt: resolvePromptConfig({ preset: 'caap-plus' }) } : { batchStop: 'ids' };
  return resolveEpisodeConfig({ policy, options, maxSteps: 15, observer: 'labels', llm: { functionCalling } });
}

/** The test server's endpoint, passed as a value (no environment variable is read below the CLI). */
function runtime(url: string | null, functionCalling = false): EpisodeRuntime {
  const llm = url ?
    llmConfigFromEnv({ OPENAI_BASE_URL: url, OPENAI_API_KEY: 'sk-test' }, { maxTokens: 512, functionCalling, toolChoice: 'none', timeoutMs: 10_000,
      retries: 1 }) :
    null;
  return { llm, modelsDir: modelsDir({}) };
}

let server: TestServer | null = null;
test.afterEach(async () => {
  await server?.close();
  server = null;
});

const actionsOf = (rec: { steps: { actions: { name: string; args: Record<string, unknown> }[] }[] }) =>
  rec.steps.flatMap((s) => s.actions.map((a) => `${a.name}(${JSON.stringify(a.args)})`));

for (const task of TASKS) {
  for (const seed of SEEDS) {
    test(`${task} seed ${seed}: the scripted policy solves it, and so does the CAAP policy asking the scripted model`, async ({ host }) => {
      const ep1 = await host.openEpisode({ task, seed });
      const scripted = (await runEpisodeOn(ep1, settings(task, seed, 'scripted'), runtime(null)).finally(() => ep1.close())).record;
      expect(scripted.rawReward, `${scripted.doneReason} ${scripted.error ?? ''}`).toBeGreaterThan(0);

      const toolCalls = seed % 2 === 1 || task.length % 2 === 1; // both reply formats across the sample
      server = await startTestServer({ handler: scriptedModelHandler({ toolCalls }) });
      const ep2 = await host.openEpisode({ task, seed });
      try {
        const caap = (await runEpisodeOn(ep2, settings(task, seed, 'caap', toolCalls), runtime(server.url, toolCalls))).record;
        expect(caap.rawReward, `${caap.doneReason} ${caap.error ?? ''}`).toBeGreaterThan(0);
        expect(caap.policy).toBe('caap');
        expect(caap.llmCalls).toBeGreaterThan(0);
        expect(actionsOf(caap)).toEqual(actionsOf(scripted));
      } finally {
        await ep2.close();
      }
    });
  }
}
