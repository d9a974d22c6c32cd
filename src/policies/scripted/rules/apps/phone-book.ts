/**
 * phone-book: `Find {person} in the contact book and click on their {phone number|email|
 * address}.` One contact a page: while the name shown is not the person's, the ">" of the
 * pager turns the page; on the person's page the link right of the "Phone:", "Email:" or
 * "Address:" label is clicked (or, for a value too long for its row, the link wrapped onto
 * the line below).
 */
import type { Element } from '../../../../perception/element.js';
import { centre, inArea } from '../../kit/elements.js';
import { find, readsAs } from '../../kit/reading.js';
import { norm } from '../../kit/text.js';
import { act, click, clickAt, defineRule, fail } from '../../rule.js';
import { wordSpans } from '../../kit/word-spans.js';

const LABEL = { 'phone number': 'Phone:', email: 'Email:', address: 'Address:' } as const;
type Detail = keyof typeof LABEL;

/** The link on the label's row, right of it; a value too long for the row wraps onto the line below, from the left. */
function detailLink(elements: readonly Element[], label: string): Element | undefined {
  const l = find(elements.filter((e) => inArea(e) && e.type !== 'hyperlink'), (e) => e.text, label)?.item;
  if (!l) return undefined;
  const links = elements.filter((e) => e.type === 'hyperlink' && inArea(e));
  const onRow = links.filter((e) => Math.abs(centre(e).y - centre(l).y) <= 5 && e.box.left >= l.box.right - 2).sort((a, b) => a.box.left - b.box.left)[0];
  return onRow ?? links.filter((e) => e.box.top >= l.box.bottom - 2 && e.box.top - l.box.bottom <= 8).sort((a, b) => a.box.top - b.box.top)[0];
}

/** The pager's ">": its own link, or the ">" word of a link read with the page number ("1 >"). */
function nextPage(elements: readonly Element[]): { el: Element; point?: { x: number; y: number } } | undefined {
  const links = elements.filter((e) => e.type === 'hyperlink' && inArea(e));
  const own = links.find((e) => norm(e.text) === '>');
  if (own) return { el: own };
  for (const el of links) {
    const word = wordSpans(el).find((w) => w.word === '>');
    if (word) return { el, point: word.point };
  }
  return undefined;
}

export const phoneBookRule = defineRule({
  name: 'phone-book',
  tasks: ['phone-book'],
  parse: (goal) => {
    const m = /^Find (.+) in the contact book and click on their (phone number|email|address)\.$/.exec(norm(goal));
    return m ? { person: m[1]!, detail: m[2] as Detail } : null;
  },
  decide: ({ person, detail }, { elements }) => {
    // The name heads the card: the first text of the area above the "Phone:" row.
    const phone = find(elements.filter((e) => inArea(e) && e.type !== 'hyperlink'), (e) => e.text, 'Phone:')?.item;
    const name = elements.filter((e) => inArea(e) && e.type === 'text' && (!phone || e.box.bottom <= phone.box.top))
      .sort((a, b) => a.box.top - b.box.top)[0];
    if (name && readsAs(name.text, person)) {
      const link = detailLink(elements, LABEL[detail]);
      if (!link) return fail(`${person}'s ${detail} link is not visible`);
      return act(`This is ${person}'s card; their ${detail} is element_${link.id}.`, click(link));
    }
    const next = nextPage(elements);
    if (!next) return fail(`${person} is not on this page and no ">" is visible`);
    const why = `This card is ${name ? `"${norm(name.text)}"` : 'unnamed'}, not ${person}; I turn to the next contact.`;
    return next.point ? act(why, clickAt(next.point.x, next.point.y)) : act(why, click(next.el));
  },
});
