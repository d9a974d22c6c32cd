/**
 * copy-paste (`Copy the text in the textarea below, paste it into the textbox and press
 * Submit.`) and copy-paste-2 (`Copy the text from the {nth} text area below and paste it
 * into the text input, then press Submit.`). The text is partly hidden and has a trailing
 * space, so it is copied with the clipboard (click, Control+A, Control+C, click the input,
 * Control+V), never retyped; once the input shows text after the paste, Submit.
 *
 * The loop may cut the batch where the screen changes a lot: selecting a long text paints
 * a quarter of the frame blue, so the batch can stop right after Control+A. The rule then
 * resumes from the history (copy the selection, without clicking the area again, which
 * would drop the selection and loop forever) instead of starting over.
 */
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { fieldTypedInto } from '../../kit/fields.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, click, copy, defineRule, fail, paste, selectAll } from '../../rule.js';
import { centre, contains, inArea } from '../../kit/elements.js';
import { lastEntry } from '../../kit/history.js';
import { norm } from '../../kit/text.js';
import { ordinal } from '../../kit/goal-text.js';

/** Did the history end with a click on `area` and Control+A (its text is selected now)? */
function selectedIn(history: HistoryEntry[], area: Element): boolean {
  const [c, a] = history.slice(-2);
  return a?.name === 'press_control_A' && c?.name === 'click_element' && c.element !== undefined &&
    (c.element.type === 'text_area' || c.element.type === 'text') && contains(area, { x: c.element.x, y: c.element.y }, 2);
}

/**
 * The nth text area from the top, counted by their resize grips: a grip is drawn in the
 * corner of every text area, even one whose box was read as plain text or detected twice.
 * Falls back to the nth text_area element when fewer grips than n are seen.
 */
function nthTextArea(elements: Element[], n: number, input: Element): Element | undefined {
  const grips = elements.filter((e) => e.type === 'resize_handle' && inArea(e) && e.box.bottom <= input.box.top)
    .sort((a, b) => a.box.top - b.box.top);
  const grip = grips[n - 1];
  if (grip) {
    const g = centre(grip);
    const owner = elements
      .filter((e) => inArea(e) && (e.type === 'text_area' || e.type === 'text') && contains(e, g, 8))
      .sort((a, b) => Math.hypot(a.box.right - g.x, a.box.bottom - g.y) - Math.hypot(b.box.right - g.x, b.box.bottom - g.y))[0];
    if (owner) return owner;
  }
  return elements.filter((e) => e.type === 'text_area' && inArea(e)).sort((a, b) => a.box.top - b.box.top)[n - 1];
}

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
    const submit = buttonLabelled(elements);
    const input: Element | undefined = elements.find((e) => e.type === 'input_field' && inArea(e));
    const pasted = history.some((h) => h.name === 'press_control_V');
    const pastedInto = pasted ? fieldTypedInto(elements, history) ?? input : undefined;
    if (submit && pastedInto && norm(pastedInto.text) !== '') {
      return act(`The input (element_${pastedInto.id}) holds the pasted text; I click Submit.`, click(submit));
    }
    const source = input && nthTextArea(elements, n, input);
    if (!source || !input || !submit) return fail('the text area, the input or the Submit button is not visible');
    const pasteSteps = [click(input), selectAll(), paste()];
    if (history.some((h) => h.name === 'press_control_C') && lastEntry(history)?.name !== 'press_control_A') {
      return act(`The text is copied; I paste it into the input (element_${input.id}).`, ...pasteSteps);
    }
    if (selectedIn(history, source)) {
      return act(`The text of text area ${n} (element_${source.id}) is selected; I copy it and paste it into the input (element_${input.id}).`, copy(),
        ...pasteSteps);
    }
    return act(`I copy the text of text area ${n} (element_${source.id}) and paste it into the input (element_${input.id}).`, click(source), selectAll(),
      copy(), ...pasteSteps);
  },
});
