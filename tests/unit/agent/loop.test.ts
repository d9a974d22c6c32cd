import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LlmConfig } from '../../../src/llm/config.js';
import { runLoop, type LoopOptions } from '../../../src/agent/loop.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { TraceWriter } from '../../../src/trace/trace.js';
import { fixedObserver } from '../../../src/perception/observer.js';
import { CaapPolicy } from '../../../src/policies/caap/caap-policy.js';
import { resolvePromptConfig } from '../../../src/policies/caap/prompt-config.js';
import { CHOOSE_LIST } from './elements.js';
import { fakeScreen } from './fake-screen.js';
import { ACT, clientFor, tempDir, TEST_KEY } from './helpers.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const GOAL = 'Select Theodora from the list and click Submit.';
const STEP1 = ACT(['click_element, Argument: {"element_id": "element_2"}', 'type_text, Argument: {"string_to_type": "Theodora"}',
  'press_key, Argument: {"key": "Enter"}']);
const STEP2 = `The dropdown shows Theodora.\n${ACT(['click_element, Argument: {"element_id": "element_3"}'])}`;
const AFTER = CHOOSE_LIST.map((e) => (e.type === 'dropdown' ? { ...e, text: 'Theodora', focused: true } : e));

/** A choose-list look-alike: typing changes the screen a little; clicking Submit ends the episode. */
function episode(url: string, over: Partial<LlmConfig> = {}, loop: Partial<LoopOptions> = {}) {
  let done = false;
  const screen = fakeScreen({ onEvent: (e, s) => {
    if (e.startsWith('type')) s.paint(2);
    if (e === 'click 49.5,96.5') done = true;
  } });
  // caap-plus: the instruction bar keeps its element (ids as in CHOOSE_LIST) and the feedback block is on.
  const policy = new CaapPolicy({ llm: clientFor({ url }, over), task: 'choose-list', variant: 'no-demo',
    promptConfig: resolvePromptConfig({ preset: 'caap-plus' }) });
  return runLoop({ screen, goal: GOAL, task: 'choose-list', observer: fixedObserver([CHOOSE_LIST, AFTER]), policy, maxSteps: 5, isDone: async () => done,
    settle: { firstWaitMs: 1, intervalMs: 2, deadlineMs: 100 }, ...loop });
}

