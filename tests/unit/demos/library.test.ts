/**
 * Demo records: built from loop steps, written and read back as reviewed JSON files, only
 * from demo seeds; rationales written by a model through the real SDK and the record/replay
 * cache, and shown in the prompt only when present.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDemos, type DemoRecord } from '../../../src/agent/demos.js';
import { LlmClient, llmConfigFromEnv } from '../../../src/agent/llm.js';
import type { StepRecord } from '../../../src/agent/record.js';
import { startTestServer, type TestServer } from '../../../src/agent/testing/openai-test-server.js';
import { SeedPolicyError } from '../../../src/errors.js';
import type { ElementList } from '../../../src/perception/element.js';
import { DemoCollector } from '../../../src/demos/from-episode.js';
import { listDemoFiles, readDemoFile, writeDemo } from '../../../src/demos/files.js';
import { cleanRationale, rationaleMessages, writeRationales } from '../../../src/demos/rationale.js';
import { llmConfigured } from '../../../src/cli/demos.js';

const B = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
const BEFORE: ElementList = [
  { id: 1, type: 'input_field', focused: false, box: B(2, 53, 130, 74), score: 1 },
  { id: 2, type: 'button', text: 'Submit', box: B(2, 85, 97, 116), score: 1 },
];
const AFTER: ElementList = [{ ...BEFORE[0]!, text: 'Bert', focused: true }, BEFORE[1]!];

const step = (n: number, actions: StepRecord['actions']): StepRecord => ({
  step: n, elements: 2, promptTokens: 0, completionTokens: 0, llmCalls: 0, cached: false, actions, notRun: 0,
  ms: { capture: 0, perceive: 0, llm: 0, decide: 0, execute: 0, total: 0 },
});

function demo(): DemoRecord {
  const c = new DemoCollector();
  c.add(step(1, [
    { name: 'click_element', args: { element_id: 'element_1' }, element: '{type: input_field, X: 66, Y: 64}', ms: 1, settled: true },
    { name: 'type_text', args: { string_to_type: 'Bert' }, ms: 1, settled: true },
  ]), { elements: BEFORE });
  c.add(step(2, []), { elements: AFTER }); // a step that ran nothing is dropped
  c.add(step(3, [{ name: 'click_element', args: { element_id: 'element_2' }, element: '{type: button, X: 50, Y: 101, text: "Submit"}', ms: 1, settled: true }]), { elements: AFTER });
  return c.record({ task: 'enter-text', seed: 3001, goal: 'Enter "Bert" into the text field and press Submit.', rawReward: 1, source: 'test' });
}

let server: TestServer | null = null;
afterEach(async () => { await server?.close(); server = null; });

describe('demo records', () => {
  it('hold per step the screen before and after and each action with its element', () => {
    const d = demo();
    expect(d.steps).toHaveLength(2);
    expect(d.steps[0]).toMatchObject({ elements: BEFORE, after: AFTER, rationale: '',
      actions: [{ name: 'click_element', args: { element_id: 'element_1' }, element: '{type: input_field, X: 66, Y: 64}' }, { name: 'type_text' }] });
    expect(d.steps[1]!.after).toBeUndefined(); // the episode ended with it
  });

  it('are written as pretty JSON, read back, and refused for non-demo seeds', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-demos-'));
    const file = writeDemo(demo(), { dir });
    expect(file).toBe(path.join(dir, 'enter-text', 'seed-3001.json'));
    expect(readFileSync(file, 'utf8')).toContain('\n "task": "enter-text"');
    expect(readDemoFile(file)).toEqual(demo());
    expect(listDemoFiles(undefined, dir)).toEqual([file]);
    expect(() => writeDemo({ ...demo(), seed: 7 }, { dir })).toThrow(SeedPolicyError);
  });

  it('show a rationale in the prompt only when one was written', () => {
    const d = demo();
    expect(renderDemos([d], { rationales: true })).not.toContain('Rationale:');
    d.steps[0]!.rationale = 'I type the name.';
    expect(renderDemos([d], { rationales: true })).toContain('Rationale: I type the name.');
  });
});

describe('rationales', () => {
  it('ask with the screen before, the actions and the screen after', () => {
    const [system, user] = rationaleMessages(demo(), 0);
    expect(system!.role).toBe('system');
    expect(user!.content).toContain('# Task\nEnter "Bert" into the text field and press Submit.');
    expect(user!.content).toContain('Action_2=(Action: functions.type_text, Argument: {"string_to_type": "Bert"})');
    expect(user!.content).toContain('on {type: input_field, X: 66, Y: 64}');
    expect(user!.content).toContain('text: "Bert", focused: True'); // the screen after
    expect(rationaleMessages(demo(), 1)[1]!.content).toContain('(the task ended with this action)');
  });

  it('are written through the real SDK, cached, and only for steps without one', async () => {
    let calls = 0;
    server = await startTestServer({ handler: (body) => {
      calls++;
      const user = (body.messages as { content: string }[])[1]!.content;
      return { content: `Rationale: "${user.includes('type_text') ? 'I type Bert into the field.' : 'I submit.'}"` };
    } });
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'caap-cache-'));
    const llm = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url }, { cacheMode: 'auto', cacheDir, retries: 0 }));
    const { demo: d, written } = await writeRationales(demo(), llm);
    expect(written).toBe(2);
    expect(d.steps.map((s) => s.rationale)).toEqual(['I type Bert into the field.', 'I submit.']);
    expect((await writeRationales(d, llm)).written).toBe(0); // nothing left to write
    // The same requests from a new session: answered by the cache, no call.
    const again = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url }, { cacheMode: 'auto', cacheDir, retries: 0 }));
    expect((await writeRationales(demo(), again)).demo.steps[0]!.rationale).toBe('I type Bert into the field.');
    expect(calls).toBe(2);
  });

  it('are cleaned of labels and quotes; no LLM configured is detected', () => {
    expect(cleanRationale('**Rationale:** "Because."')).toBe('Because.');
    expect(llmConfigured({}, 'auto')).toBe(false);
    expect(llmConfigured({}, 'replay')).toBe(true);
    expect(llmConfigured({ OPENAI_BASE_URL: 'http://x' }, 'off')).toBe(true);
  });
});
