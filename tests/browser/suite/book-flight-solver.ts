/**
 * The test solver of the book-flight family (book-flight, book-flight-nodelay). It waits for
 * conditions (with deadlines), never for a set time, so one solver serves both pages: the
 * suggestion list for the typed text (300 ms after the last key, or at once), the calendar
 * over the form at full opacity, the calendar hidden after the day click (200-ms fade, or
 * at once), the results, #area's scroll position holding still after a wheel.
 */
import type { Page } from 'playwright-core';
import type { Episode } from '../../../src/env/episode.js';
import { centre, type Box } from './harness.js';

export interface Instance {
  origin: string;
  originText: string;
  destination: string;
  destinationText: string;
  dateText: string;
  action: 'cheapest' | 'shortest';
  flights: { price: number; duration: number }[];
}

export async function instance(ep: Episode): Promise<Instance> {
  return ep.page.evaluate(() => {
    const s = (window as any).BOOK_FLIGHT;
    return {
      origin: s.origin,
      originText: s.originText,
      destination: s.destination,
      destinationText: s.destinationText,
      dateText: s.dateText,
      action: s.action,
      flights: s.flights.map((f: any) => ({ price: f.price, duration: f.duration })),
    };
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `probe` every 30 ms until it returns true, for at most `ms`; then throws `what`,
 * with what `state` reads at that moment, so a failure says what the page showed instead.
 */
export async function waitUntil(what: string, probe: () => Promise<boolean>, ms = 5000, state?: () => Promise<unknown>): Promise<void> {
  const t0 = Date.now();
  while (!(await probe())) {
    if (Date.now() - t0 > ms) {
      const seen = state ? `; the page showed ${JSON.stringify(await state())}` : '';
      throw new Error(`test solver: ${what} did not happen within ${ms} ms${seen}`);
    }
    await sleep(30);
  }
}

export async function boxOf(ep: Episode, selector: string, index = 0): Promise<Box | null> {
  return ep.page.evaluate(({ selector, index }) => {
    const el = document.querySelectorAll(selector)[index];
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, { selector, index });
}

export async function clickBox(ep: Episode, b: Box | null, what: string) {
  if (!b) throw new Error(`test solver: ${what} not found`);
  const c = centre(b);
  await ep.screen.mouse.click(c.x, c.y);
}

/** Waits until #area's scroll position holds still over 100 ms (a wheel may scroll smoothly). */
async function settleScroll(ep: Episode) {
  const top = () => ep.page.evaluate(() => document.getElementById('area')!.scrollTop);
  let last = await top();
  for (let i = 0; i < 100; i++) {
    await sleep(100);
    const now = await top();
    if (now === last) return;
    last = now;
  }
  throw new Error('test solver: #area keeps scrolling');
}

/** Wheels #area until the index-th Book button lies inside the frame, then clicks it. */
export async function book(ep: Episode, index: number) {
  for (let i = 0; i < 12; i++) {
    const b = await boxOf(ep, '.flight-price', index);
    if (!b) throw new Error('test solver: no Book button');
    if (b.top >= 52 && b.top + b.height <= 208) return clickBox(ep, b, 'Book');
    await ep.screen.mouse.move(70, 130);
    await ep.screen.mouse.wheel(0, b.top < 52 ? b.top - 60 : b.top + b.height - 200);
    await settleScroll(ep);
  }
  throw new Error('test solver: could not scroll the Book button into view');
}

export function keyOf(s: Instance) {
  const key = s.action === 'cheapest' ? 'price' : 'duration';
  const values = s.flights.map((f) => f[key]);
  return { values, best: Math.min(...values) };
}

/** The open suggestion list's entries ([] while none is shown). */
export const suggestions = (page: Page) =>
  page.evaluate(() => {
    const ul = [...document.querySelectorAll('ul.ui-autocomplete')].find((u) => getComputedStyle(u).display !== 'none');
    return ul ? [...ul.querySelectorAll('li')].map((li) => li.textContent ?? '') : [];
  });

/** What the page shows around the suggestion lists: the focused element, the field's text, each list shown. */
const listState = (page: Page, field: string) =>
  page.evaluate((field) => ({
    focused: document.activeElement?.id ?? document.activeElement?.tagName,
    value: (document.querySelector(field) as HTMLInputElement).value,
    lists: [...document.querySelectorAll('ul.ui-autocomplete')].map((u) => ({
      display: getComputedStyle(u).display,
      entries: u.querySelectorAll('li').length,
      first: [...u.querySelectorAll('li')].slice(0, 3).map((li) => li.textContent),
    })),
  }), field);

/** Types `text`, waits for the list for the whole text, walks it down to `entry` and takes it. */
export async function fillAirport(ep: Episode, field: string, text: string, entry: string) {
  await clickBox(ep, await boxOf(ep, field), field);
  await ep.screen.keyboard.type(text);
  // The list for the whole text. Entries that all contain it do not prove that: a prefix's
  // list can hold only such entries while the search for the last key is still pending, and
  // that search, run after Enter, reopens the list over the next field (it ate the click on
  // To 3 times in 200 runs under load). The widget's own record of its last search term tells.
  const searched = () =>
    ep.page.evaluate((f) => (window as any).$(f).autocomplete('instance').term === (document.querySelector(f) as HTMLInputElement).value, field);
  await waitUntil(`the suggestions for "${text}"`, async () => (await searched()) && (await suggestions(ep.page)).includes(entry), 5000,
    () => listState(ep.page, field));
  const value = () => ep.page.evaluate((f) => (document.querySelector(f) as HTMLInputElement).value, field);
  for (let i = 0; i < 60; i++) {
    await ep.screen.keyboard.press('ArrowDown');
    if ((await value()) === entry) {
      await ep.screen.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`test solver: ${entry} not among the suggestions for ${text}`);
}

/** The calendar's state (null before its first opening). */
export const calendar = (page: Page) =>
  page.evaluate(() => {
    const d = document.getElementById('ui-datepicker-div');
    if (!d) return null;
    const cs = getComputedStyle(d);
    return { display: cs.display, opacity: cs.opacity, top: d.getBoundingClientRect().top, month: d.querySelector('.ui-datepicker-month')?.textContent ?? '' };
  });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Opens the calendar (December), waits until it sits over the form at full opacity, steps
 * back to the month and clicks the day. `instantHide` (book-flight-nodelay): the click
 * itself hides the calendar; otherwise waits for the 200-ms fade-out to end.
 */
export async function pickDate(ep: Episode, dateText: string, { instantHide = false } = {}) {
  const [mm, dd] = dateText.split('/').map(Number) as [number, number];
  await clickBox(ep, await boxOf(ep, '#datepicker'), 'the date field');
  // Moved over the form (top about 54.6) by the page's 0-ms timer; book-flight fades it in.
  await waitUntil('the calendar at its place', async () => {
    const c = await calendar(ep.page);
    return !!c && c.display === 'block' && c.top < 100 && c.opacity === '1';
  });
  for (;;) {
    const month = MONTHS.indexOf((await calendar(ep.page))!.month) + 1;
    if (month === mm) break;
    if (month < mm) throw new Error(`test solver: the calendar shows month ${month}, before ${mm}`);
    await clickBox(ep, await boxOf(ep, '#ui-datepicker-div .ui-datepicker-prev'), 'the prev arrow');
    await waitUntil('the previous month', async () => MONTHS.indexOf((await calendar(ep.page))!.month) + 1 === month - 1);
  }
  const day = await ep.page.evaluate((dd) => {
    const a = [...document.querySelectorAll('#ui-datepicker-div td a')].find((e) => e.textContent === String(dd))!;
    const r = a.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, dd);
  await clickBox(ep, day, `day ${dd}`);
  if (instantHide) {
    const c = await calendar(ep.page);
    if (c!.display !== 'none') throw new Error('test solver: the calendar is still shown after the day click');
  }
  await waitUntil('the calendar hidden', async () => (await calendar(ep.page))!.display === 'none');
}

/** Fills From, To and the date, clicks Search and waits for the results. */
export async function search(ep: Episode, s: Instance, opts: { instantHide?: boolean } = {}) {
  await fillAirport(ep, '#flight-from', s.originText, s.origin);
  await fillAirport(ep, '#flight-to', s.destinationText, s.destination);
  await pickDate(ep, s.dateText, opts);
  await clickBox(ep, await boxOf(ep, '#search'), 'Search');
  await waitUntil('the results', async () => (await boxOf(ep, '.flight-price')) !== null);
}
