/**
 * The test server's answering models (src/policies/offline-model/answerers), driven by the real policies
 * through the real openai SDK: each policy's requests are recognised, the history its text
 * carries is read back (a field clicked, then typed into), the screen comes from the
 * element list or from the screenshot through the observer, and the answer, in the
 * policy's own format, continues the scripted batch where it stopped. The browser episodes
 * are in tests/browser/policies/.
 */
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../../src/agent/actions.js';
import type { PerformedAction } from '../../../src/agent/executor.js';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import type { Policy, PolicyDecision } from '../../../src/agent/policy.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import type { Element, ElementList } from '../../../src/perception/element.js';
import { answeringModelHandler, answeringModelReply, onnxPerceiver } from '../../../src/policies/offline-model/answerers/index.js';
import { matchPrompt } from '../../../src/policies/offline-model/answerers/template-match.js';
import { AutoUiPolicy } from '../../../src/policies/autoui/policy.js';
import { DpotPolicy } from '../../../src/policies/dpot/policy.js';
import { ScreenAgentPolicy } from '../../../src/policies/screenagent/policy.js';
import { fillPrompt } from '../../../src/policies/strategies/prompt-files.js';
import { VlmHistoryPolicy } from '../../../src/policies/vlm-history/policy.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const el = (id: number, type: Element['type'], box: [number, number, number, number], text?: string): Element => ({ id, type,
  box: { left: box[0], top: box[1], right: box[2], bottom: box[3] }, score: 1, ...(text !== undefined ? { text } : {}) });

/** enter-text's screen: the instruction, the field (holding `typed`), Submit. */
const enterText = (typed: string): ElementList => [
  el(1, 'text', [2, 5, 150, 40], 'Enter "Ann" into the text field and press Submit.'),
  el(2, 'input_field', [10, 60, 150, 76], typed),
  el(3, 'button', [20, 90, 80, 110], 'Submit'),
];
const GOAL = 'Enter "Ann" into the text field and press Submit.';
const FIELD = { x: 80, y: 68 }, SUBMIT = { x: 50, y: 100 };

/** A distinct screenshot per step (the answerer keeps perceptions by image hash). */
const shot = (n: number) => sharp({ create: { width: 320, height: 420, channels: 3, background: { r: 10 * n, g: 255, b: 255 } } }).png().toBuffer();

/**
 * Runs a policy over a sequence of screens as the loop would: each decision's actions count
 * as performed (the first `ran` of them when given), then the next screen is shown. The
 * observer the answerer reads screenshots with returns the screen of the step.
 */
async function drive(make: (llm: LlmClient) => Policy, screens: ElementList[], ran: (number | undefined)[] = []) {
  let current: ElementList = [];
  server = await startTestServer({ handler: answeringModelHandler({ perceive: onnxPerceiver(async () => ({ observe: async () => current })) }) });
  const llm = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'sk-test' }, { model: 'test-model', retries: 0, timeoutMs: 5000 }));
  const policy = make(llm);
  const state = policy.initialState?.() ?? {};
  const performed: PerformedAction[] = [];
  const decisions: PolicyDecision[] = [];
  for (const [i, elements] of screens.entries()) {
    current = elements;
    const png = await shot(i);
    const d = await policy.decide({ task: 'enter-text', goal: GOAL, screenshot: { png, scale: 2, marks: async () => png }, elements, performed: [...performed],
      problems: [], step: i + 1, state });
    decisions.push(d);
    performed.push(...d.actions.slice(0, ran[i] ?? d.actions.length).map((a: Action) => ({ name: a.name, args: { ...a.args } })));
  }
  return { decisions, state, requests: server.requests };
}

/** A click at about `p`: bins (vlm-history) and normalised points (Auto-UI) move it by up to a pixel. */
const click = (p: { x: number; y: number }) => ({
  asymmetricMatch: (a: Action) => a.name === 'click_new_point' && Math.abs(a.args.x - p.x) <= 1.5 && Math.abs(a.args.y - p.y) <= 1.5,
  toString: () => `click_new_point near (${p.x}, ${p.y})`,
});
const typed = { name: 'type_text', args: { string_to_type: 'Ann' } };

describe('dpot (one action per call, elements by idx)', () => {
  for (const elements of [false, true]) {
    it(`${elements ? 'with the element list' : 'with its caption'}: clicks the field by idx, types, then clicks Submit by idx`, async () => {
      const { decisions, requests } = await drive((llm) => new DpotPolicy(llm, { elements }), [enterText(''), enterText(''), enterText('Ann')]);
      expect(decisions.map((d) => d.error)).toEqual([undefined, undefined, undefined]);
      expect(decisions.map((d) => d.actions)).toEqual([
        [{ name: 'click_element', args: { element_id: 2 } }],
        [typed],
        [{ name: 'click_element', args: { element_id: 3 } }],
      ]);
      const last = JSON.stringify(requests.at(-1)!.body);
      expect(last).toContain(elements ? '- ID: element_' : '<p id=3 class=\\"button\\">Submit</p>');
      // The history holds the action done and the step it carried out, in the screenshot's pixels (320x420).
      expect(last).toContain('step 1: click at (160, 136) on input_field');
      expect(last).toMatch(/Step 1\. /);
    });
  }
});

