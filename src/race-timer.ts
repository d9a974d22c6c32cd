/**
 * A promise raced against a timer, the timer cleared whichever ends first (a timer left
 * behind keeps the process alive and fires its callback late). The one mechanism behind the
 * page-call deadline (env/deadline.ts) and the episode budget (episode/budget.ts); what a
 * lost race means (a typed error, a record of an over-budget episode) is theirs to say.
 * The work is not cancelled: only its caller can end it.
 *
 * @example
 *   const r = await raceTimer(fetchSomething(), 5_000, () => controller.abort())
 *   if (r === TIMED_OUT) console.error('no answer within 5 s')
 */

export const TIMED_OUT = Symbol('timed out');

/** The work's value, or TIMED_OUT once `ms` have passed; `onExpire` runs when the timer fires, before the race resolves. */
export async function raceTimer<T>(work: Promise<T>, ms: number, onExpire?: () => void): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      onExpire?.();
      resolve(TIMED_OUT);
    }, ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
