/**
 * The pop-up calendar (choose-date, choose-date-easy, choose-date-medium):
 * `Select {MM/DD/YYYY} as the date and hit submit.`
 * Click the read-only field to open the calendar, read its title (`December 2016`), step
 * with the prev / next arrows (the icons left and right of the title) until it shows the
 * goal's month, click the day, then Submit once the field shows the date.
 *
 * The day is found by its number in the grid below the weekday row; when no element reads
 * as that number (the digits are 6 px tall), its cell is computed from the month's grid
 * (date-time.ts) on the columns the weekday names mark and the rows the listed days mark.
 *
 * Limit (the step budget, not perception): every arrow click redraws the calendar, so the
 * paper's batch stop (any change) runs one click per step. An empty field opens the
 * calendar at December; open + 11 - month clicks + day + Submit fit the 10-step budget for
 * May to December only, so choose-date's January to April goals (about a third) run out
 * of steps. A batch stop that goes on while the arrow is still there (`--batch-stop ids`)
 * runs all the clicks of one reply. choose-date-easy and -medium need at most one click.
 */
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { dayCell, monthsBetween, MONTH_NAMES, parseMonthTitle, parseUsDate, showsDate, usDate, type CalendarDate } from './date-time.js';
import { act, click, clickAt, defineRule, fail, type RuleContext, type RuleResult } from '../../rule.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

interface Calendar {
  title: Element;
  month: { year: number; month: number };
  prev?: Element;
  next?: Element;
  /** Day elements below the weekday row, by their number. */
  days: Element[];
  weekdays: Element[];
}

/**
 * Is the pop-up calendar open? Its title reads as a month (misread as parseMonthTitle allows),
 * or its row of weekday names shows (at least 4 of them) when the title does not read.
 */
export function calendarShown(elements: readonly Element[], goalYear: number): boolean {
  return elements.filter((e) => inArea(e) && WEEKDAYS.includes(norm(e.text))).length >= 4 ||
    elements.some((e) => inArea(e) && parseMonthTitle(norm(e.text), goalYear) !== null);
}

/** The calendar on the screen, or null when it is closed; a title's year misread by one digit is the goal's. */
function readCalendar(elements: Element[], goalYear: number): Calendar | null {
  const titled = elements.map((e) => ({ e, m: parseMonthTitle(norm(e.text), goalYear) })).find((t) => t.m && inArea(t.e));
  if (!titled) return null;
  const { e: title, m: month } = titled;
  const cy = centre(title).y;
  const sameRow = elements.filter((e) =>
    e !== title && Math.abs(centre(e).y - cy) <= 6 && (e.type === 'icon' || e.type === 'hyperlink' || e.type === 'button')
  );
  const prev = sameRow.filter((e) => centre(e).x < centre(title).x).sort((a, b) => a.box.left - b.box.left)[0];
  const next = sameRow.filter((e) => centre(e).x > centre(title).x).sort((a, b) => b.box.right - a.box.right)[0];
  const weekdays = elements.filter((e) => e.box.top > title.box.top && WEEKDAYS.includes(norm(e.text)));
  const gridTop = weekdays.length ? Math.max(...weekdays.map((w) => w.box.bottom)) - 2 : title.box.bottom;
  // The grid's first column is left of the title: it starts at the weekday row's left end.
  const gridLeft = weekdays.length ? Math.min(...weekdays.map((w) => w.box.left)) - 6 : title.box.left - 40;
  const days = elements.filter((e) => centre(e).y > gridTop && /^\d{1,2}$/.test(norm(e.text)) && e.box.left >= gridLeft);
  return { title, month: month!, prev, next, days, weekdays };
}

/** Where to click the day: its element, else its computed cell. */
function dayTarget(cal: Calendar, d: CalendarDate): { el?: Element; point?: { x: number; y: number } } | null {
  const el = cal.days.find((e) => Number(norm(e.text)) === d.day);
  if (el) return { el };
  // Columns from the weekday names; rows from the listed days (same pitch), else none.
  const cols = WEEKDAYS.map((w) => cal.weekdays.find((e) => norm(e.text) === w));
  const { row, column } = dayCell(d);
  const col = cols[column];
  // Rows: the listed days' centres, those within 4 px of each other one row (110 and 111).
  const ys = cal.days.map((e) => centre(e).y).sort((a, b) => a - b);
  const rows = ys.filter((y, i) => i === 0 || y - ys[i - 1]! > 4);
  if (!col || rows.length < 2) return null;
  const pitch = (rows[rows.length - 1]! - rows[0]!) / (rows.length - 1);
  const known = cal.days[0]!;
  const knownRow = dayCell({ ...d, day: Number(norm(known.text)) }).row;
  return { point: { x: centre(col).x, y: centre(known).y + (row - knownRow) * pitch } };
}

