/**
 * count-sides: `Press the button that correctly denotes how many sides the shape has.`
 * The outline is a shape whose `points` are its vertices: as many sides as vertices.
 */
import { act, click, defineRule, fail } from '../../rule.js';
import { find, PAIRWISE } from '../../kit/reading.js';
import { inArea } from '../../kit/elements.js';

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
