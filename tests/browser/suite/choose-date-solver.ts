/**
 * Test solver for the choose-date family: opens the jQuery UI calendar by clicking the field,
 * steps to the month with the Prev/Next arrows, clicks the day box and then Submit, all with
 * raw mouse clicks. It reads the DOM only to find where to click and when the fades are over.
 */
import type { Episode } from '../../../src/env/episode.js';
import { boxOf, centre, clickSelector } from './harness.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function targetDate(goal: string): { month: number; day: number; text: string } {
  const m = /Select ((\d\d)\/(\d\d)\/2016) as the date/.exec(goal);
  if (!m) throw new Error(`test solver: no date in "${goal}"`);
  return { month: Number(m[2]), day: Number(m[3]), text: m[1]! };
}

/**
 * Waits for `check` to hold. `instant` (choose-date-nodelay, no fades): it must hold at the first
 * look, right after the raw click has been handled, or the solver fails.
 */
async function until(ep: Episode, what: string, check: () => boolean, ms = 3000, instant = false): Promise<void> {
  if (instant) {
    if (!(await ep.page.evaluate(check))) throw new Error(`test solver: no-delay page, but not at once: ${what}`);
    return;
  }
  const t0 = Date.now();
  while (!(await ep.page.evaluate(check))) {
    if (Date.now() - t0 > ms) throw new Error(`test solver: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

const calendarShown = () => {
  const d = document.getElementById('ui-datepicker-div');
  return !!d && getComputedStyle(d).display !== 'none' && getComputedStyle(d).opacity === '1';
};
const calendarGone = () => {
  const d = document.getElementById('ui-datepicker-div');
  return !d || getComputedStyle(d).display === 'none';
};

async function shownMonth(ep: Episode): Promise<number> {
  const name = await ep.page.evaluate(() => document.querySelector('.ui-datepicker-month')?.textContent ?? '');
  return MONTHS.indexOf(name) + 1;
}

/**
 * Picks `month`/`day` of 2016 in the calendar (opening it first), then waits for it to fade out.
 * `instant` (choose-date-nodelay): the calendar must be open right after the field click and gone
 * right after the day click, with no wait.
 */
export async function pickDate(ep: Episode, month: number, day: number, instant = false): Promise<void> {
  await clickSelector(ep, '#datepicker');
  await until(ep, 'the calendar to open', calendarShown, 3000, instant);
  for (let shown = await shownMonth(ep); shown !== month;) {
    const arrow = centre(await boxOf(ep.page, shown > month ? '.ui-datepicker-prev' : '.ui-datepicker-next'));
    await ep.screen.mouse.click(arrow.x, arrow.y);
    const before = shown;
    const t0 = Date.now();
    while ((shown = await shownMonth(ep)) === before) {
      if (Date.now() - t0 > 2000) throw new Error(`test solver: month stays ${before}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const box = await ep.page.evaluate((d) => {
    const a = [...document.querySelectorAll('#ui-datepicker-div td[data-handler=selectDay] a')].find((e) => e.textContent === String(d));
    if (!a) return null;
    const r = a.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, day);
  if (!box) throw new Error(`test solver: no box for day ${day}`);
  const c = centre(box);
  await ep.screen.mouse.click(c.x, c.y);
  await until(ep, 'the calendar to fade out', calendarGone, 3000, instant);
}

export async function solveChooseDate(ep: Episode, instant = false): Promise<void> {
  const t = targetDate(ep.goal);
  await pickDate(ep, t.month, t.day, instant);
  const value = await ep.page.evaluate(() => (document.getElementById('datepicker') as HTMLInputElement).value);
  if (value !== t.text) throw new Error(`test solver: field shows "${value}", wanted ${t.text}`);
  await clickSelector(ep, '#subbtn');
}

/** The neighbouring day of the same month (always selectable): a wrong answer. */
export async function wrongChooseDate(ep: Episode, instant = false): Promise<void> {
  const t = targetDate(ep.goal);
  await pickDate(ep, t.month, t.day === 1 ? 2 : t.day - 1, instant);
  await clickSelector(ep, '#subbtn');
}
