/**
 * Rules for standard-set tasks added in issue 25 (figures, counting, colours), decided
 * through the prompt's text on element lists shaped like the labeller's.
 */
import { describe, expect, it } from 'vitest';
import type { PerformedAction } from '../../../src/agent/executor.js';
import { angleAt } from '../../../src/policies/scripted/kit/geometry.js';
import { isFail } from '../../../src/policies/scripted/rule.js';
import { sharedVertex } from '../../../src/policies/scripted/rules/figures/bisect-angle.js';
import { clusterValues } from '../../../src/policies/scripted/kit/geometry.js';
import { digitPatterns } from '../../../src/policies/scripted/rules/checkboxes/number-checkboxes.js';
import { parseShapeDesc } from '../../../src/policies/scripted/rules/figures/shape-grid.js';
import { actionsOf, decide, el, list } from './screens.js';
import { elementOf } from '../agent/element-of.js';

type Act = { name: string; args: Record<string, number | string> };
const acts = (c: ReturnType<typeof decide>) => actionsOf(c) as Act[];
const submit = () => el('button', [30, 178, 125, 209], { text: 'Submit' });
const dot = (x: number, y: number, color: 'black' | 'blue') =>
  el('shape', [x - 3, y - 3, x + 4, y + 4], { subtype: 'circle', color: { name: color, hex: color === 'blue' ? '#0000FF' : '#000000' }, points: [{ x, y }] });
const line = (a: [number, number], b: [number, number]) =>
  el('shape', [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1])], { subtype: 'line',
    color: { name: 'black', hex: '#000000' }, points: [{ x: a[0], y: a[1] }, { x: b[0], y: b[1] }] });
const placedMarker: PerformedAction[] = [{ name: 'click_new_point', args: { x: 80, y: 100 }, point: { x: 80, y: 100 } }];

describe('find-midpoint', () => {
  const goal = 'Find and click on the shortest mid-point between the two points, then press submit.';
  it('clicks 2 px up-left of the midpoint (where the marker lands on it), then Submit', () => {
    const a = acts(decide(goal, list(dot(73, 127, 'black'), dot(105, 131, 'black'), submit())));
    expect(a).toEqual([{ name: 'click_new_point', args: { x: 87, y: 127 } }, { name: 'click_element', args: { element_id: 3 } }]);
  });
  it('only submits once a marker is placed', () => {
    const screen = list(dot(73, 127, 'black'), dot(105, 131, 'black'), dot(89, 129, 'blue'), submit());
    expect(acts(decide(goal, screen, placedMarker))).toEqual([{ name: 'click_element', args: { element_id: 4 } }]);
  });
});

describe('bisect-angle', () => {
  const goal = 'Create a line that bisects the angle evenly in two, then press submit.';
  it('finds the vertex the arms share, in either order of their ends', () => {
    const v = sharedVertex([{ x: 10, y: 10 }, { x: 90, y: 10 }], [{ x: 10, y: 60 }, { x: 11, y: 11 }])!;
    expect(v.v).toEqual({ x: 10.5, y: 10.5 });
    expect([v.a, v.b]).toEqual([{ x: 90, y: 10 }, { x: 10, y: 60 }]);
    expect(sharedVertex([{ x: 0, y: 0 }, { x: 50, y: 0 }], [{ x: 20, y: 20 }, { x: 60, y: 60 }])).toBeNull();
  });
  it('places the marker on the bisector', () => {
    const screen = list(line([105, 129], [89, 66]), line([105, 129], [33, 78]), dot(105, 129, 'blue'), submit());
    const [place] = acts(decide(goal, screen));
    expect(place!.name).toBe('click_new_point');
    // The marker lands 2 px down-right of the click.
    const m = { x: Number(place!.args.x) + 2, y: Number(place!.args.y) + 2 };
    const v = { x: 105, y: 129 };
    expect(Math.abs(angleAt(v, { x: 89, y: 66 }, m) - angleAt(v, { x: 33, y: 78 }, m))).toBeLessThan(3);
  });
  it('says so when an arm is missing', () => {
    const c = decide(goal, list(line([105, 129], [89, 66]), submit()));
    expect(isFail(c.result) && c.result.fail).toMatch(/two arms/);
  });
});

