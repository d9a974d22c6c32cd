/**
 * Text entry: enter-text and enter-text-dynamic (`Enter "{s}" into the text field and press
 * Submit.`), enter-text-2 (`Type "{s}" in all upper|lower case letters ...`), enter-password
 * (the same password into both fields), focus-text and focus-text-2 (click the field).
 * Fields are filled in one step; the next step checks what they show and clicks Submit.
 */
import { answerField, buttonLabelled, fillField, holds, inputsOf } from '../common.js';
import { act, click, defineRule, fail, type RuleContext, type RuleResult } from '../rule.js';
import type { Element } from '../../../perception/element.js';
import { ordinal } from '../view.js';

/** Fills every field that does not hold its value yet; once all do, clicks the button. */
export function fillThenPress(pairs: [Element, string][], button: Element | undefined, ctx: RuleContext, buttonName = 'Submit'): RuleResult {
  const pending = pairs.filter(([f, v]) => !holds(f, v, ctx.history));
  if (pending.length) {
    const what = pending.map(([f, v]) => `"${v}" into element_${f.id}`).join(', ');
    return act(`I type ${what}; I will check the fields before pressing ${buttonName}.`, ...pending.flatMap(([f, v]) => fillField(f, v)));
  }
  if (!button) return fail(`the fields are filled but no ${buttonName} button is visible`);
  return act(`The fields hold the values; I press ${buttonName} (element_${button.id}).`, click(button));
}

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

export const focusTextRule = defineRule({
  name: 'focus-text',
  tasks: ['focus-text', 'focus-text-2'],
  parse: (goal) => {
    if (goal === 'Focus into the textbox.') return { n: 1 };
    const m = /^Focus into the (\w+) input textbox\.$/.exec(goal);
    const n = m ? ordinal(m[1]!) : null;
    return n ? { n } : null;
  },
  decide: ({ n }, { elements }) => {
    const field = inputsOf(elements)[n - 1];
    return field ? act(`Text box number ${n} from the top is element_${field.id}.`, click(field)) : fail(`there is no text box number ${n}`);
  },
});
