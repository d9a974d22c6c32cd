/**
 * moving-items: `Click as many moving circles as possible.` Ten discs (radius 18) cross
 * the area one after another, about 0.8 s apart, each in 3.5 s; a click within 23.4 px
 * (each axis) of a disc's centre removes it for +0.2, a click on nothing costs 0.05; the
 * score starts at -1 and the page ends every episode at 9.9 s. Each step the rule clicks
 * the visible disc nearest a side edge, where the discs move slowest (they ease in and
 * out), and rests the pointer on the bar when none is visible (a click on nothing costs).
 *
 * What limits it: one click a step (the moving scene changes the screen, so the loop's
 * batch stop cuts every reply after its first action, and its wait for a still screen
 * runs to the 1.5-s deadline), about five clicks in the 9.9 s where ten discs pass, and a
 * disc moves on between the screenshot and the click (up to 17 px per 100 ms mid-area).
 */
import { parseAction } from '../../../../agent/actions.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { act, click, defineRule, type RuleResult } from '../../rule.js';

/** The area's middle, across which the discs move fastest. */
const MID_X = 82;

export const movingItemsRule = defineRule({
  name: 'moving-items',
  tasks: ['moving-items'],
  parse: (goal) => (norm(goal) === 'Click as many moving circles as possible.' ? {} : null),
  decide: (_g, { elements }): RuleResult => {
    const discs = elements.filter((e) => e.type === 'shape' && inArea(e) && centre(e).x > 2 && centre(e).x < 160);
    const pick = discs.sort((a, b) => Math.abs(centre(b).x - MID_X) - Math.abs(centre(a).x - MID_X))[0];
    if (!pick) {
      return act('No disc is in view; I rest the pointer on the instruction bar (a click on nothing costs).', parseAction('drag_mouse_move', { x: 80, y: 30 }));
    }
    const c = centre(pick);
    return act(
      `${discs.length} disc(s) in view; I click the one nearest a side edge (element_${pick.id} at ${Math.round(c.x)},${
        Math.round(c.y)
      }), where it moves slowest.`,
      click(pick),
    );
  },
});
