/**
 * book-flight-nodelay (embedded suite), clean-room from book-flight-nodelay.md: book-flight's
 * family code (miniwob/common/book-flight.js, book-flight.css) with its nodelay flag, which
 * changes exactly two widget options: autocomplete delay 0 and a datepicker with no
 * show/hide animation. Same draws, data, look and reward as book-flight.
 *
 * Sheet (seed 1000, scale 3): 0 px differ; scale 1, seeds 1000-1002: 31 px each (at most
 * 24 levels), as book-flight: anti-aliasing of the rounded field corners at 1x.
 *
 * Outside the frame: as book-flight (3-4 flight cards of about 128 px in the 156-px #area:
 * wheel #area to read and book them; suggestion lists of up to 80 px scroll with the wheel
 * or the arrow keys). A single typed letter opens a list of hundreds of entries at once.
 *
 * Behaviour, named: NO TYPING PAUSE and NO CALENDAR FADE. The suggestion list is searched
 * from a 0-ms timer after each keystroke (book-flight waits for a 300-ms pause); the
 * calendar appears at full opacity on focus, first at the widget's default place below the
 * field and, on the next 0-ms timer, at its final place over the form; picking a day hides
 * it at once. The named tests run the page on Playwright's controlled page clock, so they
 * check the page's own timers (0 ms against book-flight's 300 ms and 200 ms), not the
 * machine's speed.
 *
 * The test solver waits for conditions, never for a set time: it types the bold text, waits
 * until the list for the whole text is shown, walks it with ArrowDown to the instance's
 * entry and takes it with Enter; opens the calendar, steps back to the month, clicks the day
 * and clicks Search at once; wheels the best card's Book button into view and clicks it.
 */
import { expect, test } from '../fixtures.js';
import { describeTask } from './harness.js';
import { book, boxOf, calendar, clickBox, instance, keyOf, search, suggestions } from './book-flight-solver.js';

describeTask('book-flight-nodelay', {
  async solve(ep) {
    const s = await instance(ep);
    await search(ep, s, { instantHide: true });
    const { values, best } = keyOf(s);
    await book(ep, values.indexOf(best));
  },
  async wrong(ep) {
    const s = await instance(ep);
    await search(ep, s, { instantHide: true });
    const { values, best } = keyOf(s);
    await book(ep, values.findIndex((v) => v !== best)); // a flight that is not the cheapest/shortest
  },
});

test.describe('book-flight-nodelay against book-flight, on the controlled page clock', () => {
  for (const task of ['book-flight', 'book-flight-nodelay']) {
    const nodelay = task === 'book-flight-nodelay';
    test(`${task}: the suggestion list opens ${nodelay ? 'on a 0-ms timer' : 'after a 300-ms pause'}; the calendar ${nodelay ? 'shows and hides at once' : 'fades in and out'}`, async ({ host }) => {
      const ep = await host.openEpisode({ task, seed: 1000 });
      try {
        // From here the page's timers and clock move only when the test advances them.
        await ep.page.clock.install();
        await ep.page.clock.pauseAt(Date.now() + 60_000);
        await clickBox(ep, await boxOf(ep, '#flight-from'), 'From');
        await ep.screen.keyboard.type('a');
        expect(await suggestions(ep.page)).toEqual([]); // never inside the key handler
        await ep.page.clock.runFor(1);
        expect((await suggestions(ep.page)).length).toBe(nodelay ? 610 : 0);
        await ep.page.clock.runFor(299);
        expect((await suggestions(ep.page)).length).toBe(610);
        await ep.screen.keyboard.press('Escape');

        await clickBox(ep, await boxOf(ep, '#datepicker'), 'the date field');
        const shown = (await calendar(ep.page))!;
        expect(shown.display).toBe('block');
        expect(Math.round(shown.top)).toBe(178); // the widget's own place, below the field
        if (nodelay) expect(shown.opacity).toBe('1');
        else expect(Number(shown.opacity)).toBeLessThan(1);
        await ep.page.clock.runFor(1); // the page's beforeShow timer moves it over the form
        expect(Math.round((await calendar(ep.page))!.top)).toBe(55);
        await ep.page.clock.runFor(400);
        expect((await calendar(ep.page))!.opacity).toBe('1');

        const day = await boxOf(ep, '#ui-datepicker-div td a');
        await clickBox(ep, day, 'day 1');
        const after = (await calendar(ep.page))!;
        if (nodelay) expect(after.display).toBe('none');
        else expect(after).toMatchObject({ display: 'block' }); // fading out, still over the form
        await ep.page.clock.runFor(400);
        expect((await calendar(ep.page))!.display).toBe('none');
        expect(await ep.page.inputValue('#datepicker')).toBe('12/01/2016');
      } finally {
        await ep.close();
      }
    });
  }
});
