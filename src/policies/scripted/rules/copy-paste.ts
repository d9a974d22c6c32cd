/**
 * copy-paste (`Copy the text in the textarea below, paste it into the textbox and press
 * Submit.`) and copy-paste-2 (`Copy the text from the {nth} text area below and paste it
 * into the text input, then press Submit.`). The text is partly hidden and has a trailing
 * space, so it is copied with the clipboard (click, Control+A, Control+C, click the input,
 * Control+V), never retyped; once the input shows text after the paste, Submit.
 */
import type { Element } from '../../../perception/element.js';
import { buttonLabelled } from '../common.js';
import { act, click, copy, defineRule, fail, paste, selectAll } from '../rule.js';
import { inArea, norm, ordinal } from '../view.js';

export const copyPasteRule = defineRule({
  name: 'copy-paste',
  tasks: ['copy-paste', 'copy-paste-2'],
  parse: (goal) => {
    if (goal === 'Copy the text in the textarea below, paste it into the textbox and press Submit.') return { n: 1 };
    const m = /^Copy the text from the (\w+) text area below and paste it into the text input, then press Submit\.$/.exec(goal);
    const n = m ? ordinal(m[1]!) : null;
    return n ? { n } : null;
  },
  decide: ({ n }, { elements, history }) => {
    const areas = elements.filter((e) => e.type === 'text_area' && inArea(e)).sort((a, b) => a.box.top - b.box.top);
    const input: Element | undefined = elements.find((e) => e.type === 'input_field' && inArea(e));
    const source = areas[n - 1];
    const submit = buttonLabelled(elements);
    if (!source || !input || !submit) return fail('the text area, the input or the Submit button is not visible');
    const pasted = history.some((h) => h.name === 'press_control_V');
    if (pasted && norm(input.text) !== '') return act(`The input (element_${input.id}) holds the pasted text; I click Submit.`, click(submit));
    if (history.some((h) => h.name === 'press_control_C')) {
      return act(`The text is copied; I paste it into the input (element_${input.id}).`, click(input), selectAll(), paste());
    }
    return act(`I copy the text of text area ${n} (element_${source.id}) and paste it into the input (element_${input.id}).`,
      click(source), selectAll(), copy(), click(input), selectAll(), paste());
  },
});
