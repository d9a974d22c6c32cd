/**
 * enter-date (embedded suite), clean-room from enter-date.md: Chrome's own
 * `<input type="date">` with the page's CSS, so the field, its segments and its keyboard
 * behaviour are Chrome's, as on the official page.
 *
 * Sheet (seed 1000, scale 3): 0 px differ (same native field glyphs and calendar icon).
 *
 * What a screenshot-only agent sees: the field with the segments `mm/dd/yyyy` and a calendar
 * icon at its right end. The icon opens Chrome's native date-picker popup, which is drawn
 * outside the page and never appears in a page screenshot (the screenshot then shows the
 * field without its focus ring, as if nothing happened); Escape closes it. The task is still
 * solvable with mouse and keyboard only: click the month segment at the field's left
 * (~(20,72)), type the 8 digits MMDDYYYY (the focus moves on by itself: after 2 month digits
 * to the day, after 2 day digits to the year), see the field show the bold date, then click
 * Submit (~(55,103)). A focused segment shows blue; typed digits are plainly visible.
 *
 * The test solver does exactly that; the wrong action types the day after the target.
 */
import type { Episode } from '../../../src/env/episode.js';
import { boxOf, clickSelector, describeTask } from './harness.js';

function target(goal: string): { mm: string; dd: string; yyyy: string } {
  const m = /Enter (\d\d)\/(\d\d)\/(\d{4}) as the date/.exec(goal);
  if (!m) throw new Error(`test solver: no date in "${goal}"`);
  return { mm: m[1]!, dd: m[2]!, yyyy: m[3]! };
}

async function typeDate(ep: Episode, digits: string, expectValue: string | null) {
  const field = await boxOf(ep.page, '#tt');
  // The month segment: the first two digit cells after the 1 px start padding.
  await ep.screen.mouse.click(field.left + 12, field.top + field.height / 2);
  await ep.screen.keyboard.type(digits);
  const value = await ep.page.evaluate(() => (document.getElementById('tt') as HTMLInputElement).value);
  if (expectValue !== null && value !== expectValue) throw new Error(`test solver: field value "${value}", wanted ${expectValue}`);
  await clickSelector(ep, '#subbtn');
}

describeTask('enter-date', {
  async solve(ep) {
    const t = target(ep.goal);
    await typeDate(ep, t.mm + t.dd + t.yyyy, `${t.yyyy}-${t.mm}-${t.dd}`);
  },
  async wrong(ep) {
    const t = target(ep.goal);
    const day = String(Number(t.dd) === 1 ? 2 : Number(t.dd) - 1).padStart(2, '0');
    await typeDate(ep, t.mm + day + t.yyyy, null);
  },
});
