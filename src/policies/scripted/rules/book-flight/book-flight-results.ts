/**
 * book-flight's results view (see book-flight.ts): cards of 125 px at a 128 px pitch in a
 * 156 px box, so one card is read per screen. A card is its Duration row ("17h 47m", read
 * through perception often as "Duration:17h 47m") and the "Book flight for $N" button right
 * under it; the button is known by its place, since its two lines of large type are often
 * misread ("MiMi"). What was read goes into the Notes as `cards=price:minutes|...` in card
 * order (`?` for a price not read), with where the last read card's button was; the card in
 * view is known again by its duration. Once four cards (the page's most) are read, or the
 * place below the last card shows no further card, or a scroll left the last card where
 * it was, every card is known: the rule books the cheapest or shortest one, scrolling back
 * to it when it is out of view.
 *
 * Limit (perception): the price is on the button alone, so the cheapest flight needs every
 * button read; a whole button whose price is not read ends the episode with that reason.
 */
import { WHEEL_STEP_PX } from '../../../../agent/actions.js';
import type { Element } from '../../../../perception/element.js';
import { durationIn, priceOf, type FlightGoal } from './flights.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import { act, click, clickAt, fail, scrollAt, type RuleContext, type RuleResult } from '../../rule.js';
import { readsAs } from '../../kit/reading.js';
import { inArea, width } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

/** Card pitch and the box's bottom edge (CSS px). */
const PITCH = 128;
const VIEW_BOTTOM = 208;
/** Wheel steps that move one card up (4 x 40 px: the reading rows of the next card come into view). */
const CARD_STEPS = 4;
/** A whole button is about 31 px tall (two lines of 20 px type); a shorter one is cut. */
const WHOLE_BUTTON = 26;
/** The page lists 3 or 4 flights. */
const MAX_CARDS = 4;

interface Card {
  /** Null: not read (the button's price line out of view, or misread). */
  price: number | null;
  minutes: number;
  /** The button as perceived; undefined when it was not detected (its place is known). */
  button?: Element;
  /** The button's top and bottom, perceived or computed. */
  top: number;
  bottom: number;
  /** The button's whole box is in the view (so its price line is too). */
  whole: boolean;
}

/** The button's place under its card's Duration row when it is not detected (CSS px). */
const BUTTON_GAP = 5;
const BUTTON_HEIGHT = 31;
const BUTTON_X = 75;

const isBack = (e: Element) => readsAs(norm(e.text), 'Back', { caseSensitive: false });

/** The cards on the screen whose Duration row and button are both visible, top to bottom. */
export function visibleCards(elements: readonly Element[]): Card[] {
  const durations = elements.filter((e) => inArea(e) && durationIn(norm(e.text)) !== null).sort((a, b) => a.box.top - b.box.top);
  // The button is the wide element right under the Duration row, whatever type it is read
  // as (a button, or an orange "shape" when its label is not read); when it is not
  // detected at all, its place under the row is known.
  const buttons = elements.filter((e) => inArea(e) && !isBack(e) && width(e) >= 60);
  const cards: Card[] = [];
  for (const d of durations) {
    const button = buttons.filter((b) => b.box.top >= d.box.bottom - 2 && b.box.top - d.box.bottom < 14).sort((a, b) => a.box.top - b.box.top)[0];
    const top = button?.box.top ?? d.box.bottom + BUTTON_GAP;
    const bottom = button?.box.bottom ?? Math.min(VIEW_BOTTOM, top + BUTTON_HEIGHT);
    if (top > VIEW_BOTTOM - 6) continue;
    // Whole: its two lines of type are in the view (a button cut by the view's foot is shorter).
    const whole = bottom <= VIEW_BOTTOM + 2 && bottom - top >= WHOLE_BUTTON;
    const price = button && bottom <= VIEW_BOTTOM + 2 ? priceOf(norm(button.text)) : null;
    cards.push({ price, minutes: durationIn(norm(d.text))!, button, top, bottom, whole });
  }
  return cards;
}

/** Books the card: a click on its button, or on the button's place when it was not detected. */
function book(c: Card) {
  return c.button ? click(c.button) : clickAt(BUTTON_X, Math.round((c.top + Math.min(c.bottom, VIEW_BOTTOM - 2)) / 2));
}

/** Is this the results view (not the form)? Its Back button or a card's rows are on the screen. */
export function showsResults(elements: readonly Element[]): boolean {
  return elements.some((e) =>
    inArea(e) && ((e.type === 'button' && isBack(e)) || /Book flight for/.test(norm(e.text)) || durationIn(norm(e.text)) !== null ||
      readsAs(norm(e.text), 'Depart:', { caseSensitive: false }) || readsAs(norm(e.text), 'Arrives:', { caseSensitive: false }))
  );
}

