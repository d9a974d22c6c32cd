/**
 * text-transform: `Type the text below into the text field and press Submit.` The page
 * draws 3 or 4 letters and digits, each skewed on its own, above the form; perception
 * lists them as one text element each (or a few characters in one). The rule reads them
 * left to right by their centres (the skew tilts each glyph's baseline, so the reading
 * order's lines do not hold them), joins them without spaces, types that into the field
 * and presses Submit. The captcha does not change, so it is read once: what was typed is
 * the answer from then on (two screenshots of the same glyphs can read differently).
 */
import type { ElementList } from '../../../../perception/element.js';
import { answerField, fillThenPress } from '../../kit/fields.js';
import { buttonLabelled } from '../../kit/controls.js';
import { defineRule, fail } from '../../rule.js';
import { centre, inArea } from '../../kit/elements.js';
import { firstTyped } from '../../kit/history.js';
import { norm } from '../../kit/text.js';

/** The captcha's characters: texts between the instruction and the field, left to right, spaces dropped. */
export function readCaptcha(elements: ElementList, fieldTop: number): string {
  return elements
    .filter((e) => e.type === 'text' && inArea(e) && centre(e).y < fieldTop)
    .sort((a, b) => centre(a).x - centre(b).x)
    .map((e) => norm(e.text).replace(/\s+/g, ''))
    .join('');
}

export const textTransformRule = defineRule({
  name: 'text-transform',
  tasks: ['text-transform'],
  parse: (goal) => (goal.trim() === 'Type the text below into the text field and press Submit.' ? {} : null),
  decide: (_g, ctx) => {
    const field = answerField(ctx.elements, ctx.history);
    if (!field) return fail('no text field is visible');
    const captcha = firstTyped(ctx.history) ?? readCaptcha(ctx.elements, field.box.top);
    if (!captcha) return fail('no characters are drawn above the text field');
    return fillThenPress([[field, captcha]], buttonLabelled(ctx.elements), ctx);
  },
});
