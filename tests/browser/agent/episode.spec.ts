/**
 * Full episodes of the CAAP agent in real Chromium, driven by scripted replies from the
 * local OpenAI-compatible test server through the real SDK, perceiving with the DOM
 * labeller's ground truth (the ONNX models are a later issue). The tests read the labels
 * to write the script; the agent itself only sees pixels and the element list.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import type { EpisodeRecord } from '../../../src/episode/record.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { groundTruthObserver } from '../../../src/dataset/ground-truth-observer.js';
import type { Episode } from '../../../src/env/episode.js';
import { runEpisodeOn, type EpisodeRuntime } from '../../../src/episode/harness.js';
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import type { EpisodeConfig } from '../../../src/episode/config.js';
import { modelsDir } from '../../../src/perception/model-card.js';
import { resolvePromptConfig } from '../../../src/policies/caap/prompt-config.js';
import { expect, test } from '../fixtures.js';

const KEY = 'sk-browser-test-SECRET-42';
const act = (lines: string[]) => lines.map((l, i) => `Action_${i + 1}=(Action: functions.${l})`).join('\n');

let server: TestServer | null = null;
test.afterEach(async () => {
  await server?.close();
  server = null;
});

// caap-plus lists the instruction bar, so the prompt's element ids are the labels' (the scripts below use them);
// --demos 5 gives even a one-click task one demonstration.
const promptConfig = resolvePromptConfig({ preset: 'caap-plus', demos: 5 });

function settings(_task: string, _seed: number): EpisodeConfig {
  return resolveEpisodeConfig({ policy: 'caap', options: { prompt: promptConfig }, maxSteps: 5, observer: 'labels' });
}

/** The endpoint is passed as a value: the episode assembly reads no environment variable. */
function runtime(url: string, traceDir?: string): EpisodeRuntime {
  const llm = llmConfigFromEnv({ OPENAI_BASE_URL: url, OPENAI_API_KEY: KEY }, { maxTokens: 512, timeoutMs: 10_000, retries: 2, toolChoice: 'none' });
  return { llm, modelsDir: modelsDir({}), ...(traceDir ? { traceDir } : {}) };
}

const run = async (ep: Episode, task: string, seed: number, traceDir?: string): Promise<EpisodeRecord> =>
  (await runEpisodeOn(ep, settings(task, seed), runtime(server!.url, traceDir))).record;

async function labels(ep: Episode) {
  return groundTruthObserver(ep.page).observe(await ep.screen.screenshot(), ep.screen.scale);
}

test('click-button: one scripted step solves the episode, with a trace', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'click-button', seed: 7 });
  try {
    const label = /"(.*)"/.exec(ep.goal)![1];
    const button = (await labels(ep)).find((e) => e.type === 'button' && e.text === label)!;
    expect(button).toBeTruthy();
    server = await startTestServer({
      script: [{ content: `The button "${label}" is element_${button.id}.\n${act([`click_element, Argument: {"element_id": "element_${button.id}"}`])}` }],
    });
    const trace = mkdtempSync(path.join(os.tmpdir(), 'caap-trace-'));
    const rec = await run(ep, 'click-button', 7, trace);
    expect(rec).toMatchObject({ done: true, rawReward: 1, doneReason: 'done', policy: 'caap', observer: 'labels', config: { options: { variant: 'full' } } });
    expect(rec.steps).toHaveLength(1);
    // The element it clicked is kept as data (no id): the button as perceived.
    expect(rec.steps[0]!.actions[0]).toMatchObject({ name: 'click_element', element: { type: 'button', text: label, box: button.box } });
    // The full variant shows a click-button demonstration from prompts/demos.
    const prompt = (server.requests[0]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(prompt).toContain('### Demonstrations ###\n');
    expect(prompt).toContain('DEMO_1 = {\nTASK: Click on the');
    expect(prompt).toContain(`### Task Description ###\n${ep.goal}`);
    const files = readdirSync(trace);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'episode.json', 'step-001-screen.png', 'step-001-overlay.png', 'step-001-prompt.txt']));
    for (const f of files) expect(readFileSync(path.join(trace, f)).toString('latin1')).not.toContain(KEY);
    expect(JSON.stringify(rec)).not.toContain(KEY);
  } finally {
    await ep.close();
  }
});

test('choose-list: keyboard selection in the native dropdown, then Submit', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'choose-list', seed: 8 });
  try {
    const item = /Select (.*) from the list/.exec(ep.goal)![1]!;
    const els = await labels(ep);
    const dropdown = els.find((e) => e.type === 'dropdown')!;
    const submit = els.find((e) => e.type === 'button' && e.text === 'Submit')!;
    expect(dropdown.text, 'this seed must start with another option selected').not.toBe(item);
    server = await startTestServer({ script: [
      {
        content: act([`click_element, Argument: {"element_id": "element_${dropdown.id}"}`, `type_text, Argument: {"string_to_type": ${JSON.stringify(item)}}`,
          'press_key, Argument: {"key": "Enter"}']),
      },
      { toolCalls: [{ name: 'click_element', arguments: { element_id: `element_${submit.id}` } }] },
    ] });
    const rec = await run(ep, 'choose-list', 8);
    expect(rec).toMatchObject({ done: true, rawReward: 1, doneReason: 'done' });
    expect(rec.steps.map((s) => s.actions.map((a) => a.name))).toEqual([['click_element', 'type_text', 'press_key'], ['click_element']]);
    // Step 2 saw the dropdown showing the chosen item.
    const p2 = (server.requests[1]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(p2).toContain(`type: dropdown, X: ${Math.round((dropdown.box.left + dropdown.box.right) / 2)}`);
    expect(p2).toMatch(new RegExp(`type: dropdown, [^\\n]*text: "${item.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(p2).toContain('action_4: {name: press_key, arg: {key: "Enter"}}');
  } finally {
    await ep.close();
  }
});

test('a wrong answer ends the episode with a negative reward, and bad replies become step errors', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'choose-list', seed: 4 });
  try {
    const els = await labels(ep);
    const submit = els.find((e) => e.type === 'button' && e.text === 'Submit')!;
    const dropdown = els.find((e) => e.type === 'dropdown')!;
    const item = /Select (.*) from the list/.exec(ep.goal)![1]!;
    expect(dropdown.text, 'this seed must start with another option selected').not.toBe(item);
    server = await startTestServer({ script: [
      { content: 'Action_1=(Action: functions.click_element, Argument: {"element_id": "element_77"})' },
      { content: 'Action_1=(Action: functions.click_new_point, Argument: {"x": 500, "y": 20})' },
      { content: act([`click_element, Argument: {"element_id": "element_${submit.id}"}`]) },
    ] });
    const rec = await run(ep, 'choose-list', 4);
    expect(rec.steps.map((s) => s.error?.code ?? 'ok')).toEqual(['UNKNOWN_ELEMENT', 'OFF_FRAME', 'ok']);
    expect(rec.done).toBe(true);
    expect(rec.rawReward).toBe(-1);
  } finally {
    await ep.close();
  }
});
