/**
 * focus-text, focus-text-2: `Focus into the textbox.` / `Focus into the {nth} input
 * textbox.` Click the field.
 */
import { inputsOf } from '../../kit/fields.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { ordinal } from '../../kit/goal-text.js';

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
