/**
 * choose-date-nodelay (embedded suite), clean-room from choose-date-nodelay.md (differences)
 * over choose-date.md and choose-date-common.md: choose-date's page (miniwob/common/choose-date.js
 * with its `nodelay` flag), any day of 2016, 20 s limit.
 *
 * What differs from the official page: nothing known. Sheet (seed 1000, scale 3) and the 1x
 * pictures: see docs/suites.md (Suite E2); the start screen shows no calendar, as choose-date.
 * Outside the frame: nothing (the calendar stays inside it, as in choose-date).
 *
 * Odd behaviour kept (named and checked here):
 *   - no fade: the calendar is open right after the click on the field and gone right after
 *     the click on a day, so Submit takes the very next click (the test solver checks both at
 *     the first look, with no wait, and clicks Submit at once);
 *   - every episode start hides the calendar without blurring the field: a field that kept
 *     focus from the previous episode does not reopen the calendar on a click; a click
 *     elsewhere first, then on the field, does (the test below).
 *
 * The wrong action picks the neighbouring day (-1).
 */
import { expect, test } from '../fixtures.js';
import { clickSelector, describeTask } from './harness.js';
import { solveChooseDate, wrongChooseDate } from './choose-date-solver.js';

describeTask('choose-date-nodelay', { solve: (ep) => solveChooseDate(ep, true), wrong: (ep) => wrongChooseDate(ep, true) });

const shown = () => {
  const d = document.getElementById('ui-datepicker-div');
  return !!d && getComputedStyle(d).display !== 'none';
};

test('choose-date-nodelay: a new episode hides the open calendar; the still-focused field needs a click elsewhere first', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'choose-date-nodelay', seed: 1000 });
  try {
    await clickSelector(ep, '#datepicker');
    expect(await ep.page.evaluate(shown), 'open at once after the field click').toBe(true);
    // The next episode starts while the calendar is open (as after a timeout).
    await ep.page.evaluate(() => (window as unknown as { core: { startEpisodeReal(): void } }).core.startEpisodeReal());
    expect(await ep.page.evaluate(shown), 'hidden by the episode start').toBe(false);
    expect(await ep.page.evaluate(() => document.activeElement?.id), 'the field keeps focus').toBe('datepicker');
    await clickSelector(ep, '#datepicker');
    expect(await ep.page.evaluate(shown), 'a click on the focused field does not reopen it').toBe(false);
    await ep.screen.mouse.click(140, 150);
    await clickSelector(ep, '#datepicker');
    expect(await ep.page.evaluate(shown), 'a click elsewhere, then on the field, opens it').toBe(true);
  } finally {
    await ep.close();
  }
});