const keyOf = (c: { price: number | null; minutes: number }) => `${c.price ?? '?'}:${c.minutes}`;
const minutesOfKey = (k: string) => Number(k.split(':')[1]);

/** Adds a card to those read (in card order), or fills in the price of one read before without it. */
function remember(seen: string[], c: Card): void {
  const i = seen.findIndex((k) => minutesOfKey(k) === c.minutes);
  if (i < 0) seen.push(keyOf(c));
  else if (c.price !== null) seen[i] = keyOf(c);
}

export function results(g: FlightGoal, ctx: RuleContext): RuleResult {
  const before = readNotes(ctx.lastResponse);
  const seen = (before.cards ?? '').split('|').filter(Boolean);
  const cards = visibleCards(ctx.elements);
  // The cheapest flight needs every price: a whole button read without one cannot be helped.
  const unread = g.want === 'cheapest' ? cards.find((c) => c.whole && c.price === null) : undefined;
  if (unread) {
    return fail(
      `the price on the button under the ${unread.minutes}-minute flight's duration is not read (${
        unread.button ? `"${norm(unread.button.text)}"` : 'the button is not detected'
      })`,
    );
  }
  // For the cheapest flight a card counts once its price is read (a scroll of two steps shows a cut button whole).
  const counted = g.want === 'cheapest' ? cards.filter((c) => c.price !== null) : cards;
  for (const c of counted) remember(seen, c);
  const lastRead = counted.at(-1);
  const at = lastRead ? `${keyOf(lastRead)}@${Math.round(lastRead.top)}` : '';
  const notes = writeNotes({ cards: seen.join('|'), at });
  const summary = seen.map((k, i) => `card ${i + 1} ${k.replace(':', ' $ / ')} min`).join(', ');
  // Every card is known once the page's most (4) are read, or the next card's first row
  // would be on the screen below the last card read and is not, or a scroll left the
  // last card where it was (the end of the list).
  const lastIsNewest = lastRead !== undefined && minutesOfKey(seen.at(-1) ?? '') === lastRead.minutes;
  const roomBelow = lastRead !== undefined && lastRead.bottom + 16 < VIEW_BOTTOM &&
    !ctx.elements.some((e) => inArea(e) && e.box.top > lastRead.bottom + 2);
  // Once known, it stays known (the scroll back to the best card shows an older card last).
  const end = before.all === 'read' || seen.length >= MAX_CARDS || (lastIsNewest && (roomBelow || before.at === at));
  if (!end) {
    // A long city name pushes a card's button past the box's edge: a shorter scroll shows it.
    if (!counted.length) return act(`No card shows both its duration and its price yet; I scroll a little. ${notes}`, scrollAt(72, 130, 'down', 2));
    return act(`Read so far: ${summary}; I scroll to the next card. ${notes}`, scrollAt(72, 130, 'down', CARD_STEPS));
  }
  const doneNotes = writeNotes({ cards: seen.join('|'), at, all: 'read' });
  const parsed = seen.map((k) => {
    const [p, m] = k.split(':');
    return { price: p === '?' ? Infinity : Number(p), minutes: Number(m) };
  });
  const score = (c: { price: number; minutes: number }) => (g.want === 'cheapest' ? c.price : c.minutes);
  const best = parsed.reduce((bi, c, i) => (score(c) < score(parsed[bi]!) ? i : bi), 0);
  const here = cards.find((c) => c.minutes === parsed[best]!.minutes);
  if (here) {
    return act(
      `All ${seen.length} cards read (${summary}); card ${best + 1} is the ${g.want}; I book it (${
        here.button ? `element_${here.button.id}` : 'the button under its duration'
      }). ${doneNotes}`,
      book(here),
    );
  }
  // Scroll back: the card in view is card i, so the best one is (i - best) pitches up.
  if (!lastRead) return act(`Card ${best + 1} is the ${g.want} but no card is whole in view; I scroll up a little. ${doneNotes}`, scrollAt(72, 130, 'up', 1));
  const i = seen.findIndex((k) => minutesOfKey(k) === lastRead.minutes);
  const steps = Math.max(1, Math.round(((i - best) * PITCH) / WHEEL_STEP_PX));
  return act(`All ${seen.length} cards read (${summary}); card ${best + 1} is the ${g.want}; I scroll back up to it. ${doneNotes}`,
    scrollAt(72, 130, 'up', Math.min(20, steps)));
}
