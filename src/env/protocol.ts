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
import { PageProtocolError, PageUnresponsiveError, TaskNotReadyError } from '../errors.js';
import { PAGE_CALL_TIMEOUT_MS, withinDeadline } from './deadline.js';

export interface RewardState {
  done: boolean;
  /** WOB_REWARD_GLOBAL: time-proportional where the task says so. */
  reward: number;
  /** WOB_RAW_REWARD_GLOBAL: the task's verdict before time scaling. */
  rawReward: number;
  reason: string | null;
}

/**
 * A call into the page that the page itself cut off by navigating away ("Execution context
 * was destroyed"): the page broke the protocol, a PageProtocolError, not a bug of ours.
 */
function navigatedAway(what: string) {
  return (e: unknown): never => {
    if (e instanceof Error && /Execution context was destroyed|navigated|frame was detached/i.test(e.message)) {
      throw new PageProtocolError(`the task page navigated away while the harness was to ${what}: the episode cannot be run or scored`);
    }
    throw e;
  };
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
  }, { ...args, off: TIMER_OFF_MS }).catch(navigatedAway('start the episode')), timeoutMs, log);
  log.push(`seeded ${args.seed}, mode ${args.mode}, timer ${args.maxTimeMs ?? 'off'} (task default ${nominal} ms), started`);
  return nominal;
}

/** Polls WOB_TASK_READY for up to `timeoutMs`; each poll has its own deadline (`callTimeoutMs`). */
export async function waitReady(page: Page, timeoutMs: number, log: string[], callTimeoutMs = PAGE_CALL_TIMEOUT_MS): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    const ready = await withinDeadline('read WOB_TASK_READY', page.evaluate(() =>
      (window as any).WOB_TASK_READY !== false
    ).catch(navigatedAway('wait for the task')), callTimeoutMs, log);
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

/**
 * The longest goal and reward reason taken from a page, in characters. The official goals
 * are under 300; a page that returns a megabyte would otherwise become a prompt of 250,000
 * tokens and a record of a megabyte per step.
 */
export const MAX_GOAL_CHARS = 2_000;
export const MAX_REASON_CHARS = 500;

export async function readUtterance(page: Page, timeoutMs = PAGE_CALL_TIMEOUT_MS, log: string[] = []): Promise<string> {
  // Only the first part crosses from the page: a huge utterance is cut there, not copied whole.
  const { text, length } = await withinDeadline('read the goal', page.evaluate((max) => {
    const u = (window as any).core.getUtterance();
    const s = typeof u === 'string' ? u : String(u?.utterance ?? '');
    return { text: s.slice(0, max), length: s.length };
  }, MAX_GOAL_CHARS).catch(navigatedAway('read the goal')), timeoutMs, log);
  return length > MAX_GOAL_CHARS ? `${text} [goal cut: ${length} characters in all]` : text;
}

/**
 * The reward globals. A reward that is not a finite number (NaN, Infinity, a string that is
 * not one) is the page breaking the protocol: PageProtocolError, with the values it gave.
 */
export async function readReward(page: Page, timeoutMs = PAGE_CALL_TIMEOUT_MS, log: string[] = []): Promise<RewardState> {
  const r = await withinDeadline('read the reward', page.evaluate((maxReason) => {
    const w = window as any;
    const reason = w.WOB_REWARD_REASON;
    const shown = (v: unknown) => String(v).slice(0, 40);
    return {
      done: Boolean(w.WOB_DONE_GLOBAL),
      reward: Number(w.WOB_REWARD_GLOBAL),
      rawReward: Number(w.WOB_RAW_REWARD_GLOBAL),
      given: `WOB_REWARD_GLOBAL ${shown(w.WOB_REWARD_GLOBAL)}, WOB_RAW_REWARD_GLOBAL ${shown(w.WOB_RAW_REWARD_GLOBAL)}`,
      reason: reason === null || reason === undefined ? null : String(reason).slice(0, maxReason),
      reasonLength: reason === null || reason === undefined ? 0 : String(reason).length,
    };
  }, MAX_REASON_CHARS).catch(navigatedAway('read the reward')), timeoutMs, log);
  if (!Number.isFinite(r.reward) || !Number.isFinite(r.rawReward)) {
    throw new PageProtocolError(`the task page reported a reward that is not a finite number (${r.given})`);
  }
  return { done: r.done, reward: r.reward, rawReward: r.rawReward,
    reason: r.reason === null ? null : r.reasonLength > MAX_REASON_CHARS ? `${r.reason} [reason cut: ${r.reasonLength} characters in all]` : r.reason };
}
