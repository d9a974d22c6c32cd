/**
 * The second round of suite E1/E2 rules (issues 37, 38) on screens shaped like the pages':
 * daily-calendar, form-sequence, order-food, hot-cold, chase-circle, moving-items. What each
 * decides first, and what it does with its history or notes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PerformedAction } from '../../../src/agent/executor.js';
import { orderFoodMenu } from '../../../src/policies/scripted/rules/apps/order-food.js';
import { cellY, hourOf, rowTopOf, startCell } from '../../../src/policies/scripted/rules/dates/daily-calendar.js';
import { bandOf, bestProbe, feasible, probes, sureHot } from '../../../src/policies/scripted/rules/games/hot-cold.js';
import { elementOf } from '../agent/element-of.js';
import { actionsOf, decide, el, list } from './screens.js';

const text = (t: string, box: [number, number, number, number]) => el('text', box, { text: t });
type Acts = { name: string; args: Record<string, number | string> }[];
const acts = (r: ReturnType<typeof decide>) => actionsOf(r) as Acts;
const moved = (x: number, y: number): PerformedAction => ({ name: 'drag_mouse_move', args: { x, y } });
const clickedAt = (x: number, y: number, type: string): PerformedAction => ({ name: 'click_element', args: { element_id: 'element_3' },
  element: elementOf(`{type: ${type}, X: ${x}, Y: ${y}}`) });

describe('daily-calendar', () => {
  const goal = 'Create a 60 mins event named "Gym", between 12PM and 4PM.';
  const labels = (firstHour: number, top: number) =>
    list(...[0, 1, 2, 3].map((i) => {
      const h = firstHour + i;
      return text(`${h % 12 || 12}${h < 12 ? 'am' : 'pm'}`, [2, top + 41 * i, 27, top + 41 * i + 11]);
    }));
  it('reads hours from labels and places the cells by the row pitch', () => {
    expect([hourOf('12am'), hourOf('1pm'), hourOf('12pm'), hourOf('Gym')]).toEqual([0, 13, 12, null]);
    const rowTop = rowTopOf(labels(0, 53))!;
    expect(rowTop(0)).toBe(52);
    expect(cellY(rowTop, 24)).toBeCloseTo(52 + 41 * 12 + 11.25);
    expect(startCell(rowTop, 24, 2)).toBeNull();
  });
  it('scrolls the calendar down to the window first', () => {
    const [a] = acts(decide(goal, labels(0, 53)));
    expect(a).toMatchObject({ name: 'scroll', args: { direction: 'down', amount: 12 } });
  });
  it("drags in the bare strip from the window's first cell, releasing on the new box", () => {
    const a = acts(decide(goal, labels(12, 61)));
    expect(a.map((x) => x.name)).toEqual(['drag_mouse_hold_down', 'drag_mouse_move', 'drag_mouse_move', 'drag_mouse_release']);
    expect(a[0]!.args).toEqual({ x: 140, y: 71 }); // cell 24: row top 60, +11.25
    expect(a[1]!.args.y).toBe(94); // cell 25's centre, +2
    expect(a[2]!.args.x).toBe(86);
  });
  it('names the event in the dialog, then presses Create', () => {
    const dialog = (typed: string) =>
      list(text('12pm', [2, 61, 27, 72]), el('input_field', [13, 67, 141, 88], { text: typed }), el('button', [15, 111, 70, 132], { text: 'Cancel' }),
        el('button', [77, 111, 132, 132], { text: 'Create' }));
    expect(acts(decide(goal, dialog('')))).toContainEqual({ name: 'type_text', args: { string_to_type: 'Gym' } });
    expect(acts(decide(goal, dialog('Gym')))).toEqual([{ name: 'click_element', args: { element_id: 4 } }]);
  });
});

describe('form-sequence', () => {
  const goal = 'Select 3 with the slider, click the 2nd checkbox, then hit Submit.';
  const screen = (checked: boolean, value: string) =>
    list(
      el('slider', [3, 63, 17, 77], { subtype: 'handle' }),
      el('slider', [4, 65, 94, 75], { subtype: 'horizontal' }),
      text(value, [102, 67, 111, 78]),
      el('checkbox', [8, 91, 21, 104], { checked: false }),
      el('checkbox', [31, 91, 44, 104], { checked }),
      el('checkbox', [54, 91, 67, 104], { checked: false }),
      el('button', [4, 117, 99, 157], { text: 'Submit' }),
    );
  it('ticks the asked box first', () => {
    expect(acts(decide(goal, screen(false, '-9')))).toEqual([{ name: 'click_element', args: { element_id: 5 } }]);
  });
  it('then sets the slider, and presses Submit once it shows the number', () => {
    expect(acts(decide(goal, screen(true, '-9')))[0]!.name).toBe('click_new_point');
    expect(acts(decide(goal, screen(true, '3')))).toEqual([{ name: 'click_element', args: { element_id: 7 } }]);
  });
  it('trusts its click on the box when the screen still reads it unchecked', () => {
    expect(acts(decide(goal, screen(false, '-9'), [clickedAt(37, 98, 'checkbox')]))[0]!.name).toBe('click_new_point');
  });
});

describe('order-food', () => {
  const menuTop = (qty = '') =>
    list(text('Appetizers', [2, 64, 79, 81]), text('Caesar Salad', [2, 97, 75, 111]),
      ...(qty ? [text('-', [110, 97, 117, 119]), text(qty, [120, 100, 128, 117]), text('+', [131, 97, 142, 119])] : [text('- +', [111, 97, 142, 119])]),
      el('icon', [2, 111, 22, 131]), el('icon', [22, 111, 42, 131]), text('Garlic bread', [2, 142, 67, 156]), text('- +', [111, 142, 142, 164]),
      el('icon', [2, 156, 22, 176]), text('Spinach and goat', [2, 187, 95, 201]), text('- +', [111, 187, 142, 209]), text('cheese dip', [2, 201, 60, 210]));
  it("ships each dish's diets as its own data, equal to the benchmark's menu", () => {
    const src = readFileSync(new URL('../../../miniwob/common/order-food-data.js', import.meta.url), 'utf8');
    const page = new Function(`${src}; return ORDER_FOOD_DATA;`)() as { MENU: { name: string; types: string[] }[]; FOOD_TYPES: string[] };
    expect(orderFoodMenu()).toEqual({ diets: page.FOOD_TYPES, dishes: page.MENU.map((d) => ({ name: d.name.trim(), diets: d.types })) });
  });
  it('clicks + on a named dish on its first name line, a wrapped name read by its first line', () => {
    expect(acts(decide('Order one of each item: Garlic bread, Spaghetti and Meatballs', menuTop()))).toEqual([{ name: 'click_new_point',
      args: { x: 136, y: 153 } }]);
    expect(acts(decide('Order one of each item: Spinach and goat cheese dip, Chicken wings', menuTop()))).toEqual([{ name: 'click_new_point',
      args: { x: 136, y: 198 } }]);
  });
  it('orders a diet from the dishes that carry it, repeats counted by the shown quantity', () => {
    expect(acts(decide('Order 3 items that are dairy', menuTop()))).toEqual([{ name: 'click_new_point', args: { x: 136, y: 198 } }]);
    const r = decide('Order 2 items that are vegan', menuTop('1'), [], 'Notes: done=; dish=Caesar Salad');
    expect(acts(r)).toEqual([{ name: 'click_new_point', args: { x: 136, y: 108 } }]);
  });
  it('scrolls on when the wanted dishes are not in view, and to Order! when all are done', () => {
    expect(acts(decide('Order one of each item: Cheese wheel, Chocolate cake', menuTop()))[0]).toMatchObject({ name: 'scroll',
      args: { direction: 'down', amount: 3 } });
    const bottom = list(text('Coconut mango tart', [2, 60, 90, 74]), text('- +', [111, 60, 142, 82]), el('button', [2, 170, 72, 205], { text: 'Order!' }));
    expect(acts(decide('Order one of each item: Cheese wheel, Chocolate cake', bottom, [], 'Notes: done=Cheese wheel|Chocolate cake'))).toEqual([{
      name: 'click_element',
      args: { element_id: 3 },
    }]);
  });
});

describe('hot-cold', () => {
  const goal = 'Find and click on the HOT area.';
  const word = (w?: string) => list(text(goal, [3, 3, 144, 14]), ...(w ? [text(w, [54, 179, 110, 201])] : []));
  it('bands distances as the page does', () => {
    expect([bandOf(4.9), bandOf(5), bandOf(9.9), bandOf(10), bandOf(39.9), bandOf(40)]).toEqual(['H', 'W', 'W', 'C', 'C', 'I']);
  });
  it('keeps the points that agree with every word, and covers them with probes of the next radius', () => {
    const left = feasible([{ p: { x: 30, y: 75 }, band: 'C' }, { p: { x: 85, y: 75 }, band: 'I' }]);
    expect(left.length).toBeGreaterThan(100);
    expect(left.every((p) => Math.hypot(p.x - 30, p.y - 75) < 40 && Math.hypot(p.x - 85, p.y - 75) >= 40)).toBe(true);
    const route = probes(left, 10, { x: 30, y: 75 });
    expect(left.every((p) => route.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 10))).toBe(true);
  });
  it('starts with hovers over the whole area, the stale word before any move telling nothing', () => {
    const a = acts(decide(goal, word('HOT')));
    expect(a.length).toBeGreaterThan(4);
    expect(a.every((x) => x.name === 'drag_mouse_move')).toBe(true);
  });
  it('clicks where HOT appeared', () => {
    expect(acts(decide(goal, word('HOT'), [moved(30, 75), moved(40, 80)], 'Notes: n=1; w=C; obs=')))
      .toEqual([{ name: 'click_new_point', args: { x: 40, y: 80 } }]);
  });
  it('reads each move that ran as an observation', () => {
    const r = decide(goal, word('COLD'), [moved(30, 75), moved(85, 75), moved(135, 75)], 'Notes: n=1; w=I; obs=30,75,I');
    expect(acts(r).every((x) => x.name === 'drag_mouse_move')).toBe(true);
    const reply = 'why' in r.result ? r.result.why : '';
    expect(reply).toMatch(/obs=30,75,I\|85,75,I\|135,75,C/);
  });
  it('under the ids batch stop, moves once per reply, to the point that splits the feasible points best', () => {
    const a = acts(decide(goal, word(), [], undefined, 'ids'));
    expect(a).toHaveLength(1);
    expect(a[0]!.name).toBe('drag_mouse_move');
    // Two words seen, one per reply: both are observations, and the next reply is one move again.
    const r = decide(goal, word('COLD'), [moved(30, 75), moved(60, 100)], 'Notes: n=1; w=I; obs=30,75,I', 'ids');
    expect(acts(r)).toHaveLength(1);
    expect('why' in r.result ? r.result.why : '').toMatch(/obs=30,75,I\|60,100,C/);
  });
  it('finds the hidden point within ten one-move replies for most targets, and clicks where it is sure', () => {
    const targets = [[20, 60], [150, 165], [80, 110], [40, 150], [130, 70], [100, 130]] as const;
    let found = 0;
    for (const [tx, ty] of targets) {
      const obs: Parameters<typeof feasible>[0] = [];
      for (let reply = 1; reply <= 10; reply++) {
        const left = feasible(obs);
        const sure = sureHot(left);
        if (sure) {
          expect(Math.hypot(sure.x - tx, sure.y - ty)).toBeLessThan(5);
          found++;
          break;
        }
        const p = bestProbe(left);
        const band = bandOf(Math.hypot(p.x - tx, p.y - ty));
        if (band === 'H') {
          found++;
          break;
        }
        obs.push({ p, band });
      }
    }
    expect(found).toBeGreaterThanOrEqual(5);
  });
});

describe('chase-circle and moving-items', () => {
  const disc = (cx: number, cy: number, r = 22) => el('shape', [cx - r, cy - r, cx + r, cy + r], { subtype: 'circle', points: [{ x: cx, y: cy }] });
  it('chase-circle follows the disc for the whole episode in one action, and rests the pointer when it sees none', () => {
    const goal = 'Keep your mouse inside the circle as it moves around.';
    expect(acts(decide(goal, list(disc(91, 134))))).toEqual([{ name: 'follow_element', args: { element_id: 1, duration_ms: 10000, every_ms: 50 } }]);
    expect(acts(decide(goal, list(text(goal, [3, 3, 145, 14]))))).toEqual([{ name: 'drag_mouse_move', args: { x: 80, y: 130 } }]);
  });
  it('moving-items follows the disc nearest the middle, briefly near a side, clicks it, and never clicks empty space', () => {
    const goal = 'Click as many moving circles as possible.';
    const discs = list(disc(140, 150, 18), disc(80, 100, 18));
    expect(acts(decide(goal, discs))).toEqual([{ name: 'click_moving_element', args: { element_id: 2, duration_ms: 700, every_ms: 50 } }]);
    // Under the ids stop the reply watches out the rest of its 800 ms, so that ten steps last the page's 9.9 s.
    expect(acts(decide(goal, list(disc(150, 120, 18)), [], undefined, 'ids'))).toEqual([
      { name: 'click_moving_element', args: { element_id: 1, duration_ms: 200, every_ms: 50 } },
      { name: 'watch_screen', args: { duration_ms: 600, every_ms: 100 } },
    ]);
    expect(acts(decide(goal, list(text(goal, [3, 3, 145, 14]))))).toEqual([{ name: 'watch_screen', args: { duration_ms: 800, every_ms: 100 } }]);
  });
});
