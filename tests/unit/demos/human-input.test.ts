/** A person's raw input becomes demo actions on the perceived elements. */
import { describe, expect, it } from 'vitest';
import { describeElement } from '../../../src/agent/element-text.js';
import type { ElementList } from '../../../src/perception/element.js';
import { elementAt, HumanInputMapper, type RawInput } from '../../../src/demos/human-input.js';

const B = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
const SCREEN: ElementList = [
  { id: 1, type: 'text_area', text: 'long text', box: B(2, 52, 118, 88), score: 1 },
  { id: 2, type: 'input_field', box: B(2, 93, 130, 114), score: 1 },
  { id: 3, type: 'button', text: 'Submit', box: B(2, 117, 97, 148), score: 1 },
  { id: 4, type: 'text', text: 'Sub', box: B(10, 125, 40, 135), score: 1 },
];

function run(events: RawInput[]) {
  const m = new HumanInputMapper();
  const out = events.flatMap((e) => m.feed(e, SCREEN));
  // The element is kept as data; its text form is what the history will show.
  return [...out, ...m.flush()].map((g) => g.actions.map((a) => ({ ...a.action, ...(a.element ? { element: describeElement(a.element) } : {}) })));
}

describe('HumanInputMapper', () => {
  it('maps a press and release in place to a click on the smallest element there', () => {
    expect(elementAt(SCREEN, 20, 130)!.id).toBe(4);
    expect(run([{ kind: 'down', x: 60, y: 130 }, { kind: 'up', x: 61, y: 131 }])).toEqual([
      [{ name: 'click_element', args: { element_id: 3 }, element: '{type: button, X: 50 [2-97], Y: 133 [117-148], text: "Submit"}' }],
    ]);
  });

  it('maps Control-clicks, clicks on nothing, and drags', () => {
    expect(run([{ kind: 'down', x: 60, y: 100, ctrl: true }, { kind: 'up', x: 60, y: 100 }])[0]![0]).toMatchObject({ name: 'control_click_element',
      args: { element_id: 2 } });
    expect(run([{ kind: 'down', x: 150, y: 200 }, { kind: 'up', x: 150, y: 200 }])).toEqual([[{ name: 'click_new_point', args: { x: 150, y: 200 } }]]);
    expect(run([{ kind: 'down', x: 10, y: 60 }, { kind: 'move', x: 30, y: 62 }, { kind: 'move', x: 80, y: 80 }, { kind: 'up', x: 80, y: 80 }])).toEqual([[
      { name: 'drag_mouse_hold_down', args: { x: 10, y: 60 } },
      { name: 'drag_mouse_move', args: { x: 80, y: 80 } },
      { name: 'drag_mouse_release', args: {} },
    ]]);
  });

  it('groups typing into one type_text and maps special and Control keys', () => {
    const keys = (s: string): RawInput[] => [...s].map((key) => ({ kind: 'key', key }));
    expect(
      run([{ kind: 'down', x: 60, y: 100 }, { kind: 'up', x: 60, y: 100 }, ...keys('Hi there'), { kind: 'key', key: 'Enter' }, { kind: 'key', key: 'a',
        ctrl: true }, { kind: 'key', key: 'c', ctrl: true }, { kind: 'key', key: 'F5' }]),
    ).toEqual([
      [{ name: 'click_element', args: { element_id: 2 }, element: '{type: input_field, X: 66 [2-130], Y: 104 [93-114], focused: False}' }],
      [{ name: 'type_text', args: { string_to_type: 'Hi there' } }],
      [{ name: 'press_key', args: { key: 'Enter' } }],
      [{ name: 'press_control_A', args: {} }],
      [{ name: 'press_control_C', args: {} }],
    ]);
  });

  it('adds up wheel notches over one spot into one scroll', () => {
    expect(
      run([{ kind: 'wheel', x: 50, y: 70, dx: 0, dy: 100 }, { kind: 'wheel', x: 51, y: 70, dx: 0, dy: 100 }, { kind: 'wheel', x: 51, y: 70, dx: 0, dy: -40 }]),
    ).toEqual([
      [{ name: 'scroll', args: { element_id: 1, direction: 'down', amount: 5 },
        element: '{type: text_area, X: 60 [2-118], Y: 70 [52-88], text: "long text", focused: False}' }],
      [{ name: 'scroll', args: { element_id: 1, direction: 'up', amount: 1 },
        element: '{type: text_area, X: 60 [2-118], Y: 70 [52-88], text: "long text", focused: False}' }],
    ]);
  });

  it('is busy while a press, typing or wheel run is under way', () => {
    const m = new HumanInputMapper();
    expect(m.busy).toBe(false);
    m.feed({ kind: 'key', key: 'x' }, SCREEN);
    expect(m.busy).toBe(true);
    m.flush();
    expect(m.busy).toBe(false);
  });
});
