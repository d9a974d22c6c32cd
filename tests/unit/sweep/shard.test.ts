/** `--shard i/n`: disjoint, complete parts of any plan, empty parts allowed, page groups kept together. */
import { describe, expect, it } from 'vitest';
import { planEpisodes, planGroups, plannedEpisodes } from '../../../src/sweep/plan.js';
import { shardGroups, shardRange } from '../../../src/sweep/shard.js';

const keys = (p: Parameters<typeof plannedEpisodes>[0]) => plannedEpisodes(p).map((e) => `${e.task}#${e.seed}`);

describe('shards', () => {
  it('split any plan into disjoint parts that cover every episode once, for every n', () => {
    const plans = [
      { tasks: ['a'], seeds: [0, 1] },
      { tasks: ['a'], seeds: [0] },
      { tasks: ['a', 'b', 'c'], seeds: Array.from({ length: 23 }, (_, i) => i) },
      { tasks: ['x', 'y'], seeds: [5, 9, 100, 101, 102] },
    ];
    for (const p of plans) {
      const all = planEpisodes(p).map((e) => `${e.task}#${e.seed}`).sort();
      for (const total of [1, 2, 3, 4, 7, 10, 50]) {
        const parts = Array.from({ length: total }, (_, i) => keys({ ...p, settings: { groupSize: 10 }, shard: { current: i + 1, total } }));
        const joined = parts.flat();
        expect(new Set(joined).size, `${JSON.stringify(p)} n=${total}: disjoint`).toBe(joined.length);
        expect([...joined].sort(), `${JSON.stringify(p)} n=${total}: complete`).toEqual(all);
        // Near-equal sizes: no part holds more than one episode over another.
        const sizes = parts.map((x) => x.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('give 1 task x 2 seeds one episode per shard of 2 (Playwright kept the 10-seed group whole: shard 2/2 had nothing)', () => {
    const p = { tasks: ['click-button'], seeds: [0, 1], settings: { groupSize: 10 } };
    expect(keys({ ...p, shard: { current: 1, total: 2 } })).toEqual(['click-button#0']);
    expect(keys({ ...p, shard: { current: 2, total: 2 } })).toEqual(['click-button#1']);
  });

  it('allow empty parts when there are more shards than episodes', () => {
    const p = { tasks: ['a'], seeds: [0], settings: { groupSize: 10 } };
    expect(keys({ ...p, shard: { current: 1, total: 3 } })).toEqual(['a#0']);
    expect(keys({ ...p, shard: { current: 2, total: 3 } })).toEqual([]);
    expect(keys({ ...p, shard: { current: 3, total: 3 } })).toEqual([]);
    expect(shardRange(0, { current: 1, total: 2 })).toEqual([0, 0]);
  });

  it("keep a task's seeds in one group (one page) except where a slice edge cuts it", () => {
    const groups = planGroups({ tasks: ['a', 'b'], seeds: [0, 1, 2, 3], settings: { groupSize: 10 } });
    expect(shardGroups(groups, { current: 1, total: 2 })).toEqual([{ task: 'a', seeds: [0, 1, 2, 3] }]);
    // 8 episodes in 3: 3, 3 and 2.
    expect(shardGroups(groups, { current: 1, total: 3 })).toEqual([{ task: 'a', seeds: [0, 1, 2] }]);
    expect(shardGroups(groups, { current: 2, total: 3 })).toEqual([{ task: 'a', seeds: [3] }, { task: 'b', seeds: [0, 1] }]);
    expect(shardGroups(groups, { current: 3, total: 3 })).toEqual([{ task: 'b', seeds: [2, 3] }]);
  });
});
