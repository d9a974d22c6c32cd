import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { make, parseAction } from '../../../src/agent/actions.js';
import { formatActionLines, MAX_ACTIONS_PER_REPLY, parseTextReply, parseToolCalls } from '../../../src/policies/caap/action-lines.js';

const fig10 = readFileSync(new URL('../../fixtures/agent/figure10-reply.txt', import.meta.url), 'utf8');

describe('text replies', () => {
  it('parses the Figure 10 style reply', () => {
    const r = parseTextReply(fig10);
    expect(r.errors).toEqual([]);
    expect(r.actions).toEqual([
      { name: 'click_element', args: { element_id: 2 } },
      { name: 'type_text', args: { string_to_type: 'Theodora' } },
      { name: 'press_key', args: { key: 'Enter' } },
    ]);
  });
  it('accepts the harmless variations models write', () => {
    const r = parseTextReply([
      "Action_1 = (Action: click_element, Argument: {'element_id': 'element_4'})",
      'Action_2=(Action: functions.type_text, Argument: {string_to_type: "a, b) c}"})',
      'Action_3=(Action: functions.press_control_A, Argument: {})',
      'Action_4=(Action: functions.drag_mouse_release)',
      '**Action_5=(Action: functions.click_new_point, Argument: {"x": "10", "y": 20,})**',
    ].join('\n'));
    expect(r.errors).toEqual([]);
    expect(r.actions.map((a) => a.name)).toEqual(['click_element', 'type_text', 'press_control_A', 'drag_mouse_release', 'click_new_point']);
    expect(r.actions[1]!.args).toEqual({ string_to_type: 'a, b) c}' });
  });
  it('takes the final answer block when the plan restates actions', () => {
    const r = parseTextReply('Plan: Action_1=(Action: functions.click_element, Argument: {"element_id": "element_1"})\n' +
      'Answer:\nAction_1=(Action: functions.click_element, Argument: {"element_id": "element_2"})');
    expect(r.actions).toEqual([{ name: 'click_element', args: { element_id: 2 } }]);
  });
  it('stops at the first invalid action and says why', () => {
    const r = parseTextReply('Action_1=(Action: functions.click_element, Argument: {"element_id": "element_2"})\n' +
      'Action_2=(Action: functions.fly_away, Argument: {})\nAction_3=(Action: functions.press_key, Argument: {"key": "Enter"})');
    expect(r.actions).toHaveLength(1);
    expect(r.errors[0]).toMatch(/Action_2.*unknown action "fly_away"/);
  });
  it('reports replies without actions', () => {
    expect(parseTextReply('I think we should click the button.').errors[0]).toMatch(/no action found/);
    expect(parseTextReply('').actions).toEqual([]);
    expect(parseTextReply('Action_1=(Action: functions.click_element, Argument: {"element_id": ').errors[0]).toMatch(/not closed/);
    expect(parseTextReply('Action_1=(Action: functions.click_element, Argument: {"element_id" "x"})').errors[0]).toMatch(/not valid JSON/);
  });
  it('caps the number of actions of one reply', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `Action_${i + 1}=(Action: functions.press_key, Argument: {"key": "Tab"})`).join('\n');
    const t0 = performance.now();
    const r = parseTextReply(many);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(r.actions).toHaveLength(MAX_ACTIONS_PER_REPLY);
    expect(r.dropped).toBeGreaterThan(0);
  });
});

describe('tool calls', () => {
  it('parses tool calls in order', () => {
    const r = parseToolCalls([
      { function: { name: 'click_element', arguments: '{"element_id":"element_2"}' } },
      { function: { name: 'functions.type_text', arguments: '{"string_to_type":"Theodora"}' } },
    ]);
    expect(r.actions).toEqual([{ name: 'click_element', args: { element_id: 2 } }, { name: 'type_text', args: { string_to_type: 'Theodora' } }]);
  });
  it('reports bad tool calls', () => {
    expect(parseToolCalls([{ function: { name: 'click_element', arguments: '{oops' } }]).errors[0]).toMatch(/not valid JSON/);
    expect(parseToolCalls([{ function: { name: 'nope', arguments: '{}' } }]).errors[0]).toMatch(/unknown action/);
    expect(parseToolCalls([]).errors[0]).toMatch(/no tool calls/);
    expect(parseToolCalls([{ function: null }, null as never]).actions).toEqual([]);
  });
});

describe('writing answer lines (the one writer of the format)', () => {
  it("writes the paper's form, numbered on from the given number", () => {
    expect(formatActionLines([parseAction('click_element', { element_id: 3 }), parseAction('type_text', { string_to_type: 'hi "you"' })], 4))
      .toBe('Action_4=(Action: functions.click_element, Argument: {element_id: 3})\n' +
        'Action_5=(Action: functions.type_text, Argument: {string_to_type: "hi \\"you\\""})');
    expect(formatActionLines([make.press_control_A()])).toBe('Action_1=(Action: functions.press_control_A, Argument: {})');
  });
  it('reads back every kind of action it writes', () => {
    const actions = [
      make.click_element({ id: 2 }),
      make.click_new_point(10, 20),
      make.type_text('a, b) c}'),
      make.press_key('Enter'),
      make.scroll({ id: 1 }, 'down', 3),
      make.scroll({ x: 5, y: 6 }, 'up'),
      make.mouse_click(7, 8, 'right', 2),
      make.drag_mouse_hold_down(1, 2),
      make.drag_mouse_move(3, 4),
      make.drag_mouse_release(),
      make.draw_stroke([{ x: 30, y: 60 }, { x: 40, y: 60 }, { x: 50, y: 61 }], 15),
      make.press_control_V(),
    ];
    for (const part of [actions.slice(0, 6), actions.slice(6)]) {
      const r = parseTextReply(`Reasoning first.\n${formatActionLines(part, 2)}`);
      expect(r.errors).toEqual([]);
      expect(r.actions).toEqual(part);
    }
  });
});
