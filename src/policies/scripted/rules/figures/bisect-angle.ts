/**
 * bisect-angle: `Create a line that bisects the angle evenly in two, then press submit.`
 * The two black lines share one end, the vertex (the blue dot where it is listed); the
 * marker goes on the bisector, as far from the vertex as the plane allows.
 */
import { buttonLabelled } from '../../kit/controls.js';
import { angleAt, bisectorPoint, dist, midpoint, type Pt } from '../../kit/geometry.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { placeThenSubmit, placed, plane, r1, shapesOf, dotCentre, isColour } from './figure-plane.js';

/** The common end of two lines (their nearest pair of ends, within 4 px) and the two far ends. */
export function sharedVertex(l1: readonly Pt[], l2: readonly Pt[]): { v: Pt; a: Pt; b: Pt } | null {
  let best: { v: Pt; a: Pt; b: Pt; d: number } | null = null;
  for (const i of [0, 1]) {
    for (const j of [0, 1]) {
      const d = dist(l1[i]!, l2[j]!);
      if (!best || d < best.d) best = { v: midpoint(l1[i]!, l2[j]!), a: l1[1 - i]!, b: l2[1 - j]!, d };
    }
  }
  return best && best.d <= 4 ? best : null;
}

export const bisectAngleRule = defineRule({
  name: 'bisect-angle',
  tasks: ['bisect-angle'],
  parse: (goal) => (goal === 'Create a line that bisects the angle evenly in two, then press submit.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const submit = buttonLabelled(elements);
    if (!submit) return fail('the Submit button is not visible');
    if (placed(history)) return act('The marker is placed; I press Submit.', click(submit));
    const lines = shapesOf(elements, 'line').filter((e) => e.points?.length === 2 && !isColour(e, 'blue'));
    if (lines.length !== 2) return fail(`expected the angle's two arms, see ${lines.length} lines`);
    const corner = sharedVertex(lines[0]!.points!, lines[1]!.points!);
    if (!corner) return fail('the two lines do not meet at a vertex');
    // The blue dot is the vertex where perception lists it: its centre is exact, line ends are rounded.
    const blue = shapesOf(elements, 'circle').find((e) => isColour(e, 'blue') && dist(dotCentre(e), corner.v) <= 4);
    const v = blue ? dotCentre(blue) : corner.v;
    const target = bisectorPoint(v, corner.a, corner.b, plane(submit));
    if (!target) return fail('no room on the bisector inside the plane');
    const t = angleAt(v, corner.a, corner.b);
    return placeThenSubmit(`The arms meet at ${r1(v)} at ${t.toFixed(0)} degrees; ${r1(target)} lies on the bisector.`, target, 2, submit);
  },
});
