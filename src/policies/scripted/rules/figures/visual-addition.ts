/**
 * visual-addition: `Type the total number of blocks into the textbox and press Submit.`
 * The blocks of both groups are the square shapes above the answer field; their number is
 * the total.
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { fillField, holds, inputsOf } from '../../kit/fields.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { inArea } from '../../kit/elements.js';

/** The blocks to add: square shapes above the answer field. */
export function blocksAbove(elements: ElementList, field: Element): Element[] {
  return elements.filter((e) => e.type === 'shape' && e.subtype === 'rectangle' && inArea(e) && e.box.bottom <= field.box.top);
}

export const visualAdditionRule = defineRule({
  name: 'visual-addition',
  tasks: ['visual-addition'],
  parse: (goal) => (goal === 'Type the total number of blocks into the textbox and press Submit.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const field = inputsOf(elements)[0];
    const submit = buttonLabelled(elements);
    if (!field || !submit) return fail('the answer field or the Submit button is not visible');
    const blocks = blocksAbove(elements, field);
    if (!blocks.length) return fail('no blocks are visible');
    const total = String(blocks.length);
    if (holds(field, total, history)) return act(`The field holds ${total}; I press Submit.`, click(submit));
    return act(`I count ${total} blocks in the two groups.`, ...fillField(field, total), click(submit));
  },
});
