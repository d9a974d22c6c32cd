/**
 * The CAAP paper's leaderboard rules, the ones that reproduce its Table 5 from its Table 8:
 * a task counts "over 70/80/90 %" only when its success is strictly above the threshold;
 * success on the standard set is the sum of per-task success over Table 8's 100 tasks
 * divided by 100, a task not covered counting 0. Used for our runs and for the published
 * methods alike (a published method over its own Table 8 rows, never over ours).
 *
 * @example
 *   const agg = paperAggregates(new Map([['click-button', 0.9], ['enter-text', 1]]), pub.standardSet)
 *   agg.over['90']            // 1: 0.9 is not over 90 %
 *   agg.standardSet.success   // 0.019 = (0.9 + 1) / 100, covered 2
 */
import type { Published } from './published.js';

export const THRESHOLDS = ['70', '80', '90'] as const;
export type Threshold = (typeof THRESHOLDS)[number];
export type OverCounts = Record<Threshold, number>;

/** Strictly over, with a tolerance for rates like 45/50 against 0.9 written in decimal. */
export const isOver = (rate: number, threshold: Threshold): boolean => rate > Number(threshold) / 100 + 1e-9;

export function overCounts(rates: number[]): OverCounts {
  return { '70': rates.filter((r) => isOver(r, '70')).length, '80': rates.filter((r) => isOver(r, '80')).length,
    '90': rates.filter((r) => isOver(r, '90')).length };
}

export interface StandardSetFigure {
  /** Tasks in the standard set (Table 8's rows). */
  size: number;
  /** Standard-set tasks the rates cover. */
  covered: number;
  /** Sum of the covered tasks' success over `size` (uncovered tasks count 0). */
  success: number;
}

export function standardSetFigure(rates: ReadonlyMap<string, number>, standardSet: readonly string[]): StandardSetFigure {
  const covered = standardSet.filter((t) => rates.has(t));
  return { size: standardSet.length, covered: covered.length, success: covered.reduce((a, t) => a + rates.get(t)!, 0) / standardSet.length };
}

export interface PaperAggregates {
  /** Tasks with a rate (the paper's "experimented tasks"). */
  tasks: number;
  /** Mean over those tasks (what Table 1 reports, subject to coverage). */
  meanSuccess: number;
  over: OverCounts;
  standardSet: StandardSetFigure;
}

export function paperAggregates(rates: ReadonlyMap<string, number>, standardSet: readonly string[]): PaperAggregates {
  const all = [...rates.values()];
  return {
    tasks: all.length,
    meanSuccess: all.length ? all.reduce((a, b) => a + b, 0) / all.length : 0,
    over: overCounts(all),
    standardSet: standardSetFigure(rates, standardSet),
  };
}

/** A published method's rates: its own Table 8 rows. */
export function publishedRates(pub: Published, method: string): Map<string, number> {
  return new Map(pub.standardSet.flatMap((t) => {
    const v = pub.value(t, method);
    return v === undefined ? [] : [[t, v] as const];
  }));
}

export interface Table5Row {
  method: string;
  tasks: number;
  over70: number;
  over80: number;
  over90: number;
  /** Rounded as the paper prints it (a percentage with one decimal, as a fraction). */
  standardSetSuccess: number;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Table 5 recomputed from Table 8 by the rules above, in the paper's row order. */
export function recomputeTable5(pub: Published): Table5Row[] {
  return pub.aggregates.table5.map((paperRow) => {
    const m = pub.methods.find((x) => x.name === paperRow.method);
    if (!m) throw new Error(`Table 5 names ${paperRow.method}, which no Table 8 column of methods.json is called`);
    const a = paperAggregates(publishedRates(pub, m.id), pub.standardSet);
    return { method: paperRow.method, tasks: a.tasks, over70: a.over['70'], over80: a.over['80'], over90: a.over['90'],
      standardSetSuccess: round3(a.standardSet.success) };
  });
}

/** Table 5 as the paper transcribed it (paper-aggregates.json), in the same shape. */
export function transcribedTable5(pub: Published): Table5Row[] {
  return pub.aggregates.table5.map((r) => ({ method: r.method, tasks: r.tasks, over70: r.over70, over80: r.over80, over90: r.over90,
    standardSetSuccess: r.standard_set_success })
  );
}

/** The mean of every column of a fraction table over the rows that have a value. */
export function columnMeans(t: Published['table6']): Record<string, { tasks: number; mean: number }> {
  return Object.fromEntries(t.columns.map((c) => {
    const vals = t.tasks.map((task) => t.value(task, c)).filter((v): v is number => v !== undefined);
    return [c, { tasks: vals.length, mean: vals.length ? vals.reduce((a, b) => a + b, 0) / vals.length : 0 }];
  }));
}
