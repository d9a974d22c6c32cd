/**
 * scroll-text-2: `Scroll the textarea to the {bottom|top} of the text hit submit.` The text
 * area is wheeled generously (scrolling clamps), then Submit.
 */
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, defineRule, fail, scrollOver } from '../../rule.js';
import { inArea } from '../../kit/elements.js';

export const scrollText2Rule = defineRule({
  name: 'scroll-text-2',
  tasks: ['scroll-text-2'],
  parse: (goal) => {
    const m = /^Scroll the textarea to the (bottom|top) of the text hit submit\.$/.exec(goal);
    return m ? { dir: m[1] === 'bottom' ? ('down' as const) : ('up' as const) } : null;
  },
  decide: ({ dir }, { elements }) => {
    const area = elements.find((e) => e.type === 'text_area' && inArea(e));
    const submit = buttonLabelled(elements);
    if (!area || !submit) return fail('the text area or Submit is not visible');
    return act(`I wheel the text area (element_${area.id}) all the way ${dir}, then click Submit.`, scrollOver(area, dir, 20), scrollOver(area, dir, 20),
      click(submit));
  },
});
