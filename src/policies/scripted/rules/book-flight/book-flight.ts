/**
 * book-flight: `Book the {cheapest|shortest} one-way flight from: {origin} to: {dest} on
 * {MM/DD/YYYY}.` The form: From and To (autocomplete fields that take only a whole entry
 * of the page's airport list), a read-only date field that opens a pop-up calendar, and
 * Search; then the results: cards with a Duration row and a "Book flight for $N" button,
 * one card in view at a time.
 *
 * The rule clicks From, types its entry, presses Tab, types To's entry and presses Tab
 * again: Tab leaves a field without picking from its suggestion list (which covers the
 * To field, so a click there would pick a suggestion), and the date field's focus opens
 * the calendar. The calendar is worked as choose-date's rule does; then Search.
 *
 * Limit (the step budget, not perception): under the paper's batch stop every one of
 * these actions changes the screen and ends its step, so the form alone takes 7 to 9
 * steps (click, type, Tab, type, Tab, 0-2 month arrows, the day, Search) and the results
 * need one scroll per further card: most episodes run out of the 10 steps. With the ids
 * batch stop the form's typing goes in one step. In the results it reads the
 * cards one screen at a time and keeps what it read (card order, price, minutes) in its
 * Notes, scrolls until the last card has been read, then scrolls back to the best card
 * and books it.
 */
import type { Element } from '../../../../perception/element.js';
import { entryFor, parseFlightGoal, type FlightGoal } from './flights.js';
import { act, click, defineRule, fail, key, selectAll, type, type RuleContext, type RuleResult } from '../../rule.js';
import { buttonLabelled } from '../../kit/controls.js';
import { inputsOf } from '../../kit/fields.js';
import { parseUsDate, showsDate } from '../dates/date-time.js';
import { PAIRWISE, readsAs } from '../../kit/reading.js';
import { norm } from '../../kit/text.js';
import { typedTexts } from '../../kit/history.js';
import { calendarShown, chooseDateRule } from '../dates/choose-date.js';
import { results, showsResults } from './book-flight-results.js';

/** Letters and digits only: the reading of a place field often loses its punctuation ("Riverton, WYRlW"). */
const lettersOf = (s: string | undefined) => (s ?? '').replace(/[^A-Za-z0-9|]/g, '');

/**
 * Does a place field show the list entry? The field is narrower than most entries, so it
 * shows their start ("Fort CollinsLovelan"): a reading of at least 8 letters that reads as
 * the entry's start (the ladder's `cut` rung) is the entry. Once the entry has been typed
 * (`typedBefore`), a reading no more than half misread is taken for it ("Lake Charles,
 * LAQ L4"): the field holds what was typed, and typing it again would read the same.
 */
export function showsEntry(field: Element, entry: string, typedBefore = false): boolean {
  const seen = lettersOf(field.text), want = lettersOf(entry);
  if (seen.length < Math.min(8, want.length)) return false;
  if (readsAs(seen, want, { allow: [...PAIRWISE, 'cut'], caseSensitive: false, cutMin: 8 })) return true;
  return typedBefore && readsAs(seen, want.slice(0, Math.max(seen.length, 8)), { allow: ['guess'], caseSensitive: false });
}

/**
 * A date field read with one digit lost ("1/29/2016" for 10/29/2016) shows the date: the
 * calendar wrote it, and a lost digit cannot make another day. A digit read wrong could,
 * so only a loss counts.
 */
export function dropsOneDigit(reading: string, want: string): boolean {
  const r = reading.replace(/\D/g, ''), w = want.replace(/\D/g, '');
  if (!/^[\d/.\- ]+$/.test(reading) || r.length !== w.length - 1) return false;
  return [...w].some((_, i) => w.slice(0, i) + w.slice(i + 1) === r);
}

function form(g: FlightGoal, ctx: RuleContext): RuleResult {
  const from = entryFor(g.from), to = entryFor(g.to);
  if (!from || !to) return fail(`no airport list entry names "${!from ? g.from : g.to}"`);
  const date = parseUsDate(g.date);
  if (!date) return fail(`the date ${g.date} is not one the calendar reads`);
  const fields = inputsOf(ctx.elements);
  // The calendar's title may be misread ("December 206"): choose-date tells it is open.
  if (calendarShown(ctx.elements, date.year)) return chooseDateRule.decide(date, ctx);
  // An open suggestion list hides the field below the one typed into, so each field is
  // found by its place: To just under From, the date field in the box near the foot.
  const fromField = fields[0];
  if (!fromField) return fail('the From field is not visible');
  const toField = fields.find((f) => f !== fromField && f.box.top > fromField.box.bottom && f.box.top - fromField.box.bottom < 12);
  const dateField = fields.find((f) => f !== fromField && f !== toField && f.box.top > fromField.box.bottom + 40);
  const typed = typedTexts(ctx.history);
  const holds = (f: Element, v: string) => showsEntry(f, v, typed.includes(v));
  // Replace what a field holds, else type into it empty.
  const fill = (f: Element, v: string) => [...(norm(f.text) && !/^(From|To):$/.test(norm(f.text)) ? [selectAll()] : []), type(v)];
  if (!holds(fromField, from)) {
    return act(`I type "${from}" into From, Tab, "${to}" into To, Tab (the date field's focus opens the calendar).`,
      ...(fromField.focused ? [] : [click(fromField)]), ...fill(fromField, from), key('Tab'), type(to), key('Tab'));
  }
  if (!toField || !holds(toField, to)) {
    if (fromField.focused) return act(`From holds "${from}" (its suggestions may hide To); Tab, "${to}", Tab.`, key('Tab'), type(to), key('Tab'));
    if (!toField) return fail('the To field is not visible');
    if (toField.focused) return act(`I type "${to}" into To and Tab to the date field.`, ...fill(toField, to), key('Tab'));
    return act(`I click To (element_${toField.id}), type "${to}" and Tab.`, click(toField), ...fill(toField, to), key('Tab'));
  }
  const dateIn = dateField !== undefined && (showsDate(dateField.text, date) || dropsOneDigit(norm(dateField.text), g.date));
  if (toField.focused && !dateIn) return act('Both places are in; Tab to the date field opens the calendar.', key('Tab'));
  if (!dateField) return fail('the date field is not visible');
  if (!dateIn) {
    return act(`Both places are in; I click the date field (element_${dateField.id}) to open the calendar.`, click(dateField));
  }
  const search = buttonLabelled(ctx.elements, 'Search');
  if (!search) return fail('the Search button is not visible');
  return act(`From, To and ${g.date} are filled; I press Search (element_${search.id}).`, click(search));
}

export const bookFlightRule = defineRule({
  name: 'book-flight',
  tasks: ['book-flight', 'book-flight-nodelay'],
  parse: parseFlightGoal,
  decide: (g, ctx) => (showsResults(ctx.elements) ? results(g, ctx) : form(g, ctx)),
});
