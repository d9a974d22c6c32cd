/**
 * Rules for the suite E1/E2 tasks (issues 37, 38) on screens shaped like the pages':
 * what each decides first, and what it does with its history or notes.
 */
import { describe, expect, it } from 'vitest';
import type { PerformedAction } from '../../../src/agent/executor.js';
import { elementOf } from '../agent/element-of.js';
import { actionsOf, decide, el, list } from './screens.js';

const text = (t: string, box: [number, number, number, number]) => el('text', box, { text: t });
const button = (t: string, box: [number, number, number, number]) => el('button', box, { text: t });
const clickedAt = (x: number, y: number, element: { text: string; type: string }): PerformedAction => ({ name: 'click_element',
  args: { element_id: 'element_9' }, element: elementOf(`{type: ${element.type}, X: ${x}, Y: ${y}, text: "${element.text}"}`) });

describe('buy-ticket', () => {
  const screen = list(
    text('Duration:', [11, 58, 52, 69]),
    text('11h 30m', [54, 59, 93, 70]),
    button('Book for $1844', [29, 71, 129, 85]),
    text('Duration:', [11, 92, 52, 103]),
    text('20h 16m', [54, 93, 93, 104]),
    button('Book for $1300', [29, 105, 129, 119]),
    text('Duration:', [11, 126, 52, 137]),
    text('2h 16m', [54, 127, 88, 138]),
    button('Book for $1421', [29, 139, 129, 153]),
  );
  it.each([
    ['cheapest cost', 6],
    ['most expensive cost', 3],
    ['shortest duration', 9],
    ['longest duration', 6],
  ])('the %s is the button of its card', (want, id) => {
    expect(actionsOf(decide(`Buy the ticket with the ${want}.`, screen))).toEqual([{ name: 'click_element', args: { element_id: id } }]);
  });
});

describe('phone-book', () => {
  const card = (name: string) =>
    list(
      text(name, [2, 64, 26, 81]),
      text('Phone:', [6, 94, 40, 105]),
      el('hyperlink', [43, 94, 105, 105], { text: '531-159-6223' }),
      text('Email:', [6, 109, 36, 120]),
      el('hyperlink', [39, 109, 136, 120], { text: 'ett@yahoo.pizza' }),
      text('Address:', [6, 124, 49, 135]),
      el('hyperlink', [52, 124, 150, 135], { text: '645 Stephenson Loop' }),
      el('hyperlink', [44, 183, 65, 200], { text: '1 >' }),
    );
  it("clicks the asked link on the person's card", () => {
    expect(actionsOf(decide('Find Etti in the contact book and click on their email.', card('Etti')))).toEqual([{ name: 'click_element',
      args: { element_id: 5 } }]);
    expect(actionsOf(decide('Find Etti in the contact book and click on their phone number.', card('Etti')))).toEqual([{ name: 'click_element',
      args: { element_id: 3 } }]);
  });
  it('turns the page with the ">" of the pager when the card is someone else\'s', () => {
    const [a] = actionsOf(decide('Find Casie in the contact book and click on their address.', card('Etti'))) as { name: string; args: { x: number } }[];
    expect(a!.name).toBe('click_new_point');
    expect(a!.args.x).toBeGreaterThan(55);
  });
});