/** Close the calendar with a press outside it (the field's label, else the empty page below), to reopen it from the field next. */
function closeCalendar(elements: readonly Element[], field: Element, because: string): RuleResult {
  const label = elements.find((e) => e.type === 'text' && inArea(e) && e.box.right <= field.box.left + 2 && Math.abs(centre(e).y - centre(field).y) < 12);
  const why = `${because} I close it with a press outside and will reopen it from the field.`;
  return label ? act(why, click(label)) : act(why, clickAt(10, 200));
}

function chooseDate(d: CalendarDate, { elements }: RuleContext): RuleResult {
  const field = elements.find((e) => e.type === 'input_field' && inArea(e));
  const cal = readCalendar(elements, d.year);
  const want = usDate(d);
  if (!cal) {
    if (field && showsDate(field.text, d)) {
      const submit = buttonLabelled(elements);
      return submit ? act(`The field shows ${want}; I click Submit (element_${submit.id}).`, click(submit)) : fail('no Submit button is visible');
    }
    if (!field) return fail('the date field is not visible');
    // A calendar whose title does not read as a month cannot be stepped from; closed and
    // reopened from the empty field it shows a month known without reading (below).
    if (calendarShown(elements, d.year)) return closeCalendar(elements, field, 'The calendar is open but its title does not read as a month;');
    return act(`I click the date field (element_${field.id}) to open the calendar.`, click(field));
  }
  const steps = monthsBetween(cal.month, d);
  // A calendar left open by an earlier episode may show a month far off; reopening it
  // (a press outside closes it, a click on the field opens it) shows the field's month, or
  // for an empty field today's month held to the calendar's range: the range ends in
  // December of the goal's year (today is later), so December.
  const field0 = field ? parseUsDate(norm(field.text)) : null;
  const reopensAt = field0 ?? { year: d.year, month: 12 };
  if (field && Math.abs(steps) > 2 + Math.abs(monthsBetween(reopensAt, d))) {
    return closeCalendar(elements, field, `The calendar shows ${MONTH_NAMES[cal.month.month - 1]}, ${Math.abs(steps)} months from the goal;`);
  }
  if (steps !== 0) {
    const arrow = steps < 0 ? cal.prev : cal.next;
    const name = MONTH_NAMES[cal.month.month - 1];
    if (!arrow) return fail(`the calendar shows ${name} ${cal.month.year} and no ${steps < 0 ? 'previous' : 'next'}-month arrow is visible`);
    // Every click re-draws the calendar, so the paper's batch stop runs one per step; a
    // batch stop that keeps going while the arrow is still there runs them all.
    const clicks = Array.from({ length: Math.abs(steps) }, () => click(arrow));
    return act(
      `The calendar shows ${name} ${cal.month.year}; ${MONTH_NAMES[d.month - 1]} is ${Math.abs(steps)} month(s) ${
        steps < 0 ? 'back' : 'on'
      }, so I click element_${arrow.id} ${Math.abs(steps)} time(s).`,
      ...clicks,
    );
  }
  const t = dayTarget(cal, d);
  if (!t) return fail(`day ${d.day} is not visible in the calendar`);
  if (t.el) return act(`The calendar shows ${MONTH_NAMES[d.month - 1]}; I click day ${d.day} (element_${t.el.id}).`, click(t.el));
  return act(`The calendar shows ${MONTH_NAMES[d.month - 1]}; day ${d.day} is in its computed cell.`, clickAt(t.point!.x, t.point!.y));
}

export const chooseDateRule = defineRule({
  name: 'choose-date',
  tasks: ['choose-date', 'choose-date-easy', 'choose-date-medium', 'choose-date-nodelay'],
  parse: (goal) => {
    const m = /^Select (\d{2}\/\d{2}\/\d{4}) as the date and hit submit\.$/.exec(goal);
    return m ? parseUsDate(m[1]!) : null;
  },
  decide: (d, ctx) => chooseDate(d, ctx),
});
