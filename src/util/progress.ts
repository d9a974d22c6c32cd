/**
 * Progress: one deadline for one piece of work, with the call log that explains how it went
 * and a signal that tells the work to stop (Playwright's Progress is the model). The one
 * timing mechanism of the harness: a call into a page (env/deadline.ts withinDeadline), an
 * episode's wall-clock budget (episode/run-episode.ts: the loop stops at its next step when
 * the signal fires), a sweep episode's budget, a page or a process given a moment to close.
 * The timer starts with the Progress and is cleared by dispose() (a timer left behind keeps
 * a process alive and fires late); the work itself is not cancelled: only its caller can end
 * it, which the signal asks for.
 *
 * @example
 *   const progress = Progress.start('the episode', 300_000, { onExpire: () => new EpisodeBudgetError(300_000) })
 *   const result = await progress.race(runLoop({ ..., signal: progress.signal }))
 *   progress.dispose()
 *   if (result === TIMED_OUT) console.error(progress.signal.reason.message, progress.log)
 */

/** What a race gives when the deadline came first. */
export const TIMED_OUT = Symbol('timed out');

export interface ProgressOptions {
  /** The call log to append to (shared with the caller's; a new one when absent). */
  log?: string[];
  /** Runs when the deadline passes, before any race resolves; what it returns becomes the signal's reason. */
  onExpire?: () => unknown;
}

export class Progress {
  readonly log: string[];
  private readonly controller = new AbortController();
  private readonly endsAt: number;
  private timer: NodeJS.Timeout | undefined;
  private passed = false;
  private readonly expiredWaiters = new Set<() => void>();

  private constructor(readonly what: string, readonly ms: number | undefined, o: ProgressOptions) {
    this.log = o.log ?? [];
    this.endsAt = ms === undefined ? Infinity : performance.now() + ms;
    if (ms !== undefined) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.passed = true;
        const reason = o.onExpire?.() ?? new Error(`${what}: over its deadline of ${ms} ms`);
        this.controller.abort(reason);
        for (const wake of this.expiredWaiters) wake();
        this.expiredWaiters.clear();
      }, Math.max(0, ms));
    }
  }

  /** Starts the clock: `ms` from now (undefined: no deadline, only abort() ends it). */
  static start(what: string, ms: number | undefined, o: ProgressOptions = {}): Progress {
    return new Progress(what, ms, o);
  }

  /** Aborted when the deadline passes (reason: onExpire's value) or abort() is called. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** True once the deadline has passed. */
  get expired(): boolean {
    return this.passed;
  }

  /** Milliseconds left (Infinity without a deadline, 0 once past it). */
  remainingMs(): number {
    // Node's timers run on the loop's cached clock, so the deadline's timer can fire a fraction
    // of a millisecond before performance.now() reaches endsAt: once it has, nothing is left.
    if (this.passed) return 0;
    return Math.max(0, this.endsAt - performance.now());
  }

  /**
   * The work's value, or TIMED_OUT once the deadline has passed (at once when it already
   * has). The work's own rejection passes through; one that comes after the deadline is
   * swallowed (nobody awaits it any more).
   */
  async race<T>(work: Promise<T>): Promise<T | typeof TIMED_OUT> {
    if (this.ms === undefined) return work;
    if (this.expired) {
      work.catch(() => undefined);
      return TIMED_OUT;
    }
    let wake: (() => void) | undefined;
    const late = new Promise<typeof TIMED_OUT>((resolve) => {
      wake = () => resolve(TIMED_OUT);
      this.expiredWaiters.add(wake);
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      this.expiredWaiters.delete(wake!);
      work.catch(() => undefined);
    }
  }

  /** Asks the work to stop (the signal fires with `reason`); the deadline no longer matters. */
  abort(reason: unknown): void {
    this.dispose();
    this.controller.abort(reason);
  }

  /** Clears the timer: the work is over. */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** A one-shot Progress: the work's value, or TIMED_OUT once `ms` have passed (`onExpire` runs first); the timer cleared either way. */
export async function raceTimer<T>(work: Promise<T>, ms: number, onExpire?: () => void): Promise<T | typeof TIMED_OUT> {
  const progress = Progress.start('', ms, { onExpire: () => {
    onExpire?.();
    return undefined;
  } });
  try {
    return await progress.race(work);
  } finally {
    progress.dispose();
  }
}
