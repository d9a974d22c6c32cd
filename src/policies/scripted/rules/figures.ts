/**
 * The figure tasks drawn on a plane above a Submit button: place one marker by a click,
 * then Submit. The points come from the elements' figure geometry (`points`, task-frame
 * px); the computation lives in ../geometry.ts.
 *
 * - find-midpoint: `Find and click on the shortest mid-point between the two points, then
 *   press submit.` The marker goes midway between the two black dots.
 * - bisect-angle: `Create a line that bisects the angle evenly in two, then press submit.`
 *   The two black lines share one end, the vertex (the blue dot where it is listed); the
 *   marker goes on the bisector, as far from the vertex as the plane allows.
 * - right-angle: `Add a third point to create a right angle, then press submit.` The angle
 *   must be right at the blue end of the segment. Limit: with ground-truth labels the line
 *   is listed but neither dot is (the line is drawn over them), so the element list does not
 *   say which end is the vertex. A blue or black dot at one end settles it (perpendicular at
 *   the vertex); without one the rule places the point whose angle is nearest a right angle
 *   at whichever end is worse (on the segment's perpendicular bisector): that scores above
 *   zero only when the plane has room for an angle over 45 degrees at both ends, and never
 *   the full reward.
 *
 * The page draws the marker a little down-right of the click (2 px; 2.5 px as right-angle
 * scores it), so the click goes that much up-left of the wanted point. The plane is the task
 * area above the Submit button (a click on the button would submit).
 */
import type { Element, ElementList } from '../../../perception/element.js';
import { buttonLabelled } from '../common.js';
import { angleAt, bisectorPoint, dist, midpoint, perpendicularPoint, rightAngleEitherEnd, type Pt, type Region } from '../geometry.js';
import type { HistoryEntry } from '../prompt-view.js';
import { act, click, clickAt, defineRule, fail, type RuleResult } from '../rule.js';
import { AREA_TOP, centre, inArea } from '../view.js';

const shapesOf = (elements: ElementList, subtype: string) =>
  elements.filter((e) => e.type === 'shape' && e.subtype === subtype && inArea(e));
const dotCentre = (e: Element): Pt => e.points?.[0] ?? centre(e);
const isColour = (e: Element, name: string) => e.color?.name === name;
const r1 = (p: Pt) => `(${Math.round(p.x)}, ${Math.round(p.y)})`;

/** Where a marker may go: the drawing above the Submit button, off the frame's edges. */
function plane(submit: Element): Region {
  return { left: 4, top: AREA_TOP + 4, right: 150, bottom: submit.box.top - 4 };
}

/** Once a marker was placed (a free click in the history), only Submit is left. */
const placed = (history: HistoryEntry[]) => history.some((h) => h.name === 'click_new_point');

function placeThenSubmit(why: string, target: Pt, offset: number, submit: Element): RuleResult {
  return act(why, clickAt(target.x - offset, target.y - offset), click(submit));
}

export const findMidpointRule = defineRule({
  name: 'find-midpoint',
  tasks: ['find-midpoint'],
  parse: (goal) => (goal === 'Find and click on the shortest mid-point between the two points, then press submit.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const submit = buttonLabelled(elements);
    if (!submit) return fail('the Submit button is not visible');
    if (placed(history)) return act('The marker is placed; I press Submit.', click(submit));
    const dots = shapesOf(elements, 'circle').filter((e) => !isColour(e, 'blue'));
    if (dots.length !== 2) return fail(`expected two dots, see ${dots.length}`);
    const [a, b] = dots.map(dotCentre) as [Pt, Pt];
    const m = midpoint(a, b);
    return placeThenSubmit(`The dots are at ${r1(a)} and ${r1(b)}; their midpoint is ${r1(m)}.`, m, 2, submit);
  },
});

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
