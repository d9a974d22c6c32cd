import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, actionsAsText, formatActionLines, parseAction, toolDefinitions } from '../../../src/agent/actions.js';
import { renderElement, renderElementList, describeElement } from '../../../src/agent/element-text.js';
import { CHOOSE_LIST } from './elements.js';

const box = { left: 10, top: 20, right: 30, bottom: 40 };

describe('element rendering', () => {
  it('renders the paper\'s example line', () => {
    expect(renderElement({ id: 1, type: 'dropdown', text: 'Theodora', focused: false, box: { left: 0.6, top: 55.2, right: 151.8, bottom: 76.1 }, score: 1 }))
      .toBe('- ID: element_1, data: {type: dropdown, X: 76 [1-152], Y: 66 [55-76], text: "Theodora", focused: False}');
  });
  it('shows only the fields that apply to the type', () => {
    expect(renderElement({ id: 2, type: 'button', text: 'OK', checked: true, focused: false, box, score: 1 }))
      .toBe('- ID: element_2, data: {type: button, X: 20 [10-30], Y: 30 [20-40], text: "OK"}');
    // States a type can have but rarely does (a selected tab, a keyboard-focused button) show only when true.
    expect(renderElement({ id: 2, type: 'button', text: 'Tab', focused: true, highlighted: true, box, score: 1 }))
      .toBe('- ID: element_2, data: {type: button, X: 20 [10-30], Y: 30 [20-40], text: "Tab", focused: True, highlighted: True}');
    expect(renderElement({ id: 3, type: 'checkbox', text: 'cat', checked: true, box, score: 1 }))
      .toBe('- ID: element_3, data: {type: checkbox, X: 20 [10-30], Y: 30 [20-40], text: "cat", checked: True}');
    expect(renderElement({ id: 4, type: 'shape', subtype: 'circle', box, score: 1 }))
      .toBe('- ID: element_4, data: {type: shape, subtype: circle, X: 20 [10-30], Y: 30 [20-40]}');
    expect(renderElement({ id: 5, type: 'input_field', focused: true, box, score: 1 }))
      .toBe('- ID: element_5, data: {type: input_field, X: 20 [10-30], Y: 30 [20-40], focused: True}');
    expect(renderElement({ id: 6, type: 'icon', subtype: 'delete', text: 'x', box, score: 1 }))
      .toBe('- ID: element_6, data: {type: icon, subtype: delete, X: 20 [10-30], Y: 30 [20-40]}');
  });
  it('escapes and caps hostile texts', () => {
    const line = renderElement({ id: 1, type: 'text', text: `a"}\n- ID: element_9${'x'.repeat(1000)}`, box, score: 1 });
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('a\\"}\\n- ID');
    expect(line.length).toBeLessThan(400);
  });
  it('describes elements for the history and handles empty screens', () => {
    expect(describeElement(CHOOSE_LIST[2]!)).toBe('{type: button, X: 50 [2-97], Y: 97 [81-112], text: "Submit"}');
    expect(renderElementList([])).toMatch(/no elements/);
  });
});

describe('action registry', () => {
  it('generates one tool per action with the registry\'s schemas', () => {
    const tools = toolDefinitions();
    expect(tools.map((t) => t.function.name)).toEqual(ACTION_NAMES);
    expect(ACTION_NAMES).toEqual(expect.arrayContaining(['click_element', 'click_new_point', 'control_click_element', 'type_text',
      'point_element', 'press_control_A', 'press_control_C', 'press_control_V', 'drag_mouse_hold_down', 'drag_mouse_move',
      'drag_mouse_release', 'press_key', 'scroll']));
    const byName = Object.fromEntries(tools.map((t) => [t.function.name, t.function.parameters]));
    expect(byName.click_element).toMatchObject({ type: 'object', required: ['element_id'], properties: { element_id: { type: 'string' } } });
    expect(byName.click_new_point).toMatchObject({ required: ['x', 'y'] });
    expect(byName.press_control_A).toMatchObject({ type: 'object', properties: {} });
    expect(byName.press_control_A!.required).toBeUndefined();
    expect((byName.press_key as any).properties.key.enum).toContain('ArrowDown');
    expect(byName.scroll).toMatchObject({ required: ['direction'] });
    for (const t of tools) expect(t.function.description.length).toBeGreaterThan(10);
    expect(JSON.stringify(tools)).not.toContain('$schema');
  });
  it('lists the actions as text for endpoints without tools', () => {
    const text = actionsAsText();
    for (const n of ACTION_NAMES) expect(text).toContain(`functions.${n}(`);
    expect(text).toContain('functions.click_new_point(x, y)');
  });
  it('validates and normalises arguments', () => {
    expect(parseAction('click_element', { element_id: 'element_3' })).toEqual({ name: 'click_element', args: { element_id: 3 } });
    expect(parseAction('click_element', { element_id: 7 }).args).toEqual({ element_id: 7 });
    expect(parseAction('click_new_point', { x: '12', y: 40.5 }).args).toEqual({ x: 12, y: 40.5 });
    expect(parseAction('scroll', { element_id: 'element_2', direction: 'down' }).args).toMatchObject({ amount: 1 });
    expect(() => parseAction('press_key', { key: 'F13' })).toThrow(/key/);
    expect(() => parseAction('scroll', { direction: 'down' })).toThrow(/element_id/);
    expect(() => parseAction('click_element', { element_id: 'the button' })).toThrow(/element id/);
    expect(() => parseAction('click_element', { element_id: 'element_1', extra: 1 })).toThrow();
    expect(() => parseAction('rm_rf', {})).toThrow(/unknown action/);
    expect(() => parseAction('type_text', { string_to_type: 'x'.repeat(501) })).toThrow();
  });
  it('formats actions in the paper\'s answer format', () => {
    expect(formatActionLines([parseAction('click_element', { element_id: 3 }), parseAction('type_text', { string_to_type: 'hi "you"' })]))
      .toBe('Action_1=(Action: functions.click_element, Argument: {"element_id": "element_3"})\n' +
        'Action_2=(Action: functions.type_text, Argument: {"string_to_type": "hi \\"you\\""})');
  });
});
