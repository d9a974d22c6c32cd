/**
 * enter-password: `Enter the password "{s}" into both text fields and press submit.` Both
 * fields in one step; the next checks what they show and clicks Submit.
 */
import { inputsOf, fillThenPress } from '../../kit/fields.js';
import { buttonLabelled } from '../../kit/controls.js';
import { defineRule, fail } from '../../rule.js';
import type { Element } from '../../../../perception/element.js';

export const enterPasswordRule = defineRule({
  name: 'enter-password',
  tasks: ['enter-password'],
  parse: (goal) => {
    const m = /^Enter the password "(.*)" into both text fields and press submit\.$/.exec(goal);
    return m ? { value: m[1]! } : null;
  },
  decide: ({ value }, ctx) => {
    const fields = inputsOf(ctx.elements).slice(0, 2);
    if (fields.length < 2) return fail('two password fields are not visible');
    return fillThenPress(fields.map((f) => [f, value] as [Element, string]), buttonLabelled(ctx.elements), ctx);
  },
});
