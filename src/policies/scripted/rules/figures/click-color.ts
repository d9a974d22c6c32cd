/**
 * click-color: `Click on the NAME colored box.` The box whose fill is nearest (CIE Lab) to
 * the CSS colour NAME; or `Click on the colored box.` with a colour chip in the instruction
 * bar: the box nearest to the chip's colour. The chip is never a candidate.
 */
import { canonicalColourName, deltaE, hexToRgb, PALETTE } from '../../../../perception/palette.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { inArea } from '../../kit/elements.js';
import { colouredBoxes } from './coloured-boxes.js';

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
