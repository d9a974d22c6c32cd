/**
 * Where a real-time task's time went: for each task whose page runs on its own clock
 * (env/task-facts.ts, REAL_TIME_TASKS), the steps an episode took and the median step split
 * into looking (capture, including the wait for a still screen), perceiving, deciding (the
 * model call included) and acting (the input events and the wait after them), against the
 * time the page gives. From the step records' `ms`; records written before `startMs` give
 * the same figures.
 *
 * @example
 *   realTimeRows(recs)   // [{ task: 'simon-says', limitS: 15, stepsPerEpisode: 2, episodeS: 4.6, step: { total: 520, ... }, ... }]
 */
import { z } from 'zod';
import { REAL_TIME_TASKS } from '../../env/task-facts.js';
import { percentile } from '../../util/percentile.js';
import type { SweepRecord } from '../records.js';

const PhasesSchema = z.object({ total: z.number(), capture: z.number(), perceive: z.number(), decide: z.number(), execute: z.number() });

export const RealTimeRowSchema = z.object({
  task: z.string(),
  limitS: z.number(),
  /** What the page's clock does (the task fact). */
  clock: z.string(),
  episodes: z.number().int(),
  /** Medians over episodes. */
  stepsPerEpisode: z.number(),
  episodeS: z.number(),
  /** Median ms per step over every step of the task's episodes, by phase (each its own median). */
  step: PhasesSchema,
  stepP90: z.number(),
  /** Of all step time, the share spent looking, perceiving and deciding (the rest is acting). */
  thinkingShare: z.number(),
});
export type RealTimeRow = z.infer<typeof RealTimeRowSchema>;

const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
const r1 = (x: number) => Math.round(x * 10) / 10;

export function realTimeRows(records: readonly SweepRecord[]): RealTimeRow[] {
  const tasks = [...new Set(records.map((r) => r.task))].filter((t) => REAL_TIME_TASKS[t]).sort();
  return tasks.flatMap((task) => {
    const recs = records.filter((r) => r.task === task);
    const steps = recs.flatMap((r) => r.steps);
    if (!steps.length) return [];
    const phase = (f: (ms: (typeof steps)[number]['ms']) => number) => r1(median(steps.map((s) => f(s.ms))));
    const total = steps.reduce((a, s) => a + s.ms.total, 0);
    const thinking = steps.reduce((a, s) => a + s.ms.capture + s.ms.perceive + s.ms.decide, 0);
    const fact = REAL_TIME_TASKS[task]!;
    return [{
      task,
      limitS: fact.limitMs / 1000,
      clock: fact.clock,
      episodes: recs.length,
      stepsPerEpisode: median(recs.map((r) => r.steps.length)),
      episodeS: r1(median(recs.map((r) => r.steps.reduce((a, s) => a + s.ms.total, 0))) / 1000),
      step: { total: phase((m) => m.total), capture: phase((m) => m.capture), perceive: phase((m) => m.perceive), decide: phase((m) => m.decide),
        execute: phase((m) => m.execute) },
      stepP90: r1(percentile(steps.map((s) => s.ms.total).sort((a, b) => a - b), 90)),
      thinkingShare: total > 0 ? Math.round((thinking / total) * 1000) / 1000 : 0,
    }];
  });
}
