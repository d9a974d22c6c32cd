/**
 * buy-ticket (embedded suite), clean-room from buy-ticket.md: four ticket cards showing only
 * a duration and a "Book for $..." button; book the cheapest, most expensive, shortest or
 * longest.
 *
 * Look: sheet (seed 1000, scale 3) 0 px differ; at scale 1 seeds 1000-1002 differ in 71 px
 * by at most 1 level (the anti-aliased rounded corners of the four golden buttons).
 *
 * Outside the frame: nothing; all four cards lie inside y 57..188.
 *
 * Odd behaviour kept (named): graded wrong answers. A card at the opposite extreme gives
 * -1, any other wrong card -0.5 (not time-scaled); durations are compared in exact
 * milliseconds, so two cards that show the same "Xh Ym" are not both right. The hidden
 * travel day comes from a date range whose end overflows (31 June = 1 July 2017).
 *
 * The test solver reads the instance (window.BUY_TICKET) and clicks the right card's button
 * centre with a raw click; the wrong action books the opposite extreme (-1).
 */
import type { Episode } from '../../../src/env/episode.js';
import { centre, describeTask, type Box } from './harness.js';

async function pick(ep: Episode, right: boolean): Promise<void> {
  const box = await ep.page.evaluate((right) => {
    const s = (window as any).BUY_TICKET as { action: string; tickets: { price: number; duration: number }[] };
    const key = /cost/.test(s.action) ? 'price' : 'duration';
    const min = /cheapest|shortest/.test(s.action) === right;
    const values = s.tickets.map((t) => t[key]);
    const target = min ? Math.min(...values) : Math.max(...values);
    const r = document.querySelectorAll('.buy-ticket')[values.indexOf(target)]!.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height } as Box;
  }, right);
  const c = centre(box);
  await ep.screen.mouse.click(c.x, c.y);
}

describeTask('buy-ticket', {
  solve: (ep) => pick(ep, true),
  wrong: (ep) => pick(ep, false),
});
