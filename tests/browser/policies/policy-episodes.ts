/**
 * The offline end-to-end check of one seed-paper strategy, shared by the four spec files of
 * this folder: the policy solves click-button, click-tab-2, enter-text, click-checkboxes and
 * email-inbox-forward-nl in real Chromium, perceiving with the ONNX models, asking the local
 * test server's answering model (src/policies/answerers) through the real openai SDK — once
 * with the screenshot alone (the answerer perceives the image itself; every action is a
 * coordinate action) and once with the element list switched on (the answerer reads the
 * list; clicks name element ids). One browser (the worker's host) and one server per file.
 *
 * Seeds: 0-2 with the screenshot alone, 0 with the element list (the element-id path
 * differs from the other only in how a click is named); CAAP_POLICY_SEEDS=N widens both
 * to seeds 0..N-1.
 */
import type { EpisodeRecord } from '../../../src/agent/record.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { sharedOnnxObserver } from '../../../src/episode/onnx.js';
import { runEpisodeOn, type EpisodeRuntime } from '../../../src/episode/harness.js';
import type { EpisodeSettings } from '../../../src/episode/settings.js';
import { modelsDir } from '../../../src/perception/model-card.js';
import { answeringModelHandler, onnxPerceiver } from '../../../src/policies/answerers/index.js';
import { expect, test } from '../fixtures.js';

export const TASKS = ['click-button', 'click-tab-2', 'enter-text', 'click-checkboxes', 'email-inbox-forward-nl'];

const wide = Number(process.env.CAAP_POLICY_SEEDS ?? 0);
const seeds = (n: number) => Array.from({ length: wide || n }, (_, i) => i);

const MODELS = modelsDir({});

/** Defines the tests of one strategy (its base name: screenagent, autoui, dpot, vlm-history). */
export function policyEpisodes(policy: string, o: { maxSteps?: number; check?: (rec: EpisodeRecord, elements: boolean) => void } = {}): void {
  // In order, in one worker: one browser and one answering server for the whole file.
  test.describe.configure({ mode: 'default' });
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startTestServer({ handler: answeringModelHandler({ perceive: onnxPerceiver(() => sharedOnnxObserver(MODELS)) }) });
  });
  test.afterAll(async () => { await server?.close(); });

  const runtime = (): EpisodeRuntime => ({
    llm: llmConfigFromEnv({ OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'sk-test' }, { maxTokens: 512, timeoutMs: 30_000, retries: 1 }),
    modelsDir: MODELS,
  });
  const settings = (task: string, seed: number, elements: boolean): EpisodeSettings => ({
    task, seed, policy: elements ? `${policy}+elements` : policy, variant: 'full', observer: 'models',
    maxSteps: o.maxSteps ?? 10, batchStop: 'ids', functionCalling: false, budgetMs: 50_000,
  });

  for (const elements of [false, true]) {
    for (const task of TASKS) {
      for (const seed of seeds(elements ? 1 : 3)) {
        const how = elements ? 'with the element list (element ids)' : 'from the screenshot alone (coordinates)';
        test(`${policy} solves ${task} seed ${seed} ${how}`, async ({ host }) => {
          const ep = await host.openEpisode({ task, seed, scale: 2 });
          const before = server.requests.length;
          const rec = (await runEpisodeOn(ep, settings(task, seed, elements), runtime()).finally(() => ep.close())).record;
          const trail = rec.steps.map((s) => `${s.step}: ${s.actions.map((a) => a.name).join(',') || '-'} ${s.error?.message ?? ''}`).join(' | ');
          expect(rec.rawReward, `${rec.doneReason} ${rec.error ?? ''} ${trail}`).toBeGreaterThan(0);
          expect(rec.policy).toBe(settings(task, seed, elements).policy);
          expect(rec.steps.every((s) => !s.error), trail).toBe(true);
          const names = rec.steps.flatMap((s) => s.actions.map((a) => a.name));
          if (elements) expect(names, 'clicks name element ids').toContain('click_element');
          else expect(names.filter((n) => n === 'click_element' || n === 'point_element'), 'no element-id action without the list').toEqual([]);
          // Every request of the episode sent the screenshot; the list only when switched on.
          const sent = server.requests.slice(before).map((r) => JSON.stringify(r.body.messages));
          expect(sent.length).toBe(rec.llmCalls);
          expect(sent.every((m) => m.includes('data:image/png;base64,'))).toBe(true);
          expect(sent.some((m) => m.includes('- ID: element_'))).toBe(elements);
          o.check?.(rec, elements);
        });
      }
    }
  }
}
