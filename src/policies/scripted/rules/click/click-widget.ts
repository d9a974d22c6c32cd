/**
 * click-widget: `Click on a "{kind}" widget.` Kinds map to element types: radio, checkbox,
 * text (a one-line field), textarea, button.
 */
import type { ElementType } from '../../../../perception/element.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { inArea } from '../../kit/elements.js';

const KINDS: Record<string, ElementType> = {
  radio: 'radio',
  checkbox: 'checkbox',
  text: 'input_field',
  textarea: 'text_area',
  button: 'button',
};

export const clickWidgetRule = defineRule({
  name: 'click-widget',
  tasks: ['click-widget'],
  parse: (goal) => {
    const m = /^Click on a "(\w+)" widget\.$/.exec(goal);
    return m && KINDS[m[1]!] ? { kind: m[1]!, type: KINDS[m[1]!]! } : null;
  },
  decide: ({ kind, type }, { elements }) => {
    const w = elements.find((e) => e.type === type && inArea(e));
    return w ? act(`A "${kind}" widget is element_${w.id} (${type}).`, click(w)) : fail(`no ${type} is visible`);
  },
});
