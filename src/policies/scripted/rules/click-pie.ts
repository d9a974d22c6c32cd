/**
 * click-pie: `Expand the pie menu below and click on the item labeled "C".` The menu
 * starts as a dark disc showing "+"; clicking it spreads the sectors, each labelled with
 * one character. The rule clicks the item's label once it is listed (case-sensitive: "o"
 * is not "O"), else the "+" that expands the menu.
 */
import { act, click, defineRule, fail } from '../rule.js';
import { inArea, norm } from '../view.js';

export const clickPieRule = defineRule({
  name: 'click-pie',
  tasks: ['click-pie'],
  parse: (goal) => {
    const m = /^Expand the pie menu below and click on the item labeled "([A-Za-z0-9])"\.$/.exec(goal.trim());
    return m ? { label: m[1]! } : null;
  },
  decide: (g, { elements }) => {
    const texts = elements.filter((e) => e.type === 'text' && inArea(e));
    const item = texts.find((e) => norm(e.text) === g.label);
    if (item) return act(`The menu is open; element_${item.id} is the item "${g.label}".`, click(item));
    const spreader = texts.find((e) => norm(e.text) === '+');
    if (spreader) return act('The menu is closed; I click "+" to expand it.', click(spreader));
    return fail(`no item labeled "${g.label}" and no "+" to expand the menu`);
  },
});
