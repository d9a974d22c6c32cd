/**
 * The assembled prompt of every variant against its golden file
 * (tests/fixtures/agent/prompts/<variant>.txt). After an intended template change:
 *   UPDATE_GOLDEN=1 npx vitest run tests/unit/agent/prompt-golden.test.ts
 * and review the diff of the golden files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toolDefinitions } from '../../../src/agent/actions.js';
import { loadDemos } from '../../../src/agent/demos.js';
import { buildPrompt, VARIANT_NAMES, type Prompt } from '../../../src/agent/prompter.js';
import { CHOOSE_LIST } from './elements.js';

const demoDir = new URL('../../fixtures/agent/demos', import.meta.url).pathname;
const golden = (name: string) => new URL(`../../fixtures/agent/prompts/${name}`, import.meta.url).pathname;

const input = {
  goal: 'Select Theodora from the list and click Submit.',
  elements: CHOOSE_LIST,
  performed: [
    { name: 'click_element' as const, args: { element_id: 'element_2' }, element: '{type: dropdown, X: 76, Y: 66, text: "Alice"}' },
    { name: 'type_text' as const, args: { string_to_type: 'Theo' } },
  ],
  lastResponse: 'The dropdown shows Alice.\nAction_1=(Action: functions.click_element, Argument: {"element_id": "element_2"})\n' +
    'Action_2=(Action: functions.type_text, Argument: {"string_to_type": "Theo"})\nAction_3=(Action: functions.click_element, Argument: {"element_id": "element_3"})',
  problems: ['only 2 of your 3 actions ran: the screen changed after Action_2 and element_3 is no longer where it was; the rest were not run, decide again on the new screen'],
  demos: loadDemos('choose-list', { dir: demoDir }),
};

const show = (p: Prompt) => p.messages.map((m) => `=== ${m.role} ===\n${m.content}`).join('\n\n') + `\n\n=== tools ===\n${p.tools ? `${p.tools.length} tools` : 'none'}\n`;

function check(name: string, text: string) {
  const file = golden(name);
  if (process.env.UPDATE_GOLDEN) writeFileSync(file, text);
  expect(existsSync(file), `golden file ${file} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

describe('prompt assembly (golden files)', () => {
  for (const variant of VARIANT_NAMES) {
    it(`variant ${variant}`, () => check(`${variant}.txt`, show(buildPrompt(input, { variant, functionCalling: true }))));
  }
  it('full, actions as text (no function calling)', () => check('full-text-actions.txt', show(buildPrompt(input, { variant: 'full', functionCalling: false }))));
  it('first step: no previous response, history is only the start', () => check('no-demo-first-step.txt',
    show(buildPrompt({ ...input, performed: [], lastResponse: undefined, problems: [] }, { variant: 'no-demo', functionCalling: true }))));
  it('the tool list', () => check('tools.json', `${JSON.stringify(toolDefinitions(), null, 2)}\n`));

  it('keeps the paper\'s part order and switches parts per variant', () => {
    const full = buildPrompt(input, { variant: 'full', functionCalling: true }).messages[1]!.content;
    const order = ['# Human demonstrations', '# Task', '# Your previous response', '# Action history', '# Current screen', '# Available actions', '# How to think', '# Answer'];
    const at = order.map((h) => full.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(full).toContain('Rationale: The options of the dropdown');
    expect(full).toContain('4. Relate your plan to the human demonstrations');
    const noRat = buildPrompt(input, { variant: 'no-rationale', functionCalling: true }).messages[1]!.content;
    expect(noRat).toContain('# Human demonstrations');
    expect(noRat).not.toContain('Rationale:');
    const noCot = buildPrompt(input, { variant: 'no-cot', functionCalling: true }).messages[1]!.content;
    expect(noCot).not.toContain('# How to think');
    expect(noCot).toContain('Rationale:');
    const bare = buildPrompt(input, { variant: 'no-demo-no-cot', functionCalling: true }).messages[1]!.content;
    expect(bare).not.toContain('# Human demonstrations');
    expect(bare).not.toContain('# How to think');
    expect(bare).toContain('action_1: {name: start}\naction_2: {name: click_element, element: {type: dropdown, X: 76, Y: 66, text: "Alice"}}\naction_3: {name: type_text, string_to_type: "Theo"}');
  });
});