describe.each([
  ['autoui', (llm: LlmClient, elements: boolean) => new AutoUiPolicy(llm, { elements })],
  ['vlm-history', (llm: LlmClient, elements: boolean) => new VlmHistoryPolicy(llm, { elements })],
] as const)('%s (one action per call)', (_name, make) => {
  it('from the screenshot alone: taps the field, types (the rest of the batch), then taps Submit', async () => {
    const { decisions, requests } = await drive((llm) => make(llm, false), [enterText(''), enterText(''), enterText('Ann')]);
    expect(decisions.map((d) => d.error)).toEqual([undefined, undefined, undefined]);
    expect(decisions.map((d) => d.actions)).toEqual([[click(FIELD)], [typed], [click(SUBMIT)]]);
    expect(JSON.stringify(requests.map((r) => r.body))).not.toContain('- ID: element_');
  });
  it('with the element list: names elements by id', async () => {
    const { decisions } = await drive((llm) => make(llm, true), [enterText(''), enterText(''), enterText('Ann')]);
    expect(decisions.map((d) => d.actions)).toEqual([
      [{ name: 'click_element', args: { element_id: 2 } }],
      [typed],
      [{ name: 'click_element', args: { element_id: 3 } }],
    ]);
  });
});

describe('screenagent', () => {
  it('plans one subtask, acts the whole batch; the plan used up, the reflection asks for a new one', async () => {
    const { decisions, state } = await drive((llm) => new ScreenAgentPolicy(llm, { elements: false }), [enterText(''), enterText('Ann')]);
    expect(decisions.map((d) => d.actions)).toEqual([[click(FIELD), typed], [click(SUBMIT)]]);
    expect(decisions.map((d) => d.llmCalls)).toEqual([2, 3]); // plan + act; reflect + plan + act
    expect((state as { verdicts: { situation: string }[] }).verdicts.map((v) => v.situation)).toEqual(['need_reformulate']);
  });
  it('asks for a retry with the rest of a batch that was cut short, and acts the rest', async () => {
    const { decisions, state } = await drive((llm) => new ScreenAgentPolicy(llm, { elements: true }), [enterText(''), enterText('')], [1]);
    expect(decisions[0]!.actions).toEqual([{ name: 'click_element', args: { element_id: 2 } }, typed]);
    expect(decisions[1]!.actions).toEqual([typed]);
    expect(decisions[1]!.llmCalls).toBe(2); // reflect + act: no new plan
    const v = (state as { verdicts: { situation: string; advice?: string }[] }).verdicts;
    expect(v).toEqual([expect.objectContaining({ situation: 'need_retry', advice: expect.stringContaining('type "Ann"') })]);
  });
});

describe('what cannot be answered', () => {
  it('Auto-UI has no Control+A: clearing a filled field ends in a step error that says so', async () => {
    const { decisions } = await drive((llm) => new AutoUiPolicy(llm, { elements: false }), [enterText('xyz'), enterText('xyz')]);
    expect(decisions[0]!.actions).toEqual([click(FIELD)]);
    expect(decisions[1]!.error?.message).toMatch(/Action Decision/);
    expect(decisions[1]!.transcript?.replies[0]).toMatch(/no action for the key Ctrl\+A/);
  });
  it('a request of no known policy, and a strategy request without element list or observer', async () => {
    expect(await answeringModelReply({ messages: [{ role: 'user', content: 'Hello?' }] })).toEqual({
      content: expect.stringMatching(/^I see no request of a policy I answer/),
    });
    const system = fillPrompt('dpot', 'system', {});
    const turn = (actions: string) => fillPrompt('dpot', 'turn', { goal: GOAL, width: 320, height: 420, screen: '', actions, steps: '(none yet)' });
    const user = turn('(none yet)');
    expect(await answeringModelReply({ messages: [{ role: 'system', content: system }, { role: 'user', content: user }] }))
      .toEqual({ content: expect.stringMatching(/^I cannot answer this dpot request: the request holds neither an element list nor a screenshot/) });
    const bad = turn('step 1: teleport to (3, 4)');
    expect(await answeringModelReply({ messages: [{ role: 'system', content: system }, { role: 'user', content: bad }] }))
      .toEqual({ content: expect.stringContaining('cannot read the history line "step 1: teleport to (3, 4)"') });
  });
});

describe('matchPrompt', () => {
  it('reads a filled prompt part back, and refuses text that is not one', () => {
    const vars = { goal: 'Click "OK".', width: '320', height: '420', screen: 'line 1\nline 2', actions: 'step 1: click at (3, 4)', steps: 'Step 1. Click it.' };
    expect(matchPrompt('dpot', 'turn', fillPrompt('dpot', 'turn', vars))).toEqual(vars);
    expect(matchPrompt('dpot', 'turn', `${fillPrompt('dpot', 'turn', vars)} and more`)).toBeNull();
    expect(matchPrompt('dpot', 'turn', 'Your goal is: x')).toBeNull();
    // A placeholder used twice (the plan prompt names the goal twice) must read the same both times.
    const plan = fillPrompt('screenagent', 'plan', { width: 160, height: 210, goal: 'A', advice: '', progress: '', screen: '' });
    expect(matchPrompt('screenagent', 'plan', plan)).toMatchObject({ goal: 'A', width: '160' });
    const i = plan.lastIndexOf('"A"');
    expect(matchPrompt('screenagent', 'plan', `${plan.slice(0, i)}"B"${plan.slice(i + 3)}`)).toBeNull();
  });
});
