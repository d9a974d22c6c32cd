/**
 * book-flight (embedded suite), clean-room from book-flight.md; jQuery UI 1.12.1
 * autocomplete and datepicker on the suite's jQuery 3.
 *
 * Sheet (seed 1000, scale 3): 0 px differ (the search form).
 *
 * Outside the frame: the results view lists 3-4 flight cards of about 128 px each inside
 * the 156 px #area, so only the first card (and its Book button, y 176-210) shows at first;
 * the others lie below y 210, as in the original. A screenshot-only agent scrolls #area
 * with the mouse wheel to read every card's duration and price, then scrolls the chosen
 * card's Book button into view and clicks it. The headless browser draws no scrollbar
 * (as in the reference pictures), so the wheel is the way to scroll. The suggestion list
 * (max 80 px) also scrolls with the wheel, or is walked with the arrow keys.
 *
 * The test solver types the bold origin/destination text, walks the suggestion list with
 * ArrowDown until the field holds the instance's entry and takes it with Enter, opens the
 * calendar, steps back to the month and clicks the day, presses Search, wheels the best
 * card's Book button into view and clicks it.
 */
import type { Episode } from '../../../src/env/episode.js';
import { centre, describeTask, type Box } from './harness.js';

interface Instance {
  origin: string; originText: string; destination: string; destinationText: string; dateText: string;
  action: 'cheapest' | 'shortest'; flights: { price: number; duration: number }[];
}

async function instance(ep: Episode): Promise<Instance> {
  return ep.page.evaluate(() => {
    const s = (window as any).BOOK_FLIGHT;
    return {
      origin: s.origin, originText: s.originText, destination: s.destination, destinationText: s.destinationText,
      dateText: s.dateText, action: s.action,
      flights: s.flights.map((f: any) => ({ price: f.price, duration: f.duration })),
    };
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function boxOf(ep: Episode, selector: string, index = 0): Promise<Box | null> {
  return ep.page.evaluate(({ selector, index }) => {
    const el = document.querySelectorAll(selector)[index];
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, { selector, index });
}

async function clickBox(ep: Episode, b: Box | null, what: string) {
  if (!b) throw new Error(`test solver: ${what} not found`);
  const c = centre(b);
  await ep.screen.mouse.click(c.x, c.y);
}

/** Types `text` into the field, then walks the suggestions down to `entry` and takes it. */
async function fillAirport(ep: Episode, field: string, text: string, entry: string) {
  await clickBox(ep, await boxOf(ep, field), field);
  await ep.screen.keyboard.type(text);
  await sleep(500); // the list opens 300 ms after the last key
  for (let i = 0; i < 60; i++) {
    await ep.screen.keyboard.press('ArrowDown');
    if ((await ep.page.evaluate((f) => (document.querySelector(f) as HTMLInputElement).value, field)) === entry) {
      await ep.screen.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`test solver: ${entry} not among the suggestions for ${text}`);
}

/** Opens the calendar (December), steps back to the month and clicks the day. */
async function pickDate(ep: Episode, dateText: string) {
  const [mm, dd] = dateText.split('/').map(Number) as [number, number];
  await clickBox(ep, await boxOf(ep, '#datepicker'), 'the date field');
  await sleep(300); // fade-in
  for (let m = 12; m > mm; m--) {
    await clickBox(ep, await boxOf(ep, '#ui-datepicker-div .ui-datepicker-prev'), 'the prev arrow');
    await sleep(50);
  }
  const day = await ep.page.evaluate((dd) => {
    const a = [...document.querySelectorAll('#ui-datepicker-div td a')].find((e) => e.textContent === String(dd))!;
    const r = a.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, dd);
  await clickBox(ep, day, `day ${dd}`);
  await sleep(300); // fade-out
}

async function search(ep: Episode, s: Instance) {
  await fillAirport(ep, '#flight-from', s.originText, s.origin);
  await fillAirport(ep, '#flight-to', s.destinationText, s.destination);
  await pickDate(ep, s.dateText);
  await clickBox(ep, await boxOf(ep, '#search'), 'Search');
}

/** Wheels #area until the index-th Book button lies inside the frame, then clicks it. */
async function book(ep: Episode, index: number) {
  for (let i = 0; i < 12; i++) {
    const b = await boxOf(ep, '.flight-price', index);
    if (!b) throw new Error('test solver: no Book button');
    if (b.top >= 52 && b.top + b.height <= 208) return clickBox(ep, b, 'Book');
    await ep.screen.mouse.move(70, 130);
    await ep.screen.mouse.wheel(0, b.top < 52 ? b.top - 60 : b.top + b.height - 200);
    await sleep(200);
  }
  throw new Error('test solver: could not scroll the Book button into view');
}

function keyOf(s: Instance) {
  const key = s.action === 'cheapest' ? 'price' : 'duration';
  const values = s.flights.map((f) => f[key]);
  return { values, best: Math.min(...values) };
}

describeTask('book-flight', {
  async solve(ep) {
    const s = await instance(ep);
    await search(ep, s);
    const { values, best } = keyOf(s);
    await book(ep, values.indexOf(best));
  },
  async wrong(ep) {
    const s = await instance(ep);
    await search(ep, s);
    const { values, best } = keyOf(s);
    await book(ep, values.findIndex((v) => v !== best)); // a flight that is not the cheapest/shortest
  },
});
