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
 * The page is the book-flight family code (miniwob/common/book-flight.js, book-flight.css)
 * without its nodelay flag: suggestion lists 300 ms after the last key, a calendar that
 * fades in and out in 200 ms.
 *
 * The test solver (book-flight-solver.ts, shared with book-flight-nodelay) types the bold
 * origin/destination text, waits for the list for the whole text, walks it with ArrowDown
 * until the field holds the instance's entry and takes it with Enter, opens the calendar,
 * steps back to the month and clicks the day, presses Search, wheels the best card's Book
 * button into view and clicks it. It waits for conditions, never for a set time.
 */
import { describeTask } from './harness.js';
import { book, instance, keyOf, search } from './book-flight-solver.js';

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
