/** Sweep building blocks: plan parsing, config keys, progress line, Wilson interval, published table. */
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../../src/errors.js';
import { parseFaults } from '../../../src/sweep/faults.js';
import { configKey, DEFAULT_GROUP_SIZE, makePlan, parseShard, parseTaskList, planEpisodes, planGroups, type SweepConfig } from '../../../src/sweep/plan.js';
import { etaMs, formatDuration, progressLine } from '../../../src/sweep/progress.js';
import { paperAggregates } from '../../../src/sweep/report/paper-rules.js';
import { parseFractionTsv } from '../../../src/sweep/report/published.js';
import { wilson } from '../../../src/sweep/report/stats.js';

const config: SweepConfig = { suite: 'embedded', model: '', episode: resolveEpisodeConfig({ policy: 'scripted', observer: 'labels' }) };

describe('plan', () => {
  it('parses task lists against the suite, "all" included', () => {
    expect(parseTaskList('all', ['a', 'b'])).toEqual(['a', 'b']);
    expect(parseTaskList('b, a,b', ['a', 'b'])).toEqual(['b', 'a']);
    expect(() => parseTaskList('a,nope', ['a'])).toThrow(/Unknown task\(s\): nope/);
    expect(() => parseTaskList(' , ', ['a'])).toThrow(InvalidArgumentError);
  });
  it('parses shards as the Playwright runner takes them', () => {
    expect(parseShard('2/3')).toEqual({ current: 2, total: 3 });
    for (const bad of ['0/2', '3/2', '1', 'a/b', '1/0']) expect(() => parseShard(bad)).toThrow(InvalidArgumentError);
  });
  it('orders episodes seed-major', () => {
    expect(planEpisodes({ tasks: ['x', 'y'], seeds: [0, 1] })).toEqual([{ task: 'x', seed: 0 }, { task: 'y', seed: 0 }, { task: 'x', seed: 1 }, { task: 'y',
      seed: 1 }]);
  });
  it("groups each task's seeds in runs of groupSize, chunk-major, covering every episode once", () => {
    const g = planGroups({ tasks: ['x', 'y'], seeds: [0, 1, 2, 3, 4], settings: { groupSize: 2 } });
    expect(g).toEqual([{ task: 'x', seeds: [0, 1] }, { task: 'y', seeds: [0, 1] }, { task: 'x', seeds: [2, 3] }, { task: 'y', seeds: [2, 3] }, { task: 'x',
      seeds: [4] }, { task: 'y', seeds: [4] }]);
    const plan = { tasks: ['a', 'b', 'c'], seeds: [5, 7, 9, 11], settings: { groupSize: 3 } };
    const flat = planGroups(plan).flatMap((x) => x.seeds.map((seed) => `${x.task}#${seed}`)).sort();
    expect(flat).toEqual(planEpisodes(plan).map((e) => `${e.task}#${e.seed}`).sort());
  });
  it('defaults the group size and --max-failures, so plans written before they existed still read', () => {
    const settings = { workers: 1, episodeBudgetMs: 5000, traces: 'none' as const, llmTimeoutMs: 1, retries: 0, maxCompletionTokens: 1, cacheMode: 'off',
      cacheDir: '/tmp' };
    const plan = makePlan({ config, settings, tasks: ['a'], seeds: [0], outDir: '/tmp/x', skip: [] });
    expect([plan.settings.groupSize, plan.settings.maxFailures]).toEqual([DEFAULT_GROUP_SIZE, 0]);
    expect(DEFAULT_GROUP_SIZE).toBe(25);
  });
  it('keys configurations by what they measure, independent of field order and of the suite folder', () => {
    const k = configKey(config);
    expect(configKey({ ...config, miniwobDir: '/somewhere' })).toBe(k);
    expect(configKey(Object.fromEntries(Object.entries(config).reverse()) as SweepConfig)).toBe(k);
    expect(configKey({ ...config, episode: { ...config.episode, maxSteps: 11 } })).not.toBe(k);
    expect(configKey({ ...config, episode: { ...config.episode, observer: 'models' } })).not.toBe(k);
    // Operational fields are not what an episode measures: a resumed sweep may change them.
    expect(configKey({ ...config, episode: { ...config.episode, budgetMs: 5_000, llm: { ...config.episode.llm, retries: 0, cacheDir: '/x' } } })).toBe(k);
    expect(configKey({ ...config, episode: { ...config.episode, llm: { ...config.episode.llm, temperature: 0.7 } } })).not.toBe(k);
  });
  it('parses injected faults and refuses unknown kinds', () => {
    expect([...parseFaults('crash-page@click-test#1, hang@a-b#22')]).toEqual([['click-test#1', 'crash-page'], ['a-b#22', 'hang']]);
    expect(() => parseFaults('explode@x#1')).toThrow(InvalidArgumentError);
  });
});

