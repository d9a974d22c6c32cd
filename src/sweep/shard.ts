/**
 * `--shard i/n`: the part of a sweep one machine runs. The sweep's episodes, in the order
 * the runner plays them (the test groups of plan.ts, chunk-major), are cut into n contiguous
 * slices of near-equal size: shard i takes the episodes at positions
 * ceil((i-1)·N/n) .. ceil(i·N/n)-1 (the first shards are the fuller ones). So any n over any plan gives disjoint parts that cover
 * every episode once, even when a plan has fewer groups (or episodes) than shards: a part may
 * then be empty, and its sweep ends at once with an empty records file. Contiguous slices keep
 * a task's seeds together, so page reuse is cut at most n-1 times.
 *
 * The slice is taken over the whole plan, resumed episodes included, so `--resume` keeps each
 * shard's share. (Playwright's own `--shard` splits by test groups: one group of 10 seeds was
 * never split, and a shard with no group failed with "no tests found".)
 *
 * @example
 *   shardGroups([{ task: 'a', seeds: [0, 1] }], { current: 2, total: 2 })   // [{ task: 'a', seeds: [1] }]
 *   shardGroups([{ task: 'a', seeds: [0] }], { current: 2, total: 2 })      // [] (shard 1/2 has it)
 */
import { z } from 'zod';

export const ShardSchema = z.object({ current: z.number().int().min(1), total: z.number().int().min(1) }).strict()
  .refine((s) => s.current <= s.total, 'shard i/n needs 1 <= i <= n');
export type Shard = z.infer<typeof ShardSchema>;

/** A run of seeds of one task that one worker plays back to back, on one page. */
export interface EpisodeGroup {
  task: string;
  seeds: number[];
}

/** "2/3", as records and messages write a shard. */
export const shardLabel = (s: Shard): string => `${s.current}/${s.total}`;

/** The positions [from, to) of shard s among n episodes. */
export function shardRange(n: number, s: Shard): [number, number] {
  return [Math.ceil(((s.current - 1) * n) / s.total), Math.ceil((s.current * n) / s.total)];
}

/** The groups cut to shard s's slice of their episodes (a group cut by a slice's edge keeps its part). */
export function shardGroups(groups: readonly EpisodeGroup[], s: Shard): EpisodeGroup[] {
  const total = groups.reduce((n, g) => n + g.seeds.length, 0);
  const [from, to] = shardRange(total, s);
  const out: EpisodeGroup[] = [];
  let at = 0;
  for (const g of groups) {
    const lo = Math.max(from, at), hi = Math.min(to, at + g.seeds.length);
    if (lo < hi) out.push({ task: g.task, seeds: g.seeds.slice(lo - at, hi - at) });
    at += g.seeds.length;
  }
  return out;
}
