/**
 * The one text form of elements and history lines (src/agent/element-text.ts,
 * src/agent/history-text.ts): what is rendered parses back to the same data, and what is
 * parsed renders to the same text, for every element type and every field of the contract.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeElement, EMPTY_SCREEN, isScreenLine, parseElementData, parseElementLine, parseElementList, renderElement,
  renderElementList } from '../../../src/agent/element-text.js';
import { parseElementDescription, parseHistory, renderHistory } from '../../../src/agent/history-text.js';
import type { PerformedAction } from '../../../src/agent/record.js';
import { ELEMENT_TYPES, type Element, type ElementType } from '../../../src/perception/element.js';
import { FIELDS_BY_TYPE } from '../../../src/perception/element-fields.js';
import { DEMOS_DIR } from '../../../src/util/paths.js';

const box = { left: 10, top: 20, right: 31, bottom: 40 };

/** An element of `type` with every field its type shows set (states on, so they are written). */
function full(type: ElementType, id: number): Element {
  const el: Element = { id, type, box, score: 1 };
  for (const f of FIELDS_BY_TYPE[type]) {
    if (f === 'subtype') el.subtype = type === 'shape' ? 'triangle' : type === 'slider' ? 'horizontal' : 'delete';
    else if (f === 'text') el.text = `${type} "label", {x: 1}`;
    else el[f] = true;
  }
  return el;
}

describe('element lines', () => {
  it('round-trip every element type with every field it shows', () => {
    ELEMENT_TYPES.forEach((type, i) => {
      const el = full(type, i + 1);
      const line = renderElement(el);
      expect(parseElementLine(line), line).toEqual(el);
      expect(renderElement(parseElementLine(line)!)).toBe(line);
    });
  });

  it('round-trip the colour, figure and widget fields', () => {
    const cases: Element[] = [
      { id: 1, type: 'shape', subtype: 'triangle', box, score: 1, color: { name: 'olive', hex: '#808000' },
        points: [{ x: 20, y: 80 }, { x: 70, y: 80 }, { x: 45, y: 30 }] },
      { id: 2, type: 'shape', box, score: 1, sector: { start: 90, end: 180 }, color: { name: 'light blue', hex: '#ADD8E6' } },
      { id: 3, type: 'slider', subtype: 'handle', box, score: 1, value: -2.5 },
      { id: 4, type: 'text', text: 'Kenda', box, score: 1, expanded: false, style: { bold: true, underline: true } },
      { id: 5, type: 'text', text: 'Ora', box, score: 1, expanded: true, style: { italic: true } },
    ];
    for (const el of cases) expect(parseElementLine(renderElement(el)), renderElement(el)).toEqual(el);
  });

  it("carry perception's other readings with our fields (not the paper's Table 2), and read them back", () => {
    const el: Element = { id: 5, type: 'text', text: 'comands.', box: { left: 11, top: 76, right: 87, bottom: 85 }, score: 1,
      readings: [{ text: 'comands.', p: 0.4 }, { text: 'commands.', p: 0.03 }, { text: 'say "hi"', p: 0.02 }] };
    const line = renderElement(el);
    expect(line).toContain('readings: ["commands." 0.03, "say \\"hi\\"" 0.02]');
    expect(parseElementLine(line)?.readings).toEqual([{ text: 'commands.', p: 0.03 }, { text: 'say "hi"', p: 0.02 }]);
    expect(renderElement(el, 'table2')).not.toContain('readings');
    expect(renderElement({ ...el, readings: [{ text: 'comands.', p: 0.9 }] })).not.toContain('readings');
  });

  it('write states that are always shown as False and read them back so', () => {
    const el: Element = { id: 1, type: 'checkbox', text: 'cat', checked: false, box, score: 1 };
    expect(renderElement(el)).toBe('- ID: element_1, data: {type: checkbox, X: 21 [10-31], Y: 30 [20-40], text: "cat", checked: False}');
    expect(parseElementLine(renderElement(el))).toEqual(el);
  });

  it('give back boxes whose rounded centre and edges are the ones written, whatever the fractions', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 500; i++) {
      const left = rand() * 200 - 20, top = rand() * 230 - 20;
      const el: Element = { id: 1, type: 'button', text: 'OK', score: 1, box: { left, top, right: left + rand() * 60, bottom: top + rand() * 40 } };
      const line = renderElement(el);
      expect(renderElement(parseElementLine(line)!), line).toBe(line);
    }
  });

  it('keep hostile texts inside their field', () => {
    const el: Element = { id: 9, type: 'text', text: 'a", checked: True}, X: 1 [0-2], {[(', box, score: 1 };
    expect(parseElementLine(renderElement(el))).toEqual(el);
    const long = parseElementLine(renderElement({ ...el, text: 'x'.repeat(1000) }))!;
    expect(long.text).toBe(`${'x'.repeat(300)}…`);
  });

  it('read lists, the empty screen, and pass over lines that are not element lines', () => {
    const els = [full('button', 1), full('input_field', 2)];
    expect(parseElementList(`# heading\n${renderElementList(els)}\nnot a line`)).toEqual(els);
    expect(renderElementList([])).toBe(EMPTY_SCREEN);
    expect(isScreenLine(EMPTY_SCREEN)).toBe(true);
    expect(parseElementLine('- ID: element_1, data: {type: spaceship, X: 1 [0-2], Y: 1 [0-2]}')).toBeNull();
    expect(parseElementLine('- ID: element_1, data: {type: button, Y: 1 [0-2]}')).toBeNull();
    // A field this version does not know is passed over: text written by a later version still reads.
    expect(parseElementData('{type: button, X: 21 [10-31], Y: 30 [20-40], glow: 3, text: "OK"}')).toEqual({ type: 'button', text: 'OK', box });
  });

  it('read the older centre-only description as a box of no size', () => {
    expect(parseElementData('{type: dropdown, X: 76, Y: 66, text: "Alice"}')).toEqual({ type: 'dropdown', text: 'Alice',
      box: { left: 76, top: 66, right: 76, bottom: 66 } });
  });

  it('write every element the demo library keeps as a text that reads back to the same text', () => {
    let n = 0;
    for (const task of readdirSync(DEMOS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
      for (const file of readdirSync(path.join(DEMOS_DIR, task)).filter((f) => f.endsWith('.json'))) {
        const demo = JSON.parse(readFileSync(path.join(DEMOS_DIR, task, file), 'utf8')) as { steps: { actions: { element?: unknown }[] }[] };
        for (const a of demo.steps.flatMap((s) => s.actions)) {
          if (!a.element) continue;
          // The library stores the data (older files: the text); either way the text form round-trips.
          const text = typeof a.element === 'string' ? a.element : describeElement(a.element as Parameters<typeof describeElement>[0]);
          n++;
          expect(describeElement(parseElementData(text)!), `${task}/${file}`).toBe(text);
        }
      }
    }
    expect(n).toBeGreaterThan(100);
  });
});