describe('stock-market', () => {
  const screen = (price: string) =>
    list(text('Company: ACP', [12, 99, 99, 113]), text(`Stock price: ${price}`, [12, 113, 120, 127]), button('Buy', [44, 137, 97, 166]));
  const goal = 'Buy ACP stock when the price is less than $56.60.';
  it('buys at or under the threshold and waits above it', () => {
    expect(actionsOf(decide(goal, screen('$51.60')))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
    expect(actionsOf(decide(goal, screen('$56.60')))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
    expect(actionsOf(decide(goal, screen('$57.10')))).toEqual([{ name: 'point_element', args: { element_id: 3 } }]);
  });
});

describe('button-delay', () => {
  const screen = list(text('Click button ONE, wait 3 seconds,', [3, 3, 154, 14]), button('ONE', [10, 119, 50, 159]), button('TWO', [62, 158, 102, 198]));
  it('clicks ONE, then rests on it for the rest of the delay and clicks TWO', () => {
    expect(actionsOf(decide('Click button ONE, wait 3 seconds, then click button TWO.', screen))).toEqual([{ name: 'click_element', args: { element_id: 2 } }]);
    const after = actionsOf(
      decide('Click button ONE, wait 3 seconds, then click button TWO.', screen, [clickedAt(30, 139, { text: 'ONE', type: 'button' })]),
    ) as { name: string }[];
    expect(after.map((a) => a.name)).toEqual(['point_element', 'point_element', 'point_element', 'click_element']);
    const short = actionsOf(
      decide('Click button ONE, wait 1 seconds, then click button TWO.', screen, [clickedAt(30, 139, { text: 'ONE', type: 'button' })]),
    ) as { name: string }[];
    expect(short.at(-1)).toEqual({ name: 'click_element', args: { element_id: 3 } });
    expect(short.length).toBeLessThan(after.length);
  });
});

describe('form-sequence-2', () => {
  const screen = list(
    el('radio', [9, 65, 22, 78], { checked: false }),
    el('radio', [33, 65, 46, 78], { checked: false }),
    el('radio', [57, 65, 70, 78], { checked: false }),
    el('input_field', [4, 91, 42, 112]),
    el('input_field', [45, 91, 83, 112]),
    el('input_field', [86, 91, 124, 112]),
    button('Submit', [4, 122, 99, 162]),
  );
  it('ticks the radio and types into the field counted from the left', () => {
    expect(actionsOf(decide('Check the 3rd radio button and enter the number "-5" into the 2nd textbox.', screen))).toEqual([
      { name: 'click_element', args: { element_id: 3 } },
      { name: 'click_element', args: { element_id: 5 } },
      { name: 'type_text', args: { string_to_type: '-5' } },
    ]);
  });
});

describe('ascending-numbers', () => {
  const goal = 'Click on the numbers in ascending order.';
  const digits = list(text('5', [63, 55, 74, 77]), text('4', [117, 56, 128, 78]), text('1', [31, 114, 42, 136]), text('3', [120, 142, 131, 164]),
    text('2', [75, 147, 86, 169]));
  it('notes every digit, clicks 1, then the square where the next digit was', () => {
    const first = decide(goal, digits);
    expect(actionsOf(first)).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
    const reply = 'why' in first.result ? first.result.why : '';
    expect(reply).toMatch(/Notes: .*d2=81,158/);
    const squares = list(el('shape', [62, 92, 82, 112], { subtype: 'rectangle' }), el('shape', [74, 145, 94, 165], { subtype: 'rectangle' }));
    const next = decide(goal, squares, [clickedAt(36, 125, { text: '1', type: 'text' })], reply);
    expect(actionsOf(next)).toEqual([{ name: 'click_element', args: { element_id: 2 } }]);
  });
});

describe('phone-book, a value wrapped onto the next line', () => {
  it('clicks the link below the label when none is on its row', () => {
    const screen = list(
      text('Bobbe', [2, 64, 49, 81]),
      text('Phone:', [6, 94, 40, 105]),
      el('hyperlink', [43, 94, 105, 105], { text: '141-026-1878' }),
      text('Email:', [6, 109, 36, 120]),
      el('hyperlink', [6, 120, 122, 131], { text: 'bobb1664@myspace.com' }),
      text('Address:', [6, 135, 49, 146]),
      el('hyperlink', [52, 135, 134, 146], { text: '2793 Cunningham' }),
    );
    expect(actionsOf(decide('Find Bobbe in the contact book and click on their email.', screen))).toEqual([{ name: 'click_element', args: { element_id: 5 } }]);
  });
});

describe('drag-shapes-2', () => {
  const shape = (subtype: string, colour: string, box: [number, number, number, number]) =>
    el('shape', box, { subtype, color: { name: colour, hex: '#000000' } } as never);
  const screen = list(
    shape('rectangle', 'black', [4, 57, 74, 107]),
    shape('rectangle', 'black', [86, 57, 156, 107]),
    shape('circle', 'red', [10, 70, 27, 87]),
    shape('rectangle', 'yellow', [84, 114, 101, 131]),
    shape('circle', 'yellow', [84, 134, 101, 151]),
    button('Submit', [55, 170, 150, 201]),
  );
  it('drags the first shape not in its box onto the middle of its box, then submits', () => {
    const kind = actionsOf(decide('Drag all circles into the left box, and everything else into the right box.', screen)) as { name: string;
      args: { x: number } }[];
    expect(kind[0]).toEqual({ name: 'drag_mouse_hold_down', args: { x: 93, y: 123 } });
    expect(kind.at(-2)!.args.x).toBe(121);
    const colour = actionsOf(decide('Drag all red shapes into the left box, and everything else into the right box.', screen)) as { name: string;
      args: { x: number } }[];
    expect(colour[0]).toEqual({ name: 'drag_mouse_hold_down', args: { x: 93, y: 123 } });
    const yellow = actionsOf(decide('Drag all yellow shapes into the left box, and everything else into the right box.', screen)) as { name: string;
      args: { x: number } }[];
    expect(yellow[0]).toEqual({ name: 'drag_mouse_hold_down', args: { x: 19, y: 79 } });
    expect(yellow.at(-2)!.args.x).toBe(121);
    // Perception names the page's aqua "cyan".
    const cyan = list(shape('rectangle', 'black', [4, 57, 74, 107]), shape('rectangle', 'black', [86, 57, 156, 107]),
      shape('circle', 'cyan', [100, 70, 117, 87]), button('Submit', [55, 170, 150, 201]));
    expect((actionsOf(decide('Drag all aqua shapes into the left box, and everything else into the right box.', cyan)) as { args: { x: number } }[])[0]!.args.x)
      .toBe(109);
    const done = list(shape('rectangle', 'black', [4, 57, 74, 107]), shape('rectangle', 'black', [86, 57, 156, 107]), shape('circle', 'red', [10, 70, 27, 87]),
      button('Submit', [55, 170, 150, 201]));
    expect(actionsOf(decide('Drag all circles into the left box, and everything else into the right box.', done))).toEqual([{ name: 'click_element',
      args: { element_id: 4 } }]);
  });
});

describe('hover-shape', () => {
  it('keeps the pointer on the coloured square (the page never pays: see the rule)', () => {
    const screen = list(el('shape', [31, 110, 46, 125], { subtype: 'rectangle', color: { name: 'black', hex: '#000000' } } as never),
      el('shape', [31, 131, 46, 146], { subtype: 'rectangle', color: { name: 'red', hex: '#FF0000' } } as never));
    expect(actionsOf(decide('Keep the mouse hovered over the colored square.', screen))).toEqual([{ name: 'point_element', args: { element_id: 2 } }]);
  });
});
