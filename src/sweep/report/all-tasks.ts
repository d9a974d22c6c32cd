/**
 * The figure over every official MiniWoB++ task (the leaderboard's `metrics.all`), by the
 * standard set's rule: the sum of per-task success over the tasks / their number, uncovered
 * tasks at 0, the tasks no agent can solve on the official page named.
 *
 * @example
 *   allTasksFigure(rows)   // { size: 130, covered: 3, success: 0.0231, meanSuccess: 1, over: {...}, unsolvable: ['hover-shape'] }
 */
import { embeddedSuite } from '../../env/suites.js';
import { UNSOLVABLE_TASKS } from '../../env/task-facts.js';
import { overCounts } from './paper-rules.js';
import { mean, r4 } from './stats.js';
import type { TaskRow } from './task-row.js';

export interface AllTasksFigure {
  size: number;
  covered: number;
  success: number;
  meanSuccess: number | null;
  over: { '70': number; '80': number; '90': number };
  unsolvable: string[];
}

const avg = (xs: number[]) => (xs.length ? r4(mean(xs)) : 0);

let officialTasks: string[] | undefined;
/** The official MiniWoB++ task pages, as the embedded suite holds them (read once). */
function officialTaskNames(): string[] {
  return (officialTasks ??= embeddedSuite().listTasks());
}

export function allTasksFigure(covered: TaskRow[]): AllTasksFigure {
  const names = new Set(officialTaskNames());
  const mine = covered.filter((r) => names.has(r.task));
  const rates = mine.map((r) => r.success!);
  return {
    size: names.size,
    covered: mine.length,
    success: names.size ? r4(rates.reduce((a, b) => a + b, 0) / names.size) : 0,
    meanSuccess: mine.length ? avg(rates) : null,
    over: overCounts(rates),
    unsolvable: Object.keys(UNSOLVABLE_TASKS).filter((t) => names.has(t)),
  };
}
