/**
 * click-pie: `Expand the pie menu below and click on the item labeled "C".` The menu
 * starts as a dark disc showing "+"; clicking it spreads the sectors, each labelled with
 * one character. The rule clicks the item's label once it is listed (case-sensitive: "o"
 * is not "O"), else the "+" that expands the menu.
 */
import { act, click, defineRule, fail } from '../rule.js';
import { find, PAIRWISE } from '../reading.js';
import { inArea } from '../view.js';

export const clickPieRule = defineRule({
  name: 'click-pie',
  tasks: ['click-pie'],
  parse: (goal) => {
    const m = /^Expand the pie menu below and click on the item labeled "([A-Za-z0-9])"\.$/.exec(goal.trim());
    return m ? { label: m[1]! } : null;
  },
  decide: (g, { elements }) => {
    const texts = elements.filter((e) => e.type === 'text' && inArea(e));
    const item = find(texts, (e) => e.text, g.label, { allow: PAIRWISE })?.item;
    if (item) return act(`The menu is open; element_${item.id} is the item "${g.label}".`, click(item));
    const spreader = find(texts, (e) => e.text, '+', { allow: ['exact'] })?.item;
    if (spreader) return act('The menu is closed; I click "+" to expand it.', click(spreader));
    return fail(`no item labeled "${g.label}" and no "+" to expand the menu`);
  },
});
