/**
 * hover-shape: `Keep the mouse hovered over the colored square.` The coloured square (the
 * one of five not black) is hovered, and again whenever the colour jumps to another.
 *
 * Limit: no reward can be had. The official page never ends an episode itself: every
 * episode times out at 10 s with -1, whatever the pointer does (its hover score is
 * computed and thrown away), so this rule only does what the goal says.
 */
import { inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { act, defineRule, fail, point } from '../../rule.js';

export const hoverShapeRule = defineRule({
  name: 'hover-shape',
  tasks: ['hover-shape'],
  parse: (goal) => (norm(goal) === 'Keep the mouse hovered over the colored square.' ? {} : null),
  decide: (_g, { elements }) => {
    const squares = elements.filter((e) => e.type === 'shape' && inArea(e));
    const coloured = squares.find((e) => e.color && e.color.name !== 'black');
    if (!coloured) return fail('no coloured square is visible');
    return act(`The ${coloured.color!.name} square is element_${coloured.id}; I keep the pointer on it.`, point(coloured));
  },
});
