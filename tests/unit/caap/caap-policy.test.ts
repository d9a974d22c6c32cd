/**
 * The CAAP policy's request shape and reply handling, through the real SDK against the local
 * test server: tools listed with tool_choice "none" (never "auto"), one user message, actions
 * read from the reply's last run of Action_N lines, element ids mapped from the prompt's
 * numbering back to the observer's, the re-ask only under its switch, and the settings a
 * record carries.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { InvalidArgumentError } from '../../../src/errors.js';
import { CaapPolicy } from '../../../src/policies/caap/caap-policy.js';
import { resolvePromptConfig } from '../../../src/policies/caap/prompt-config.js';
import { CHOOSE_LIST } from '../agent/elements.js';
import { elementOf } from '../agent/element-of.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const GOAL = 'Select Theodora from the list and click Submit.';
const input = { task: 'choose-list', goal: GOAL, elements: CHOOSE_LIST, performed: [], problems: ['earlier trouble'], step: 1 };
const client = (over = {}) => new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server!.url, OPENAI_API_KEY: 'k', CAAP_MODEL: 'm' }, { retries: 0, ...over }));

describe('the CAAP policy', () => {
  it('lists the tools with tool_choice none, sends one user message, and answers in the shown ids', async () => {
    // The reasoning restates an action of the history; the answer is the last run of consecutive numbers.
    const reply = '### Analysis ###\nAction_2=(Action: functions.click_element, Argument: {element_id: 2}) opened nothing.\n### Actions ###\n' +
      'Action_4=(Action: functions.click_element, Argument: {element_id: 1})\nAction_5=(Action: functions.type_text, Argument: {string_to_type: "Theodora"})';
    server = await startTestServer({ script: [{ content: reply }] });
    const policy = new CaapPolicy({ llm: client(), task: 'choose-list', variant: 'no-demo' });
    const performed = [{ name: 'click_element' as const, args: { element_id: 'element_3' },
      element: elementOf('{type: button, X: 50 [2-97], Y: 97 [81-112], text: "Submit"}') }, { name: 'press_key' as const, args: { key: 'Escape' } }];
    const d = await policy.decide({ ...input, performed });
    const body = server.requests[0]!.body;
    expect(body.tool_choice).toBe('none');
    expect((body.tools as unknown[]).length).toBe(11);
    expect((body.messages as { role: string }[]).map((m) => m.role)).toEqual(['user']);
    // Paper preset: the instruction bar (CHOOSE_LIST's element 1) is not listed, so the dropdown is shown as 1 (observer id 2);
    // the action keeps the id the model saw, and the loop runs it against the shown list.
    expect(d.actions).toEqual([{ name: 'click_element', args: { element_id: 1 } }, { name: 'type_text', args: { string_to_type: 'Theodora' } }]);
    expect(d.shownElements?.find((e) => e.id === 1)?.type).toBe('dropdown');
    expect(d.error).toBeUndefined();
    expect(JSON.stringify(body.messages)).not.toContain('earlier trouble'); // no feedback block in the paper preset
    expect(policy.settings).toMatchObject({ promptConfig: { preset: 'paper' }, requestShape: 'tools-listed-tool-choice-none-text-reply', demos: { count: 0 } });
    // What a trace draws: the elements under the ids the model saw (the dropdown as 1), not the observer's.
    expect(d.shownElements?.map((e) => e.id)).toEqual(CHOOSE_LIST.slice(1).map((_, i) => i + 1));
    expect(d.shownElements?.[0]).toMatchObject({ ...CHOOSE_LIST[1], id: 1 });
  });

  it('refuses a client whose tool_choice would let a tool call replace the reasoning', async () => {
    server = await startTestServer({ script: [] });
    expect(() => new CaapPolicy({ llm: client({ toolChoice: 'auto' }), task: 'choose-list', variant: 'no-demo' })).toThrow(InvalidArgumentError);
    expect(() => new CaapPolicy({ llm: client({ toolChoice: 'auto', functionCalling: false }), task: 'choose-list', variant: 'no-demo' })).not.toThrow();
  });

  it('reads a reply numbered from 1 in full', async () => {
    server = await startTestServer({ script: [{ content: 'Plan.\nAction_1=(Action: functions.click_element, Argument: {element_id: 1})\n' +
      'Action_2=(Action: functions.type_text, Argument: {string_to_type: "Theodora"})' }] });
    const d = await new CaapPolicy({ llm: client(), task: 'choose-list', variant: 'no-demo' }).decide(input);
    expect(d.actions.map((a) => a.name)).toEqual(['click_element', 'type_text']);
  });

  it('reports an id that is not on the screen, and an action that was not offered', async () => {
    server = await startTestServer({ script: [
      { content: 'Action_2=(Action: functions.click_element, Argument: {element_id: 3})' },
      { content: 'Action_2=(Action: functions.scroll, Argument: {element_id: 1, direction: "down"})' },
    ] });
    const paper = new CaapPolicy({ llm: client(), task: 'choose-list', variant: 'no-demo' });
    expect((await paper.decide(input)).error).toMatchObject({ code: 'UNKNOWN_ELEMENT',
      message: expect.stringContaining('element 3 is not on the current screen (ids 1 to 2)') });
    const table3 = new CaapPolicy({ llm: client(), task: 'choose-list', variant: 'no-demo',
      promptConfig: resolvePromptConfig({ without: ['keys-and-scroll'] }) });
    const d = await table3.decide(input);
    expect(d.actions).toEqual([]);
    expect(d.error?.message).toMatch(/scroll is not one of the offered actions/);
  });

  it('asks again after an unusable reply only with the reask switch', async () => {
    server = await startTestServer({ handler: () => ({ content: 'I would click the dropdown.', usage: { prompt_tokens: 100, completion_tokens: 7 } }) });
    const paper = new CaapPolicy({ llm: client(), task: 'choose-list', variant: 'no-demo' });
    const once = await paper.decide(input);
    expect(once.llmCalls).toBe(1);
    expect(once.usage).toEqual({ promptTokens: 100, completionTokens: 7 });
    const plus = new CaapPolicy({ llm: client(), task: 'choose-list', variant: 'no-demo', promptConfig: resolvePromptConfig({ preset: 'caap-plus' }) });
    const d = await plus.decide(input);
    expect(d.llmCalls).toBe(2);
    expect(d.usage).toEqual({ promptTokens: 200, completionTokens: 14 });
    expect(d.error?.code).toBe('NO_ACTION');
    const reask = (server.requests.at(-1)!.body.messages as { content: string }[]).at(-1)!.content;
    expect(reask).toContain('Action_2=(Action: functions.function_name');
    // caap-plus lists the instruction bar: ids are the observer's, and the feedback block shows the problems.
    expect(JSON.stringify(server.requests.at(-1)!.body.messages)).toContain('earlier trouble');
  });
});
