/**
 * The cheap parts of the fault campaign (npm run chaos, src/chaos): the disruption schedule
 * and the harness-fault plan drawn from the seed, the plan of tasks x seeds, the record
 * checks (lost, duplicated, invalid, LLM failures labelled, past the budget), and reading
 * processes from /proc.
 */
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import { describe, expect, it } from 'vitest';
import { checkRecords, failedChecks, type PlanOfRecords } from '../../../src/chaos/checks.js';
import { CampaignOptionsSchema, planOf } from '../../../src/chaos/options.js';
import { browserCount, chromiumOf, listProcesses, parseStat, type ProcInfo } from '../../../src/chaos/processes.js';
import { DELAY_MS, disruptionSchedule, harnessFaultPlan } from '../../../src/chaos/schedule.js';
import { configKey, type SweepConfig } from '../../../src/sweep/plan.js';
import { SweepRecordSchema } from '../../../src/sweep/records.js';

describe('disruption schedule', () => {
  it('is the same for the same seed, another for another seed', () => {
    const a = disruptionSchedule({ episodes: 100, kills: 5, browserKills: 2, seed: 1 });
    expect(disruptionSchedule({ episodes: 100, kills: 5, browserKills: 2, seed: 1 })).toEqual(a);
    expect(disruptionSchedule({ episodes: 100, kills: 5, browserKills: 2, seed: 2 })).not.toEqual(a);
  });

  it('holds the asked kills, in record order, between 5 % and 85 % of the plan, with delays in range', () => {
    for (let seed = 0; seed < 50; seed++) {
      const s = disruptionSchedule({ episodes: 100, kills: 5, browserKills: 2, seed });
      expect(s.filter((d) => d.kind === 'sweep-kill')).toHaveLength(5);
      expect(s.filter((d) => d.kind === 'browser-kill')).toHaveLength(2);
      expect(s.map((d) => d.afterRecords)).toEqual([...s.map((d) => d.afterRecords)].sort((x, y) => x - y));
      for (const d of s) {
        expect(d.afterRecords).toBeGreaterThanOrEqual(5);
        expect(d.afterRecords).toBeLessThanOrEqual(85);
        expect(d.delayMs).toBeGreaterThanOrEqual(DELAY_MS[d.kind][0]);
        expect(d.delayMs).toBeLessThanOrEqual(DELAY_MS[d.kind][1]);
      }
    }
  });

  it('fits a tiny plan', () => {
    const s = disruptionSchedule({ episodes: 3, kills: 2, browserKills: 1, seed: 4 });
    expect(s).toHaveLength(3);
    for (const d of s) expect(d.afterRecords).toBeGreaterThanOrEqual(1);
  });
});

