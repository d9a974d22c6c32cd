/**
 * login-user, login-user-popup: `Enter the username "{user}" and the password "{pw}" into
 * the text fields and press login.` Fields are found by their labels ("Username",
 * "Password"), else top to bottom. In the popup variant a grey box can cover the form when
 * a field gets focus: its "Cancel" dismisses it (its "OK" would fail the episode); then the
 * fields are filled again. The form's button is "Login" (or "OK" in the popup variant).
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import { inputsOf, fillThenPress } from '../../kit/fields.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { readsAs } from '../../kit/reading.js';
import { centre, findText, inArea } from '../../kit/elements.js';

/** The input just below (or right of) the label with this text. */
function fieldUnder(elements: ElementList, label: string, fallback: Element | undefined): Element | undefined {
  const l = elements.find((e) => inArea(e) && e.type !== 'input_field' && readsAs(e.text, label, { caseSensitive: false }));
  if (!l) return fallback;
  return inputsOf(elements).filter((f) => centre(f).y > centre(l).y - 6).sort((a, b) => a.box.top - b.box.top)[0] ?? fallback;
}

export const loginUserRule = defineRule({
  name: 'login-user',
  tasks: ['login-user', 'login-user-popup'],
  parse: (goal) => {
    const m = /^Enter the username "(.*)" and the password "(.*)" into the text fields and press login\.$/.exec(goal);
    return m ? { user: m[1]!, pw: m[2]! } : null;
  },
  decide: ({ user, pw }, ctx) => {
    const { elements } = ctx;
    const cancel = findText(elements, 'Cancel', { types: ['button'] })[0];
    if (cancel) return act(`A popup covers the form; I dismiss it with its Cancel button (element_${cancel.id}), never its OK.`, click(cancel));
    const inputs = inputsOf(elements);
    const userField = fieldUnder(elements, 'username', inputs[0]);
    const pwField = fieldUnder(elements, 'password', inputs[1]);
    if (!userField || !pwField || userField.id === pwField.id) return fail('the username and password fields are not visible');
    const button = findText(elements, 'Login', { types: ['button'], caseSensitive: false })[0]
      ?? elements.filter((e) => e.type === 'button' && inArea(e) && readsAs(e.text, 'OK', { caseSensitive: false })).sort((a, b) => b.box.top - a.box.top)[0];
    return fillThenPress([[userField, user], [pwField, pw]], button, ctx, 'Login');
  },
});