describe('history lines', () => {
  const button = { type: 'button' as const, text: 'Say "hi", {ok}', box: { left: 2, top: 81, right: 97, bottom: 112 } };
  const area = { type: 'text_area' as const, focused: false, box: { left: 40, top: 90, right: 120, bottom: 120 } };
  const circle = { type: 'shape' as const, subtype: 'circle', box: { left: 13, top: 101, right: 63, bottom: 151 }, color: { name: 'red', hex: '#FF0000' } };
  const performed: PerformedAction[] = [
    { name: 'click_element', args: { element_id: 'element_3' }, element: button },
    { name: 'type_text', args: { string_to_type: 'a "quoted"\nline' } },
    { name: 'scroll', args: { element_id: 'element_2', direction: 'down', amount: 3 }, element: area },
    { name: 'drag_mouse_hold_down', args: { x: 10, y: 20 } },
    { name: 'press_control_A', args: {} },
    { name: 'control_click_element', args: { element_id: 'element_9' }, element: circle },
    { name: 'press_key', args: { key: 'Enter' } },
  ];

  it('round-trip name, arguments and the element as data, with the centre the line wrote', () => {
    const h = parseHistory(renderHistory(performed));
    expect(h).toEqual([
      { name: 'click_element', args: {}, element: { ...button, x: 50, y: 97 } },
      { name: 'type_text', args: { string_to_type: 'a "quoted"\nline' } },
      { name: 'scroll', args: { direction: 'down', amount: 3 }, element: { ...area, x: 80, y: 105 } },
      { name: 'drag_mouse_hold_down', args: { x: 10, y: 20 } },
      { name: 'press_control_A', args: {} },
      { name: 'control_click_element', args: {}, element: { ...circle, x: 38, y: 126 } },
      { name: 'press_key', args: { key: 'Enter' } },
    ]);
  });

  it("write the element where the id was, in the paper's form", () => {
    expect(renderHistory(performed.slice(0, 1))).toBe(
      'action_1: {name: start}\naction_2: {name: click_element, arg: {type: button, X: 50 [2-97], Y: 97 [81-112], text: "Say \\"hi\\", {ok}"}}',
    );
  });

  it('keep the last 39 actions of a long episode, the older ones summarised', () => {
    const many: PerformedAction[] = Array.from({ length: 60 }, (_, i) => ({ name: 'type_text', args: { string_to_type: String(i) } }));
    const text = renderHistory(many);
    expect(text.split('\n')[0]).toBe('(action_1 to action_22 omitted)');
    const h = parseHistory(text);
    expect(h).toHaveLength(39);
    expect(h[38]!.args.string_to_type).toBe('59');
  });

  it('read element descriptions of either form', () => {
    expect(parseElementDescription('{type: dropdown, X: 76, Y: 66, text: "Alice"}')).toMatchObject({ type: 'dropdown', x: 76, y: 66, text: 'Alice' });
    expect(parseElementDescription('{type: radio, X: 31 [10-52], Y: 62 [55-70], text: "EiTE, [x]", checked: False}'))
      .toMatchObject({ type: 'radio', x: 31, y: 62, text: 'EiTE, [x]', checked: false });
    expect(parseElementDescription('not a description')).toBeUndefined();
  });
});