describe('right-angle', () => {
  const goal = 'Add a third point to create a right angle, then press submit.';
  it('stands square at the blue end when a dot shows it', () => {
    const screen = list(line([40, 100], [100, 100]), dot(100, 100, 'blue'), submit());
    const [place] = acts(decide(goal, screen));
    const m = { x: Number(place!.args.x) + 2.5, y: Number(place!.args.y) + 2.5 };
    expect(Math.abs(90 - angleAt({ x: 100, y: 100 }, { x: 40, y: 100 }, m))).toBeLessThan(3);
  });
  it('takes the far end of a black dot as the vertex', () => {
    const screen = list(line([40, 100], [100, 100]), dot(40, 100, 'black'), submit());
    const [place] = acts(decide(goal, screen));
    const m = { x: Number(place!.args.x) + 2.5, y: Number(place!.args.y) + 2.5 };
    expect(Math.abs(90 - angleAt({ x: 100, y: 100 }, { x: 40, y: 100 }, m))).toBeLessThan(3);
  });
  it('without a dot, keeps the angle within 45 degrees of right at both ends', () => {
    const [place] = acts(decide(goal, list(line([40, 100], [100, 100]), submit())));
    const m = { x: Number(place!.args.x) + 2.5, y: Number(place!.args.y) + 2.5 };
    expect(Math.abs(90 - angleAt({ x: 100, y: 100 }, { x: 40, y: 100 }, m))).toBeLessThan(45);
    expect(Math.abs(90 - angleAt({ x: 40, y: 100 }, { x: 100, y: 100 }, m))).toBeLessThan(45);
    // The click stays off the Submit button (top 178).
    expect(Number(place!.args.y)).toBeLessThan(178);
  });
});

describe('grid-coordinate', () => {
  const lattice = () => {
    const dots = [];
    for (const x of [19, 49, 79, 109, 139]) {
      for (const y of [69, 99, 129, 159, 189]) dots.push(el('shape', [x - 4, y - 4, x + 4, y + 4], { subtype: 'circle' }));
    }
    return list(...dots);
  };
  it('counts columns from the left and rows from the top (y grows upwards)', () => {
    const screen = lattice();
    const pick = (goal: string) => {
      const [a] = acts(decide(goal, screen));
      return screen.find((e) => e.id === Number(String(a!.args.element_id).replace('element_', '')))!.box;
    };
    expect(pick('Click on the grid coordinate (1,-2).')).toMatchObject({ left: 105, top: 185 });
    expect(pick('Click on the grid coordinate (-2,2).')).toMatchObject({ left: 15, top: 65 });
    expect(pick('Click on the grid coordinate (0,0).')).toMatchObject({ left: 75, top: 125 });
  });
  it('merges centres a pixel apart into one column', () => {
    expect(clusterValues([19, 20, 49, 48.5, 79])).toEqual([19.5, 48.75, 79]);
  });
});

describe('visual-addition', () => {
  const goal = 'Type the total number of blocks into the textbox and press Submit.';
  const block = (x: number, y: number) => el('shape', [x, y, x + 12, y + 12], { subtype: 'rectangle', color: { name: 'silver', hex: '#7FB0FF' } });
  const screen = list(block(14, 73), block(28, 73), el('text', [71, 88, 89, 121], { text: '+' }), block(98, 73), el('input_field', [14, 158, 57, 183]),
    el('button', [60, 158, 155, 189], { text: 'Submit' }));
  it('types how many blocks both groups hold, then submits', () => {
    expect(acts(decide(goal, screen))).toEqual([
      { name: 'click_element', args: { element_id: 5 } },
      { name: 'type_text', args: { string_to_type: '3' } },
      { name: 'click_element', args: { element_id: 6 } },
    ]);
  });
});

describe('shape grid descriptions', () => {
  it.each([
    ['large red letter', { size: 'large', colour: 'red', name: 'letter' }],
    ['small item', { size: 'small', name: 'item' }],
    ['aqua item', { colour: 'aqua', name: 'item' }],
    ['Q', { name: 'Q' }],
    ['7', { name: '7' }],
    ['green circle', { colour: 'green', name: 'circle' }],
  ])('%s', (text, want) => {
    expect(parseShapeDesc(text)).toEqual(want);
  });
  it('rejects words that are not a description', () => {
    expect(parseShapeDesc('item')).toBeNull();
    expect(parseShapeDesc('button')).toBeNull();
    expect(parseShapeDesc('large purple letter')).toBeNull();
  });
});

