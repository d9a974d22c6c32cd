/**
 * grid-coordinate: `Click on the grid coordinate (X,Y).` The 25 points form a 5 x 5
 * lattice for x and y in -2..2; y grows upwards, so the point is column X+2 from the left
 * and row 2-Y from the top of the lattice the dots' centres form.
 */
import type { Element } from '../../../../perception/element.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { centre, inArea } from '../../kit/elements.js';
import { clusterValues } from '../../kit/geometry.js';

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
