/**
 * click-pie: `Expand the pie menu below and click on the item labeled "C".` The menu
 * starts as a dark disc showing "+"; clicking it spreads the sectors, each labelled with
 * one character. The rule clicks the item's label once it is listed (case-sensitive: "o"
 * is not "O"), else the "+" that expands the menu.
 */
import { act, click, defineRule, fail, point } from '../../rule.js';
import { find, PAIRWISE } from '../../kit/reading.js';
import { contains, inArea } from '../../kit/elements.js';
import { historyClickPoint, lastEntry } from '../../kit/history.js';

export const clickPieRule = defineRule({
  name: 'click-pie',
  tasks: ['click-pie', 'click-pie-nodelay'],
  parse: (goal) => {
    const m = /^Expand the pie menu below and click on the item labeled "([A-Za-z0-9])"\.$/.exec(goal.trim());
    return m ? { label: m[1]! } : null;
  },
  decide: (g, { elements, history }) => {
    const texts = elements.filter((e) => e.type === 'text' && inArea(e));
    const item = find(texts, (e) => e.text, g.label, { allow: PAIRWISE })?.item;
    if (item) return act(`The menu is open; element_${item.id} is the item "${g.label}".`, click(item));
    const spreader = find(texts, (e) => e.text, '+', { allow: ['exact'] })?.item;
    if (spreader) return act('The menu is closed; I click "+" to expand it.', click(spreader));
    // The models often read the closed menu as one dark disc, its "+" not apart: the disc
    // alone on the board (nothing else below the instruction) is the menu's button.
    const area = elements.filter(inArea);
    const disc = area.length === 1 && area[0]!.type === 'shape' && !area[0]!.text ? area[0] : undefined;
    if (disc) {
      // A second click would fold it again: right after the click the sectors are still
      // growing under the disc (a 1.5 s animation), so I only point at it while they spread.
      const last = lastEntry(history);
      const justClicked = last?.name === 'click_element' && contains(disc, historyClickPoint(last), 4);
      if (justClicked) return act(`I clicked the menu's disc (element_${disc.id}) and it is spreading; I point at it while it opens.`, point(disc));
      return act(`The menu is closed: its disc (element_${disc.id}) is all there is; I click it to expand it.`, click(disc));
    }
    return fail(`no item labeled "${g.label}" and no "+" to expand the menu`);
  },
});
