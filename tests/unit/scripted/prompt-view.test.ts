/**
 * The scripted policy reads the world through the prompt's text: element lines, history
 * lines and the prompt's sections must parse back to what was rendered.
 */
import { describe, expect, it } from 'vitest';
import { loadDemos } from '../../../src/policies/caap/demos.js';
import type { PerformedAction } from '../../../src/agent/executor.js';
import { renderHistory } from '../../../src/agent/history.js';
import { buildPrompt } from '../../../src/policies/caap/prompter.js';
import { PRESETS } from '../../../src/policies/caap/prompt-config.js';
import type { ElementList } from '../../../src/perception/element.js';
import { renderElementList } from '../../../src/perception/render.js';
import { asPrompted, parseElementDescription, parseElementLine, parseElementList, parseHistory, parsePrompt } from '../../../src/policies/scripted/prompt-view.js';

const B = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
const ELEMENTS: ElementList = [
  { id: 1, type: 'text', text: 'Say "hi", then {go} \\ now\nplease', box: B(3, 3, 120.4, 14), score: 1 },
  { id: 2, type: 'checkbox', checked: true, box: B(6, 55, 26, 68), score: 0.9 },
  { id: 3, type: 'input_field', text: 'abc', focused: true, box: B(2, 70, 130, 91), score: 1 },
  { id: 4, type: 'shape', subtype: 'circle', box: B(13, 101, 63, 151), score: 1 },
  { id: 5, type: 'icon', subtype: 'zoom_in', box: B(8, 108, 24, 124), score: 1 },
  { id: 6, type: 'text', text: 'Catherine', highlighted: true, box: B(3, 75, 151, 92), score: 1 },
  { id: 7, type: 'button', text: 'Submit', box: B(2, 160, 97.6, 191), score: 1 },
  { id: 8, type: 'dropdown', text: '', focused: false, box: B(-1, 200, 152, 219), score: 1 },
];

