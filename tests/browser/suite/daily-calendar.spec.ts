/**
 * daily-calendar (embedded suite), clean-room from daily-calendar.md: drag over half-hour
 * cells to create an event of the asked length ending inside the asked window, name it in
 * the pop-up box and press Create.
 *
 * Look: sheet (seed 1000, scale 3) 0 px differ; at scale 1 seeds 1000-1002 differ in 5 px by
 * 1 level (anti-aliasing of the "1am", "2am", "3am" labels' first glyphs). The scroll-bar
 * quirk: #area is overflow-y: scroll; the reference (headless, no classic scrollbars) shows
 * none and neither do we; under classic 15-px scrollbars the events would move 3 px left
 * (21% of 145 px), as on the official page.
 *
 * Outside the frame: the day is 984 px tall in a 156-px scrolling #area; only 12am-3am show
 * at the start, and the three existing events (in 6am-10am, 12pm-4pm, 6pm-10pm) and every
 * window lie below: scroll with the wheel. The pop-up box (82 px) opens at the new event's
 * top and can reach below the frame when the event starts low in the view.
 *
 * Odd behaviour kept (named):
 *   - the drag that consumes draws: every redraw of the new event draws a class from the
 *     page's one random stream (never seen: the new event is always amber), and Create with
 *     the right name draws 4 more (the original's jQuery selector filter), so an episode
 *     started without a new seed depends on how the previous one was dragged (tested);
 *   - drag mode stays on after a release outside the new box; an upward drag draws the cells
 *     between with a negative length (never a success); only the event's end is checked
 *     against the window; overlaps with existing events pass; events are placed at 20.42 px
 *     per half hour + 4 (drifting from the 20.5-px cells); the field is not focused.
 *
 * The test solver wheels the window's first cell near the top of the view, presses the
 * mouse in the strip right of the event boxes (x 140, always a cell), moves down to the
 * last cell of the asked length, moves onto the amber box and releases there, clicks the
 * field, types the name and clicks Create. The wrong action types another name (-1).
 */
import type { Episode } from '../../../src/env/episode.js';
import { expect, test } from '../fixtures.js';
import { boxOf, centre, clickSelector, describeTask, type Box } from './harness.js';

interface Inst {
  cells: number;
  name: string;
  window: { startCell: number; endCell: number };
}
const inst = (ep: Episode) => ep.page.evaluate(() => (window as any).DAILY_CALENDAR as Inst);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

/** Wheels #area until cell k's top lies between y 60 and 110 of the frame. */
async function scrollToCell(ep: Episode, k: number): Promise<Box> {
  for (let i = 0; i < 12; i++) {
    const b = await boxOf(ep.page, `#hh-${k}`);
    if (b.top >= 60 && b.top <= 110) return b;
    await ep.screen.mouse.move(80, 130);
    await ep.screen.mouse.wheel(0, b.top - 80);
    await settleScroll(ep);
  }
  throw new Error(`test solver: could not scroll cell ${k} into view`);
}

/** Drags from cell `from` to cell `to` in the strip at x 140 and releases on the new event box. */
async function dragEvent(ep: Episode, from: number, to: number): Promise<void> {
  const a = await scrollToCell(ep, Math.min(from, to));
  const ya = a.top + a.height / 2 + 20.5 * (from - Math.min(from, to));
  const yb = a.top + a.height / 2 + 20.5 * (to - Math.min(from, to));
  await ep.screen.mouse.move(140, ya);
  await ep.screen.mouse.down();
  await ep.screen.mouse.move(141, yb); // a move on a cell (re)draws the new event
  const box = await boxOf(ep.page, '#newEvent');
  await ep.screen.mouse.move(80, Math.min(Math.max(yb, box.top + 3), box.top + box.height - 3));
  await ep.screen.mouse.up();
}

async function nameAndCreate(ep: Episode, name: string): Promise<void> {
  await clickSelector(ep, '#event-name');
  await ep.screen.keyboard.type(name);
  await clickSelector(ep, '#submit-event');
}

describeTask('daily-calendar', {
  async solve(ep) {
    const s = await inst(ep);
    const from = s.window.startCell;
    await dragEvent(ep, from, from + s.cells - 1);
    await nameAndCreate(ep, s.name);
  },
  async wrong(ep) {
    const s = await inst(ep);
    const from = s.window.startCell;
    await dragEvent(ep, from, from + s.cells - 1);
    await nameAndCreate(ep, s.name === 'Gym' ? 'Food' : 'Gym');
  },
});

