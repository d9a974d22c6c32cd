/**
 * click-shades: `Select all the shades of red|green|blue and press Submit.` Every swatch
 * whose hue family (palette.ts colourFamily) is the named one, then Submit. A click toggles
 * a swatch, so a swatch counts as selected when the history clicked it an odd number of
 * times (the selection frame is not part of the element list).
 */
import type { Element } from '../../../../perception/element.js';
import { colourFamily, hexToRgb } from '../../../../perception/palette.js';
import { buttonLabelled } from '../../kit/controls.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { contains } from '../../kit/elements.js';
import { colouredBoxes } from './coloured-boxes.js';

/** How often the history clicked inside this box (a click toggles a swatch). */
function clicksOn(history: HistoryEntry[], box: Element): number {
  return history.filter((h) => h.name === 'click_element' && h.element && contains(box, { x: h.element.x, y: h.element.y }, 2)).length;
}

export const clickShadesRule = defineRule({
  name: 'click-shades',
  tasks: ['click-shades'],
  parse: (goal) => {
    const m = /^Select all the shades of (red|green|blue) and press Submit\.$/.exec(goal.trim());
    return m ? { family: m[1] as 'red' | 'green' | 'blue' } : null;
  },
  decide: (g, { elements, history }) => {
    const submit = buttonLabelled(elements);
    const swatches = colouredBoxes(elements);
    if (!submit || !swatches.length) return fail('the swatches or the Submit button are not visible');
    const wrong = swatches.filter((s) => (colourFamily(hexToRgb(s.color!.hex)) === g.family) !== (clicksOn(history, s) % 2 === 1));
    if (!wrong.length) return act(`Every shade of ${g.family} is selected and nothing else; I press Submit.`, click(submit));
    return act(`Shades of ${g.family} to toggle: ${wrong.map((s) => `element_${s.id}`).join(', ')}.`, ...wrong.map((s) => click(s)), click(submit));
  },
});
