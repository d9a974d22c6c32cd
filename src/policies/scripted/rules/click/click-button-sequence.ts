/**
 * click-button-sequence: `Click button ONE, then click button TWO.` Both in one step when
 * both show, ONE at a point TWO does not cover (overlapping-buttons.ts).
 */
import { click, defineRule } from '../../rule.js';
import { findText } from '../../kit/elements.js';
import { clickLabelled, wasClicked } from './overlapping-buttons.js';

export const clickButtonSequenceRule = defineRule({
  name: 'click-button-sequence',
  tasks: ['click-button-sequence'],
  parse: (goal) => (goal === 'Click button ONE, then click button TWO.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const one = findText(elements, 'ONE', { types: ['button'] })[0];
    if (!wasClicked(history, one, 'ONE')) {
      const first = clickLabelled(elements, 'ONE', history);
      const two = findText(elements, 'TWO', { types: ['button'] })[0];
      if ('actions' in first && two) return { actions: [...first.actions, click(two)], why: `${first.why} Then button TWO (element_${two.id}).` };
      return first;
    }
    return clickLabelled(elements, 'TWO', history);
  },
});
