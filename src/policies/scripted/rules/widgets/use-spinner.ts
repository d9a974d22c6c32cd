/**
 * use-spinner: `Select {n} with the spinner and hit Submit.` The field ignores typing, but
 * when focused its arrow keys step by 1 and PageUp/PageDown by 10. So: focus the field,
 * press the keys for the difference between its value and n, Submit.
 *
 * The value sits against the field's left edge beside the caret, where perception misreads
 * it ("5" as "2"), so after the first presses the rule keeps count the way a person would:
 * the value read when it first clicked the field plus the steps of the keys it pressed since.
 */
import type { Action } from '../../../../agent/actions.js';
import { buttonLabelled } from '../../kit/controls.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, click, defineRule, fail, key } from '../../rule.js';
import { inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

const STEP: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
const asNumber = (t: string | undefined) => (/^-?\d+$/.test(norm(t)) ? Number(norm(t)) : 0);

/** The value the presses so far have set, or undefined before the first press. */
function countedValue(history: HistoryEntry[]): number | undefined {
  const first = history.findIndex((h) => h.name === 'click_element' && h.element?.type === 'input_field');
  if (first < 0) return undefined;
  const presses = history.slice(first).filter((h) => h.name === 'press_key' && STEP[String(h.args.key)] !== undefined);
  if (!presses.length) return undefined;
  return presses.reduce((v, h) => v + STEP[String(h.args.key)]!, asNumber(history[first]!.element?.text));
}

export const useSpinnerRule = defineRule({
  name: 'use-spinner',
  tasks: ['use-spinner'],
  parse: (goal) => {
    const m = /^Select (-?\d+) with the spinner and hit Submit\.$/.exec(goal);
    return m ? { n: Number(m[1]) } : null;
  },
  decide: ({ n }, { elements, history }) => {
    const field = elements.find((e) => e.type === 'input_field' && inArea(e));
    const submit = buttonLabelled(elements);
    if (!field || !submit) return fail('the spinner field or the Submit button is not visible');
    const shown = countedValue(history) ?? asNumber(field.text);
    if (shown === n) return act(`The spinner is at ${n}; I click Submit.`, click(submit));
    const d = n - shown;
    const keys: Action[] = [];
    for (let i = 0; i < Math.floor(Math.abs(d) / 10); i++) keys.push(key(d > 0 ? 'PageUp' : 'PageDown'));
    for (let i = 0; i < Math.abs(d) % 10; i++) keys.push(key(d > 0 ? 'ArrowUp' : 'ArrowDown'));
    return act(`The spinner is at ${shown}; I focus it and step ${d > 0 ? 'up' : 'down'} by ${Math.abs(d)} with the keyboard.`, click(field), ...keys);
  },
});
