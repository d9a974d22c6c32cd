/**
 * chase-circle (embedded suite), clean-room from chase-circle.md.
 *
 * The test solver (real time, raw mouse moves only) reads the disc's centre and its current
 * target and moves the pointer onto the centre (up to 15 px ahead towards the target), again
 * and again, until the page ends the episode at the end of the fifth move (~9.95 s; the page
 * ends it itself, so the harness's timer being off changes nothing).
 * Graded (kept official scoring): raw = (10000 - M) / 10000 where M is the time in ms the
 * pointer spent outside the disc (from genProblem on), not time-proportional. The best
 * reachable is 1.0 (the pointer on the disc at the very start). The real-time solver's
 * first move lands only after the harness has polled the ready flag and read the goal: the
 * page counts that time as outside (measured 0.18-0.8 s, once 2.5 s, at load average ~23 on
 * the shared 2-core machine: raw 0.97-0.99 idle, 0.75-0.95 loaded). That part is the
 * harness's, not the solver's, so the solve asserts, with the page's own clock, that the
 * pointer lost at most MAX_LAG_MS = 300 ms after its first move landed
 * (raw >= 1 - (start loss + 300) / 10000), and the harness's floor MIN_RAW = 0.5 only
 * catches a chase that failed outright. Under the fake clock below the same chase reaches
 * exactly 1.
 * Wrong action: none that ends the episode; never entering still scores ~ +0.005 (positive,
 * as on the official page), so there is no "wrong" test.
 *
 * Real time and determinism: the disc moves with wall-clock d3 v3 transitions, so a start
 * screenshot shows it a little along its first move (how far depends on the machine). The
 * harness's byte-for-byte start-screen check therefore hides the SVG (it holds only the
 * disc) and compares the seed's drawn start centre and first target instead (hiddenInstance). The motion itself is
 * checked under Playwright's fake clock (fake-clock.ts): the same seed and the same input
 * times give the same disc positions at every 50 ms of page time and the same reward, on a
 * fresh page and on a page that ran a full episode at another seed before; and a disc that
 * slides under a parked pointer counts as entered (the outside time stops between the page
 * time it first covers the pointer and the end of that move: Chrome re-tests hover at its
 * own rendering updates, which fall at some page time inside a clock run).
 * Kept official quirk, tested: an episode cut short (the harness restarts while the chain
 * runs) leaves its transition chain alive: it takes over the next episode's disc and ends
 * that episode at the OLD schedule (early).
 * Look: the start frame differs from the references (caught ~0.45-0.8 s into the first
 * move); with the disc placed on its first move at the matching time: 0 px at 3x (seed
 * 1000, t = 601 ms), 1-3 px (no channel over 32 levels) at 1x for seeds 1000-1002.
 * Outside the frame: the SVG overhangs the frame by 2 px right and bottom; the disc can poke
 * past y 210 by up to 2 px.
 */
import type { Episode } from '../../../src/env/episode.js';
import { describeTask } from './harness.js';
import { expect, test } from '../fixtures.js';
import { clockedEpisode, restart } from './fake-clock.js';

const MIN_RAW = 0.5;
const MAX_LAG_MS = 300;
const LEAD = 15;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The disc's centre and its current move's target in page pixels (SVG units + (2, 52)), or null between episodes. */
const disc = (ep: Episode) =>
  ep.page.evaluate(() => {
    const c = document.querySelector('#circ');
    const w = window as any;
    if (!c || w.WOB_DONE_GLOBAL) return null;
    const t = w.CHASE_TARGETS[w.CHASE_TARGETS.length - 1] as number[];
    return { x: Number(c.getAttribute('cx')) + 2, y: Number(c.getAttribute('cy')) + 52, tx: t[0]! + 2, ty: t[1]! + 52 };
  });

/** Start centre and first target, drawn in genProblem (SVG units). */
const startInstance = (ep: Episode) =>
  ep.page.evaluate(() => {
    const c = document.querySelector('#circ')!;
    return { start: (window as any).CHASE_START as number[], target: (window as any).CHASE_TARGETS?.[0] as number[] | undefined, r: c.getAttribute('r') };
  });

describeTask('chase-circle', {
  minRawReward: MIN_RAW,
  settleMs: 15_000,
  async solve(ep) {
    const t0 = Date.now();
    let startLoss: number | null = null;
    for (;;) {
      const p = await disc(ep);
      if (!p) break;
      if (Date.now() - t0 > 30_000) throw new Error('chase-circle never ended');
      // Aim up to LEAD px ahead of the centre, towards the move's target: the disc (r 22)
      // then has to outrun the loop by 37 px, not 22, before the pointer falls out.
      const dx = p.tx - p.x, dy = p.ty - p.y, d = Math.hypot(dx, dy), k = d > LEAD ? LEAD / d : 1;
      await ep.screen.mouse.move(clamp(p.x + dx * k, 0, 159), clamp(p.y + dy * k, 0, 209));
      // The page's own count of ms outside when the pointer first got in: the start latency.
      startLoss ??= await ep.page.evaluate(() => ((window as any).exitTime === null ? ((window as any).missed as number) : null));
    }
    const r = await ep.reward();
    expect(r.done).toBe(true);
    expect(startLoss, 'the pointer got onto the disc').not.toBeNull();
    expect(r.rawReward, `outside ${startLoss} ms before the first move landed`).toBeGreaterThanOrEqual(1 - (startLoss! + MAX_LAG_MS) / 10_000);
  },
  hiddenInstance: startInstance,
  // The whole SVG (it holds only the disc): hiding the disc alone leaves a stray anti-aliased
  // pixel or two where Chrome does not repaint the edge it moved away from.
  timeVarying: [{ selector: '#area_svg', display: 'block' }],
});

