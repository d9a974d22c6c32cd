import { describe, expect, it } from 'vitest';
import { textFor, toolsFor } from '../../../src/agent/action-offer.js';
import { ACTION_NAMES, actionDef, ActionArgumentError, ELEMENT_ACTIONS, make, MAX_STROKE_POINTS, parseAction } from '../../../src/agent/actions.js';
import { renderElement, renderElementList, describeElement } from '../../../src/agent/element-text.js';
import { CHOOSE_LIST } from './elements.js';

const box = { left: 10, top: 20, right: 30, bottom: 40 };

describe('element rendering', () => {
  it("renders the paper's example line", () => {
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
  it("generates one tool per action from the registry's parameters", () => {
    const tools = toolsFor();
    expect(tools.map((t) => t.function.name)).toEqual(ACTION_NAMES);
    expect(ACTION_NAMES).toEqual(
      expect.arrayContaining(['click_element', 'click_new_point', 'control_click_element', 'type_text', 'point_element', 'press_control_A', 'press_control_C',
        'press_control_V', 'drag_mouse_hold_down', 'drag_mouse_move', 'drag_mouse_release', 'press_key', 'scroll', 'mouse_click', 'draw_stroke']),
    );
    const byName = Object.fromEntries(tools.map((t) => [t.function.name, t.function.parameters]));
    expect(byName.click_element).toMatchObject({ type: 'object', required: ['element_id'], properties: { element_id: { type: 'integer' } } });
    expect(byName.click_new_point).toMatchObject({ required: ['x', 'y'] });
    expect(byName.press_control_A).toMatchObject({ type: 'object', properties: {} });
    expect(byName.press_control_A!.required).toBeUndefined();
    expect((byName.press_key as any).properties.key.enum).toContain('ArrowDown');
    expect(byName.scroll).toMatchObject({ required: ['direction'] });
    expect(byName.mouse_click).toMatchObject({ required: ['x', 'y'] });
    expect(byName.draw_stroke).toMatchObject({ required: ['points'], properties: { points: { type: 'array' }, pace_ms: { type: 'integer' } } });
    for (const t of tools) expect(t.function.description.length).toBeGreaterThan(10);
  });
  it('lists the actions as text for endpoints without tools, optional parameters marked', () => {
    const text = textFor();
    for (const n of ACTION_NAMES) expect(text).toContain(`- functions.${n}: `);
    expect(text).toContain('    x (integer): The x coordinate');
    expect(text).toContain('    amount (integer, optional): Wheel steps');
  });
  it('adds the dropdown hints only when asked', () => {
    expect(textFor(['type_text'])).not.toMatch(/dropdown/);
    expect(textFor(['type_text'], { dropdownHints: true })).toMatch(/On a focused dropdown, typing the start/);
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
  it('bounds a drawn stroke: 2 to MAX_STROKE_POINTS points, a pace of 0 to 250 ms (default 10)', () => {
    const pts = (n: number) => Array.from({ length: n }, (_, i) => ({ x: 10 + i, y: '20' }));
    expect(parseAction('draw_stroke', { points: pts(2) }).args).toEqual({ points: [{ x: 10, y: 20 }, { x: 11, y: 20 }], pace_ms: 10 });
    expect(parseAction('draw_stroke', { points: pts(MAX_STROKE_POINTS), pace_ms: '0' }).args).toMatchObject({ pace_ms: 0 });
    expect(() => parseAction('draw_stroke', { points: pts(1) })).toThrow(/points/);
    expect(() => parseAction('draw_stroke', { points: pts(MAX_STROKE_POINTS + 1) })).toThrow(/points/);
    expect(() => parseAction('draw_stroke', { points: pts(3), pace_ms: 251 })).toThrow(/pace_ms/);
    expect(() => parseAction('draw_stroke', { points: pts(3), pace_ms: 2.5 })).toThrow(/pace_ms/);
    expect(() => parseAction('draw_stroke', { points: [{ x: 1 }, { x: 2, y: 2 }] })).toThrow(/points/);
    expect(() => parseAction('draw_stroke', { points: [{ x: 1, y: 1, z: 0 }, { x: 2, y: 2 }] })).toThrow();
  });
  it("builds actions with the registry's constructors, validated", () => {
    expect(make.click_element({ id: 4 })).toEqual({ name: 'click_element', args: { element_id: 4 } });
    expect(make.scroll({ x: 5, y: 6 }, 'down')).toEqual({ name: 'scroll', args: { x: 5, y: 6, direction: 'down', amount: 1 } });
    expect(make.mouse_click(5, 6, 'right')).toEqual({ name: 'mouse_click', args: { x: 5, y: 6, button: 'right', count: 1 } });
    expect(make.draw_stroke([{ x: 1, y: 2 }, { x: 3, y: 4 }], 20).args).toEqual({ points: [{ x: 1, y: 2 }, { x: 3, y: 4 }], pace_ms: 20 });
    expect(() => make.draw_stroke([{ x: 1, y: 2 }])).toThrow(ActionArgumentError);
  });
  it('derives the element actions and the button roles from the registry', () => {
    expect([...ELEMENT_ACTIONS].sort()).toEqual(['click_element', 'control_click_element', 'point_element', 'scroll']);
    expect(ACTION_NAMES.filter((n) => actionDef(n).button).map((n) => [n, actionDef(n).button]))
      .toEqual([['drag_mouse_hold_down', 'press'], ['drag_mouse_move', 'hold'], ['drag_mouse_release', 'release'], ['draw_stroke', 'whole']]);
  });
});
