/**
 * The assembled prompt of every variant under the paper preset, and of caap-plus, against
 * golden files (tests/fixtures/agent/prompts/<name>.txt). After an intended template change:
 *   UPDATE_GOLDEN=1 npx vitest run tests/unit/agent/prompt-golden.test.ts
 * and review the diff of the golden files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDemos } from '../../../src/demos/library.js';
import { offeredActionNames, offeredActionsText, offeredTools } from '../../../src/policies/caap/paper-actions.js';
import { buildPrompt, VARIANT_NAMES, type Prompt } from '../../../src/policies/caap/prompter.js';
import { PRESETS } from '../../../src/policies/caap/prompt-config.js';
import { CHOOSE_LIST } from '../agent/elements.js';
import { elementOf } from '../agent/element-of.js';

const demoDir = new URL('../../fixtures/agent/demos', import.meta.url).pathname;
const golden = (name: string) => new URL(`../../fixtures/agent/prompts/${name}`, import.meta.url).pathname;

const input = {
  goal: 'Select Theodora from the list and click Submit.',
  elements: CHOOSE_LIST,
  performed: [
    { name: 'click_element' as const, args: { element_id: 'element_2' },
      element: elementOf('{type: dropdown, X: 76 [1-152], Y: 66 [55-76], text: "Alice", focused: False}') },
    { name: 'type_text' as const, args: { string_to_type: 'Theo' } },
  ],
  lastResponse: 'The dropdown shows Alice.\nAction_2=(Action: functions.click_element, Argument: {element_id: 1})\n' +
    'Action_3=(Action: functions.type_text, Argument: {string_to_type: "Theo"})\nAction_4=(Action: functions.click_element, Argument: {element_id: 2})',
  problems: ['only 2 of your 3 actions ran: the screen changed after Action_3; the rest were not run, decide again on the new screen'],
  demos: loadDemos('choose-list', { dir: demoDir }),
};
const paper = PRESETS.paper;
const plus = PRESETS['caap-plus'];

const show = (p: Prompt) =>
  p.messages.map((m) => `=== ${m.role} ===\n${m.content}`).join('\n\n') +
  `\n\n=== tools ===\n${p.tools ? p.tools.map((t) => t.function.name).join(', ') : 'none'}\n`;
const text = (p: Prompt) => p.messages.map((m) => m.content).join('\n');

function check(name: string, out: string) {
  const file = golden(name);
  if (process.env.UPDATE_GOLDEN) writeFileSync(file, out);
  expect(existsSync(file), `golden file ${file} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
  expect(out).toBe(readFileSync(file, 'utf8'));
}

describe('prompt assembly (golden files)', () => {
  for (const variant of VARIANT_NAMES) {
    it(`paper preset, variant ${variant}`, () => check(`${variant}.txt`, show(buildPrompt(input, { variant, functionCalling: true, switches: paper }))));
  }
  it('caap-plus, full', () => check('caap-plus-full.txt', show(buildPrompt(input, { variant: 'full', functionCalling: true, switches: plus }))));
  it('paper, full, actions as text (no function calling)', () =>
    check('full-text-actions.txt', show(buildPrompt(input, { variant: 'full', functionCalling: false, switches: paper }))));
  it('paper, first step: no last response, history is only the start', () =>
    check('no-demo-first-step.txt',
      show(buildPrompt({ ...input, performed: [], lastResponse: undefined, problems: [] }, { variant: 'no-demo', functionCalling: true, switches: paper }))));
  it('the tool lists', () => {
    check('tools.json', `${JSON.stringify(offeredTools(paper), null, 2)}\n`);
    check('tools-caap-plus.json', `${JSON.stringify(offeredTools(plus), null, 2)}\n`);
  });
});

describe('the paper preset', () => {
  const full = text(buildPrompt(input, { variant: 'full', functionCalling: true, switches: paper }));

  it("keeps Figure 9's order: demonstrations, task, last response, history, screen, instructions", () => {
    const order = ['### Demonstrations ###', 'DEMO_1 = {', '### Task Description ###', '### Your Last Response ###', '### Action History ###',
      '### Elements of the Current Screen', '### Instructions ###'];
    const at = order.map((h) => full.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('renders demos as Figure 9 action histories, each action with its element and reason', () => {
    expect(full).toContain('demo_action_1: {name: start, reason: "The task begins."}');
    expect(full).toContain('demo_action_2: {name: click_element, arg: {type: dropdown, X: 77 [2-152], Y: 66 [57-76], text: "Ernesta", focused: False}, ' +
      'reason: "The options of the dropdown are not shown, so I click it to give it the focus."}');
    expect(full).toContain('demo_action_3: {name: type_text, arg: {string_to_type: "Gabriela"}, reason: ');
    // The fixture's actions and reasons are a person's: the prompt says so, and nothing else.
    expect(full).toContain("The actions were performed by a person. Each action's reason was written by the person who acted.");
  });

  it('says who wrote the reasons: a template from the recorded screens, or a language model afterwards', () => {
    const relabel = (source: 'scripted' | 'llm', performer: 'scripted-policy' | 'person') =>
      input.demos.map((d) => ({
        ...d,
        performer,
        steps: d.steps.map((st) => ({ ...st, actions: st.actions.map((a) => ({ ...a, rationale: { text: 'why', source } })) })),
      }));
    const scripted = text(
      buildPrompt({ ...input, demos: relabel('scripted', 'scripted-policy') }, { variant: 'full', functionCalling: true, switches: paper }),
    );
    expect(scripted).toContain('The actions were chosen by a rule-based program that solves these tasks, not by a person. ' +
      "Each action's reason was filled in afterwards by a fixed template from the recorded screens");
    const llm = text(buildPrompt({ ...input, demos: relabel('llm', 'scripted-policy') }, { variant: 'full', functionCalling: true, switches: paper }));
    expect(llm).toContain('written afterwards by a language model');
    expect(llm).not.toMatch(/written by (the )?(person|people)/);
  });

  it('numbers the answer on from the history, leaves the instruction bar out and carries none of our additions', () => {
    expect(full).toContain('action_3: {name: type_text, arg: {string_to_type: "Theo"}}');
    expect(full).toContain('Which actions (Action_4, Action_5, ...)');
    expect(full).toContain('up to action_3');
    expect(full).toContain('Action_4=(Action: functions.function_name');
    expect(full).toContain('- ID: element_1, data: {type: dropdown');
    expect(full).not.toContain('Select Theodora from the list and click Submit."'); // the instruction bar's text element
    expect(full).toContain('do not suppose that the user made a mistake');
    expect(full).toContain('the fewer actions the task takes, the better');
    expect(full).not.toContain('What went wrong');
    expect(full).not.toMatch(/dropdown never appears/);
  });

  it('offers exactly Table 3 under the paper preset, with integer element ids; keys and scroll only by their switch', () => {
    const tools = offeredTools(paper);
    const click = tools.find((t) => t.function.name === 'click_element')!;
    expect(click.function.parameters).toEqual({ type: 'object', properties: { element_id: expect.objectContaining({ type: 'integer' }) },
      required: ['element_id'] });
    expect(tools.map((t) => t.function.name).sort()).toEqual(['click_element', 'click_new_point', 'control_click_element', 'drag_mouse_hold_down',
      'drag_mouse_move', 'drag_mouse_release', 'point_element', 'press_control_A', 'press_control_C', 'press_control_V', 'type_text']);
    expect(offeredTools({ ...paper, keysAndScroll: true }).map((t) => t.function.name)).toEqual(expect.arrayContaining(['press_key', 'scroll']));
  });

  it("never offers the registry's actions that are no CAAP preset's (mouse_click, draw_stroke), whatever the switches", () => {
    for (const s of [paper, plus]) {
      expect([...offeredActionNames(s)]).not.toContain('mouse_click');
      expect([...offeredActionNames(s)]).not.toContain('draw_stroke');
      expect(offeredActionsText(s)).not.toMatch(/mouse_click|draw_stroke/);
    }
  });

  it("writes element lines with Table 2's fields only under the paper preset; our extra fields by their switch", () => {
    const coloured = [...CHOOSE_LIST, { id: 9, type: 'shape' as const, subtype: 'circle', color: { name: 'red', hex: '#FF0000' },
      box: { left: 10, top: 120, right: 30, bottom: 140 }, score: 1 }];
    const paperText = text(buildPrompt({ ...input, elements: coloured }, { variant: 'full', functionCalling: true, switches: paper }));
    expect(paperText).toMatch(/type: shape, subtype: circle, X: 20 \[10-30\], Y: 130 \[120-140\]\}/);
    expect(paperText).not.toContain('color:');
    const extras = text(buildPrompt({ ...input, elements: coloured }, { variant: 'full', functionCalling: true, switches: { ...paper, elementExtras: true } }));
    expect(extras).toContain('color: red (#FF0000)');
  });

  it('switches parts per variant: no-rationale drops the reasons, no-cot the four-part reasoning instructions', () => {
    const noRat = text(buildPrompt(input, { variant: 'no-rationale', functionCalling: true, switches: paper }));
    expect(noRat).toContain('DEMO_1 = {');
    expect(noRat).not.toContain('reason:');
    expect(noRat).not.toContain("Each action's reason");
    const noCot = text(buildPrompt(input, { variant: 'no-cot', functionCalling: true, switches: paper }));
    expect(noCot).not.toContain('Write your answer in four parts');
    expect(noCot).toContain('reason: ');
    const bare = text(buildPrompt(input, { variant: 'no-demo-no-cot', functionCalling: true, switches: paper }));
    expect(bare).not.toContain('DEMO_1');
    expect(bare).not.toContain('Write your answer in four parts');
  });
});

describe('caap-plus', () => {
  it('adds the feedback block, the instruction bar element and the dropdown guideline', () => {
    const p = buildPrompt(input, { variant: 'full', functionCalling: true, switches: plus });
    const t = text(p);
    expect(t).toContain('What went wrong at the previous step:\n- only 2 of your 3 actions ran');
    expect(t).toContain('- ID: element_1, data: {type: text, X: 80 [3-156], Y: 14 [3-25], text: "Select Theodora from the list and click Submit."}');
    expect(t).toContain('dropdown never appears on the screen');
    expect([...p.idMap]).toEqual([[1, 1], [2, 2], [3, 3]]);
    expect([...buildPrompt(input, { variant: 'full', functionCalling: true, switches: paper }).idMap]).toEqual([[1, 2], [2, 3]]);
  });
});
