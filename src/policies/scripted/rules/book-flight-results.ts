/**
 * book-flight's results view (see book-flight.ts): cards of 125 px at a 128 px pitch in a
 * 156 px box, so one card is read per screen. A card is read when its "Duration:" value
 * ("17h 47m") and its "Book flight for $N" button are both on the screen. What was read
 * goes into the Notes as `cards=price:minutes|...` in card order, with where the last
 * read card's button was; the card in view is known again by its pair. Once four cards
 * (the page's most) are read, or the place below the last card shows no further card, or
 * a scroll left the last card where it was, every card is known: the rule books the cheapest or shortest one,
 * scrolling back to it when it is out of view.
 */
import type { Element } from '../../../perception/element.js';
import { minutesOf, priceOf, type FlightGoal } from '../flights.js';
import { readNotes, writeNotes } from '../memory.js';
import { act, click, scrollAt, type RuleContext, type RuleResult } from '../rule.js';
import { inArea, norm } from '../view.js';

/** Card pitch and the box's bottom edge (CSS px). */
const PITCH = 128;
const VIEW_BOTTOM = 208;
/** Wheel steps that move one card up (4 x 40 px: the reading rows of the next card come into view). */
const CARD_STEPS = 4;
const WHEEL_PX = 40;
/** The page lists 3 or 4 flights. */
const MAX_CARDS = 4;

interface Card { price: number; minutes: number; button: Element }

/** The cards on the screen whose duration and button are both visible, top to bottom. */
export function visibleCards(elements: readonly Element[]): Card[] {
  const buttons = elements.filter((e) => inArea(e) && /Book flight for/.test(norm(e.text)) && priceOf(norm(e.text)) !== null && e.box.bottom <= VIEW_BOTTOM + 2);
  const durations = elements.filter((e) => inArea(e) && minutesOf(norm(e.text)) !== null);
  const cards: Card[] = [];
  for (const button of buttons.sort((a, b) => a.box.top - b.box.top)) {
    const d = durations.filter((t) => t.box.bottom <= button.box.top + 2 && button.box.top - t.box.bottom < 40).sort((a, b) => b.box.top - a.box.top)[0];
    if (d) cards.push({ price: priceOf(norm(button.text))!, minutes: minutesOf(norm(d.text))!, button });
  }
  return cards;
}

const keyOf = (c: { price: number; minutes: number }) => `${c.price}:${c.minutes}`;

export function results(g: FlightGoal, ctx: RuleContext): RuleResult {
  const before = readNotes(ctx.lastResponse);
  const seen = (before.cards ?? '').split('|').filter(Boolean);
  const cards = visibleCards(ctx.elements);
  for (const c of cards) if (!seen.includes(keyOf(c))) seen.push(keyOf(c));
  const lastRead = cards.at(-1);
  const at = lastRead ? `${keyOf(lastRead)}@${Math.round(lastRead.button.box.top)}` : '';
  const notes = writeNotes({ cards: seen.join('|'), at });
  const summary = seen.map((k, i) => `card ${i + 1} ${k.replace(':', ' $ / ')} min`).join(', ');
  // Every card is known once the page's most (4) are read, or the next card's first row
  // would be on the screen below the last card read and is not, or a scroll left the
  // last card where it was (the end of the list).
  const lastIsNewest = lastRead !== undefined && keyOf(lastRead) === seen.at(-1);
  const roomBelow = lastRead !== undefined && lastRead.button.box.bottom + 16 < VIEW_BOTTOM &&
    !ctx.elements.some((e) => inArea(e) && e.box.top > lastRead.button.box.bottom + 2);
  // Once known, it stays known (the scroll back to the best card shows an older card last).
  const end = before.all === 'read' || seen.length >= MAX_CARDS || (lastIsNewest && (roomBelow || before.at === at));
  if (!end) {
    // A long city name pushes a card's button past the box's edge: a shorter scroll shows it.
    if (!cards.length) return act(`No card shows both its duration and its price yet; I scroll a little. ${notes}`, scrollAt(72, 130, 'down', 2));
    return act(`Read so far: ${summary}; I scroll to the next card. ${notes}`, scrollAt(72, 130, 'down', CARD_STEPS));
  }
  const doneNotes = writeNotes({ cards: seen.join('|'), at, all: 'read' });
  const parsed = seen.map((k) => { const [p, m] = k.split(':').map(Number); return { price: p!, minutes: m! }; });
  const score = (c: { price: number; minutes: number }) => (g.want === 'cheapest' ? c.price : c.minutes);
  const best = parsed.reduce((bi, c, i) => (score(c) < score(parsed[bi]!) ? i : bi), 0);
  const here = cards.find((c) => keyOf(c) === seen[best]);
  if (here) return act(`All ${seen.length} cards read (${summary}); card ${best + 1} is the ${g.want}; I book it (element_${here.button.id}). ${doneNotes}`, click(here.button));
  // Scroll back: the card in view is card i, so the best one is (i - best) pitches up.
  if (!lastRead) return act(`Card ${best + 1} is the ${g.want} but no card is whole in view; I scroll up a little. ${doneNotes}`, scrollAt(72, 130, 'up', 1));
  const i = seen.indexOf(keyOf(lastRead));
  const steps = Math.max(1, Math.round(((i - best) * PITCH) / WHEEL_PX));
  return act(`All ${seen.length} cards read (${summary}); card ${best + 1} is the ${g.want}; I scroll back up to it. ${doneNotes}`, scrollAt(72, 130, 'up', Math.min(20, steps)));
}