describe('progress line', () => {
  it('gives done/total, success so far, rate and ETA', () => {
    expect(progressLine({ done: 12, total: 450, ok: 11, elapsedMs: 225_000 })).toBe('12/450 · 11 ok (91.7%) · 3.2 ep/min · ETA 2h 16m');
    expect(progressLine({ done: 3, total: 3, ok: 3, elapsedMs: 30_000 })).toBe('3/3 · 3 ok (100.0%) · 6.0 ep/min · done');
    expect(progressLine({ done: 0, total: 5, ok: 0, elapsedMs: 1000 })).toBe('0/5 · 0 ok · 0.0 ep/min · ETA ?');
    expect(etaMs({ done: 1, total: 3, ok: 1, elapsedMs: 10_000 })).toBe(20_000);
    expect(formatDuration(61_000)).toBe('1m 01s');
  });
});

describe('statistics', () => {
  it('Wilson interval matches known values and stays inside [0, 1]', () => {
    const [lo, hi] = wilson(9, 10);
    expect(lo).toBeCloseTo(0.5958, 3);
    expect(hi).toBeCloseTo(0.9821, 3);
    expect(wilson(0, 5)[0]).toBe(0);
    expect(wilson(5, 5)[1]).toBe(1);
    expect(wilson(50, 50)[0]).toBeCloseTo(0.9287, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
  it('counts tasks strictly over the thresholds and uncovered tasks as 0 over the standard set', () => {
    const rates = new Map([['a', 1], ['b', 0.9], ['c', 0.8], ['d', 0.7], ['e', 0.69]]);
    const m = paperAggregates(rates, [...'abcdefghij']);
    expect(m.over).toEqual({ '70': 3, '80': 2, '90': 1 });
    expect(m.meanSuccess).toBeCloseTo(0.818, 4);
    expect(m.standardSet).toEqual({ size: 10, covered: 5, success: expect.closeTo(0.409, 9) });
  });
});

describe('published table', () => {
  it('reads fractions, "-" as missing', () => {
    const t = parseFractionTsv('# c\ntask\ta\tb\nx\t0.5\t-\ny\t1\t0.980\n', 't.tsv');
    expect([t.columns, t.tasks]).toEqual([['a', 'b'], ['x', 'y']]);
    expect([t.value('x', 'a'), t.value('x', 'b'), t.value('y', 'b')]).toEqual([0.5, undefined, 0.98]);
  });
  it('refuses percentages, marks, short rows, repeated tasks and a missing header', () => {
    expect(() => parseFractionTsv('task\ta\nx\t95\n', 't.tsv')).toThrow(/t\.tsv row 2 \(x\), a: "95" is neither a fraction/);
    expect(() => parseFractionTsv('task\ta\nx\t0.5?\n', 't.tsv')).toThrow(/neither a fraction/);
    expect(() => parseFractionTsv('task\ta\tb\nx\t0.5\n', 't.tsv')).toThrow(/1 cells|2 cells/);
    expect(() => parseFractionTsv('task\ta\nx\t1\nx\t1\n', 't.tsv')).toThrow(/appears twice/);
    expect(() => parseFractionTsv('x\t1\n', 't.tsv')).toThrow(/header/);
  });
});
