/**
 * click-test: `Click the button.` The page holds one button.
 */
import { act, click, defineRule, fail } from '../../rule.js';
import { inArea, only } from '../../kit/elements.js';

export const clickTestRule = defineRule({
  name: 'click-test',
  tasks: ['click-test'],
  parse: (goal) => (goal === 'Click the button.' ? {} : null),
  decide: (_g, { elements }) => {
    // The page holds the one button and nothing else, so the one thing in the area is it even
    // when its type reads wrong (a tall button read as an input field).
    const area = elements.filter(inArea);
    const b = area.find((e) => e.type === 'button') ?? only(area);
    return b ? act(`The only button is element_${b.id}.`, click(b)) : fail('no button is visible');
  },
});
