/**
 * count-shape: `How many DESCs are there?` (a bare "s" appended to the last word): click
 * the button showing how many items of the grid fit (shape-grid.ts).
 */
import { act, click, defineRule, fail } from '../../rule.js';
import { find, PAIRWISE } from '../../kit/reading.js';
import { inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { fits, gridItems, parseShapeDesc } from './shape-grid.js';

export const countShapeRule = defineRule({
  name: 'count-shape',
  tasks: ['count-shape'],
  parse: (goal) => {
    const m = /^How many (.+)s are there\?$/.exec(norm(goal));
    return m ? parseShapeDesc(m[1]!) : null;
  },
  decide: (d, { elements }) => {
    const buttons = elements.filter((e) => e.type === 'button' && inArea(e));
    const n = gridItems(elements).filter((i) => fits(i, d)).length;
    const button = find(buttons, (b) => b.text, String(n), { allow: PAIRWISE })?.item;
    if (!button) return fail(`I count ${n}, but no button shows ${n}`);
    return act(`I count ${n} items that fit the description.`, click(button));
  },
});
