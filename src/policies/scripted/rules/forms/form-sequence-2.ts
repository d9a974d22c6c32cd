/**
 * form-sequence-2: `Check the {k}th radio button and enter the number "{n}" into the {t}th
 * textbox.` Radios and fields are counted from the left. The radio is ticked in the same
 * step as the field is filled; the next step checks the field and presses Submit.
 */
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { inArea } from '../../kit/elements.js';
import { fillField, fillThenPress, holds, inputsOf } from '../../kit/fields.js';
import { ordinal } from '../../kit/goal-text.js';
import { norm } from '../../kit/text.js';
import { act, click, defineRule, fail } from '../../rule.js';

const leftToRight = (els: Element[]) => [...els].sort((a, b) => a.box.left - b.box.left);

export const formSequence2Rule = defineRule({
  name: 'form-sequence-2',
  tasks: ['form-sequence-2'],
  parse: (goal) => {
    const m = /^Check the (\w+) radio button and enter the number "(-?\d+)" into the (\w+) textbox\.$/.exec(norm(goal));
    const r = m ? ordinal(m[1]!) : null, t = m ? ordinal(m[3]!) : null;
    return m && r && t ? { radio: r, field: t, value: m[2]! } : null;
  },
  decide: (g, ctx) => {
    const radio = leftToRight(ctx.elements.filter((e) => e.type === 'radio' && inArea(e)))[g.radio - 1];
    const field = leftToRight(inputsOf(ctx.elements))[g.field - 1];
    if (!radio || !field) return fail(`radio ${g.radio} or text box ${g.field} is not visible`);
    if (radio.checked) return fillThenPress([[field, g.value]], buttonLabelled(ctx.elements), ctx);
    const typing = holds(field, g.value, ctx.history) ? [] : fillField(field, g.value);
    return act(
      `I tick radio button ${g.radio} (element_${radio.id})${typing.length ? ` and type "${g.value}" into text box ${g.field} (element_${field.id})` : ''}.`,
      click(radio),
      ...typing,
    );
  },
});
