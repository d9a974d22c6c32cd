/**
 * search-engine: `Use the textbox to enter "{name}" and press "Search", then find and
 * click the {pos} search result.` The results come three to a page, with a pager ("<",
 * "1", "2", "3", ">") at the foot. The rule types the name, presses Search, goes to page
 * ceil(pos / 3) and clicks the (pos - 1) % 3 + 1-th title from the top. Counting is by
 * place, never by name (other results may carry the same name). The pager may be read as
 * one link ("1 2 3 >"); its words are placed by their glyph widths, and which arrows it
 * shows says which page is open.
 */
import type { Element, ElementList } from '../../../perception/element.js';
import type { HistoryEntry } from '../prompt-view.js';
import { buttonLabelled, fillField, holds, inputsOf } from '../common.js';
import { act, click, clickAt, defineRule, fail } from '../rule.js';
import { wordSpans } from '../text-geometry.js';
import { centre, inArea, norm } from '../view.js';

/** The pager sits at the foot of the frame, below every result. */
const PAGER_TOP = 186;

/** The pager's items ("<", "1", "2", "3", ">") with their points, left to right: the pager may be read as one text. */
export function pagerItems(elements: ElementList): { word: string; point: { x: number; y: number } }[] {
  return elements
    .filter((e) => centre(e).y > PAGER_TOP && norm(e.text))
    .flatMap((e) => wordSpans(e))
    .filter((t) => /^[<>123]$/.test(t.word))
    .sort((a, b) => a.point.x - b.point.x);
}

/** Result titles (links above the pager), top to bottom. */
function titles(elements: ElementList): Element[] {
  return elements.filter((e) => e.type === 'hyperlink' && inArea(e) && centre(e).y < PAGER_TOP).sort((a, b) => a.box.top - b.box.top);
}

/**
 * The page shown, from the pager's arrows: "<" is hidden on page 1 and ">" on page 3 (the
 * current number is drawn like the others once a link was visited, so it cannot tell).
 */
export function currentPage(words: readonly string[]): number | null {
  const back = words.includes('<'), next = words.includes('>');
  if (back && next) return 2;
  if (next) return 1;
  if (back) return 3;
  return null;
}

/** Was Search pressed after the last typing? */
function searchedSinceTyping(history: HistoryEntry[]): boolean {
  const lastType = history.map((h) => h.name).lastIndexOf('type_text');
  const lastSearch = history.map((h) => (h.name === 'click_element' && norm(h.element?.text) === 'Search' ? 'search' : '')).lastIndexOf('search');
  return lastSearch > lastType && lastType >= 0;
}

export const searchEngineRule = defineRule({
  name: 'search-engine',
  tasks: ['search-engine'],
  parse: (goal) => {
    const m = /^Use the textbox to enter "(.+)" and press "Search", then find and click the (\d)(?:st|nd|rd|th) search result\.$/.exec(goal.trim());
    return m ? { name: m[1]!, pos: Number(m[2]) } : null;
  },
  decide: ({ name, pos }, { elements, history }) => {
    const field = inputsOf(elements)[0];
    const search = buttonLabelled(elements, 'Search');
    if (!field || !search) return fail('the search box or its Search button is not visible');
    if (!holds(field, name, history)) {
      return act(`I type "${name}" into the search box (element_${field.id}) and press Search.`, ...fillField(field, name), click(search));
    }
    if (!searchedSinceTyping(history) || !titles(elements).length) {
      return act(`The box holds "${name}"; I press Search (element_${search.id}).`, click(search));
    }
    const want = Math.ceil(pos / 3);
    const pager = pagerItems(elements);
    const page = currentPage(pager.map((t) => t.word));
    if (page === null) return fail('the pager does not show which page is open');
    if (page !== want) {
      const link = pager.find((t) => t.word === String(want));
      if (!link) return fail(`no pager link to page ${want}`);
      return act(`Result ${pos} is on page ${want}; the pager's arrows say page ${page} is shown, so I click "${want}" in the pager.`, clickAt(link.point.x, link.point.y));
    }
    const slot = (pos - 1) % 3;
    const title = titles(elements)[slot];
    if (!title) return fail(`page ${want} shows fewer than ${slot + 1} result titles`);
    return act(`Result ${pos} is title ${slot + 1} on page ${want}: element_${title.id} ("${norm(title.text)}").`, click(title));
  },
});
