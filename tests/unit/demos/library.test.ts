/**
 * Demo records: built from loop steps with the policy's reason on every action, written and
 * read back as reviewed JSON files, only from demo seeds; rendered as the paper's Figure 9
 * action histories; rationales written by a model with the Figure 8 recipe through the real
 * SDK and the record/replay cache, replacing the scripted policy's own reasons; and the
 * documented rule that picks how many demos a task gets.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCountFor, demoScale, listDemoFiles, readDemo, selectDemos, statsOf, writeDemo, type DemoRecord } from '../../../src/demos/library.js';
import { renderDemos } from '../../../src/policies/caap/demos.js';
import { buildPrompt } from '../../../src/policies/caap/prompter.js';
import { PRESETS } from '../../../src/policies/caap/prompt-config.js';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import type { StepRecord } from '../../../src/agent/record.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { SeedPolicyError } from '../../../src/errors.js';
import type { ElementList } from '../../../src/perception/element.js';
import { DemoCollector } from '../../../src/demos/from-episode.js';
import { cleanRationale, rationaleMessages, writeRationales } from '../../../src/demos/rationale.js';
import { llmConfigured } from '../../../src/cli/demos.js';
import { elementOf } from '../agent/element-of.js';

const B = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
const BEFORE: ElementList = [
  { id: 1, type: 'input_field', focused: false, box: B(2, 53, 130, 74), score: 1 },
  { id: 2, type: 'button', text: 'Submit', box: B(2, 85, 97, 116), score: 1 },
];
const AFTER: ElementList = [{ ...BEFORE[0]!, text: 'Bert', focused: true }, BEFORE[1]!];

const step = (n: number, actions: StepRecord['actions']): StepRecord => ({
  step: n,
  elements: 2,
  promptTokens: 0,
  completionTokens: 0,
  llmCalls: 0,
  cached: false,
  actions,
  notRun: 0,
  ms: { capture: 0, perceive: 0, llm: 0, decide: 0, execute: 0, total: 0 },
});

function demo(): DemoRecord {
  const c = new DemoCollector();
  c.add(step(1, [
    { name: 'click_element', args: { element_id: 'element_1' }, element: elementOf('{type: input_field, X: 66 [2-130], Y: 64 [53-74], focused: False}'), ms: 1,
      settled: true },
    { name: 'type_text', args: { string_to_type: 'Bert' }, ms: 1, settled: true },
  ]), { elements: BEFORE }, { text: 'I type Bert into the field.', source: 'scripted' });
  c.add(step(2, []), { elements: AFTER }); // a step that ran nothing is dropped
  c.add(
    step(3, [{ name: 'click_element', args: { element_id: 'element_2' }, element: elementOf('{type: button, X: 50 [2-97], Y: 101 [85-116], text: "Submit"}'),
      ms: 1, settled: true }]),
    { elements: AFTER },
    { text: 'The field holds Bert; I submit.', source: 'scripted' },
  );
  return c.record({ task: 'enter-text', seed: 3001, goal: 'Enter "Bert" into the text field and press Submit.', rawReward: 1, performer: 'scripted-policy',
    observer: 'models', source: 'test' });
}

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('demo records', () => {
  it('hold per step the screen before and after, and each action with its element and its reason', () => {
    const d = demo();
    expect(d.steps).toHaveLength(2);
    expect(d.steps[0]).toMatchObject({ elements: BEFORE, after: AFTER, actions: [
      { name: 'click_element', args: { element_id: 'element_1' }, rationale: { text: 'I type Bert into the field.', source: 'scripted' } },
      { name: 'type_text', rationale: { source: 'scripted' } },
    ] });
    expect(d.steps[1]!.after).toBeUndefined(); // the episode ended with it
  });

  it('are written as pretty JSON, read back, and refused for non-demo seeds', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-demos-'));
    const file = writeDemo(demo(), { dir });
    expect(file).toBe(path.join(dir, 'enter-text', 'seed-3001.json'));
    expect(readFileSync(file, 'utf8')).toContain('\n "task": "enter-text"');
    expect(readDemo(file)).toEqual(demo());
    expect(listDemoFiles(undefined, dir)).toEqual([file]);
    expect(() => writeDemo({ ...demo(), seed: 7 }, { dir })).toThrow(SeedPolicyError);
  });

  it('render as Figure 9 action histories, with the reasons only when asked', () => {
    const d = demo();
    expect(renderDemos([d], { rationales: true, instructionBar: false })).toBe([
      'DEMO_1 = {',
      'TASK: Enter "Bert" into the text field and press Submit.',
      'Action History:',
      'demo_action_1: {name: start, reason: "The task begins."}',
      'demo_action_2: {name: click_element, arg: {type: input_field, X: 66 [2-130], Y: 64 [53-74], focused: False}, reason: "I type Bert into the field."}',
      'demo_action_3: {name: type_text, arg: {string_to_type: "Bert"}, reason: "I type Bert into the field."}',
      'demo_action_4: {name: click_element, arg: {type: button, X: 50 [2-97], Y: 101 [85-116], text: "Submit"}, reason: "The field holds Bert; I submit."}',
      '}',
    ].join('\n'));
    expect(renderDemos([d], { rationales: false, instructionBar: false })).not.toContain('reason');
  });

  it('name element ids in the numbering of the prompt that shows them (the instruction bar left out or kept)', () => {
    const bar = { id: 1, type: 'text' as const, text: 'Click Submit.', box: B(3, 3, 60, 14), score: 1 };
    const button = { id: 2, type: 'button' as const, text: 'Submit', box: B(2, 85, 97, 116), score: 1 };
    // An action with no stored element is known by its id alone: observer id 2 is the prompt's element_1 without the bar.
    const d: DemoRecord = { ...demo(), steps: [{ elements: [bar, button], actions: [{ name: 'click_element', args: { element_id: 'element_2' } }] }] };
    const paper = buildPrompt({ goal: 'g', elements: [bar, button], performed: [], demos: [d] }, { variant: 'full', functionCalling: true,
      switches: PRESETS.paper });
    const plus = buildPrompt({ goal: 'g', elements: [bar, button], performed: [], demos: [d] }, { variant: 'full', functionCalling: true,
      switches: PRESETS['caap-plus'] });
    const text = (p: typeof paper) => p.messages[0]!.content;
    expect(text(paper)).toContain('demo_action_2: {name: click_element, arg: {element_id: "element_1"}}');
    expect(text(paper)).toContain('- ID: element_1, data: {type: button');
    expect(text(plus)).toContain('demo_action_2: {name: click_element, arg: {element_id: "element_2"}}');
    expect(text(plus)).toContain('- ID: element_2, data: {type: button');
    // An id the prompt does not show (the bar, under the paper preset) is dropped, not renumbered onto another element.
    const onBar: DemoRecord = { ...d, steps: [{ ...d.steps[0]!, actions: [{ name: 'click_element', args: { element_id: 'element_1' } }] }] };
    expect(renderDemos([onBar], { rationales: false, instructionBar: false })).toContain('demo_action_2: {name: click_element}');
  });
});

describe('rationales (Figure 8)', () => {
  it('ask per action with the whole history, the screen before and the screen after', () => {
    const [user] = rationaleMessages(demo(), 0);
    expect(user!.role).toBe('user');
    expect(user!.content).toContain('completed successfully by a rule-based program');
    expect(user!.content).toContain('TASK: Enter "Bert" into the text field and press Submit.');
    expect(user!.content).toContain('action_3: {name: type_text, arg: {string_to_type: "Bert"}}');
    expect(user!.content).toContain('why action_2 was taken');
    expect(user!.content).toContain('demo_element_1: {type: input_field, X: 66 [2-130], Y: 64 [53-74], focused: False}');
    // The click did not change the screen (the loop would have cut the batch): after = before.
    expect(user!.content.split('After action_2')[1]).toContain('focused: False');
    // The type_text action led to the step's after screen; the last action ended the task.
    expect(rationaleMessages(demo(), 1)[0]!.content.split('After action_3')[1]).toContain('text: "Bert", focused: True');
    expect(rationaleMessages(demo(), 2)[0]!.content).toContain('(the task ended with this action');
  });

  it('are written through the real SDK, cached, replacing the scripted reasons only', async () => {
    let calls = 0;
    server = await startTestServer({ handler: (body) => {
      calls++;
      const user = (body.messages as { content: string }[])[0]!.content;
      const n = /why action_(\d+) was taken/.exec(user)![1];
      return { content: `Rationale: "Action ${n} was needed."` };
    } });
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'caap-cache-'));
    const llm = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url, CAAP_MODEL: 'test-model' }, { cacheMode: 'auto', cacheDir, retries: 0 }));
    const { demo: d, written } = await writeRationales(demo(), llm);
    expect(written).toBe(3);
    const reasons = d.steps.flatMap((s) => s.actions.map((a) => a.rationale));
    expect(reasons).toEqual([2, 3, 4].map((n) => ({ text: `Action ${n} was needed.`, source: 'llm', model: 'test-model' })));
    expect((await writeRationales(d, llm)).written).toBe(0); // an LLM's rationale stays unless --force
    expect((await writeRationales(d, llm, { force: true })).written).toBe(3); // asked again: the cache counts repeats
    expect(calls).toBe(6);
    // The same requests from a new session: answered by the cache, no call.
    const again = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url, CAAP_MODEL: 'test-model' }, { cacheMode: 'auto', cacheDir, retries: 0 }));
    expect((await writeRationales(demo(), again)).demo.steps[0]!.actions[0]!.rationale?.text).toBe('Action 2 was needed.');
    expect(calls).toBe(6);
    // The prompt then says whose reasons they are.
    expect(renderDemos([d], { rationales: true, instructionBar: false })).toContain('reason: "Action 2 was needed."');
  });

  it('are cleaned of labels and quotes; no LLM configured is detected', () => {
    expect(cleanRationale('**Rationale:** "Because\nso."')).toBe('Because so.');
    expect(llmConfigured({}, 'auto')).toBe(false);
    expect(llmConfigured({}, 'replay')).toBe(true);
    expect(llmConfigured({ OPENAI_BASE_URL: 'http://x' }, 'off')).toBe(true);
  });
});

describe('how many demos a task gets', () => {
  const stats = statsOf(
    new Map([['one-click', { demos: 3, complexity: 1 }], ['form', { demos: 3, complexity: 5 }], ['long', { demos: 5, complexity: 12 }], ['short-library', {
      demos: 1,
      complexity: 6,
    }]]),
  );
  it('is min(5, held, round(k x complexity)), k calibrated so the reference mean comes nearest the one asked for', () => {
    // Candidates are where k x c crosses a half; at N = 1.48 the nearest mean is 1.5 (0 + 1 + 4 + 1 over 4 tasks).
    const k = demoScale(1.48, stats);
    expect([...stats.tasks.keys()].map((t) => demoCountFor(t, 1.48, stats))).toEqual([0, 1, 4, 1]);
    expect(k).toBeCloseTo(3.5 / 12, 6); // the smallest k giving that mean: long reaches 4 at k x 12 = 3.5
    expect(demoCountFor('long', 5, stats)).toBe(5); // capped at 5
    expect(demoCountFor('short-library', 3, stats)).toBe(1); // the library holds 1
    expect(demoCountFor('form', 0, stats)).toBe(0);
    expect(demoCountFor('unknown-task', 5, stats)).toBe(0);
  });
  it("calibrates over the paper's tasks when the library holds some, so tasks beyond them do not move the mean", () => {
    const withPaper = statsOf(
      new Map([['click-button', { demos: 3, complexity: 1 }], ['enter-text', { demos: 3, complexity: 4 }], ['made-up', { demos: 3, complexity: 40 }]]),
    );
    expect(withPaper.reference).toEqual(['click-button', 'enter-text']);
    const counts = withPaper.reference.map((t) => demoCountFor(t, 1.5, withPaper));
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBe(1.5);
  });
  it('selects the first demos of the library by file name', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-demos-'));
    for (const seed of [3005, 3002, 3009]) writeDemo({ ...demo(), seed }, { dir });
    writeDemo({ ...demo(), task: 'click-test', steps: demo().steps.slice(1) }, { dir });
    // enter-text: complexity 3, click-test: 1 (both paper tasks); at N = 1.48 the nearest mean is 1.5: 2 and 1
    expect(selectDemos('enter-text', 1.48, dir).map((d) => d.seed)).toEqual([3002, 3005]);
    expect(selectDemos('click-test', 1.48, dir)).toHaveLength(1);
    expect(selectDemos('enter-text', 0, dir)).toEqual([]);
  });
});
