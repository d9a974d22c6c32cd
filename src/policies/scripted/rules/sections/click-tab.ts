/**
 * click-tab (`Click on Tab #{k}.`) and the click-tab-2 family (`Switch between the tabs to
 * find and click on the link "{text}".`: open one tab at a time, openers.ts).
 */
import { act, click, defineRule, fail } from '../../rule.js';
import { find } from '../../kit/reading.js';
import { inArea } from '../../kit/elements.js';
import { searchOpeners, tabsOf } from './openers.js';

export const clickTabRule = defineRule({
  name: 'click-tab',
  tasks: ['click-tab'],
  parse: (goal) => {
    const m = /^Click on Tab #(\d+)\.$/.exec(goal);
    return m ? { k: Number(m[1]) } : null;
  },
  decide: ({ k }, { elements }) => {
    // A tab's label can misread; the k-th tab of the row is Tab #k (the `place` rung).
    const buttons = elements.filter((e) => e.type === 'button' && inArea(e));
    const tab = find(buttons, (e) => e.text, `Tab #${k}`, { allow: ['exact'], byPlace: () => tabsOf(elements)[k - 1] })?.item;
    return tab ? act(`Tab #${k} is element_${tab.id}.`, click(tab)) : fail(`tab ${k} is not visible`);
  },
});

export const clickTab2Rule = defineRule({
  name: 'click-tab-2',
  tasks: ['click-tab-2', 'click-tab-2-easy', 'click-tab-2-medium', 'click-tab-2-hard'],
  parse: (goal) => {
    const m = /^Switch between the tabs to find and click on the link "(.+)"\.$/.exec(goal);
    return m ? { text: m[1]! } : null;
  },
  decide: ({ text }, { elements, history }) => searchOpeners(text, elements, history, tabsOf(elements), true, 'tab'),
});
