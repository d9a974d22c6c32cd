/**
 * buy-ticket: `Buy the ticket with the {cheapest cost|most expensive cost|shortest
 * duration|longest duration}.` Four cards, each a duration ("11h 30m") above a "Book for
 * $1844" button: the card is read as the button with the nearest duration above it, and
 * the button of the card that fits the goal is pressed.
 */
import type { Element } from '../../../../perception/element.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { durationIn, priceOf } from '../book-flight/flights.js';

type Want = 'cheapest cost' | 'most expensive cost' | 'shortest duration' | 'longest duration';

interface Ticket {
  button: Element;
  price: number;
  minutes: number;
}

/** Each "Book for $..." button with its price and the duration read just above it. */
function tickets(elements: readonly Element[]): Ticket[] {
  const durations = elements.filter((e) => inArea(e) && e.type !== 'button' && durationIn(norm(e.text)) !== null);
  return elements.filter((e) => e.type === 'button' && inArea(e) && priceOf(norm(e.text)) !== null).flatMap((button) => {
    const above = durations.filter((d) => centre(d).y < centre(button).y && centre(button).y - centre(d).y < 30)
      .sort((a, b) => centre(b).y - centre(a).y)[0];
    return above ? [{ button, price: priceOf(norm(button.text))!, minutes: durationIn(norm(above.text))! }] : [];
  });
}

export const buyTicketRule = defineRule({
  name: 'buy-ticket',
  tasks: ['buy-ticket'],
  parse: (goal) => {
    const m = /^Buy the ticket with the (cheapest cost|most expensive cost|shortest duration|longest duration)\.$/.exec(norm(goal));
    return m ? { want: m[1] as Want } : null;
  },
  decide: ({ want }, { elements }) => {
    const all = tickets(elements);
    if (all.length < 2) return fail(`only ${all.length} ticket(s) with a price and a duration are visible`);
    const key = (t: Ticket) => (want.endsWith('cost') ? t.price : t.minutes);
    const sign = want === 'cheapest cost' || want === 'shortest duration' ? 1 : -1;
    const best = [...all].sort((a, b) => sign * (key(a) - key(b)))[0]!;
    const shown = want.endsWith('cost') ? `$${best.price}` : `${Math.floor(best.minutes / 60)}h ${best.minutes % 60}m`;
    return act(`Of ${all.length} tickets the one with the ${want} is ${shown}: I press its button (element_${best.button.id}).`, click(best.button));
  },
});
