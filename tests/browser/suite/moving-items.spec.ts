/**
 * moving-items (embedded suite), clean-room from moving-items.md.
 *
 * The test solver (real time, raw clicks only) clicks, round after round, the started circle
 * nearest the edge it enters from: just entered, where the spec's agent notes say circles
 * are slow (< 16 px in the first ~950 ms, inside the page's 23.4-px hit square), at its
 * centre clamped into the frame (page x 159 / 1 while it is still outside), led by its
 * velocity (from the previous look, page clock) times the last measured look-to-click lag,
 * so a circle missed during a stall is still hit further in. When a click removes another
 * circle first in DOM order (one still waiting on that side: the official hit rule), the
 * entering one is clicked again next round. The fake-clock run below clicks only at the
 * entry edge (page x 158 / 3, centre within 18 px), at fixed page times.
 * Graded (kept official scoring): -1 + 0.2 per hit - 0.05 per miss, at 9.9 s (the page ends
 * every episode itself then, never earlier; the harness's timer being off changes nothing).
 * Best reachable: 10 hits. The spec's formula (-1, then +0.2 per hit summed in click order
 * in doubles) gives exactly 1 for ten hits, as here; the spec's example value for ten hits,
 * 0.9999999999999999, does not follow from that formula (unresolved), so the solve must
 * reach MIN_RAW = 0.9999, which either satisfies. Wrong action: one click far from every circle, then nothing:
 * -1.05, clamped to -1.
 *
 * Real time and determinism: the circles move with wall-clock d3 v3 transitions, and the
 * first (item-0) starts 0-240 ms after the start, so a start screenshot may show its sliver.
 * The harness's byte-for-byte start-screen check therefore hides the SVG (it holds only the
 * circles) and compares the seed's drawn instance (sides, heights, ids, DOM order, start
 * times) instead (hiddenInstance). The motion is checked under Playwright's fake clock
 * (fake-clock.ts): the same seed and the same click times give the same positions of every
 * circle at every 100 ms of page time and the same reward, on a fresh page and on a page
 * that ran a full episode at another seed before.
 * Kept official quirks, tested: hit squares (a click 20 px right and below a circle's centre,
 * off its disc, removes it; a click at the right edge removes a circle still waiting hidden
 * at cx 178), and an episode cut short leaves its 9.9-s timer alive: it ends the next
 * episode at the OLD schedule with the OLD score.
 * Look: item-0 enters 0-240 ms after the start, so the start frame may show its sliver; the
 * references show the area as at 0-500 ms (0 px at seed 1000 at 3x, seeds 1001-1002 at 1x)
 * and seed 1000 at 1x at ~1004 ms (10 px differ with item-0 placed there) — see docs/suites.md.
 * Outside the frame: circles wait just outside the SVG; a circle with a large cy reaches
 * below y 210 (the SVG clips at 212); clicks must stay inside the frame.
 */
import type { Episode } from '../../../src/env/episode.js';
import { describeTask } from './harness.js';
import { expect, test } from '../fixtures.js';
import { clockedEpisode, restart } from './fake-clock.js';

const MIN_RAW = 0.9999;

interface Circle {
  id: string;
  x: number;
  y: number;
  side: 'left' | 'right';
  started: boolean;
}

/** The circles still present, in DOM order: centre in page pixels (SVG + (2, 52)). */
const circles = (ep: Episode) =>
  ep.page.evaluate(() => {
    const m = (window as any).MOVING as { circles: { id: string; side: 'left' | 'right' }[] };
    const side = new Map(m.circles.map((c) => [c.id, c.side]));
    return [...document.querySelectorAll('#area_svg .item')].map((el) => {
      const cx = Number(el.getAttribute('cx'));
      const s = side.get(el.id)!;
      return { id: el.id, x: cx + 2, y: Number(el.getAttribute('cy')) + 52, side: s, started: cx !== (s === 'left' ? -18 : 178) };
    });
  }) as Promise<Circle[]>;

/** Where to click a circle that has just entered: the frame edge on its side, at its height. */
const entryClick = (c: Circle) => ({ x: c.side === 'right' ? 158 : 3, y: Math.min(209, Math.max(51, Math.round(c.y))) });

/**
 * The first circle (DOM order) that has started and is still within 18 px of its entry click
 * (the hit square is 23.4). A click there removes the first circle in DOM order inside the
 * square, which may be another one still waiting on that side (kept official behaviour):
 * the entering circle then stays and is clicked again at the next look.
 */
const entering = (all: Circle[]) => all.find((c) => c.started && Math.abs(c.x - entryClick(c).x) < 18);

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The circles and the page's clock reading at the same moment. */
async function look(ep: Episode): Promise<{ now: number; all: Circle[] }> {
  const [now, all] = await Promise.all([ep.page.evaluate(() => Date.now()), circles(ep)]);
  return { now, all };
}

const instance = (ep: Episode) => ep.page.evaluate(() => (window as any).MOVING);

