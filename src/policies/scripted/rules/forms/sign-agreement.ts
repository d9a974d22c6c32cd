/**
 * sign-agreement: `Click the cancel button.`, or `Scroll to the bottom of the textarea,
 * enter the name "{name}" then press "Agree"|"Cancel"`. The name field and Agree stay
 * disabled until the agreement is scrolled to its end, which the element list does not
 * show; so the rule wheels the agreement down far enough (up to 2500 px are needed), then
 * types the name, checks it and presses the button.
 */
import { answerField, holds } from '../../kit/fields.js';
import { act, click, defineRule, fail, scrollOver, selectAll, type } from '../../rule.js';
import { findText, inArea } from '../../kit/elements.js';

export const signAgreementRule = defineRule({
  name: 'sign-agreement',
  tasks: ['sign-agreement'],
  parse: (goal) => {
    if (goal === 'Click the cancel button.') return { name: null as string | null, button: 'Cancel' };
    const m = /^Scroll to the bottom of the textarea, enter the name "(.*)" then press "(Agree|Cancel)"$/.exec(goal);
    return m ? { name: m[1]! as string | null, button: m[2]! } : null;
  },
  decide: ({ name, button }, { elements, history }) => {
    const btn = findText(elements, button, { types: ['button'] })[0];
    if (!btn) return fail(`no "${button}" button is visible`);
    if (name === null) return act(`I click the "${button}" button (element_${btn.id}).`, click(btn));
    const area = elements.find((e) => e.type === 'text_area' && inArea(e));
    const field = answerField(elements, history, 'input_field');
    if (!area || !field) return fail('the agreement text or the name field is not visible');
    if (holds(field, name, history)) return act(`The name field shows "${name}"; I press "${button}" (element_${btn.id}).`, click(btn));
    const scrolled = history.filter((h) => h.name === 'scroll').length >= 4;
    const scroll = scrolled ? [] : [1, 2, 3, 4].map(() => scrollOver(area, 'down', 20));
    return act('The name field unlocks once the agreement is scrolled to its end: I wheel the agreement to the bottom, then type the name.', ...scroll,
      click(field), selectAll(), type(name));
  },
});
