/**
 * search-engine: `Use the textbox to enter "{name}" and press "Search", then find and
 * click the {pos} search result.` The results come three to a page, with a pager ("<",
 * "1", "2", "3", ">") at the foot. The rule types the name, presses Search, goes to page
 * ceil(pos / 3) and clicks the (pos - 1) % 3 + 1-th title from the top. Counting is by
 * place, never by name (other results may carry the same name).
 *
 * Which page is shown: the pager's arrows say it when read ("<" is hidden on page 1, ">"
 * on page 3). They are small and often not read ("< 1 2" as " 1 2 "), so the rule also
 * keeps in its Notes the page it opened last (Search always opens page 1, a click on a
 * number that page) with the first title before the click: a pager click landed when
 * the titles changed. The pager's items are single glyphs at a fixed pitch from its left
 * end, so a number is clicked at its place in the page's item row, not where the glyph
 * widths of a misread text would put it.
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { buttonLabelled } from '../../kit/controls.js';
import { fillField, holds, inputsOf } from '../../kit/fields.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import { act, click, clickAt, defineRule, fail } from '../../rule.js';
import { wordSpans } from '../../kit/word-spans.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

/** The pager sits at the foot of the frame, below every result. */
const PAGER_TOP = 186;
/** Pager items (CSS px): 8.3-8.8 px glyphs with 2 px margins, so 12.4 px apart; the first one's centre 6 px right of the strip's perceived left end. */
const ITEM_PITCH = 12.4;
const FIRST_ITEM = 6;

/** The items each page's pager shows, left to right. */
const ITEMS: Record<number, string[]> = { 1: ['1', '2', '3', '>'], 2: ['<', '1', '2', '3', '>'], 3: ['<', '1', '2', '3'] };

/** The pager's items ("<", "1", "2", "3", ">") with their points, left to right: the pager may be read as one text. */
export function pagerItems(elements: ElementList): { word: string; point: { x: number; y: number } }[] {
  return pagerRow(elements)
    .flatMap((e) => wordSpans(e))
    .filter((t) => /^[<>123]$/.test(t.word))
    .sort((a, b) => a.point.x - b.point.x);
}

const pagerRow = (elements: ElementList) => elements.filter((e) => centre(e).y > PAGER_TOP && norm(e.text));

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

/**
 * The page shown: by the arrows when read; else the page the Notes say was opened last,
 * when the first title changed since (the click landed), or the page before it when not.
 */
export function shownPage(elements: ElementList, notes: Record<string, string>): number | null {
  const byArrows = currentPage(pagerItems(elements).map((t) => t.word));
  if (byArrows !== null) return byArrows;
  const opened = Number(notes.page) || null, before = Number(notes.was) || null;
  if (opened === null) return null;
  if (notes.first === undefined) return opened;
  const first = norm(titles(elements)[0]?.text);
  return first && first !== notes.first ? opened : before;
}

/** Where the number `want` lies in page `page`'s pager: its place in the item row from the strip's left end. */
function pagerPoint(elements: ElementList, page: number, want: number): { x: number; y: number } | null {
  const row = pagerRow(elements);
  const i = ITEMS[page]?.indexOf(String(want)) ?? -1;
  if (!row.length || i < 0) return null;
  const left = Math.min(...row.map((e) => e.box.left));
  const y = row.reduce((s, e) => s + centre(e).y, 0) / row.length;
  return { x: left + FIRST_ITEM + ITEM_PITCH * i, y };
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
  decide: ({ name, pos }, { elements, history, lastResponse }) => {
    const field = inputsOf(elements)[0];
    const search = buttonLabelled(elements, 'Search');
    if (!field || !search) return fail('the search box or its Search button is not visible');
    if (!holds(field, name, history)) {
      return act(`I type "${name}" into the search box (element_${field.id}) and press Search. ${writeNotes({ page: 1 })}`, ...fillField(field, name),
        click(search));
    }
    if (!searchedSinceTyping(history) || !titles(elements).length) {
      return act(`The box holds "${name}"; I press Search (element_${search.id}). ${writeNotes({ page: 1 })}`, click(search));
    }
    const want = Math.ceil(pos / 3);
    const page = shownPage(elements, readNotes(lastResponse));
    if (page === null) return fail('the pager does not show which page is open');
    if (page !== want) {
      const at = pagerPoint(elements, page, want);
      if (!at) return fail(`no pager link to page ${want}`);
      const notes = writeNotes({ page: want, was: page, first: norm(titles(elements)[0]?.text) });
      return act(`Result ${pos} is on page ${want}; page ${page} is shown, so I click "${want}" in the pager. ${notes}`, clickAt(at.x, at.y));
    }
    const slot = (pos - 1) % 3;
    const title = titles(elements)[slot];
    if (!title) return fail(`page ${want} shows fewer than ${slot + 1} result titles`);
    return act(`Result ${pos} is title ${slot + 1} on page ${want}: element_${title.id} ("${norm(title.text)}").`, click(title));
  },
});
