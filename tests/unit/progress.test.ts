import { describe, expect, it } from 'vitest';
import { OVER_BUDGET, raceBudget } from '../../src/episode/budget.js';
import { withinDeadline } from '../../src/env/deadline.js';
import { PageUnresponsiveError } from '../../src/errors.js';
import { Progress, raceTimer, TIMED_OUT } from '../../src/util/progress.js';
import { EpisodeBudgetError, episodeProgress } from '../../src/episode/budget.js';

const never = () => new Promise<never>(() => undefined);

describe('raceTimer', () => {
  it('gives the work its value when it ends first, and the timer never fires', async () => {
    let fired = false;
    expect(await raceTimer(Promise.resolve(7), 20, () => {
      fired = true;
    })).toBe(7);
    await new Promise((r) => setTimeout(r, 40));
    expect(fired).toBe(false);
  });

  it('says TIMED_OUT after running onExpire when the work is late', async () => {
    const seen: string[] = [];
    const r = await raceTimer(never(), 5, () => seen.push('expired'));
    expect(r).toBe(TIMED_OUT);
    expect(seen).toEqual(['expired']);
  });

  it("passes the work's own rejection through", async () => {
    await expect(raceTimer(Promise.reject(new Error('boom')), 1000)).rejects.toThrow('boom');
  });
});

describe('Progress', () => {
  it("fires its signal at the deadline with onExpire's reason, and every race then says TIMED_OUT", async () => {
    const p = Progress.start('the work', 5, { onExpire: () => new Error('late') });
    expect(p.signal.aborted).toBe(false);
    expect(await p.race(never())).toBe(TIMED_OUT);
    expect(p.expired).toBe(true);
    expect((p.signal.reason as Error).message).toBe('late');
    expect(p.remainingMs()).toBe(0);
    expect(await p.race(Promise.resolve(1))).toBe(TIMED_OUT); // past the deadline, even work that is done
    p.dispose();
  });

  it('without a deadline races nothing; abort() fires the signal; dispose() keeps the timer from firing', async () => {
    const open = Progress.start('open-ended', undefined);
    expect(open.remainingMs()).toBe(Infinity);
    expect(await open.race(Promise.resolve('v'))).toBe('v');
    open.abort(new Error('stop'));
    expect((open.signal.reason as Error).message).toBe('stop');
    let fired = false;
    const p = Progress.start('short', 10, { onExpire: () => {
      fired = true;
    } });
    expect(await p.race(Promise.resolve(2))).toBe(2);
    p.dispose();
    await new Promise((r) => setTimeout(r, 30));
    expect(fired).toBe(false);
    expect(p.signal.aborted).toBe(false);
  });

  it("shares the caller's call log", () => {
    const log = ['opened'];
    const p = Progress.start('x', 1000, { log });
    p.log.push('step');
    expect(log).toEqual(['opened', 'step']);
    p.dispose();
  });

  it("an episode's Progress stops its loop with an EpisodeBudgetError", async () => {
    const p = episodeProgress(5);
    await p.race(never());
    expect(p.signal.reason).toBeInstanceOf(EpisodeBudgetError);
    p.dispose();
  });
});

describe('its users', () => {
  it('the episode budget: OVER_BUDGET when late, no limit when none is set', async () => {
    expect(await raceBudget(never(), 5)).toBe(OVER_BUDGET);
    expect(await raceBudget(Promise.resolve('done'), undefined)).toBe('done');
  });

  it('the page-call deadline: a typed error, logged, handed to onTimeout before it is thrown', async () => {
    const log: string[] = [];
    let handed: unknown;
    const late = withinDeadline('read the reward', never(), 5, log, (e) => {
      handed = e;
    });
    await expect(late).rejects.toBeInstanceOf(PageUnresponsiveError);
    expect(handed).toBeInstanceOf(PageUnresponsiveError);
    expect(log.at(-1)).toBe('no answer to "read the reward" within 5 ms: the page hangs');
    expect(await withinDeadline('evaluate', Promise.resolve(3), 1000)).toBe(3);
  });
});
