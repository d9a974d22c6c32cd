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
