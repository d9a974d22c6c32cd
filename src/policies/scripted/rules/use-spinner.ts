/**
 * use-spinner: `Select {n} with the spinner and hit Submit.` The field ignores typing, but
 * when focused its arrow keys step by 1 and PageUp/PageDown by 10. So: focus the field,
 * press the keys for the difference between its value and n, check, Submit.
 */
import type { Action } from '../../../agent/actions.js';
import { buttonLabelled } from '../common.js';
import { act, click, defineRule, fail, key } from '../rule.js';
import { inArea, norm } from '../view.js';

export const useSpinnerRule = defineRule({
  name: 'use-spinner',
  tasks: ['use-spinner'],
  parse: (goal) => {
    const m = /^Select (-?\d+) with the spinner and hit Submit\.$/.exec(goal);
    return m ? { n: Number(m[1]) } : null;
  },
  decide: ({ n }, { elements }) => {
    const field = elements.find((e) => e.type === 'input_field' && inArea(e));
    const submit = buttonLabelled(elements);
    if (!field || !submit) return fail('the spinner field or the Submit button is not visible');
    const shown = /^-?\d+$/.test(norm(field.text)) ? Number(norm(field.text)) : 0;
    if (shown === n) return act(`The spinner shows ${n}; I click Submit.`, click(submit));
    const d = n - shown;
    const keys: Action[] = [];
    for (let i = 0; i < Math.floor(Math.abs(d) / 10); i++) keys.push(key(d > 0 ? 'PageUp' : 'PageDown'));
    for (let i = 0; i < Math.abs(d) % 10; i++) keys.push(key(d > 0 ? 'ArrowUp' : 'ArrowDown'));
    return act(`The spinner shows ${shown}; I focus it and step ${d > 0 ? 'up' : 'down'} by ${Math.abs(d)} with the keyboard.`, click(field), ...keys);
  },
});
