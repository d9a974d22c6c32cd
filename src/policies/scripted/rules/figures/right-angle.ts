/**
 * right-angle: `Add a third point to create a right angle, then press submit.` The angle
 * must be right at the blue end of the segment. Limit: with ground-truth labels the line
 * is listed but neither dot is (the line is drawn over them), so the element list does not
 * say which end is the vertex. A blue or black dot at one end settles it (perpendicular at
 * the vertex); without one the rule places the point whose angle is nearest a right angle
 * at whichever end is worse (on the segment's perpendicular bisector): that scores above
 * zero only when the plane has room for an angle over 45 degrees at both ends, and never
 * the full reward.
 */
import { buttonLabelled } from '../../kit/controls.js';
import { dist, perpendicularPoint, rightAngleEitherEnd, type Pt } from '../../kit/geometry.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { placeThenSubmit, placed, plane, r1, shapesOf, dotCentre, isColour } from './figure-plane.js';

export const rightAngleRule = defineRule({
  name: 'right-angle',
  tasks: ['right-angle'],
  parse: (goal) => (goal === 'Add a third point to create a right angle, then press submit.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const submit = buttonLabelled(elements);
    if (!submit) return fail('the Submit button is not visible');
    if (placed(history)) return act('The marker is placed; I press Submit.', click(submit));
    const line = shapesOf(elements, 'line').find((e) => e.points?.length === 2 && !isColour(e, 'blue'));
    if (!line) return fail('the segment is not visible');
    const [p, q] = line.points! as [Pt, Pt];
    const region = plane(submit);
    const colourAt = (end: Pt) => shapesOf(elements, 'circle').find((e) => dist(dotCentre(e), end) <= 4)?.color?.name;
    const other = (end: Pt) => (end === p ? q : p);
    const blueEnd = [p, q].find((end) => colourAt(end) === 'blue');
    const blackEnd = [p, q].find((end) => colourAt(end) === 'black');
    const vertex = blueEnd ?? (blackEnd ? other(blackEnd) : undefined);
    if (vertex) {
      const target = perpendicularPoint(vertex, other(vertex), region);
      if (!target) return fail('no room for the perpendicular inside the plane');
      return placeThenSubmit(`The vertex is ${r1(vertex)}; ${r1(target)} is square to the segment there.`, target, 2.5, submit);
    }
    const hedge = rightAngleEitherEnd(p, q, region, undefined, 2);
    if (!hedge) return fail('no point of the plane is usable');
    return placeThenSubmit(`The segment runs ${r1(p)}-${r1(q)} and no dot shows which end is the vertex; ${r1(hedge.point)} is within ` +
      `${hedge.error.toFixed(0)} degrees of a right angle at either end.`, hedge.point, 2.5, submit);
  },
});
