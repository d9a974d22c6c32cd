/**
 * choose-list: `Select {item} from the list and click Submit.` The native option list never
 * shows in a screenshot, so: click the closed dropdown (focus), type the item and press
 * Enter, then read the closed box. Once it shows the item (or, for a long one, its start), click Submit. When typing did
 * not land on the item (twice), step through the options with ArrowDown, one per step.
 */
import { buttonLabelled, shows } from '../common.js';
import { act, click, defineRule, fail, key, type } from '../rule.js';
import type { Element } from '../../../perception/element.js';
import { editDistance } from '../../../edit-distance.js';
import { foldGlyphs, inArea, norm, typedTexts, typoBudget } from '../view.js';

/**
 * A long option is cut at the closed box's right edge ("Northern Mariana Isla"): after
 * typing the item, a reading of 12+ characters that matches the item's start (within the
 * typo budget) shows it.
 */
export function showsStartOf(dropdown: Element, item: string): boolean {
  const seen = norm(dropdown.text);
  if (seen.length < 12 || seen.length >= item.length) return false;
  return editDistance(foldGlyphs(seen), foldGlyphs(item.slice(0, seen.length))) <= typoBudget(seen);
}

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
    if (shows(dropdown, item) || (tries > 0 && showsStartOf(dropdown, item))) {
      return act(`The dropdown (element_${dropdown.id}) shows "${item}"; I click Submit.`, click(submit));
    }
    if (tries < 2) {
      return act(`The dropdown shows "${dropdown.text ?? ''}", not "${item}": I focus it, type the option and press Enter.`,
        click(dropdown), type(item), key('Enter'));
    }
    if (!dropdown.focused) return act('Typing did not select the option; I focus the dropdown to step through it.', click(dropdown), key('Escape'));
    return act(`The dropdown shows "${dropdown.text ?? ''}"; I move to the next option.`, key('ArrowDown'));
  },
});
