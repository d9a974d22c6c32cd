/**
 * `caap sweep --list`: what a sweep would run, without running it: the configuration (and
 * its key, the one the records will carry), the tasks, the seeds, and how many episodes
 * the sweep folder already holds records of for this configuration. Reads the records
 * file if there is one; writes nothing and starts no browser.
 *
 * @example
 *   for (const l of describeSweep({ config, tasks, seeds, outDir: 'runs/s1', resume: false, workers: 1 })) console.log(l)
 *   // configuration 1a2b3c4d5e6f: scripted · observer labels · embedded · 10 steps
 *   // ...
 *   // 6 episode(s): 3 task(s) x 2 seed(s); 0 already recorded in /abs/runs/s1; 6 to run on 1 worker(s)
 */
import path from 'node:path';
import { configKey, configLabel, DEFAULT_GROUP_SIZE, episodeKey, plannedEpisodes, type EpisodeId, type SweepConfig } from '../sweep/plan.js';
import { RECORDS_FILE, recordedEpisodes } from '../sweep/records.js';

export interface SweepListing {
  config: SweepConfig;
  tasks: string[];
  seeds: number[];
  outDir: string;
  resume: boolean;
  workers: number;
  /** Seeds of one task run back to back on one page (--group-size; plan.ts planGroups); absent: the default. */
  groupSize?: number;
  shard?: { current: number; total: number };
}

/** "0-4,7,10-12": the seeds as ranges, in their order. */
export function seedRanges(seeds: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < seeds.length;) {
    let j = i;
    while (j + 1 < seeds.length && seeds[j + 1] === seeds[j]! + 1) j++;
    parts.push(j > i ? `${seeds[i]}-${seeds[j]}` : String(seeds[i]));
    i = j + 1;
  }
  return parts.join(',');
}

/** This machine's episodes of the sweep (its shard), those already recorded, and those a start would run. */
export function sweepEpisodes(s: SweepListing): { planned: EpisodeId[]; done: number; toRun: EpisodeId[] } {
  const planned = plannedEpisodes({ ...s, settings: { groupSize: s.groupSize ?? DEFAULT_GROUP_SIZE } });
  const recorded = recordedEpisodes(path.join(path.resolve(s.outDir), RECORDS_FILE), configKey(s.config));
  const toRun = planned.filter((e) => !recorded.has(episodeKey(e.task, e.seed)));
  return { planned, done: planned.length - toRun.length, toRun: s.resume ? toRun : planned };
}

export function describeSweep(s: SweepListing): string[] {
  const key = configKey(s.config);
  const outDir = path.resolve(s.outDir);
  const { planned, done } = sweepEpisodes(s);
  const all = s.tasks.length * s.seeds.length;
  const toRun = planned.length - done;
  const what = !done ?
    `${toRun} to run`
    : s.resume ?
    `${toRun} to run (--resume skips the recorded ones)`
    : `without --resume the sweep refuses to start; with it, ${toRun} would run`;
  const lines = [
    `configuration ${key}: ${configLabel(s.config)}`,
    `  ${JSON.stringify(s.config)}`,
    `tasks (${s.tasks.length}): ${s.tasks.join(', ')}`,
    `seeds (${s.seeds.length}): ${seedRanges(s.seeds)}`,
    `${all} episode(s): ${s.tasks.length} task(s) x ${s.seeds.length} seed(s)` +
    (s.shard ? `; shard ${s.shard.current}/${s.shard.total} takes ${planned.length} of them` : '') +
    `; ${done} already recorded in ${outDir}; ${what} on ${s.workers} worker(s)`,
  ];
  return lines;
}
