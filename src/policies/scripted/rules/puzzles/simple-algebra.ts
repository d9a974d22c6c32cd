/**
 * simple-algebra: `Solve for x and type your answer into the textbox. Press Submit when
 * done.` The equation reads "x - 3 = 60", "d - x = m" ...
 */
import { answerField, fillThenPress } from '../../kit/fields.js';
import { buttonLabelled } from '../../kit/controls.js';
import { norm } from '../../kit/text.js';
import { defineRule, fail } from '../../rule.js';
import { areaTexts } from '../../kit/elements.js';

/** Solves "x + d = m", "x - d = m", "d + x = m", "d - x = m". */
export function solveForX(eq: string): number | null {
  const m = /^(x|-?\d+)\s*([+-])\s*(x|-?\d+)\s*=\s*(-?\d+)$/.exec(eq.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const [, l, op, r, rhs] = m;
  const k = Number(rhs);
  if (l === 'x' && r !== 'x') return op === '+' ? k - Number(r) : k + Number(r);
  if (r === 'x' && l !== 'x') return op === '+' ? k - Number(l) : Number(l) - k;
  return null;
}

export const simpleAlgebraRule = defineRule({
  name: 'simple-algebra',
  tasks: ['simple-algebra'],
  parse: (goal) => (goal === 'Solve for x and type your answer into the textbox. Press Submit when done.' ? {} : null),
  decide: (_g, ctx) => {
    const v = areaTexts(ctx.elements).map((e) => solveForX(norm(e.text))).find((x) => x !== null);
    const field = answerField(ctx.elements, ctx.history);
    if (v === undefined || v === null || !field) return fail('the equation or the answer box is not visible');
    return fillThenPress([[field, String(v)]], buttonLabelled(ctx.elements), ctx);
  },
});
