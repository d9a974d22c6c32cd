/**
 * scroll-text: `Find the last word in the text area, enter it into the text field and hit
 * Submit.` Wheel the text area to its end, read the last word (spelled by its place), type
 * it, Submit.
 */
import { answerField, fillField, holds } from '../../kit/fields.js';
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, defineRule, fail, scrollOver } from '../../rule.js';
import { firstTyped } from '../../kit/history.js';
import { inArea } from '../../kit/elements.js';
import { loremWord, norm } from '../../kit/text.js';

const scrolled = (h: { name: string }[]) => h.some((e) => e.name === 'scroll');

export const scrollTextRule = defineRule({
  name: 'scroll-text',
  tasks: ['scroll-text'],
  parse: (goal) => (goal === 'Find the last word in the text area, enter it into the text field and hit Submit.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const area = elements.find((e) => e.type === 'text_area' && inArea(e));
    const field = answerField(elements, history, 'input_field');
    const submit = buttonLabelled(elements);
    if (!area || !field || !submit) return fail('the text area, the field or Submit is not visible');
    if (!scrolled(history)) {
      return act(`I scroll the text area (element_${area.id}) to its end to see the last word.`, scrollOver(area, 'down', 20), scrollOver(area, 'down', 20));
    }
    const last = firstTyped(history) ?? lastWordOf(norm(area.text));
    if (!last) return fail('the text area shows no words');
    if (holds(field, last, history)) return act(`The field holds "${last}"; I click Submit.`, click(submit));
    return act(`The last word of the text is "${last}"; I type it into the field (element_${field.id}).`, ...fillField(field, last));
  },
});

/**
 * The last word as the page spells it. Its case is read from its place, not its pixels
 * (loremWord): "viverra. Quam." is often read "viverra. quam.".
 */
export function lastWordOf(text: string): string | undefined {
  const tokens = text.split(' ').filter((t) => /[A-Za-z0-9]/.test(t));
  return loremWord(tokens, tokens.length - 1);
}
