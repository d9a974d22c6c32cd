/**
 * Deadlines on calls into a task page. Playwright's page.evaluate, mouse and keyboard calls
 * take no timeout: a page that runs a busy loop never answers them, and a harness that
 * awaits one hangs with it (no episode budget helps a call that never returns). Every
 * harness call into the page goes through `withinDeadline`, a one-call Progress (src/util/progress.ts)
 * that ends in a typed PageUnresponsiveError instead.
 *
 * @example
 *   const state = await withinDeadline('read the reward', page.evaluate(() => window.WOB_DONE_GLOBAL), PAGE_CALL_TIMEOUT_MS)
 */
import { PageUnresponsiveError } from '../errors.js';
import { Progress, TIMED_OUT } from '../util/progress.js';

/**
 * Default deadline of one protocol call (an evaluate of a few globals takes milliseconds;
 * generous for a loaded 2-core machine running several browsers).
 */
export const PAGE_CALL_TIMEOUT_MS = 30_000;

/** Deadline of a browser-level call (a new context or page, permissions, closing): slower than a page call on a loaded machine. */
export const BROWSER_CALL_TIMEOUT_MS = 60_000;

/** Deadline of an input call: the base, plus time per typed character or mouse step. */
export function inputDeadlineMs(base: number, units = 0): number {
  return base + 50 * Math.max(0, units);
}

/**
 * `work`, or a PageUnresponsiveError once `ms` have passed. The abandoned call is left to
 * settle on its own (its rejection is swallowed: the page is given up on, and closing it
 * ends the call).
 */
export async function withinDeadline<T>(what: string, work: Promise<T>, ms: number, callLog: string[] = [],
  onTimeout?: (e: PageUnresponsiveError) => void): Promise<T>
{
  const progress = Progress.start(what, ms, {
    log: callLog,
    onExpire: () => {
      const late = new PageUnresponsiveError(what, ms, callLog);
      callLog.push(`no answer to "${what}" within ${ms} ms: the page hangs`);
      onTimeout?.(late);
      return late;
    },
  });
  try {
    const r = await progress.race(work);
    if (r === TIMED_OUT) throw progress.signal.reason as PageUnresponsiveError;
    return r;
  } finally {
    progress.dispose();
  }
}
