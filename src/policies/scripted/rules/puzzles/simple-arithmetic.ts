/**
 * simple-arithmetic: `Solve the math problem and type your answer into the textbox. Press
 * submit when done.` The problem reads "3 - 6 ="; x means times.
 */
import { answerField, fillThenPress } from '../../kit/fields.js';
import { buttonLabelled } from '../../kit/controls.js';
import { norm } from '../../kit/text.js';
import { defineRule, fail } from '../../rule.js';
import { areaTexts } from '../../kit/elements.js';

export const simpleArithmeticRule = defineRule({
  name: 'simple-arithmetic',
  tasks: ['simple-arithmetic'],
  parse: (goal) => (goal === 'Solve the math problem and type your answer into the textbox. Press submit when done.' ? {} : null),
  decide: (_g, ctx) => {
    const eq = areaTexts(ctx.elements).map((e) => /^(-?\d+)\s*([+\-x×*])\s*(-?\d+)\s*=?$/.exec(norm(e.text))).find(Boolean);
    const field = answerField(ctx.elements, ctx.history);
    if (!eq || !field) return fail('the problem or the answer box is not visible');
    const a = Number(eq[1]), b = Number(eq[3]);
    const v = eq[2] === '+' ? a + b : eq[2] === '-' ? a - b : a * b;
    return fillThenPress([[field, String(v)]], buttonLabelled(ctx.elements), ctx);
  },
});
