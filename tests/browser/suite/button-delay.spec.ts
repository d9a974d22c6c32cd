/**
 * button-delay (embedded suite), clean-room from button-delay.md.
 *
 * Sheet (seed 1000, scale 3): 0 px differ; scale 1, seeds 1000-1002: 0 px.
 * Differences from the official page: none known. Outside the frame: nothing (both
 * buttons lie inside it: x <= 157, y <= 207).
 *
 * Real-time behaviour, named: the WALL-CLOCK GAP. The page takes Date.now() at the click
 * on ONE (when it is the first click of the episode) and again at the second click; the
 * reward is graded by the relative error e = |gap - d| / d against the stated delay d
 * (1-3 s): e < 0.15 gives 1, < 0.40 0.6, < 0.65 0.35, < 0.85 0, else -1; none of it is
 * time-proportional. Nothing on screen changes between the clicks. TWO is drawn on top of
 * ONE where they overlap (seed 1000), so ONE is clicked where it is visible.
 *
 * Timing against the page's own clock, not luck: after clicking ONE the test reads the
 * page's recorded time of that click, moves onto TWO and presses the button, waits INSIDE
 * the page until the page's Date.now() reaches ONE's time + 0.85 d + 50 ms, then releases
 * (the click fires on the release). The +1 band is gap in (0.85 d, 1.15 d), so the release
 * may arrive up to 250 ms (d = 1) or 850 ms (d = 3) late and still score 1; it can never be
 * early. The graded test checks the page's reward against the band of the gap the page
 * itself measured, so it holds at any machine load.
 */
import type { Episode } from '../../../src/env/episode.js';
import { expect, test } from '../fixtures.js';
import { describeTask } from './harness.js';

interface State { delay: number; clicks: string[]; t1: number | null; gap?: number }

const state = (ep: Episode) => ep.page.evaluate(() => (window as any).BUTTON_DELAY as State);

/** A point where the button `id` is the topmost element (TWO covers ONE where they overlap). */
async function visiblePoint(ep: Episode, id: string): Promise<{ x: number; y: number }> {
  const p = await ep.page.evaluate((id) => {
    const el = document.getElementById(id)!;
    const r = el.getBoundingClientRect();
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    let best: { x: number; y: number; d: number } | null = null;
    for (let y = Math.ceil(r.top) + 2; y < r.bottom - 2; y++) {
      for (let x = Math.ceil(r.left) + 2; x < r.right - 2; x++) {
        if (x >= 160 || y >= 210 || document.elementFromPoint(x, y) !== el) continue;
        const d = Math.hypot(x - cx, y - cy);
        if (!best || d < best.d) best = { x, y, d };
      }
    }
    return best;
  }, id);
  if (!p) throw new Error(`test solver: #${id} is nowhere visible`);
  return p;
}

/** Waits inside the page until its own clock reads `at` (ms since the epoch). */
async function waitForPageTime(ep: Episode, at: number): Promise<void> {
  await ep.page.evaluate((at) => new Promise<void>((done) => {
    const tick = () => { const left = at - Date.now(); if (left <= 0) done(); else setTimeout(tick, Math.min(left, 20)); };
    tick();
  }), at);
}

/** Clicks ONE, then releases a press on TWO once `gapMs` has passed on the page's clock since ONE's click. */
async function play(ep: Episode, gapMs: (delay: number) => number): Promise<State> {
  const one = await visiblePoint(ep, 'subbtn');
  const two = await visiblePoint(ep, 'subbtn2');
  await ep.screen.mouse.click(one.x, one.y);
  const s = await state(ep);
  if (s.t1 === null) throw new Error('test solver: the page took no time for ONE');
  await ep.screen.mouse.move(two.x, two.y);
  await ep.screen.mouse.down();
  await waitForPageTime(ep, s.t1 + gapMs(s.delay));
  await ep.screen.mouse.up();
  return state(ep);
}

describeTask('button-delay', {
  // The +1 band is gap in (0.85 d, 1.15 d): release 50 ms into it.
  solve: async (ep) => { await play(ep, (d) => 850 * d + 50); },
  // TWO first, then ONE: the wrong order ends the episode with -1.
  async wrong(ep) {
    const two = await visiblePoint(ep, 'subbtn2');
    const one = await visiblePoint(ep, 'subbtn');
    await ep.screen.mouse.click(two.x, two.y);
    await ep.screen.mouse.click(one.x, one.y);
  },
});

/** The reward band of a gap (seconds) for delay d, as button-delay.md states it. */
function band(gap: number, d: number): number {
  const e = Math.abs(gap - d) / d;
  return e < 0.15 ? 1 : e < 0.4 ? 0.6 : e < 0.65 ? 0.35 : e < 0.85 ? 0 : -1;
}

test.describe('button-delay wall-clock gap', () => {
  // Seed 1001 states d = 3. Each release is aimed 50 ms after a band starts (1.05 s: 0.35;
  // 1.8 s: 0.6); the page's reward must match the band of the gap the page measured, and the
  // gap can only come out later than the aim, never earlier.
  for (const aimMs of [1100, 1850]) {
    test(`a gap of about ${aimMs} ms for "wait 3 seconds" is graded by the page's own clock`, async ({ host }) => {
      const ep = await host.openEpisode({ task: 'button-delay', seed: 1001 });
      try {
        expect(ep.goal).toContain('wait 3 seconds');
        const s = await play(ep, () => aimMs);
        const r = await ep.reward();
        expect(r.done).toBe(true);
        expect(s.gap! * 1000).toBeGreaterThanOrEqual(aimMs);
        expect(r.rawReward, `page-measured gap ${s.gap} s`).toBe(band(s.gap!, 3));
        expect(r.reward, 'not time-proportional').toBe(r.rawReward);
      } finally {
        await ep.close();
      }
    });
  }

  test('the same button twice ends the episode with -1', async ({ host }) => {
    const ep = await host.openEpisode({ task: 'button-delay', seed: 1001 });
    try {
      const one = await visiblePoint(ep, 'subbtn');
      await ep.screen.mouse.click(one.x, one.y);
      expect((await ep.reward()).done).toBe(false);
      await ep.screen.mouse.click(one.x, one.y);
      expect(await ep.reward()).toMatchObject({ done: true, rawReward: -1 });
    } finally {
      await ep.close();
    }
  });
});