describeTask('moving-items', {
  minRawReward: MIN_RAW,
  settleMs: 20_000,
  async solve(ep) {
    // Per circle, its last seen centre and the page time then: a velocity to lead the click by.
    const seen = new Map<string, { x: number; y: number; t: number }>();
    let lag = 100; // page ms from a look to its click landing, measured each round
    for (;;) {
      if ((await ep.reward()).done) return;
      const { now, all } = await look(ep);
      if (all.length === 0) return; // all ten hit; the page ends the episode at 9.9 s
      const started = all.filter((c) => c.started);
      // The circle nearest the edge it enters from: the slowest, just entered (or one missed
      // while the machine stalled, then led by its velocity).
      const next = started.sort((a, b) => Math.abs(a.x - entryClick(a).x) - Math.abs(b.x - entryClick(b).x))[0];
      if (next) {
        const before = seen.get(next.id);
        const dt = before ? now - before.t : 0;
        const lead = Math.min(400, lag);
        const vx = dt > 0 ? (next.x - before!.x) / dt : 0, vy = dt > 0 ? (next.y - before!.y) / dt : 0;
        await ep.screen.mouse.click(clamp(next.x + vx * lead, 1, 159), clamp(next.y + vy * lead, 51, 209));
        lag = (await ep.page.evaluate(() => Date.now())) - now;
      }
      for (const c of all) seen.set(c.id, { x: c.x, y: c.y, t: now });
    }
  },
  async wrong(ep) {
    await ep.screen.mouse.click(80, 60); // far from every circle at the start (all wait outside)
  },
  hiddenInstance: instance,
  timeVarying: [{ selector: '#area_svg', display: 'block' }],
});

/** See chase-circle.spec.ts: fake frames run on a 16-ms grid of page time. */
async function alignToFrames(ep: Episode) {
  const now = await ep.page.evaluate(() => Date.now());
  if (now % 16) await ep.page.clock.runFor(16 - (now % 16));
}

/**
 * A clocked episode: every 100 ms of page time, the positions of all circles present, then
 * a click on the entering circle if there is one (so the clicks fall at fixed page times).
 */
async function clockedRun(ep: Episode) {
  const trace: string[] = [];
  for (let t = 0; t <= 10_000; t += 100) {
    const all = await circles(ep);
    trace.push(`${t}:` + all.map((c) => `${c.id}@${c.x.toFixed(4)},${c.y.toFixed(4)}`).join(' '));
    if ((await ep.reward()).done) break;
    const next = entering(all);
    if (next) await ep.screen.mouse.click(entryClick(next).x, entryClick(next).y);
    await ep.page.clock.runFor(100);
  }
  return { trace, reward: await ep.reward() };
}

test.describe('moving-items under the fake clock', () => {
  test.setTimeout(300_000);

  test('same seed, same click times: same positions and reward; a full episode before changes nothing', async ({ host }) => {
    const a = await clockedEpisode(host, 'moving-items', 1000);
    let first: Awaited<ReturnType<typeof clockedRun>>;
    try {
      expect((await instance(a)).times).toEqual([80, 730, 1640, 2540, 3150, 4100, 4740, 5730, 6340, 7150]); // moving-items.md
      first = await clockedRun(a);
    } finally {
      await a.close();
    }
    // -1 + 0.2 ten times is exactly 1 in IEEE doubles (see the header on the spec's example).
    expect(first.reward).toMatchObject({ done: true, rawReward: 1 });
    const b = await clockedEpisode(host, 'moving-items', 1001);
    try {
      const other = await clockedRun(b);
      expect(other.reward.done).toBe(true);
      expect(other.trace).not.toEqual(first.trace);
      await b.page.clock.runFor(1000);
      await alignToFrames(b);
      await restart(b, 1000);
      const again = await clockedRun(b);
      expect(again.trace).toEqual(first.trace);
      expect(again.reward).toEqual(first.reward);
    } finally {
      await b.close();
    }
  });

  test('kept quirks: hit squares, hidden waiting circles, and the old end timer after a cut-short episode', async ({ host }) => {
    const ep = await clockedEpisode(host, 'moving-items', 1000);
    const score = () => ep.page.evaluate(() => document.querySelectorAll('#area_svg .item').length);
    try {
      // At the start every circle waits hidden; item-6 (right, cy 102) comes first in DOM order.
      const waiting = (await circles(ep))[0]!;
      expect(waiting).toMatchObject({ id: 'item-6', side: 'right', started: false });
      await ep.screen.mouse.click(158, waiting.y); // ox 156: |178 - 156| < 23.4
      expect(await score()).toBe(9);

      // A circle mid-area: a click 20 px right of and below its centre, off its disc (r 18).
      await ep.page.clock.runFor(2000); // item-0 (started at 80 ms) is mid-crossing
      const mid = (await circles(ep)).find((c) => c.id === 'item-0')!;
      expect(mid.x).toBeGreaterThan(30);
      expect(mid.x).toBeLessThan(130);
      await ep.screen.mouse.click(mid.x + 20, Math.min(209, mid.y + 20));
      expect((await circles(ep)).some((c) => c.id === 'item-0')).toBe(false);

      // Score now -0.6. Cut short at 2 s; the next episode (any seed) ends at 9.9 s after the
      // OLD start, i.e. ~7.9 s into the new one, with the old score.
      await restart(ep, 1001);
      let t = 0;
      while (!(await ep.reward()).done && t < 12_000) {
        await ep.page.clock.runFor(100);
        t += 100;
      }
      expect(t).toBe(7900);
      expect((await ep.reward()).rawReward).toBeCloseTo(-0.6, 12);
    } finally {
      await ep.close();
    }
  });
});
