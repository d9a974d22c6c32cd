/**
 * circle-center: `Find and click on the center of the circle, then press submit.` Click the
 * centre of the circle's box (1 px up-left, where the marker lands on the true centre),
 * then Submit.
 */
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, clickAt, defineRule, fail } from '../../rule.js';
import { centre, contains } from '../../kit/elements.js';

export const circleCenterRule = defineRule({
  name: 'circle-center',
  tasks: ['circle-center'],
  parse: (goal) => (goal === 'Find and click on the center of the circle, then press submit.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const circle = elements.find((e) => e.type === 'shape');
    const submit = buttonLabelled(elements);
    if (!circle || !submit) return fail('the circle or the Submit button is not visible');
    const c = centre(circle);
    const placed = history.some((h) => h.name === 'click_new_point' && contains(circle, { x: Number(h.args.x), y: Number(h.args.y) }));
    if (placed) return act('The marker is placed; I press Submit.', click(submit));
    return act(
      `The circle spans x ${circle.box.left}-${circle.box.right}, y ${circle.box.top}-${circle.box.bottom}; its centre is (${Math.round(c.x)}, ${
        Math.round(c.y)
      }).`,
      clickAt(c.x - 1, c.y - 1),
      click(submit),
    );
  },
});