describe('harness faults and the plan', () => {
  it('draws distinct episodes of the plan from the seed, crash-page, hang, navigate-away and nan-reward in turn', () => {
    const tasks = ['a', 'b', 'c'], seeds = [0, 1, 2];
    const p = harnessFaultPlan({ tasks, seeds, n: 5, seed: 9 });
    expect(harnessFaultPlan({ tasks, seeds, n: 5, seed: 9 })).toEqual(p);
    expect([...p.expected.values()]).toEqual(['page', 'budget', 'harness', 'harness', 'page']);
    expect(p.spec.split(',').map((e) => e.split('@')[0])).toEqual(['crash-page', 'hang', 'navigate-away', 'nan-reward', 'crash-page']);
    expect(new Set(p.expected.keys()).size).toBe(5);
    for (const k of p.expected.keys()) expect(k).toMatch(/^[abc]#[012]$/);
    expect(harnessFaultPlan({ tasks, seeds, n: 0, seed: 9 }).spec).toBe('');
  });

  it('makes the plan from --episodes: all tasks x seeds 0..k-1, or fewer tasks on seed 0', () => {
    const o = CampaignOptionsSchema.parse({ out: 'x' });
    expect(planOf(o)).toEqual({ tasks: o.tasks, seeds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(planOf({ ...o, episodes: 3 })).toEqual({ tasks: o.tasks.slice(0, 3), seeds: [0] });
    expect(() => planOf({ ...o, episodes: 25 })).toThrow(/not a multiple of the 10 tasks.*30/);
  });
});

const CONFIG: SweepConfig = {
  suite: 'embedded',
  model: 'caap-test-server/scripted-faults',
  episode: resolveEpisodeConfig({ policy: 'caap', scale: 2, llm: { model: 'caap-test-server/scripted-faults' } }),
};
const KEY = configKey(CONFIG);
const PLAN: PlanOfRecords = { tasks: ['click-button', 'enter-text'], seeds: [0, 1], configKey: KEY, episodeBudgetMs: 60_000 };

/** One valid record line; `failure` is set after validation so the test does not depend on the schema of the day. */
function line(task: string, seed: number, o: { error?: string; failure?: string; wallMs?: number; run?: string; key?: string } = {}): string {
  const rec = SweepRecordSchema.parse({
    suite: 'embedded',
    task,
    seed,
    policy: 'caap',
    model: CONFIG.model,
    variant: 'full',
    observer: 'models',
    functionCalling: true,
    goal: 'g',
    steps: [],
    reward: o.error ? 0 : 1,
    rawReward: o.error ? 0 : 1,
    done: !o.error,
    doneReason: o.error ? 'error' : 'done',
    ...(o.error ? { error: o.error } : {}),
    tokens: { prompt: 1, completion: 1 },
    llmCalls: 1,
    wallMs: o.wallMs ?? 2_000,
    startedAt: '2026-11-26T00:00:00.000Z',
    versions: { git: 't', node: 'v20', models: {} },
    sweep: { configKey: o.key ?? KEY, config: CONFIG },
  });
  return JSON.stringify({ ...rec, sweep: { ...rec.sweep, ...(o.failure ? { failure: o.failure } : {}), ...(o.run ? { run: o.run } : {}) } });
}
const all = () => PLAN.seeds.flatMap((s) => PLAN.tasks.map((t) => line(t, s)));
const file = (lines: string[]) => `${lines.join('\n')}\n`;
const LLM_ERR = "LLM request to 127.0.0.1:4321 failed after 1 attempt(s): Unexpected token '<'";

describe('record checks', () => {
  it('passes a complete file', () => {
    const c = checkRecords(file(all()), PLAN, { llmLabel: true });
    expect(failedChecks(c)).toEqual([]);
    expect(c.solved).toBe(4);
    expect(c.byFailure).toEqual({ none: 4 });
  });

  it('finds a lost episode, a duplicate, an invalid line, a cut last line and a foreign record', () => {
    const lines = all();
    lines.splice(1, 1); // enter-text#0 lost
    lines.push(line('click-button', 1)); // recorded twice
    lines.push('{"task": "click-button"'); // not JSON
    lines.push(JSON.stringify({ task: 'click-button', seed: 0 })); // not a record
    lines.push(line('click-button', 0, { key: 'other' }));
    const c = checkRecords(`${file(lines)}{"cut`, PLAN, { llmLabel: true });
    expect(c.lost).toEqual(['enter-text#0']);
    expect(c.duplicated).toEqual([expect.stringMatching(/^click-button#1 /)]);
    expect(c.invalid.map((p) => p.problem)).toEqual(['not JSON', expect.stringMatching(/not a sweep record/), expect.stringMatching(/cut line/)]);
    expect(c.foreign).toHaveLength(1);
    expect(failedChecks(c)).toHaveLength(4);
  });

  it('takes an LLM failure replaced by a later record as an earlier attempt, not a duplicate', () => {
    const lines = [...all().slice(1), line('click-button', 0, { error: LLM_ERR, failure: 'llm', run: 'r1' }), line('click-button', 0, { run: 'r2' })];
    const c = checkRecords(file(lines), PLAN, { llmLabel: true });
    expect(failedChecks(c)).toEqual([]);
    expect(c.llm).toMatchObject({ failed: 1, labelled: 1, superseded: 1, unresolved: [] });
    // ... but two records of one run are a duplicate whatever they say.
    const same = checkRecords(
      file([...all().slice(1), line('click-button', 0, { error: LLM_ERR, failure: 'llm', run: 'r1' }), line('click-button', 0, { run: 'r1' })]),
      PLAN,
      { llmLabel: true },
    );
    expect(same.duplicated).toHaveLength(1);
  });

  it('counts an episode whose only records are LLM failures as recorded, and unresolved', () => {
    const c = checkRecords(file([...all().slice(1), line('click-button', 0, { error: LLM_ERR, failure: 'llm' })]), PLAN, { llmLabel: true });
    expect(c.lost).toEqual([]);
    expect(c.llm.unresolved).toEqual(['click-button#0']);
    expect(failedChecks(c)).toEqual([]);
  });

  it('fails an LLM error not labelled "llm", and an "llm" label on another error', () => {
    const c = checkRecords(
      file([...all().slice(2), line('click-button', 0, { error: LLM_ERR, failure: 'harness' }),
        line('enter-text', 0, { error: 'browser failure: Target closed', failure: 'llm' })]),
      PLAN,
      { llmLabel: true },
    );
    expect(c.llm.mislabelled.map((m) => m.key)).toEqual(['click-button#0', 'enter-text#0']);
    expect(failedChecks(c).join('\n')).toMatch(/2 LLM failure\(s\) not recorded as such/);
  });

  it('without the "llm" label in the schema, reports LLM errors without failing on them', () => {
    const c = checkRecords(file([...all().slice(1), line('click-button', 0, { error: LLM_ERR })]), PLAN, { llmLabel: false });
    expect(c.llm.failed).toBe(1);
    expect(failedChecks(c)).toEqual([]);
  });

  it('fails an episode past its budget, and a harness fault not recorded as its failure', () => {
    const lines = [...all().slice(2), line('click-button', 0, { wallMs: 75_000 }),
      line('enter-text', 0, { error: 'the episode ran over its budget', failure: 'budget', wallMs: 60_100 })];
    const expectedFailures = new Map([['enter-text#0', 'budget'], ['click-button#1', 'page']]);
    const c = checkRecords(file(lines), { ...PLAN, expectedFailures }, { llmLabel: true });
    expect(c.pastBudget).toEqual([expect.stringMatching(/^click-button#0 \(75 s/)]);
    expect(c.harnessFaultsMissed).toEqual([expect.stringMatching(/^click-button#1: expected failure page/)]);
    expect(c.byFailure.budget).toBe(1);
  });
});

describe('processes', () => {
  it('parses /proc/PID/stat, names with spaces and parentheses included', () => {
    expect(parseStat('4242 (chrome (renderer)) S 4000 3999 3999 0 -1')).toEqual({ pid: 4242, ppid: 4000, pgid: 3999, comm: 'chrome (renderer)',
      zombie: false });
    expect(parseStat('7 (node) Z 1 7 7')).toMatchObject({ zombie: true });
    expect(parseStat('garbage')).toBeNull();
  });

  it("finds each browser's main process first", () => {
    const p = (pid: number, ppid: number, comm: string, exe = comm): ProcInfo => ({ pid, ppid, pgid: pid, comm, exe, zombie: false });
    const procs = [p(10, 1, 'node'), p(12, 11, 'chromium', '/usr/lib/chromium/chromium'), p(11, 10, 'chromium', '/usr/lib/chromium/chromium'),
      p(13, 11, 'chromium'), p(20, 10, 'headless_shell'), p(21, 20, 'headless_shell')];
    expect(chromiumOf(procs).map((x) => x.pid)).toEqual([11, 20, 12, 13, 21]);
    expect(browserCount(procs)).toBe(2);
  });

  it('reads this process from /proc', () => {
    const me = listProcesses().find((x) => x.pid === process.pid);
    expect(me).toMatchObject({ ppid: process.ppid, zombie: false });
  });
});
