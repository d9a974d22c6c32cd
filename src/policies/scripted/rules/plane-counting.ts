/**
 * Two tasks read off a drawing by position and count:
 * - grid-coordinate: `Click on the grid coordinate (X,Y).` The 25 points form a 5 x 5
 *   lattice for x and y in -2..2; y grows upwards, so the point is column X+2 from the left
 *   and row 2-Y from the top of the lattice the dots' centres form.
 * - visual-addition: `Type the total number of blocks into the textbox and press Submit.`
 *   The blocks of both groups are the square shapes above the answer field; their number is
 *   the total.
 * - count-sides: `Press the button that correctly denotes how many sides the shape has.`
 *   The outline is a shape whose `points` are its vertices: as many sides as vertices.
 */
import type { Element, ElementList } from '../../../perception/element.js';
import { buttonLabelled, fillField, holds, inputsOf } from '../common.js';
import { act, click, defineRule, fail } from '../rule.js';
import { find, PAIRWISE } from '../reading.js';
import { centre, inArea } from '../view.js';

/** Values that lie within `tol` of each other merged into one (their mean), ascending. */
export function clusterValues(values: readonly number[], tol = 4): number[] {
  const groups: number[][] = [];
  for (const v of [...values].sort((a, b) => a - b)) {
    const last = groups.at(-1);
    if (last && v - last[last.length - 1]! <= tol) last.push(v);
    else groups.push([v]);
  }
  return groups.map((g) => g.reduce((s, v) => s + v, 0) / g.length);
}

/** The dot at lattice coordinate (x, y) of a 5 x 5 lattice with x, y in -2..2 (y up). */
export function latticePoint(dots: readonly Element[], x: number, y: number): Element | undefined {
  const cols = clusterValues(dots.map((d) => centre(d).x));
  const rows = clusterValues(dots.map((d) => centre(d).y));
  if (cols.length !== 5 || rows.length !== 5) return undefined;
  const cx = cols[x + 2], cy = rows[2 - y];
  if (cx === undefined || cy === undefined) return undefined;
  return dots.find((d) => Math.abs(centre(d).x - cx) <= 4 && Math.abs(centre(d).y - cy) <= 4);
}

export const gridCoordinateRule = defineRule({
  name: 'grid-coordinate',
  tasks: ['grid-coordinate'],
  parse: (goal) => {
    const m = /^Click on the grid coordinate \((-?\d+),(-?\d+)\)\.$/.exec(goal.trim());
    return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
  },
  decide: (g, { elements }) => {
    const dots = elements.filter((e) => e.type === 'shape' && e.subtype === 'circle' && inArea(e));
    const dot = latticePoint(dots, g.x, g.y);
    if (!dot) return fail(`no 5 x 5 lattice of points with (${g.x},${g.y}) on it (${dots.length} points seen)`);
    return act(`(${g.x},${g.y}) is column ${g.x + 2} and row ${2 - g.y} (from the top) of the lattice: element_${dot.id}.`, click(dot));
  },
});

/** The blocks to add: square shapes above the answer field. */
export function blocksAbove(elements: ElementList, field: Element): Element[] {
  return elements.filter((e) => e.type === 'shape' && e.subtype === 'rectangle' && inArea(e) && e.box.bottom <= field.box.top);
}

export const visualAdditionRule = defineRule({
  name: 'visual-addition',
  tasks: ['visual-addition'],
  parse: (goal) => (goal === 'Type the total number of blocks into the textbox and press Submit.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const field = inputsOf(elements)[0];
    const submit = buttonLabelled(elements);
    if (!field || !submit) return fail('the answer field or the Submit button is not visible');
    const blocks = blocksAbove(elements, field);
    if (!blocks.length) return fail('no blocks are visible');
    const total = String(blocks.length);
    if (holds(field, total, history)) return act(`The field holds ${total}; I press Submit.`, click(submit));
    return act(`I count ${total} blocks in the two groups.`, ...fillField(field, total), click(submit));
  },
});

export const countSidesRule = defineRule({
  name: 'count-sides',
  tasks: ['count-sides'],
  parse: (goal) => (goal.trim() === 'Press the button that correctly denotes how many sides the shape has.' ? {} : null),
  decide: (_g, { elements }) => {
    const figure = elements.filter((e) => e.type === 'shape' && inArea(e) && (e.points?.length ?? 0) >= 3)
      .sort((a, b) => b.points!.length - a.points!.length)[0];
    if (!figure) return fail('no outline with its vertices is visible');
    const n = String(figure.points!.length);
    const button = find(elements.filter((e) => e.type === 'button' && inArea(e)), (e) => e.text, n, { allow: PAIRWISE })?.item;
    if (!button) return fail(`the shape has ${n} vertices, but no button shows ${n}`);
    return act(`The ${figure.subtype ?? 'shape'} (element_${figure.id}) has ${n} vertices, so ${n} sides.`, click(button));
  },
});
