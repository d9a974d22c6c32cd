/**
 * Rules that read through perception's slips the way a person reading the same pixels
 * would: each case is a failure seen in a models sweep, reduced to its element list.
 */
import { describe, expect, it } from 'vitest';
import type { PerformedAction } from '../../../src/agent/executor.js';
import { isFail } from '../../../src/policies/scripted/rule.js';
import { lastWordOf } from '../../../src/policies/scripted/rules/text/scroll-text.js';
import { similarReading } from '../../../src/policies/scripted/rules/checkboxes/synonyms.js';
import { actionsOf, decide, el, list } from './screens.js';
import { elementOf } from '../agent/element-of.js';

const clickOn = (id: number, desc: string): PerformedAction => ({ name: 'click_element', args: { element_id: `element_${id}` }, element: elementOf(desc) });
const submit = (y: number) => el('button', [2, y, 97, y + 30], { text: 'Submit' });

describe('scroll-text', () => {
  it('spells the last word by its place: capitalised after a period, else lower-case', () => {
    expect(lastWordOf('Venenatis tellus. quis.')).toBe('Quis');
    expect(lastWordOf('pretium facilisis morbi. semper.')).toBe('Semper');
    expect(lastWordOf('Maecenas duis nunc, interdum viverra conVallis.')).toBe('convallis');
    expect(lastWordOf('leo facilisis. Nisi,. augue.')).toBe('Augue');
    expect(lastWordOf('')).toBeUndefined();
    expect(lastWordOf('lectus lorem sociis aliquam. ld.')).toBe('Id');
  });
  it('keeps the word it first read and typed when a later screenshot reads it differently', () => {
    const goal = 'Find the last word in the text area, enter it into the text field and hit Submit.';
    const screen = list(el('text_area', [2, 55, 157, 153], { text: 'Venenatis tellus. Qquis.' }),
      el('input_field', [1, 161, 130, 182], { text: 'uis', focused: true }), submit(185));
    const typed = (
      n: number,
    ): PerformedAction[] => [{ name: 'scroll', args: { element_id: 'element_1', direction: 'down', amount: 20 } },
      ...Array.from({ length: n }, () => [clickOn(2, '{type: input_field, X: 65, Y: 172}'), { name: 'type_text', args: { string_to_type: 'Quis' } }]).flat()];
    const retype = actionsOf(decide(goal, screen, typed(1))) as { name: string; args: Record<string, unknown> }[];
    expect(retype.find((a) => a.name === 'type_text')?.args.string_to_type).toBe('Quis');
    expect(actionsOf(decide(goal, screen, typed(2)))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
  });
});

describe('copy-paste', () => {
  const goal3 = 'Copy the text from the 3rd text area below and paste it into the text input, then press Submit.';
  it('counts text areas by their resize grips (one read as text, one detected twice)', () => {
    const screen = list(
      el('text_area', [2, 52, 137, 82], { text: 'Amet maecenas' }),
      el('text_area', [6, 51, 149, 105], { text: 'met maecenas arius' }),
      el('resize_handle', [135, 70, 147, 83]),
      el('text_area', [5, 85, 79, 118], { text: 'Quisque' }),
      el('resize_handle', [55, 104, 67, 116]),
      el('text', [8, 119, 150, 151], { text: 'Aliquet nisi,' }),
      el('resize_handle', [140, 138, 152, 150]),
      el('input_field', [2, 157, 130, 178]),
      submit(181),
    );
    const [first] = actionsOf(decide(goal3, screen)) as { name: string; args: { element_id: number } }[];
    expect(first).toEqual({ name: 'click_element', args: { element_id: 6 } });
  });
  it('submits when the field it pasted into now reads as another type', () => {
    const goal = 'Copy the text in the textarea below, paste it into the textbox and press Submit.';
    const screen = list(el('text_area', [2, 52, 114, 85], { text: 'Eget rhoncus,' }), el('resize_handle', [105, 75, 117, 87]),
      el('button', [3, 94, 130, 114], { text: 'donec morbi. Nunc', focused: true }), submit(118));
    const done: PerformedAction[] = [clickOn(1, '{type: text_area, X: 58, Y: 68}'), { name: 'press_control_A', args: {} }, { name: 'press_control_C',
      args: {} }, clickOn(4, '{type: input_field, X: 66, Y: 105}'), { name: 'press_control_A', args: {} }, { name: 'press_control_V', args: {} }];
    expect(actionsOf(decide(goal, screen, done))).toEqual([{ name: 'click_element', args: { element_id: 4 } }]);
  });
});

describe('answer fields', () => {
  it('takes the place it typed into for the field when the field now reads as a button', () => {
    const goal = 'Solve the math problem and type your answer into the textbox. Press submit when done.';
    const screen = list(el('text', [10, 62, 97, 95], { text: '5 - 9 =' }), el('button', [104, 62, 150, 98], { focused: true }),
      el('button', [32, 118, 128, 149], { text: 'Submit' }));
    const typed: PerformedAction[] = [clickOn(2, '{type: input_field, X: 126, Y: 80}'), { name: 'type_text', args: { string_to_type: '-4' } }];
    expect(actionsOf(decide(goal, screen, typed))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
    expect(isFail(decide(goal, screen).result)).toBe(true);
  });
});

describe('choose-list', () => {
  it('takes a long option cut at the box edge for the item, once typed', () => {
    const box = (text: string) => el('dropdown', [1, 57, 153, 76], { text });
    const goal = 'Select Northern Mariana Islands from the list and click Submit.';
    const screen = list(box('Northern Mariana Isla '), submit(81));
    expect(actionsOf(decide(goal, screen))[0]).toMatchObject({ name: 'click_element', args: { element_id: 1 } });
    const typed: PerformedAction[] = [clickOn(1, '{type: dropdown, X: 77, Y: 67}'), { name: 'type_text', args: { string_to_type: 'Northern Mariana Islands' } },
      { name: 'press_key', args: { key: 'Enter' } }];
    expect(actionsOf(decide(goal, screen, typed))).toEqual([{ name: 'click_element', args: { element_id: 2 } }]);
  });
});

describe('click-tab-2', () => {
  const goal = 'Switch between the tabs to find and click on the link "tempor,".';
  const tabs = () => [el('button', [2, 55, 40, 70], { text: 'Tab #1' }), el('button', [40, 55, 78, 70], { text: 'Tab #2' })];
  it('looks in every tab for the exact link first, then takes the word whatever punctuation it reads with', () => {
    const screen = list(...tabs(), el('hyperlink', [95, 115, 129, 126], { text: 'tempor,.' }));
    expect(actionsOf(decide(goal, screen))).toEqual([{ name: 'click_element', args: { element_id: 2 } }]);
    const opened = [clickOn(2, '{type: button, X: 59, Y: 62, text: "Tab #2"}')];
    expect(actionsOf(decide(goal, screen, opened))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
  });
  it('goes back through the tabs for a near reading the current tab lacks', () => {
    const screen = list(...tabs(), el('hyperlink', [19, 115, 37, 126], { text: 'sed.' }));
    const opened = [clickOn(2, '{type: button, X: 59, Y: 62, text: "Tab #2"}')];
    expect(actionsOf(decide(goal, screen, opened))).toEqual([{ name: 'click_element', args: { element_id: 1 } }]);
  });
});

describe('best guesses where the item must be on the page', () => {
  it('ticks the leftover box for a label no box reads as', () => {
    const row = (y: number,
      label: string) => [el('checkbox', [6, y - 6, 26, y + 7], { checked: false }), el('text', [29, y - 2, 29 + 6 * label.length, y + 9], { text: label })];
    const screen = list(...row(61, 'fQ'), ...row(81, 'jf'), ...row(101, 'x2'), submit(117));
    expect(actionsOf(decide('Select fQ, jr and click Submit.', screen))).toEqual([
      { name: 'click_element', args: { element_id: 1 } },
      { name: 'click_element', args: { element_id: 3 } },
    ]);
  });
  it('opens the top-level menu item whose reading was cut by its caret', () => {
    const screen = list(el('text', [3, 3, 117, 14], { text: 'Select Sashenka>Shirline' }), el('text', [10, 59, 52, 70], { text: 'Sashen' }),
      el('icon', [41, 57, 57, 72], { subtype: 'right' }), el('text', [10, 76, 44, 87], { text: 'Marissa' }));
    const acts = actionsOf(decide('Select Sashenka>Shirline', screen)) as { name: string; args: Record<string, unknown> }[];
    expect(acts[0]).toMatchObject({ name: 'point_element', args: { element_id: 2 } });
  });
  it('opens a submenu item read with a slip, among the items right of its open parent', () => {
    const goal = 'Select Carol>Theresina>Felita';
    const screen = list(el('text', [10, 59, 34, 70], { text: 'Carol', highlighted: true }), el('icon', [40, 57, 56, 73], { subtype: 'right' }),
      el('text', [60, 59, 86, 70], { text: 'Cloris' }), el('text', [10, 76, 45, 87], { text: 'Deanna' }), el('text', [62, 76, 118, 87], { text: 'Theresin M' }),
      el('icon', [90, 74, 108, 88], { subtype: 'right' }));
    const acts = actionsOf(decide(goal, screen)) as { name: string; args: Record<string, unknown> }[];
    expect(acts[0]).toMatchObject({ name: 'point_element', args: { element_id: 5 } });
  });
  it("guesses no item of another parent's open submenu", () => {
    const screen = list(el('text', [10, 59, 44, 70], { text: 'Chelsie', highlighted: true }), el('icon', [41, 57, 56, 72], { subtype: 'right' }),
      el('text', [60, 59, 84, 70], { text: 'Ma', highlighted: true }), el('icon', [91, 56, 107, 73], { subtype: 'right' }),
      el('text', [112, 59, 130, 70], { text: 'Kori' }), el('text', [60, 76, 79, 87], { text: 'Bab' }), el('icon', [91, 74, 107, 89], { subtype: 'right' }));
    const acts = actionsOf(decide('Select Chelsie>Bab>Chris', screen)) as { name: string; args: Record<string, unknown> }[];
    expect(acts[0]).toMatchObject({ name: 'point_element', args: { element_id: 6 } });
  });
});

describe('click-checkboxes-soft', () => {
  it('takes a synonym read with one slip ("feshy" for "fleshy") and no unrelated word', () => {
    expect(similarReading('plump', 'feshy')).toBe(true);
    expect(similarReading('plump', 'archaic')).toBe(false);
    expect(similarReading('happy', 'joyful')).toBe(true);
  });
});

describe('read-table-2', () => {
  it('takes a field inside the table for a misread cell, not a form field', () => {
    const cell = (box: [number, number, number, number], text: string) => el('tabled_text', box, { text });
    const screen = list(cell([6, 57, 30, 68], 'Color'), cell([60, 57, 84, 68], 'white'), cell([6, 100, 53, 111], 'Last name'),
      cell([60, 100, 85, 111], 'Elliott'), cell([6, 116, 39, 127], 'Gender'), cell([60, 116, 82, 127], 'Male'),
      el('input_field', [68, 114, 155, 128], { text: 'ale' }), el('text', [6, 159, 32, 170], { text: 'Color:' }), el('input_field', [70, 159, 157, 174]),
      el('text', [5, 174, 55, 185], { text: 'Last name:' }), el('input_field', [69, 174, 159, 188]), el('button', [5, 189, 100, 210], { text: 'Submit' }));
    const acts = actionsOf(decide('Enter the value that corresponds with each label into the form and submit when done.', screen)) as { name: string;
      args: Record<string, unknown> }[];
    expect(acts.filter((a) => a.name === 'type_text').map((a) => a.args.string_to_type)).toEqual(['white', 'Elliott']);
    expect(acts[0]).toEqual({ name: 'click_element', args: { element_id: 9 } });
  });
  it('finds a key cell that ran into its value, and capitalises a name read with l for I', () => {
    const cell = (box: [number, number, number, number], text: string) => el('tabled_text', box, { text });
    const screen = list(cell([6, 89, 69, 100], 'Last nameFa'), cell([59, 89, 87, 100], 'Farrell'), cell([6, 105, 54, 116], 'First name'),
      cell([58, 105, 79, 116], 'llyssa'), el('text', [5, 137, 55, 148], { text: 'Last name:' }), el('input_field', [69, 137, 157, 151]),
      el('text', [5, 152, 55, 163], { text: 'First name:' }), el('input_field', [70, 152, 158, 166]), el('button', [5, 167, 100, 198], { text: 'Submit' }));
    const acts = actionsOf(decide('Enter the value that corresponds with each label into the form and submit when done.', screen)) as { name: string;
      args: Record<string, unknown> }[];
    expect(acts.filter((a) => a.name === 'type_text').map((a) => a.args.string_to_type)).toEqual(['Farrell', 'Ilyssa']);
  });
});

describe('drag-single-shape', () => {
  it('drags the one thing on the page besides Submit, whatever type it reads as', () => {
    const screen = list(el('text', [3, 3, 135, 14], { text: 'Drag the item right then press' }), el('input_field', [58, 108, 96, 147]),
      el('button', [32, 170, 128, 201], { text: 'Submit' }));
    const acts = actionsOf(decide('Drag the item right then press Submit.', screen)) as { name: string; args: { x: number; y: number } }[];
    expect(acts[0]).toEqual({ name: 'drag_mouse_hold_down', args: { x: 77, y: 128 } });
    expect(acts.at(-2)!.args.x).toBeGreaterThan(77);
  });
  it('drags an empty square read as an unlabelled button, not Submit', () => {
    const screen = list(el('text', [3, 3, 135, 14], { text: 'Drag the item right then press' }), el('button', [58, 109, 96, 146]),
      el('button', [32, 170, 127, 201], { text: 'Submit' }));
    const acts = actionsOf(decide('Drag the item right then press Submit.', screen)) as { name: string; args: { x: number; y: number } }[];
    expect(acts[0]).toEqual({ name: 'drag_mouse_hold_down', args: { x: 77, y: 128 } });
  });
});

describe('drag-box', () => {
  const goal = 'Drag the smaller box so that it is completely inside the larger box.';
  const box = (b: [number, number, number, number], text?: string) => el('shape', b, text ? { text } : {});
  it('takes the piece nearest 28 px as the small box, and the span of the rest as the large one', () => {
    // v7 at seed 39: the large box (85-143 x 54-112) with its corner under the small box also detected apart.
    const screen = list(box([85, 54, 143, 112], 'L'), box([85, 96, 100, 114], 'L'), box([100, 96, 127, 125], 's'),
      el('button', [2, 157, 97, 188], { text: 'Submit' }));
    const acts = actionsOf(decide(goal, screen)) as { name: string; args: { x: number; y: number } }[];
    expect(acts[0]).toEqual({ name: 'drag_mouse_hold_down', args: { x: 114, y: 111 } });
    expect(acts.at(-2)!.args).toEqual({ x: 114, y: 84 });
  });
  it('fails rather than guess when only one box is seen', () => {
    expect(isFail(decide(goal, list(box([126, 81, 153, 107], 's'), el('button', [2, 157, 97, 188], { text: 'Submit' }))).result)).toBe(true);
  });
});

describe('read-table and find-word', () => {
  it('types into the field below the table, not a cell read as a field', () => {
    const cell = (box: [number, number, number, number], text: string) => el('tabled_text', box, { text });
    const screen = list(cell([9, 115, 33, 126], 'Color'), cell([60, 115, 88, 126], 'purple'), el('input_field', [85, 114, 148, 127]),
      el('input_field', [7, 133, 136, 154]), el('button', [7, 154, 103, 185], { text: 'Submit' }));
    const acts = actionsOf(decide('Enter the value of Color into the text field and press Submit.', screen)) as { name: string;
      args: Record<string, unknown> }[];
    expect(acts).toEqual([{ name: 'click_element', args: { element_id: 4 } }, { name: 'type_text', args: { string_to_type: 'purple' } }]);
  });
  it('keeps the word it typed when the paragraph reads with two words run together', () => {
    const goal = 'Find the 10th word in the paragraph, type that into the textbox and press "Submit".';
    const screen = list(el('text', [2, 62, 143, 73], { text: 'Libero, nibh amet felis, euismod' }),
      el('text', [2, 73, 125, 84], { text: 'accumsan proinjusto. Enim' }), el('text', [2, 84, 151, 95], { text: 'vestibulum. Pulvinar. Facilisis nec' }),
      el('input_field', [2, 109, 130, 129], { text: 'vestibulum', focused: true }), submit(132));
    const typed: PerformedAction[] = [clickOn(4, '{type: input_field, X: 66, Y: 119}'), { name: 'type_text', args: { string_to_type: 'vestibulum' } }];
    expect(actionsOf(decide(goal, screen, typed))).toEqual([{ name: 'click_element', args: { element_id: 5 } }]);
  });
});

describe('find-word', () => {
  it('spells the word by its place: "ld" after a period is "Id"', () => {
    const goal = 'Find the 13th word in the paragraph, type that into the textbox and press "Submit".';
    const screen = list(el('text', [2, 62, 122, 73], { text: 'Pulvinar suspendisse amet' }),
      el('text', [1, 73, 153, 84], { text: 'interdum. Duis sit pellentesque ne' }), el('text', [2, 84, 136, 95], { text: 'lectus lorem sociis aliquam. ld' }),
      el('input_field', [2, 108, 130, 129]), submit(132));
    const acts = actionsOf(decide(goal, screen)) as { name: string; args: Record<string, unknown> }[];
    expect(acts.find((a) => a.name === 'type_text')?.args.string_to_type).toBe('Id');
    const second = goal.replace('13th', '2nd');
    expect((actionsOf(decide(second, screen)) as { name: string; args: Record<string, unknown> }[]).find((a) => a.name === 'type_text')?.args.string_to_type)
      .toBe('suspendisse');
  });
});
