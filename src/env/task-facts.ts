/**
 * Facts about tasks that hold on the official pages themselves, whoever runs them: tasks no
 * agent can solve there, and why. Reports mark them instead of counting them as the agent's
 * failures, and `caap tasks --json` lists them (issue 38: hover-shape).
 *
 * @example
 *   UNSOLVABLE_TASKS['hover-shape']   // 'the official page never ends an episode with a reward: every episode times out at -1'
 */
export const UNSOLVABLE_TASKS: Readonly<Record<string, string>> = {
  'hover-shape': 'the official page never ends an episode with a reward: every episode times out at -1',
};

/**
 * Tasks whose page runs on its own clock while the agent looks and thinks, and the time the
 * page gives (its own end, or the episode limit it sets), from the specs: what a report holds
 * an episode's step times against (sweep/report/real-time.ts).
 */
export const REAL_TIME_TASKS: Readonly<Record<string, { limitMs: number; clock: string }>> = {
  'chase-circle': { limitMs: 9900, clock: 'the disc moves for 9.9 s and the page ends the episode then' },
  'moving-items': { limitMs: 9900, clock: 'ten discs cross in turn; the page ends the episode at 9.9 s' },
  'simon-says': { limitMs: 15000, clock: 'the flashes play from 0.6 to at most 3.25 s; the page limit is 15 s' },
  'hover-shape': { limitMs: 10000, clock: 'the coloured square may jump every 2 s; the page limit is 10 s' },
  'stock-market': { limitMs: 10000, clock: 'the price changes every 100 ms; the page limit is 10 s' },
  'button-delay': { limitMs: 10000, clock: 'TWO must be clicked a set delay after ONE; the page limit is 10 s' },
};

/** The group of a task: the CAAP paper's 100-task standard set (its Table 8), or beyond it. */
export type TaskGroup = 'standard' | 'beyond';

export interface TaskFacts {
  name: string;
  suite: string;
  group: TaskGroup;
  /** Why no agent can solve it on the official page, when that is so. */
  unsolvable?: string;
}

export function taskFacts(name: string, suite: string, standardSet: readonly string[]): TaskFacts {
  return { name, suite, group: standardSet.includes(name) ? 'standard' : 'beyond', ...(UNSOLVABLE_TASKS[name] ? { unsolvable: UNSOLVABLE_TASKS[name] } : {}) };
}
