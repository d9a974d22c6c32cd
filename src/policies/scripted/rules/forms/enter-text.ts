/**
 * enter-text and enter-text-dynamic (`Enter "{s}" into the text field and press Submit.`),
 * enter-text-2 (`Type "{s}" in all upper|lower case letters ...`). The field is filled in
 * one step; the next checks what it shows and clicks Submit.
 */
import { answerField, fillThenPress } from '../../kit/fields.js';
import { buttonLabelled } from '../../kit/controls.js';
import { defineRule, fail } from '../../rule.js';

export const enterTextRule = defineRule({
  name: 'enter-text',
  tasks: ['enter-text', 'enter-text-dynamic'],
  parse: (goal) => {
    const m = /^Enter "(.*)" into the text field and press Submit\.$/.exec(goal);
    return m ? { value: m[1]! } : null;
  },
  decide: ({ value }, ctx) => {
    const field = answerField(ctx.elements, ctx.history);
    if (!field) return fail('no text field is visible');
    return fillThenPress([[field, value]], buttonLabelled(ctx.elements), ctx);
  },
});

export const enterText2Rule = defineRule({
  name: 'enter-text-2',
  tasks: ['enter-text-2'],
  parse: (goal) => {
    const m = /^Type "(.*)" in all (upper|lower) case letters in the text input and press Submit\.$/.exec(goal);
    return m ? { value: m[2] === 'upper' ? m[1]!.toUpperCase() : m[1]!.toLowerCase() } : null;
  },
  decide: ({ value }, ctx) => {
    const field = answerField(ctx.elements, ctx.history);
    if (!field) return fail('no text field is visible');
    return fillThenPress([[field, value]], buttonLabelled(ctx.elements), ctx);
  },
});
