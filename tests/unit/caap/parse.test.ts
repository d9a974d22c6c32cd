import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_ACTIONS_PER_REPLY, parseTextReply, parseToolCalls } from '../../../src/policies/caap/parse.js';

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