describe('element lines', () => {
  it('parse back to the rendered elements (boxes rounded, fields per type)', () => {
    const back = parseElementList(renderElementList(ELEMENTS));
    expect(back.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(back[0]).toMatchObject({ type: 'text', text: 'Say "hi", then {go} \\ now\nplease', box: B(3, 3, 120, 14) });
    expect(back[1]).toMatchObject({ type: 'checkbox', checked: true });
    expect(back[2]).toMatchObject({ type: 'input_field', text: 'abc', focused: true });
    expect(back[3]).toMatchObject({ type: 'shape', subtype: 'circle', box: B(13, 101, 63, 151) });
    expect(back[4]).toMatchObject({ type: 'icon', subtype: 'zoom_in' });
    expect(back[5]).toMatchObject({ text: 'Catherine', highlighted: true });
    expect(back[6]).toMatchObject({ text: 'Submit', box: B(2, 160, 98, 191) });
    expect(back[7]).toMatchObject({ type: 'dropdown', focused: false, box: B(-1, 200, 152, 219) });
    expect(back[7]!.text).toBeUndefined();
    // Rendering the parsed list again gives the same text: nothing a model reads is lost.
    expect(renderElementList(back)).toBe(renderElementList(ELEMENTS));
  });

  it('skip lines that are not element lines', () => {
    expect(parseElementLine('# Current screen')).toBeNull();
    expect(parseElementLine('- ID: element_1, data: {type: spaceship, X: 1 [0-2], Y: 1 [0-2]}')).toBeNull();
  });
});

describe('history lines', () => {
  const performed: PerformedAction[] = [
    { name: 'click_element', args: { element_id: 'element_3' }, element: '{type: button, X: 50, Y: 96, text: "Say \\"hi\\", {ok}"}' },
    { name: 'type_text', args: { string_to_type: 'a "quoted"\nline' } },
    { name: 'scroll', args: { element_id: 'element_2', direction: 'down', amount: 3 }, element: '{type: text_area, X: 80, Y: 105}' },
    { name: 'drag_mouse_hold_down', args: { x: 10, y: 20 } },
    { name: 'press_control_A', args: {} },
    { name: 'control_click_element', args: { element_id: 'element_9' }, element: '{type: shape, subtype: circle, X: 38, Y: 126}' },
  ];

  it('parse back to name, arguments and the element description', () => {
    const h = parseHistory(renderHistory(performed));
    expect(h).toHaveLength(6);
    expect(h[0]).toEqual({ name: 'click_element', args: {}, element: { type: 'button', x: 50, y: 96, text: 'Say "hi", {ok}' } });
    expect(h[1]).toEqual({ name: 'type_text', args: { string_to_type: 'a "quoted"\nline' } });
    expect(h[2]).toEqual({ name: 'scroll', args: { direction: 'down', amount: 3 }, element: { type: 'text_area', x: 80, y: 105 } });
    expect(h[3]).toEqual({ name: 'drag_mouse_hold_down', args: { x: 10, y: 20 } });
    expect(h[4]).toEqual({ name: 'press_control_A', args: {} });
    expect(h[5]!.element).toEqual({ type: 'shape', subtype: 'circle', x: 38, y: 126 });
  });

  it('keeps only what the prompt shows: the last 39 actions of a long episode', () => {
    const many: PerformedAction[] = Array.from({ length: 60 }, (_, i) => ({ name: 'type_text', args: { string_to_type: String(i) } }));
    const h = asPrompted([], many).history;
    expect(h).toHaveLength(39);
    expect(h[38]!.args.string_to_type).toBe('59');
  });

  it('reads element descriptions', () => {
    expect(parseElementDescription('{type: dropdown, X: 76, Y: 66, text: "Alice"}')).toEqual({ type: 'dropdown', x: 76, y: 66, text: 'Alice' });
    expect(parseElementDescription('{type: radio, X: 31 [10-52], Y: 62 [55-70], text: "EiTE, [x]", checked: False}'))
      .toEqual({ type: 'radio', x: 31, y: 62, text: 'EiTE, [x]' });
    expect(parseElementDescription('{type: shape, subtype: circle, X: 38 [13-63], Y: 126 [101-151]}')).toEqual({ type: 'shape', subtype: 'circle', x: 38, y: 126 });
    expect(parseElementDescription('not a description')).toBeUndefined();
  });
});

describe('parsePrompt', () => {
  const demoDir = new URL('../../fixtures/agent/demos', import.meta.url).pathname;
  const performed: PerformedAction[] = [{ name: 'click_element', args: { element_id: 'element_8' }, element: '{type: dropdown, X: 76 [-1-152], Y: 210 [200-219], focused: False}' }];
  // A last response with headings of its own (the paper's Figure 10 uses "### ..." sections).
  const last = '### Analysis of Action History ###\nI focus it.\n### Task Description ###\n(restated)\nAction_2=(Action: functions.click_element, Argument: {element_id: 8})';

  for (const [functionCalling, preset] of [[true, 'paper'], [false, 'paper'], [true, 'caap-plus']] as const) {
    it(`finds this episode's goal, screen, history and last reply after the demonstrations (function calling ${functionCalling}, ${preset})`, () => {
      const demos = loadDemos('choose-list', { dir: demoDir });
      expect(demos.length).toBeGreaterThan(0);
      const p = buildPrompt({ goal: 'Select Bert from the list and click Submit.', elements: ELEMENTS, performed, lastResponse: last,
        problems: ['something went wrong'], demos }, { variant: 'full', functionCalling, switches: PRESETS[preset] });
      const view = parsePrompt(p.messages.at(-1)!.content)!;
      expect(view.goal).toBe('Select Bert from the list and click Submit.');
      // The paper preset leaves the instruction bar out and numbers the task area's elements from 1.
      const shown = preset === 'paper' ? ELEMENTS.slice(1).map((e, i) => ({ ...e, id: i + 1 })) : ELEMENTS;
      expect(renderElementList(view.elements)).toBe(renderElementList(shown));
      expect(view.history).toEqual([{ name: 'click_element', args: {}, element: { type: 'dropdown', x: 76, y: 210 } }]);
      expect(view.lastResponse).toBe(last);
      expect(view.firstAction).toBe(3);
    });
  }

  it('returns null for text that is no CAAP prompt', () => {
    expect(parsePrompt('hello')).toBeNull();
  });
});

describe('colour, figure and widget fields', () => {
  it('render and parse back', async () => {
    const { renderElement } = await import('../../../src/perception/render.js');
    const { parseElementLine } = await import('../../../src/policies/scripted/prompt-view.js');
    const shape = { id: 3, type: 'shape' as const, subtype: 'path', box: { left: 40, top: 90, right: 120, bottom: 170 }, score: 1,
      color: { hex: '#808000', name: 'olive' }, points: [{ x: 80, y: 130 }, { x: 80, y: 90 }, { x: 120, y: 130 }], sector: { start: 0, end: 90 } };
    const line = renderElement(shape);
    expect(line).toBe('- ID: element_3, data: {type: shape, subtype: path, X: 80 [40-120], Y: 130 [90-170], color: olive (#808000), points: [(80, 130), (80, 90), (120, 130)], sector: 0-90 degrees}');
    expect(parseElementLine(line)).toEqual(shape);
    const node = { id: 1, type: 'text' as const, text: 'Kenda', box: { left: 50, top: 52, right: 80, bottom: 64 }, score: 1, expanded: false, style: { bold: true, underline: true } };
    expect(parseElementLine(renderElement(node))).toEqual({ ...node, highlighted: undefined });
  });
});
