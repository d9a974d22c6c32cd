/**
 * generate-number: `Generate a number less than/greater than {n} | an odd/even number, then
 * press submit.` Generate until the number shown fits, then Submit.
 */
import { buttonLabelled } from '../../kit/controls.js';
import { norm } from '../../kit/text.js';
import { readsAs } from '../../kit/reading.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { inArea } from '../../kit/elements.js';

export const generateNumberRule = defineRule({
  name: 'generate-number',
  tasks: ['generate-number'],
  parse: (goal) => {
    const m = /^Generate (?:a number (less|greater) than (\d+)|an (odd|even) number), then press submit\.$/.exec(goal);
    if (!m) return null;
    return { test: m[1] === 'less' ? (v: number) => v < Number(m[2]) : m[1] === 'greater' ?
      (v: number) => v > Number(m[2])
      : m[3] === 'odd'
      ? (v: number) => Math.abs(v) % 2 === 1
      : (v: number) => v % 2 === 0, what: m[0].slice(9, -24) };
  },
  decide: ({ test, what }, { elements, history }) => {
    const gen = buttonLabelled(elements, 'Generate');
    const submit = buttonLabelled(elements);
    if (!gen || !submit) return fail('the Generate or Submit button is not visible');
    const shown = elements.find((e) => inArea(e) && e.type === 'text' && /^-?\d+$/.test(norm(e.text)));
    const generated = history.some((h) => h.name === 'click_element' && readsAs(h.element?.text, 'Generate'));
    if (shown && generated && test(Number(norm(shown.text)))) return act(`${norm(shown.text)} is ${what}; I click Submit.`, click(submit));
    return act(`${shown ? `${norm(shown.text)} is not ${what}` : 'No number yet'}; I click Generate.`, click(gen));
  },
});
