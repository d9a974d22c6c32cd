/**
 * The wall-clock budget of an episode, for `caap run --episode-budget` and the sweep's
 * per-episode budget: a Progress (src/util/progress.ts) over the episode. The work is not
 * cancelled (it may wait on a hung page or a slow LLM call); the caller ends it by closing
 * the episode, and the Progress's signal tells the loop to stop at its next step.
 *
 * @example
 *   const r = await raceBudget(runTheEpisode(), 300_000)
 *   if (r === OVER_BUDGET) console.error('over budget')
 */
import { CaapError } from '../errors.js';
import { Progress, raceTimer, TIMED_OUT } from '../util/progress.js';

/** What raceBudget returns for an episode over its budget. */
export const OVER_BUDGET: typeof TIMED_OUT = TIMED_OUT;

/** The episode ran past its wall-clock budget. */
export class EpisodeBudgetError extends CaapError {
  constructor(readonly budgetMs: number) {
    super('EPISODE_BUDGET', `the episode ran over its budget of ${budgetMs} ms`);
  }
}

/**
 * The work's value, or OVER_BUDGET once `ms` have passed (no limit when `ms` is undefined).
 * `onExpire` runs when the budget runs out (abort a loop, close a page).
 */
export async function raceBudget<T>(work: Promise<T>, ms: number | undefined, onExpire?: () => void): Promise<T | typeof OVER_BUDGET> {
  return ms === undefined ? work : raceTimer(work, ms, onExpire);
}

/** The Progress of one episode: over its budget, the signal fires with an EpisodeBudgetError (no deadline without a budget). */
export function episodeProgress(budgetMs: number | undefined): Progress {
  return Progress.start('the episode', budgetMs, { onExpire: () => new EpisodeBudgetError(budgetMs!) });
}
