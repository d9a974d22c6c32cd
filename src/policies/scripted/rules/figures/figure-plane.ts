/**
 * The plane of the figure tasks (find-midpoint, bisect-angle, right-angle), drawn above a
 * Submit button: where one marker is placed by a
 * click, then Submit. The points come from the elements' figure geometry (`points`, task-frame
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
import type { Element, ElementList } from '../../../../perception/element.js';
import { type Pt, type Region } from '../../kit/geometry.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, click, clickAt, type RuleResult } from '../../rule.js';
import { AREA_TOP, centre, inArea } from '../../kit/elements.js';

export const shapesOf = (elements: ElementList, subtype: string) => elements.filter((e) => e.type === 'shape' && e.subtype === subtype && inArea(e));

export const dotCentre = (e: Element): Pt => e.points?.[0] ?? centre(e);

export const isColour = (e: Element, name: string) => e.color?.name === name;

export const r1 = (p: Pt) => `(${Math.round(p.x)}, ${Math.round(p.y)})`;

/** Where a marker may go: the drawing above the Submit button, off the frame's edges. */
export function plane(submit: Element): Region {
  return { left: 4, top: AREA_TOP + 4, right: 150, bottom: submit.box.top - 4 };
}

/** Once a marker was placed (a free click in the history), only Submit is left. */
export const placed = (history: HistoryEntry[]) => history.some((h) => h.name === 'click_new_point');

export function placeThenSubmit(why: string, target: Pt, offset: number, submit: Element): RuleResult {
  return act(why, clickAt(target.x - offset, target.y - offset), click(submit));
}
