/**
 * chase-circle: `Keep your mouse inside the circle as it moves around.` One black disc
 * (radius 22) glides between random points for 9.9 s; the page pays the share of the 10 s
 * the pointer spent inside it. The rule follows the disc with one follow_element of
 * FOLLOW_MS (a look every 50 ms, the pointer put on the disc after each, ahead by its
 * motion), the whole episode in one action; should the episode go on after it, the next
 * step follows again.
 *
 * Why one action and not a move a step: a step (capture, perception, the decision, the move,
 * the loop's wait for a still screen) takes 0.5 s or more, the disc crosses its own width
 * in 0.2 s mid-move, and ten steps end before the page's 10 s (raw 0). Measured before
 * (2026-12-01, a move a step, labels, seeds 0-9): mean raw 0.46, two of ten out of steps.
 */
import { make, parseAction } from '../../../../agent/actions.js';
import type { Element } from '../../../../perception/element.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { act, defineRule, type RuleResult } from '../../rule.js';

/** The page's motion lasts 9.9 s from the start; the first step comes a few tenths of a second in. */
export const FOLLOW_MS = 10000;
const LOOK_EVERY_MS = 50;

/** The disc: the largest circle shape below the instruction bar. */
export const discOf = (elements: Element[]) =>
  elements
    .filter((e) => e.type === 'shape' && e.subtype === 'circle' && inArea(e))
    .sort((a, b) => (b.box.right - b.box.left) - (a.box.right - a.box.left))[0];

export const chaseCircleRule = defineRule({
  name: 'chase-circle',
  tasks: ['chase-circle'],
  parse: (goal) => (norm(goal) === 'Keep your mouse inside the circle as it moves around.' ? {} : null),
  decide: (_g, { elements }): RuleResult => {
    const disc = discOf(elements);
    if (!disc) return act('The disc is not visible; I rest the pointer in the middle of the area.', parseAction('drag_mouse_move', { x: 80, y: 130 }));
    const c = centre(disc);
    return act(`The disc is at (${Math.round(c.x)},${Math.round(c.y)}); I keep the pointer on it as it moves, for ${FOLLOW_MS / 1000} s.`,
      make.follow_element(disc, FOLLOW_MS, LOOK_EVERY_MS));
  },
});