test.describe('daily-calendar details (seed 1000: 90 mins "Phonecall" between 12PM and 4PM)', () => {
  const rel = (b: Box, d: Box) => [b.left, b.top - d.top, b.width, b.height].map((v) => Math.round(v * 10) / 10);

  test('the dialog: geometry, times, unfocused field; drag mode stays on after a release outside the box', async ({ host }) => {
    const ep = await host.openEpisode({ task: 'daily-calendar', seed: 1000 });
    try {
      const a = await scrollToCell(ep, 24);
      const y = (k: number) => a.top + a.height / 2 + 20.5 * (k - 24);
      await ep.screen.mouse.move(140, y(24));
      await ep.screen.mouse.down();
      await ep.screen.mouse.move(141, y(25));
      await ep.screen.mouse.up(); // on cell 25 in the strip, not on the box: no dialog
      expect(await ep.page.locator('#create-event').count()).toBe(0);
      await ep.screen.mouse.move(140, y(26)); // no button held: the box still grows
      const box = await boxOf(ep.page, '#newEvent');
      expect([box.height, await ep.page.locator('#newEvent').textContent()]).toEqual([62, 'New event']);
      await ep.screen.mouse.click(80, box.top + 30); // a later click on the box opens the dialog
      const d = await boxOf(ep.page, '#create-event');
      expect([d.left, d.top, d.width, d.height]).toEqual([7, box.top, 140, 82]);
      expect(rel(await boxOf(ep.page, '#event-name'), d)).toEqual([13, 6, 128, 21]);
      expect(rel(await boxOf(ep.page, '#cancel-event'), d)).toEqual([15, 50, 55, 21]);
      expect(rel(await boxOf(ep.page, '#event-start'), d).slice(1, 2)).toEqual([32]);
      expect(rel(await boxOf(ep.page, '#submit-event'), d)).toEqual([76.8, 50, 55, 21]);
      expect(await ep.page.locator('#create-event .times').textContent()).toBe('12pm to 1:30pm');
      expect(await ep.page.evaluate(() => document.activeElement?.id ?? '')).not.toBe('event-name');
      await nameAndCreate(ep, 'PHONECALL'); // any letter case
      expect(await ep.reward()).toMatchObject({ done: true, rawReward: 1 });
    } finally {
      await ep.close();
    }
  });

  test('only the end is checked (10:30am-12pm passes for 12PM-4PM); an upward drag fails', async ({ host }) => {
    for (const [from, to, times, raw] of [[21, 23, '10:30am to 12pm', 1], [27, 24, '1:30pm to 12:30pm', -1]] as const) {
      const ep = await host.openEpisode({ task: 'daily-calendar', seed: 1000 });
      try {
        await dragEvent(ep, from, to);
        expect(await ep.page.locator('#create-event .times').textContent()).toBe(times);
        await nameAndCreate(ep, 'Phonecall');
        expect(await ep.reward(), `${from} -> ${to}`).toMatchObject({ done: true, rawReward: raw });
      } finally {
        await ep.close();
      }
    }
  });

  test('the drag consumes draws: the next unseeded episode depends on how many redraws were made', async ({ host }) => {
    const after = async (moves: number[]) => {
      const ep = await host.openEpisode({ task: 'daily-calendar', seed: 1000 });
      try {
        const a = await scrollToCell(ep, 24);
        await ep.screen.mouse.move(140, a.top + a.height / 2);
        await ep.screen.mouse.down();
        for (const k of moves) await ep.screen.mouse.move(141, a.top + a.height / 2 + 20.5 * (k - 24));
        await ep.screen.mouse.move(80, a.top + a.height / 2);
        await ep.screen.mouse.up();
        await clickSelector(ep, '#cancel-event');
        // The next episode without a new seed, as the official harness starts it with no seed.
        return await ep.page.evaluate(() => {
          (window as any).core.startEpisodeReal();
          const s = (window as any).DAILY_CALENDAR;
          return JSON.stringify([document.getElementById('query')!.textContent, s.existing]);
        });
      } finally {
        await ep.close();
      }
    };
    const one = await after([26]), two = await after([25, 26]), oneAgain = await after([26]);
    expect(oneAgain).toBe(one);
    expect(two).not.toBe(one);
  });
});