/**
 * Playwright's fake requestAnimationFrame runs on a 16-ms grid of page time (from the clock's
 * epoch, CLOCK_T0 being a multiple of 16): starting every compared episode on that grid gives
 * its d3 frames the same page times after the start.
 */
async function alignToFrames(ep: Episode) {
  const now = await ep.page.evaluate(() => Date.now());
  if (now % 16) await ep.page.clock.runFor(16 - (now % 16));
}

/** Chases the disc under the fake clock: every `step` ms of page time, a move onto its centre. */
async function clockedChase(ep: Episode, step = 50, maxMs = 12_000) {
  const trace: string[] = [];
  for (let t = 0; t <= maxMs; t += step) {
    const p = await disc(ep);
    if (!p) break;
    trace.push(`${t}:${p.x.toFixed(6)},${p.y.toFixed(6)}`);
    await ep.screen.mouse.move(p.x, Math.min(209, p.y));
    await ep.page.clock.runFor(step);
  }
  return { trace, reward: await ep.reward() };
}

test.describe('chase-circle under the fake clock', () => {
  test.setTimeout(240_000);

  test('same seed, same input times: same positions and reward; a full episode before changes nothing', async ({ host }) => {
    const a = await clockedEpisode(host, 'chase-circle', 1000);
    let first: Awaited<ReturnType<typeof clockedChase>>;
    try {
      first = await clockedChase(a);
    } finally {
      await a.close();
    }
    expect(first.reward).toMatchObject({ done: true, rawReward: 1, reward: 1 });
    expect(first.trace.length).toBeGreaterThan(190); // ~9.95 s of 50-ms steps
    expect(first.trace[0]).toBe('0:34.906380,124.492184'); // chase-circle.md: start (32.91, 72.49) + (2, 52)

    const b = await clockedEpisode(host, 'chase-circle', 1001);
    try {
      const other = await clockedChase(b);
      expect(other.reward.done).toBe(true);
      expect(other.trace).not.toEqual(first.trace);
      await b.page.clock.runFor(1000);
      await alignToFrames(b);
      await restart(b, 1000); // the same page, now at seed 1000
      const again = await clockedChase(b);
      expect(again.trace).toEqual(first.trace);
      expect(again.reward).toEqual(first.reward);
    } finally {
      await b.close();
    }
  });

  test('a disc sliding under a parked pointer counts as entered', async ({ host }) => {
    const ep = await clockedEpisode(host, 'chase-circle', 1000);
    try {
      const { start, t1 } = await ep.page.evaluate(() => ({ start: (window as any).CHASE_START as number[],
        t1: (window as any).CHASE_TARGETS[0] as number[] })
      );
      await ep.screen.mouse.move(t1[0]! + 2, t1[1]! + 52); // where the disc will be at 2 s, 57 px from its start
      // The disc (r 22) first covers the pointer when (1 - e(s)) * |T1 - start| <= 22 (a 1-px margin
      // for the whole-pixel pointer): e(s) = 1 - (2 - 2s)^3 / 2 on the second half of the move.
      const dist = Math.hypot(t1[0]! - start[0]!, t1[1]! - start[1]!);
      const e = 1 - 21 / dist;
      const covered = 2000 * (1 - Math.cbrt(2 * (1 - e)) / 2);
      await ep.page.clock.runFor(2000);
      await expect.poll(() => ep.page.evaluate(() => (window as any).exitTime === null), { timeout: 10_000 }).toBe(true);
      // Entered while covered: the outside time stopped between the cover and the end of the move.
      // (Chrome re-tests hover at its own rendering updates, which fall somewhere inside runFor.)
      const missed = await ep.page.evaluate(() => (window as any).missed as number);
      expect(missed).toBeGreaterThanOrEqual(Math.floor(covered));
      expect(missed).toBeLessThanOrEqual(2000);
    } finally {
      await ep.close();
    }
  });

  test('kept quirk: an episode cut short takes over the next one and ends it early', async ({ host }) => {
    const ep = await clockedEpisode(host, 'chase-circle', 1000);
    try {
      await ep.page.clock.runFor(3000);
      await restart(ep, 1000);
      let t = 0;
      while (!(await ep.reward()).done && t < 12_000) {
        await ep.page.clock.runFor(100);
        t += 100;
      }
      // The old chain's fifth move ends ~9.9 s after the OLD start: ~6.9 s into the new episode.
      expect(t).toBeGreaterThanOrEqual(6800);
      expect(t).toBeLessThanOrEqual(7100);
    } finally {
      await ep.close();
    }
  });
});