describe('the step loop', () => {
  it('runs an episode to the end and records every step', async () => {
    server = await startTestServer({ script: [{ content: STEP1 }, { content: STEP2 }] });
    const trace = new TraceWriter(tempDir('trace'));
    const r = await episode(server.url, {}, { onStep: (rec, art) => trace.step(rec, art) });
    expect(r.doneReason).toBe('done');
    expect(r.steps).toHaveLength(2);
    expect(r.steps[0]!.actions.map((a) => a.name)).toEqual(['click_element', 'type_text', 'press_key']);
    expect(r.steps[0]).toMatchObject({ elements: 3, llmCalls: 1, notRun: 0 });
    expect(r.steps[0]!.promptTokens).toBeGreaterThan(300);
    expect(r.usage.promptTokens).toBe(r.steps[0]!.promptTokens + r.steps[1]!.promptTokens);
    for (const k of ['capture', 'perceive', 'llm', 'execute', 'total'] as const) expect(r.steps[0]!.ms[k]).toBeGreaterThanOrEqual(0);
    // Each step says when it began after the loop started: the second after the whole first.
    expect(r.steps[0]!.startMs).toBeGreaterThanOrEqual(0);
    expect(r.steps[1]!.startMs).toBeGreaterThanOrEqual(r.steps[0]!.startMs! + r.steps[0]!.ms.total);
    const p2 = (server.requests[1]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(p2).toContain('action_2: {name: click_element, arg: {type: dropdown, X: 76 [1-152], Y: 66 [55-76], text: "Alice", focused: False}}');
    expect(p2).toContain('action_4: {name: press_key, arg: {key: "Enter"}}');
    expect(p2).toContain('text: "Theodora", focused: True');
    const files = readdirSync(trace.dir);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'step-001-screen.png', 'step-001-overlay.png', 'step-001-prompt.txt', 'step-002-reply.txt']));
    for (const f of files) expect(readFileSync(path.join(trace.dir, f)).toString('latin1')).not.toContain(TEST_KEY);
  });

  it('runs, records and traces a step in the ids the model saw, when the prompt shows fewer elements than perceived', async () => {
    // The paper preset leaves the instruction bar out: the dropdown is element_1 and Submit element_2 in the prompt.
    server = await startTestServer({ script: [{ content: ACT(['click_element, Argument: {"element_id": "element_2"}']) }] });
    let done = false;
    const screen = fakeScreen({ onEvent: (e) => {
      if (e === 'click 49.5,96.5') done = true;
    } });
    const policy = new CaapPolicy({ llm: clientFor({ url: server.url }), task: 'choose-list', variant: 'no-demo',
      promptConfig: resolvePromptConfig({ preset: 'paper' }) });
    const traced: number[][] = [];
    const r = await runLoop({ screen, goal: GOAL, task: 'choose-list', observer: fixedObserver([CHOOSE_LIST]), policy, maxSteps: 2, isDone: async () => done,
      settle: { firstWaitMs: 1, intervalMs: 2, deadlineMs: 100 }, onStep: (_rec, art) => {
        traced.push(art.elements.map((e) => e.id));
      } });
    expect(r.doneReason).toBe('done');
    const step = r.steps[0]!;
    expect(step).toMatchObject({ elements: 2, elementsPerceived: 3 });
    expect(step.actions[0]).toMatchObject({ name: 'click_element', args: { element_id: 'element_2' }, element: { type: 'button', text: 'Submit' } });
    expect(screen.events).toContain('click 49.5,96.5'); // Submit's centre: shown id 2 is Submit, not the observer's element 2 (the dropdown)
    expect(traced).toEqual([[1, 2]]);
  });

  it('replays a recorded episode offline with identical actions', async () => {
    const dir = tempDir('cache');
    server = await startTestServer({ script: [{ content: STEP1 }, { content: STEP2 }] });
    const recorded = await episode(server.url, { cacheMode: 'record', cacheDir: dir });
    await server.close();
    server = null;
    const replayed = await episode('http://127.0.0.1:9/v1', { cacheMode: 'replay', cacheDir: dir });
    expect(replayed.doneReason).toBe('done');
    // Times differ from run to run; the actions, their targets and the screenshots each wait took do not.
    const acts = (r: typeof recorded) => JSON.stringify(r.steps.map((s) => s.actions.map(({ ms: _m, settled: _s, settleMs: _w, ...a }) => a)));
    expect(acts(replayed)).toBe(acts(recorded));
    expect(replayed.steps.every((s) => s.cached)).toBe(true);
  });

  it('stops on the step and token budgets and after repeated failed steps', async () => {
    server = await startTestServer({ handler: () => ({ content: ACT(['press_key, Argument: {"key": "Tab"}']) }) });
    expect((await episode(server.url, {}, { maxSteps: 2 })).doneReason).toBe('max-steps');
    const t = await episode(server.url, {}, { maxTokens: 10 });
    expect(t.doneReason).toBe('max-tokens');
    expect(t.steps).toHaveLength(1);
    await server.close();
    server = await startTestServer({ handler: () => ({ content: ACT(['click_element, Argument: {"element_id": "element_99"}']) }) });
    const f = await episode(server.url);
    expect(f.doneReason).toBe('step-errors');
    expect(f.steps.map((s) => s.error?.code)).toEqual(['UNKNOWN_ELEMENT', 'UNKNOWN_ELEMENT', 'UNKNOWN_ELEMENT']);
    const p2 = (server.requests[1]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(p2).toContain('What went wrong at the previous step:\n- Action_2 (click_element): element 99 is not on the current screen (ids 1 to 3)');
  });

  it('ends cleanly with the reason when the LLM cannot be reached', async () => {
    const r = await episode('http://127.0.0.1:9/v1', { retries: 1 });
    expect(r.doneReason).toBe('error');
    expect(r.error).toMatch(/LLM request .* failed after 2 attempt/);
  });
});
