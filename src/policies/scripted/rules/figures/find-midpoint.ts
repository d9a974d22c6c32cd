/**
 * find-midpoint: `Find and click on the shortest mid-point between the two points, then
 * press submit.` The marker goes midway between the two black dots (figure-plane.ts).
 */
import { buttonLabelled } from '../../kit/controls.js';
import { midpoint, type Pt } from '../../kit/geometry.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { placeThenSubmit, placed, r1, shapesOf, dotCentre, isColour } from './figure-plane.js';

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
