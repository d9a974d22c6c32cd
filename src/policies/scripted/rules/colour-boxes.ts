/**
 * Boxes told apart by their fill colour (the element's measured `color`):
 * - click-color: `Click on the NAME colored box.` — the box whose fill is nearest (CIE Lab)
 *   to the CSS colour NAME; or `Click on the colored box.` with a colour chip in the
 *   instruction bar — the box nearest to the chip's colour. The chip is never a candidate.
 * - click-shades: `Select all the shades of red|green|blue and press Submit.` — every swatch
 *   whose hue family (palette.ts colourFamily) is the named one, then Submit. A click toggles
 *   a swatch, so a swatch counts as selected when the history clicked it an odd number of
 *   times (the selection frame is not part of the element list).
 */
import type { Element } from '../../../perception/element.js';
import { canonicalColourName, colourFamily, deltaE, hexToRgb, PALETTE } from '../../../perception/palette.js';
import { buttonLabelled } from '../common.js';
import type { HistoryEntry } from '../prompt-view.js';
import { act, click, defineRule, fail } from '../rule.js';
import { contains, inArea } from '../view.js';

const colouredBoxes = (elements: readonly Element[]) =>
  elements.filter((e) => e.type === 'shape' && e.subtype === 'rectangle' && e.color && inArea(e));

export const clickColorRule = defineRule({
  name: 'click-color',
  tasks: ['click-color'],
  parse: (goal) => {
    if (goal.trim() === 'Click on the colored box.') return { name: undefined };
    const m = /^Click on the ([a-z]+) colored box\.$/.exec(goal.trim());
    return m && PALETTE[canonicalColourName(m[1]!)] ? { name: canonicalColourName(m[1]!) } : null;
  },
  decide: (g: { name: string | undefined }, { elements }) => {
    // Without a colour word the instruction bar shows the colour as a chip.
    const chip = elements.find((e) => e.type === 'shape' && e.color && !inArea(e));
    const want = g.name ? PALETTE[g.name]! : chip ? hexToRgb(chip.color!.hex) : undefined;
    if (!want) return fail('the instruction names no colour and shows no colour chip');
    const ranked = colouredBoxes(elements)
      .map((el) => ({ el, d: deltaE(hexToRgb(el.color!.hex), want) }))
      .sort((a, b) => a.d - b.d);
    const best = ranked[0];
    if (!best) return fail('no coloured box is visible');
    const named = g.name ?? `the chip's ${chip!.color!.hex}`;
    return act(`element_${best.el.id} (${best.el.color!.hex}) is the box nearest to ${named}.`, click(best.el));
  },
});

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
