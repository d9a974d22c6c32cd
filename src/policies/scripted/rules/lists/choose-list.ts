/**
 * choose-list: `Select {item} from the list and click Submit.` The native option list never
 * shows in a screenshot, so: click the closed dropdown (focus), type the item and press
 * Enter, then read the closed box. Once it shows the item (or, for a long one, its start), click Submit. When typing did
 * not land on the item (twice), step through the options with ArrowDown, one per step.
 */
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, defineRule, fail, key, type } from '../../rule.js';
import { PAIRWISE, readAs } from '../../kit/reading.js';
import { inArea } from '../../kit/elements.js';
import { typedTexts } from '../../kit/history.js';

export const chooseListRule = defineRule({
  name: 'choose-list',
  tasks: ['choose-list'],
  parse: (goal) => {
    const m = /^Select (.+) from the list and click Submit\.$/.exec(goal);
    return m ? { item: m[1]! } : null;
  },
  decide: ({ item }, { elements, history }) => {
    const dropdown = elements.find((e) => e.type === 'dropdown' && inArea(e));
    const submit = buttonLabelled(elements);
    if (!dropdown || !submit) return fail('the dropdown or the Submit button is not visible');
    const tries = typedTexts(history).filter((t) => t === item).length;
    // A long option is cut at the closed box's right edge ("Northern Mariana Isla"): once the
    // item was typed, its start counts (the `cut` rung; 12+ characters, since the other
    // options, which could share a shorter start, are not in view).
    const rung = readAs(dropdown.text, item, { allow: [...PAIRWISE, 'cut'], cutMin: 12 });
    if (rung && (rung !== 'cut' || tries > 0)) {
      return act(`The dropdown (element_${dropdown.id}) shows "${item}"; I click Submit.`, click(submit));
    }
    if (tries < 2) {
      return act(`The dropdown shows "${dropdown.text ?? ''}", not "${item}": I focus it, type the option and press Enter.`, click(dropdown), type(item),
        key('Enter'));
    }
    if (!dropdown.focused) return act('Typing did not select the option; I focus the dropdown to step through it.', click(dropdown), key('Escape'));
    return act(`The dropdown shows "${dropdown.text ?? ''}"; I move to the next option.`, key('ArrowDown'));
  },
});
