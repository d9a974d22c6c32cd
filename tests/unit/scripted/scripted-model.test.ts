/**
 * The test server's scripted model reads only the CAAP prompt. Through the real openai SDK,
 * the CAAP policy asking it must decide what the scripted policy decides, step by step,
 * in the text format and with tool calls.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PerformedAction } from '../../../src/agent/executor.js';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import type { ElementList } from '../../../src/perception/element.js';
import { CaapPolicy } from '../../../src/policies/caap/caap-policy.js';
import { promptOf, scriptedModelHandler, scriptedModelReply } from '../../../src/policies/offline-model/scripted-model.js';
import { ScriptedPolicy } from '../../../src/policies/scripted/scripted-policy.js';
import { elementOf } from '../agent/element-of.js';

const B = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
const GOAL = 'Enter the username "karrie" and the password "AU" into the text fields and press login.';
const FORM = (user = '', pw = ''): ElementList => [
  { id: 1, type: 'text', text: 'Username', box: B(2, 62, 50, 73), score: 1 },
  { id: 2, type: 'input_field', text: user, focused: false, box: B(7, 78, 135, 99), score: 1 },
  { id: 3, type: 'text', text: 'Password', box: B(2, 114, 49, 125), score: 1 },
  { id: 4, type: 'input_field', text: pw, focused: false, box: B(7, 130, 115, 151), score: 1 },
  { id: 5, type: 'button', text: 'Login', box: B(2, 166, 89, 197), score: 1 },
];

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function bothPolicies(functionCalling: boolean, toolCalls: boolean) {
  server = await startTestServer({ handler: scriptedModelHandler({ toolCalls }) });
  const llm = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'k' }, { functionCalling, retries: 0 }));
  const caap = new CaapPolicy({ llm, task: 'login-user', variant: 'full', demos: [] });
  const scripted = new ScriptedPolicy();
  const screens = [FORM(), FORM('karrie', '••')];
  const performed: PerformedAction[] = [];
  for (const [i, elements] of screens.entries()) {
    const input = { task: 'login-user', goal: GOAL, elements, performed: [...performed], problems: [], step: i + 1 };
    const [a, b] = [await caap.decide(input), await scripted.decide(input)];
    expect(a.error).toBeUndefined();
    expect(a.actions).toEqual(b.actions);
    // What ran becomes history, with the element as it looked then.
    for (const act of b.actions) {
      const id = 'element_id' in act.args ? act.args.element_id : undefined;
      const el = elements.find((e) => e.id === id);
      performed.push({ name: act.name, args: id ? { element_id: `element_${id}` } : { ...act.args },
        ...(el ? { element: elementOf(`{type: ${el.type}, X: 1, Y: 1}`) } : {}) });
    }
  }
  return server.requests;
}

describe('scripted model', () => {
  it("answers the CAAP prompt as the scripted policy decides, in the paper's reply form (text replies)", async () => {
    const requests = await bothPolicies(true, false);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.body.tool_choice).toBe('none');
    const first = scriptedModelReply(requests[0]!.body);
    // Reasoning, then the actions numbered on from the history (action_1 is the start), integer element ids.
    expect(first.content).toMatch(
      /^[^\n]+\nAction_2=\(Action: functions\.click_element, Argument: \{element_id: 2\}\)\nAction_3=\(Action: functions\.type_text/,
    );
    const second = scriptedModelReply(requests[1]!.body);
    expect(second.content).toMatch(/\nAction_\d+=/);
    const ranFirst = first.content!.match(/^Action_\d+=/gm)!.length;
    expect(/Action_(\d+)=/.exec(second.content!)![1]).toBe(String(2 + ranFirst));
  });

  it('answers with tool calls only when asked to and the request lets tools be called', async () => {
    const requests = await bothPolicies(true, true);
    const body = requests[0]!.body;
    expect(scriptedModelReply(body, { toolCalls: true })).not.toHaveProperty('toolCalls'); // tool_choice "none"
    const reply = scriptedModelReply({ ...body, tool_choice: 'auto' }, { toolCalls: true });
    expect('toolCalls' in reply && reply.toolCalls?.[0]).toMatchObject({ name: 'click_element', arguments: { element_id: 2 } });
  });

  it('works without function calling (actions described as text)', async () => {
    await bothPolicies(false, true);
  });

  it('says so when a request holds no CAAP prompt', () => {
    expect(promptOf({ messages: [{ role: 'user', content: 'hi' }] })).toBeNull();
    expect(scriptedModelReply({ messages: [{ role: 'user', content: 'hi' }] })).toMatchObject({ content: expect.stringMatching(/no CAAP prompt/) });
  });
});
