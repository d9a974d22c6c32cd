/**
 * enter-time (embedded suite), clean-room from enter-time.md: Chrome's own
 * `<input type="time">` with the page's CSS, so the field, its segments and its keyboard
 * behaviour are Chrome's, as on the official page. The instruction's clock text comes from
 * the browser's own `toLocaleTimeString()` (en-US context), seconds removed.
 *
 * Sheet (seed 1000, scale 3): 0 px differ (same native field glyphs and clock icon).
 *
 * What a screenshot-only agent sees: the field with the empty segments `--:-- --` (hour,
 * minutes, AM/PM) and a clock icon at its right end. The icon opens Chrome's native time
 * picker popup, which is drawn outside the page and never appears in a page screenshot;
 * Escape closes it. The task is still solvable with mouse and keyboard only: click the hour
 * segment at the field's left (~(18,72)), type the hour as two digits (`06`, `12`), the two
 * minute digits, then `A` or `P` (the focus moves from segment to segment by itself), see
 * the field show e.g. `06:09 AM`, then click Submit (~(55,103)). The AM/PM segment must be
 * set or the field stays empty and Submit fails.
 *
 * The test solver does exactly that; the wrong action leaves AM/PM unset (an empty value).
 */
import type { Episode } from '../../../src/env/episode.js';
import { boxOf, clickSelector, describeTask } from './harness.js';

function target(goal: string): { hh: string; mm: string; ampm: 'A' | 'P'; value: string } {
  const m = /Enter (\d{1,2}):(\d\d) (AM|PM) as the time/.exec(goal);
  if (!m) throw new Error(`test solver: no time in "${goal}"`);
  const h12 = Number(m[1]);
  const h24 = (h12 % 12) + (m[3] === 'PM' ? 12 : 0);
  return { hh: String(h12).padStart(2, '0'), mm: m[2]!, ampm: m[3] === 'PM' ? 'P' : 'A', value: `${String(h24).padStart(2, '0')}:${m[2]}` };
}

async function typeTime(ep: Episode, keys: string, expectValue: string) {
  const field = await boxOf(ep.page, '#tt');
  // The hour segment: the first two digit cells after the 1 px start padding.
  await ep.screen.mouse.click(field.left + 11, field.top + field.height / 2);
  await ep.screen.keyboard.type(keys);
  const value = await ep.page.evaluate(() => (document.getElementById('tt') as HTMLInputElement).value);
  if (value !== expectValue) throw new Error(`test solver: field value "${value}", wanted "${expectValue}"`);
  await clickSelector(ep, '#subbtn');
}

describeTask('enter-time', {
  async solve(ep) {
    const t = target(ep.goal);
    await typeTime(ep, t.hh + t.mm + t.ampm, t.value);
  },
  async wrong(ep) {
    const t = target(ep.goal);
    await typeTime(ep, t.hh + t.mm, '');
  },
});
