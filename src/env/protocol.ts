/**
 * The MiniWoB episode protocol (_frame.md section 7), spoken to a task page exactly as the
 * official harness does: force-stop, seed, data mode, startEpisodeReal, poll the ready
 * flag, read the utterance and the reward globals. This is harness code: it is the only
 * place outside the task suite, the labeller and tests that evaluates script in the page.
 *
 * Every call has a deadline (deadline.ts): a page that hangs (a busy loop, a stuck
 * renderer) ends the call in a PageUnresponsiveError, never in a hang of the harness.
 */
import type { Page } from 'playwright-core';
import { PageUnresponsiveError, TaskNotReadyError } from '../errors.js';
import { PAGE_CALL_TIMEOUT_MS, withinDeadline } from './deadline.js';

export interface RewardState {
  done: boolean;
  /** WOB_REWARD_GLOBAL: time-proportional where the task says so. */
  reward: number;
  /** WOB_RAW_REWARD_GLOBAL: the task's verdict before time scaling. */
  rawReward: number;
  reason: string | null;
}

/** setTimeout's largest delay; anything larger fires at once. Used to switch the timer off. */
export const TIMER_OFF_MS = 2_147_483_647;

export async function waitForCore(page: Page, timeoutMs: number, log: string[]): Promise<void> {
  try {
    // Playwright's own timeout ends the wait; the deadline is the backstop for a page that never answers at all.
    await withinDeadline('wait for the MiniWoB core', page.waitForFunction(
      () => typeof (window as any).core === 'object' && typeof (window as any).core.startEpisodeReal === 'function',
      undefined,
      { timeout: timeoutMs, polling: 50 },
    ), timeoutMs + PAGE_CALL_TIMEOUT_MS, log);
    log.push('core.startEpisodeReal is available');
  } catch (e) {
    if (e instanceof PageUnresponsiveError) throw e;
    throw new TaskNotReadyError(
      `The page at ${page.url()} never exposed the MiniWoB core (core.startEpisodeReal) within ${timeoutMs} ms: ` +
        'is this a MiniWoB task page?',
      log,
    );
  }
}

export interface StartArgs {
  seed: number;
  mode: string;
  /** null switches the benchmark's episode timer off; 'task' keeps the task's own limit. */
  maxTimeMs: number | null | 'task';
}

/** Returns the task's own EPISODE_MAX_TIME (before any override). */
export async function startEpisode(page: Page, args: StartArgs, log: string[], timeoutMs = PAGE_CALL_TIMEOUT_MS): Promise<number> {
  const nominal = await withinDeadline('start the episode', page.evaluate(({ seed, mode, maxTimeMs, off }) => {
    const w = window as any;
    const core = w.core;
    core.endEpisode(0); // force-stop; ignored when nothing runs
    const taskDefault = core.EPISODE_MAX_TIME;
    if (maxTimeMs !== 'task') core.EPISODE_MAX_TIME = maxTimeMs === null ? off : maxTimeMs;
    (Math as any).seedrandom(seed);
    if (typeof core.setDataMode === 'function') core.setDataMode(mode);
    core.startEpisodeReal();
    return taskDefault as number;
  }, { ...args, off: TIMER_OFF_MS }), timeoutMs, log);
  log.push(`seeded ${args.seed}, mode ${args.mode}, timer ${args.maxTimeMs ?? 'off'} (task default ${nominal} ms), started`);
  return nominal;
}

/** Polls WOB_TASK_READY for up to `timeoutMs`; each poll has its own deadline (`callTimeoutMs`). */
export async function waitReady(page: Page, timeoutMs: number, log: string[], callTimeoutMs = PAGE_CALL_TIMEOUT_MS): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    const ready = await withinDeadline('read WOB_TASK_READY', page.evaluate(() => (window as any).WOB_TASK_READY !== false), callTimeoutMs, log);
    if (ready) {
      log.push(`WOB_TASK_READY after ${Date.now() - t0} ms`);
      return;
    }
    if (Date.now() - t0 > timeoutMs) {
      throw new TaskNotReadyError(`Task never set WOB_TASK_READY within ${timeoutMs} ms`, log);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function readUtterance(page: Page, timeoutMs = PAGE_CALL_TIMEOUT_MS, log: string[] = []): Promise<string> {
  return withinDeadline('read the goal', page.evaluate(() => {
    const u = (window as any).core.getUtterance();
    return typeof u === 'string' ? u : String(u?.utterance ?? '');
  }), timeoutMs, log);
}

export async function readReward(page: Page, timeoutMs = PAGE_CALL_TIMEOUT_MS, log: string[] = []): Promise<RewardState> {
  return withinDeadline('read the reward', page.evaluate(() => {
    const w = window as any;
    const reason = w.WOB_REWARD_REASON;
    return {
      done: Boolean(w.WOB_DONE_GLOBAL),
      reward: Number(w.WOB_REWARD_GLOBAL),
      rawReward: Number(w.WOB_RAW_REWARD_GLOBAL),
      reason: reason === null || reason === undefined ? null : String(reason),
    };
  }), timeoutMs, log);
}
