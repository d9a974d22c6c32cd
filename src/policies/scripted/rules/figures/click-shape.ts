/**
 * click-shape: `Click on a DESC` (no period): click one item of the grid that fits
 * (shape-grid.ts reads the description and the grid).
 */
import { act, click, defineRule, fail } from '../../rule.js';
import { norm } from '../../kit/text.js';
import { fits, gridItems, parseShapeDesc } from './shape-grid.js';

export const clickShapeRule = defineRule({
  name: 'click-shape',
  tasks: ['click-shape'],
  parse: (goal) => {
    const m = /^Click on a (.+)$/.exec(norm(goal));
    return m ? parseShapeDesc(m[1]!) : null;
  },
  decide: (d, { elements }) => {
    const hit = gridItems(elements).find((i) => fits(i, d));
    if (!hit) return fail('no item on the grid fits the description');
    return act(`element_${hit.el.id} is a ${hit.size} ${hit.colour ?? ''} ${hit.kind} "${hit.text}", which fits.`, click(hit.el));
  },
});