describe('click-shape and count-shape', () => {
  const red = { name: 'red', hex: '#FF0000' };
  const screen = () =>
    list(
      el('text', [70, 77, 75, 88], { text: 'J', color: red }),
      el('text', [46, 91, 58, 113], { text: 'L', color: red }),
      el('text', [109, 97, 115, 108], { text: 'n' }),
      el('text', [65, 151, 79, 173], { text: 'X' }),
      el('shape', [87, 157, 97, 167], { subtype: 'circle', color: red }),
      el('button', [8, 185, 33, 206], { text: '1' }),
      el('button', [37, 185, 62, 206], { text: '2' }),
      el('button', [66, 185, 91, 206], { text: '3' }),
    );
  it('tells large from small by height and reads uncoloured text as black', () => {
    expect(acts(decide('Click on a large red letter', screen()))).toEqual([{ name: 'click_element', args: { element_id: 2 } }]);
    expect(acts(decide('Click on a small black item', screen()))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
    expect(acts(decide('Click on a large black letter', screen()))).toEqual([{ name: 'click_element', args: { element_id: 4 } }]);
  });
  it('matches letters case-sensitively', () => {
    const c = decide('Click on a x', screen());
    expect(isFail(c.result)).toBe(true);
  });
  it('counts what fits and clicks the button with that number', () => {
    // Red items: J, L and the circle.
    expect(acts(decide('How many red items are there?', screen()))).toEqual([{ name: 'click_element', args: { element_id: 8 } }]);
    expect(acts(decide('How many small red items are there?', screen()))).toEqual([{ name: 'click_element', args: { element_id: 7 } }]);
  });
});

describe('click-color', () => {
  const box = (x: number, y: number, name: string, hex: string) => el('shape', [x, y, x + 52, y + 52], { subtype: 'rectangle', color: { name, hex } });
  const boxes = [box(23, 77, 'olive', '#808000'), box(85, 77, 'grey', '#808080'), box(23, 142, 'cyan', '#00FFFF'), box(85, 142, 'white', '#FFFFFF')];
  it('clicks the box nearest to the named colour (aqua is cyan)', () => {
    expect(acts(decide('Click on the grey colored box.', list(...boxes)))).toEqual([{ name: 'click_element', args: { element_id: 2 } }]);
    expect(acts(decide('Click on the aqua colored box.', list(...boxes)))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
  });
  it('reads the colour from the chip in the instruction bar when the goal names none', () => {
    const chip = el('shape', [58, 5, 70, 17], { subtype: 'rectangle', color: { name: 'white', hex: '#FFFFFF' } });
    expect(acts(decide('Click on the colored box.', list(chip, ...boxes)))).toEqual([{ name: 'click_element', args: { element_id: 5 } }]);
  });
});

describe('click-shades', () => {
  const goal = 'Select all the shades of blue and press Submit.';
  const swatch = (x: number, hex: string) => el('shape', [x, 64, x + 12, 76], { subtype: 'rectangle', color: { name: 'x', hex } });
  const screen = () =>
    list(swatch(14, '#2A2AEF'), swatch(50, '#A43232'), swatch(86, '#9898E7'), swatch(122, '#377637'), el('button', [43, 174, 138, 205], { text: 'Submit' }));
  const clickOn = (x: number): PerformedAction => ({ name: 'click_element', args: { element_id: 'element_1' },
    element: elementOf(`{type: shape, subtype: rectangle, X: ${x + 6}, Y: 70}`) });
  it('selects every blue shade, pale or dark, then submits', () => {
    expect(acts(decide(goal, screen()))).toEqual([
      { name: 'click_element', args: { element_id: 1 } },
      { name: 'click_element', args: { element_id: 3 } },
      { name: 'click_element', args: { element_id: 5 } },
    ]);
  });
  it('keeps what the history selected and toggles back a wrong one', () => {
    const c = decide(goal, screen(), [clickOn(14), clickOn(50)]);
    expect(acts(c)).toEqual([
      { name: 'click_element', args: { element_id: 2 } },
      { name: 'click_element', args: { element_id: 3 } },
      { name: 'click_element', args: { element_id: 5 } },
    ]);
  });
});

describe('number-checkboxes', () => {
  const goal = (n: number) => `Draw the number "${n}" in the checkboxes using the example on the right and press Submit when finished.`;
  const grid = (checked: (r: number, c: number) => boolean) => {
    const boxes = [];
    for (let r = 0; r < 7; r++) {
      for (let c = 0; c < 4; c++) boxes.push(el('checkbox', [15 + 17 * c, 59 + 16 * r, 28 + 17 * c, 72 + 16 * r], { checked: checked(r, c) }));
    }
    return list(...boxes, el('icon', [86, 57, 151, 168]), el('button', [14, 179, 109, 210], { text: 'Submit' }));
  };
  it('reads the ten digit patterns from the page data file', () => {
    const p = digitPatterns();
    expect(p).toHaveLength(10);
    // The "1" has one tick per row in its third column, plus the flag at the top.
    expect(p[1]!.map((row) => row[2])).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(p[1]!.flat().filter((v) => v === 1)).toHaveLength(8);
  });
  it('ticks the cells of the digit that are empty and unticks the others', () => {
    const one = digitPatterns()[1]!;
    // Everything in column 2 is ticked already, and a stray tick at the top left.
    const screen = grid((r, c) => c === 2 || (r === 0 && c === 0));
    const a = acts(decide(goal(1), screen));
    const clickedIds = a.map((x) => Number(String(x.args.element_id).replace('element_', '')));
    // Row 1, column 1 (the flag) is missing; row 0 column 0 must go; then Submit (id 30).
    expect(one[1]![1]).toBe(1);
    expect(clickedIds).toEqual([1, 6, 30]);
  });
  it('submits when the grid shows the digit', () => {
    const seven = digitPatterns()[7]!;
    expect(acts(decide(goal(7), grid((r, c) => seven[r]![c] === 1)))).toEqual([{ name: 'click_element', args: { element_id: 30 } }]);
  });
});

describe('click-pie', () => {
  const goal = 'Expand the pie menu below and click on the item labeled "q".';
  it('expands the closed menu by its "+"', () => {
    expect(acts(decide(goal, list(el('text', [71, 112, 89, 148], { text: '+' }))))).toEqual([{ name: 'click_element', args: { element_id: 1 } }]);
  });
  it('clicks the item with the exact label once the menu is open', () => {
    const screen = list(el('text', [75, 70, 85, 88], { text: 'Q' }), el('text', [71, 112, 89, 148], { text: '-' }),
      el('text', [75, 172, 85, 190], { text: 'q' }));
    expect(acts(decide(goal, screen))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
  });
  it('expands the menu read as one dark disc, then only points at it while its sectors spread', () => {
    const disc = el('shape', [62, 112, 98, 148], { subtype: 'path', color: { hex: '#444444', name: 'grey' } });
    expect(acts(decide(goal, list(disc)))).toEqual([{ name: 'click_element', args: { element_id: 1 } }]);
    const clickedDisc: PerformedAction = { name: 'click_element', args: { element_id: 1 }, element: { ...disc } };
    expect(acts(decide(goal, list(disc), [clickedDisc]))).toEqual([{ name: 'point_element', args: { element_id: 1 } }]);
  });
});

describe('count-sides', () => {
  const goal = 'Press the button that correctly denotes how many sides the shape has.';
  const buttons = ['3', '4', '5', '6', '7'].map((t, k) => el('button', [24 + 23 * k, 167, 44 + 23 * k, 196], { text: t }));
  it("counts the outline's vertices", () => {
    const hexagon = el('shape', [42, 67, 112, 137], { subtype: 'polygon',
      points: [{ x: 52, y: 126 }, { x: 43, y: 92 }, { x: 69, y: 68 }, { x: 102, y: 78 }, { x: 111, y: 112 }, { x: 85, y: 136 }] });
    expect(acts(decide(goal, list(hexagon, ...buttons)))).toEqual([{ name: 'click_element', args: { element_id: 5 } }]);
  });
  it('says so when the outline is not listed with its vertices', () => {
    const c = decide(goal, list(...buttons));
    expect(isFail(c.result) && c.result.fail).toMatch(/no outline/);
  });
});

describe('tic-tac-toe', () => {
  const goal = "Playing as 'X', win a game of tic-tac-toe.";
  const board = (marks: string) =>
    list(...[...marks].map((m, i) => {
      const x = 12 + 45 * (i % 3), y = 62 + 45 * Math.floor(i / 3);
      return el('button', [x, y, x + 42, y + 42], m === '.' ? {} : { text: m });
    }));
  it('reads the cells row by row and takes the win', () => {
    expect(acts(decide(goal, board('XX.OO....')))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
  });
  it("blocks O's line", () => {
    expect(acts(decide(goal, board('OO..X....')))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
  });
  it('says so when the board is not a 3 x 3 grid', () => {
    const c = decide(goal, list(el('button', [12, 62, 54, 104])));
    expect(isFail(c.result) && c.result.fail).toMatch(/3 x 3/);
  });
});
