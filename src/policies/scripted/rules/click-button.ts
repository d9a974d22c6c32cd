/**
 * click-button, unicode-test: `Click on the "{label}" button.` Click a button whose text
 * is exactly the label (case and accents matter: "Ok" is not "ok").
 * Limit: a matching button entirely below the frame (about 1 % of click-button) is not seen.
 */
import { act, click, defineRule, fail } from '../rule.js';
import { findText } from '../view.js';

export const clickButtonRule = defineRule({
  name: 'click-button',
  tasks: ['click-button', 'unicode-test'],
  parse: (goal) => {
    const m = /^Click on the "(.+)" button\.$/.exec(goal);
    return m ? { label: m[1]! } : null;
  },
  decide: ({ label }, { elements }) => {
    const hit = findText(elements, label, { types: ['button'] })[0];
    return hit ? act(`The button "${label}" is element_${hit.id}.`, click(hit)) : fail(`no button labelled "${label}" is visible`);
  },
});
