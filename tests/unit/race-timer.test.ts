import { describe, expect, it } from 'vitest';
import { OVER_BUDGET, raceBudget } from '../../src/episode/budget.js';
import { withinDeadline } from '../../src/env/deadline.js';
import { PageUnresponsiveError } from '../../src/errors.js';
import { raceTimer, TIMED_OUT } from '../../src/race-timer.js';

const never = () => new Promise<never>(() => undefined);

describe('raceTimer', () => {
  it('gives the work its value when it ends first, and the timer never fires', async () => {
    let fired = false;
    expect(await raceTimer(Promise.resolve(7), 20, () => { fired = true; })).toBe(7);
    await new Promise((r) => setTimeout(r, 40));
    expect(fired).toBe(false);
  });

  it('says TIMED_OUT after running onExpire when the work is late', async () => {
    const seen: string[] = [];
    const r = await raceTimer(never(), 5, () => seen.push('expired'));
    expect(r).toBe(TIMED_OUT);
    expect(seen).toEqual(['expired']);
  });

  it('passes the work\'s own rejection through', async () => {
    await expect(raceTimer(Promise.reject(new Error('boom')), 1000)).rejects.toThrow('boom');
  });
});

describe('its two users', () => {
  it('the episode budget: OVER_BUDGET when late, no limit when none is set', async () => {
    expect(await raceBudget(never(), 5)).toBe(OVER_BUDGET);
    expect(await raceBudget(Promise.resolve('done'), undefined)).toBe('done');
  });

  it('the page-call deadline: a typed error, logged, handed to onTimeout before it is thrown', async () => {
    const log: string[] = [];
    let handed: unknown;
    const late = withinDeadline('read the reward', never(), 5, log, (e) => { handed = e; });
    await expect(late).rejects.toBeInstanceOf(PageUnresponsiveError);
    expect(handed).toBeInstanceOf(PageUnresponsiveError);
    expect(log.at(-1)).toBe('no answer to "read the reward" within 5 ms: the page hangs');
    expect(await withinDeadline('evaluate', Promise.resolve(3), 1000)).toBe(3);
  });
});
