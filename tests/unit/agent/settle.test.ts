/** The pixel settle wait with its default pauses: two equal screenshots in a row, or the deadline. */
import { describe, expect, it } from 'vitest';
import { MOVING_AFTER, MOVING_DEADLINE_MS, Settler, waitForSettle } from '../../../src/agent/settle.js';
import { fakeScreen } from './fake-screen.js';

/** A screen that changes at each of its first `changes` screenshots, then stays still. */
function settlingAfter(changes: number) {
  const s = fakeScreen();
  const shot = s.screenshot;
  let shots = 0;
  s.screenshot = async () => {
    if (shots++ < changes) s.paint(3);
    return shot();
  };
  return s;
}

describe('waitForSettle (default pauses)', () => {
  it('takes two screenshots of a still screen', async () => {
    const r = await waitForSettle(fakeScreen());
    expect([r.settled, r.shots]).toEqual([true, 2]);
  });

  it('waits through changes and returns the still picture, not a passing one', async () => {
    const s = settlingAfter(4);
    const r = await waitForSettle(s);
    expect([r.settled, r.shots]).toEqual([true, 5]); // the first 4 pictures each show a change; the 5th equals the 4th
    expect(r.png.equals(await s.screenshot())).toBe(true);
  });

  it('gives up at the deadline with the last picture when the screen never stops', async () => {
    const s = settlingAfter(Number.POSITIVE_INFINITY);
    const t0 = performance.now();
    const r = await waitForSettle(s, { deadlineMs: 200 });
    expect(r.settled).toBe(false);
    expect(r.ms).toBeGreaterThanOrEqual(200);
    expect(performance.now() - t0).toBeLessThan(2_000);
    expect(r.shots).toBeGreaterThanOrEqual(2);
  });

  it('by default takes the second screenshot straight after the first, and keeps a pause it is given', async () => {
    // No default pause: a real capture waits for a new frame of the page, so two captures in a
    // row are always a frame apart (settle.ts). A pause that is asked for is kept.
    const gaps = async (opts?: { intervalMs: number }) => {
      const times: number[] = [];
      const s = fakeScreen();
      const shot = s.screenshot;
      s.screenshot = async () => {
        times.push(performance.now());
        return shot();
      };
      await waitForSettle(s, opts);
      expect(times).toHaveLength(2);
      return times[1]! - times[0]!;
    };
    expect(await gaps({ intervalMs: 15 })).toBeGreaterThanOrEqual(14);
    expect(await gaps()).toBeLessThan(await gaps({ intervalMs: 15 }));
  });
});

describe('Settler: the episode learns a page that never stops', () => {
  /** A screen that changes at every screenshot while `moving.on` holds. */
  function movingScreen() {
    const s = fakeScreen();
    const shot = s.screenshot;
    const moving = { on: true };
    s.screenshot = async () => {
      if (moving.on) s.paint(3);
      return shot();
    };
    return { s, moving };
  }

  it(`waits out the full deadline ${MOVING_AFTER} times, then only ${MOVING_DEADLINE_MS} ms, and the full one again once the page is still`, async () => {
    const { s, moving } = movingScreen();
    const settler = new Settler(s, { deadlineMs: 400 });
    for (let i = 0; i < MOVING_AFTER; i++) {
      const r = await settler.wait();
      expect([r.settled, r.ms >= 400]).toEqual([false, true]);
    }
    expect(settler.moving).toBe(true);
    const short = await settler.wait();
    expect(short.settled).toBe(false);
    expect(short.ms).toBeGreaterThanOrEqual(MOVING_DEADLINE_MS);
    expect(short.ms).toBeLessThan(400);
    moving.on = false;
    expect((await settler.wait()).settled).toBe(true);
    expect(settler.moving).toBe(false);
  });

  it('an animation that ends (two misses in a row) keeps the full deadline', async () => {
    const { s, moving } = movingScreen();
    const settler = new Settler(s, { deadlineMs: 100 });
    for (let i = 0; i < MOVING_AFTER - 1; i++) await settler.wait();
    moving.on = false;
    await settler.wait();
    expect(settler.moving).toBe(false);
  });
});
