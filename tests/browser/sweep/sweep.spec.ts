/**
 * `caap sweep` and `caap report` end to end, through the CLI (dist/), each sweep a nested
 * Playwright run of src/sweep/runner/playwright.config.ts: a small sweep (3 tasks x 3 seeds, scripted
 * policy); a shard pair over 1 task x 2 seeds merged by `caap report`, and a resumed shard with
 * nothing left ending at once;
 * resume after a kill loses and duplicates nothing; crashes and hangs become error records
 * and the sweep goes on; unsolved episodes keep their worker and --max-failures stops the
 * sweep; a dead episode host is replaced; a CAAP sweep against the local
 * OpenAI-compatible test server.
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startTestServer } from '../../../src/llm/testing/openai-test-server.js';
import { comparable, ids, records, runCli, startCli } from './cli.js';

const TASKS = 'click-button,click-test,enter-text';
const BASE = ['sweep', '--policy', 'scripted', '--tasks', TASKS, '--seeds', '0-2', '--observer', 'labels', '--workers', '1'];
const ALL = ['click-button', 'click-test', 'enter-text'].flatMap((t) => [0, 1, 2].map((s) => `${t}#${s}`)).sort();

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

let root = '';
test.beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'caap-sweep-'));
});

test('a small sweep (3 tasks x 3 seeds, scripted) records every episode once and writes the leaderboard', async () => {
  const out = path.join(root, 'single');
  const r = await runCli([...BASE, '--out', out]);
  expect(r.code, r.stderr).toBe(0);
  const recs = records(out);
  expect(ids(recs).sort()).toEqual(ALL);
  expect(new Set(recs.map((x) => x.sweep.configKey)).size).toBe(1);
  expect(r.stderr).toMatch(/9\/9 · \d+ ok .* ep\/min · done\]/);
  // One duration for the whole sweep (the episodes' own times aside).
  expect(r.stderr.match(/sweep took \d/g) ?? []).toHaveLength(1);
  expect(r.stderr).not.toMatch(/done in|wall time|episode\(s\) in \d/);
  for (const f of ['plan.json', 'run-status.json', 'leaderboard.md', 'leaderboard.json', 'leaderboard.html', 'leaderboard-chart.svg',
    'leaderboard-chart.png'])
  {
    expect(existsSync(path.join(out, f)), f).toBe(true);
  }
  const lb = JSON.parse(readFileSync(path.join(out, 'leaderboard.json'), 'utf8'));
  const ok = recs.filter((x) => x.rawReward > 0).length;
  expect(lb.runs).toHaveLength(1);
  expect([lb.runs[0].episodes, lb.runs[0].successes, lb.runs[0].rows.length]).toEqual([9, ok, 3]);
  expect(r.stdout).toContain(`(${ok}/9 episodes)`);
  // Failed episodes keep a trace and the page links it; successes do not keep one (--traces failures).
  for (const x of recs) {
    if (x.rawReward > 0) expect(x.sweep.trace).toBeUndefined();
    else expect(existsSync(path.join(out, x.sweep.trace!))).toBe(true);
  }
  expect(ok, 'the scripted policy solves click-button, click-test and enter-text').toBe(9);
});

test("a shard pair over 1 task x 2 seeds: each shard runs one episode, caap report merges them into the single run's leaderboard", async () => {
  // Playwright's own sharding kept a group of 10 seeds whole: shard 2/2 ran nothing, exited 2 and wrote no records.
  const a = path.join(root, 'shard1'), b = path.join(root, 'shard2'), merged = path.join(root, 'merged');
  const PAIR = ['sweep', '--policy', 'scripted', '--tasks', 'click-button', '--seeds', '0-1', '--observer', 'labels', '--workers', '1'];
  for (const [i, out] of [[1, a], [2, b]] as const) {
    const r = await runCli([...PAIR, '--out', out, '--shard', `${i}/2`, '--no-report']);
    expect(r.code, r.stderr).toBe(0);
  }
  expect(ids(records(a))).toEqual(['click-button#0']);
  expect(ids(records(b))).toEqual(['click-button#1']);
  expect(records(b)[0]!.sweep.shard).toBe('2/2');
  const rep = await runCli(['report', a, b, '--out', merged]);
  expect(rep.code, rep.stderr).toBe(0);
  const lb = JSON.parse(readFileSync(path.join(merged, 'leaderboard.json'), 'utf8')) as { runs: { key: string; episodes: number; successes: number }[] };
  const single = JSON.parse(readFileSync(path.join(root, 'single', 'leaderboard.json'), 'utf8')) as { runs: { key: string }[] };
  expect(lb.runs.map((r) => [r.key, r.episodes, r.successes])).toEqual([[single.runs[0]!.key, 2, 2]]);
  // A resumed shard keeps its share and, with nothing left to do, ends before any browser starts.
  const again = await runCli([...PAIR, '--out', b, '--shard', '2/2', '--resume', '--no-report']);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr).toContain('nothing to run: all 1 episode(s) of shard 2/2 are recorded (--resume)');
  expect(ids(records(b))).toEqual(['click-button#1']);
});

test('resume after a kill: no episode lost, none duplicated, the records before the kill untouched', async () => {
  const out = path.join(root, 'killed');
  const run = startCli([...BASE, '--out', out], {}, true);
  const deadline = Date.now() + 180_000;
  while (records(out).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  process.kill(-run.child.pid!, 'SIGKILL'); // the whole process group: CLI, runner, workers, browsers
  await run.done;
  const file = path.join(out, 'episodes.jsonl');
  const before = readFileSync(file, 'utf8');
  const kept = records(out).length;
  expect(kept).toBeGreaterThanOrEqual(2);
  expect(kept).toBeLessThan(9);
  appendFileSync(file, before.split('\n')[0]!.slice(0, 120)); // a record cut mid-write by the kill

  const refused = await runCli([...BASE, '--out', out]);
  expect(refused.code).toBe(2);
  expect(refused.stderr).toMatch(/pass --resume/);

  const r = await runCli([...BASE, '--out', out, '--resume']);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stderr).toContain(`${9 - kept} episode(s) to run, ${kept} already recorded (resume)`);
  expect(readFileSync(file, 'utf8').startsWith(before)).toBe(true);
  expect(ids(records(out)).sort()).toEqual(ALL);
  expect(comparable(out)).toEqual(comparable(path.join(root, 'single')));
});

test('a sweep stopped with SIGTERM records no error for the episode in flight; --resume runs it', async () => {
  const out = path.join(root, 'stopped');
  const run = startCli([...BASE, '--out', out], { CAAP_SWEEP_FAULTS: 'stall@click-test#1' });
  const inFlight = path.join(out, 'traces', 'click-test', 'seed-1', 'log.txt');
  const deadline = Date.now() + 180_000;
  while (!(existsSync(inFlight) && readFileSync(inFlight, 'utf8').includes('injected fault: stall')) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
  }
  run.child.kill('SIGTERM');
  await run.done;
  const kept = records(out);
  expect(kept.filter((x) => x.doneReason === 'error'), 'error records after the stop').toEqual([]);
  expect(ids(kept)).not.toContain('click-test#1');
  const r = await runCli([...BASE, '--out', out, '--resume']);
  expect(r.code, r.stderr).toBe(0);
  expect(ids(records(out)).sort()).toEqual(ALL);
});

test('a page crash, a browser crash and a hang become error records, and the sweep goes on', async () => {
  const out = path.join(root, 'faults');
  const r = await runCli(['sweep', '--policy', 'scripted', '--tasks', 'click-test', '--seeds', '0-3', '--observer', 'labels', '--workers', '1',
    '--episode-budget', '8', '--out', out], { CAAP_SWEEP_FAULTS: 'crash-page@click-test#0,crash-browser@click-test#1,hang@click-test#2' });
  expect(r.code, r.stderr).toBe(0);
  const recs = records(out).sort((x, y) => x.seed - y.seed);
  expect(recs.map((x) => [x.seed, x.rawReward > 0, x.sweep.failure ?? null])).toEqual([[0, false, 'page'], [1, false, 'browser'], [2, false, 'budget'], [3,
    true, null]]);
  for (const x of recs.slice(0, 3)) {
    expect(x.doneReason).toBe('error');
    expect(existsSync(path.join(out, x.sweep.trace!))).toBe(true);
  }
  expect(r.stdout).toContain('3 harness error(s)');
});

test('unsolved episodes are passed tests (no worker restart); --max-failures 2 stops the sweep after two and --resume runs the rest', async () => {
  const out = path.join(root, 'max-failures');
  const args = ['sweep', '--policy', 'scripted', '--tasks', 'click-test', '--seeds', '0-4', '--observer', 'labels', '--workers', '1', '--out', out];
  const r = await runCli([...args, '--max-failures', '2'], { CAAP_SWEEP_FAULTS: 'nan-reward@click-test#0,nan-reward@click-test#2' });
  expect(r.code, r.stderr).toBe(1);
  expect(r.stderr).toMatch(/stopped after 2 failed episode\(s\) \(--max-failures\); 2 episode\(s\) did not run: --resume runs them/);
  expect(r.stderr).toMatch(/✗ click-test seed 0: reward/);
  const recs = records(out).sort((x, y) => x.seed - y.seed);
  expect(recs.map((x) => [x.seed, x.rawReward > 0])).toEqual([[0, false], [1, true], [2, false]]);
  const status = JSON.parse(readFileSync(path.join(out, 'run-status.json'), 'utf8'));
  // One worker for the whole run: a failed test would have cost a new one (the runner's habit).
  expect([status.finished, status.ok, status.failureSkipped, status.missing, status.workerStarts]).toEqual([3, 1, 2, [], 1]);
  const again = await runCli([...args, '--resume']);
  expect(again.code, again.stderr).toBe(0);
  expect(ids(records(out)).sort()).toEqual([0, 1, 2, 3, 4].map((s) => `click-test#${s}`));
});

test('an episode host that dies is started again: its episode has no record, the next ones run, --resume runs it', async () => {
  const out = path.join(root, 'host-crash');
  const args = ['sweep', '--policy', 'scripted', '--tasks', 'click-test', '--seeds', '0-2', '--observer', 'labels', '--out', out];
  const r = await runCli(args, { CAAP_SWEEP_FAULTS: 'crash-host@click-test#1' });
  expect(r.code).toBe(1);
  expect(r.stderr).toMatch(/episode host 1 exited .*; starting it again/);
  expect(r.stderr).toMatch(/1 episode\(s\) ended without a record \(click-test seed 1/);
  expect(ids(records(out)).sort()).toEqual(['click-test#0', 'click-test#2']);
  const again = await runCli([...args, '--resume']);
  expect(again.code, again.stderr).toBe(0);
  expect(ids(records(out)).sort()).toEqual(['click-test#0', 'click-test#1', 'click-test#2']);
});

test('a CAAP sweep against the local OpenAI-compatible test server records tokens and names the test server', async () => {
  // A tiny "model": click the first button of the element list in the prompt.
  const server = await startTestServer({
    handler: (body) => {
      const msgs = body.messages as { content: string }[];
      const id = /ID: (element_\d+), data: \{type: button/.exec(msgs.at(-1)!.content)?.[1] ?? 'element_1';
      return { content: `Action_1=(Action: functions.click_element, Argument: {"element_id": "${id}"})` };
    },
  });
  try {
    const out = path.join(root, 'caap');
    const r = await runCli(['sweep', '--policy', 'caap', '--tasks', 'click-test', '--seeds', '0-1', '--observer', 'labels', '--out', out, '--retries', '0'], {
      OPENAI_BASE_URL: server.url,
      OPENAI_API_KEY: 'sk-test',
      CAAP_MODEL: 'test-model',
    });
    expect(r.code, r.stderr).toBe(0);
    const recs = records(out);
    expect(recs.map((x) => x.rawReward)).toEqual([1, 1]);
    expect(recs.every((x) => x.tokens.prompt > 0)).toBe(true);
    expect(server.requests.length).toBeGreaterThanOrEqual(2);
    // The leaderboard names the endpoint and says a test server answered, not "test-model".
    expect(r.stdout).toMatch(/caap · test-model @ 127\.0\.0\.1 .*test model/);
    const lines = readFileSync(path.join(out, 'episodes.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) =>
      JSON.parse(l) as { llm: unknown; model: string; reportedModel: string }
    );
    expect(lines.map((l) => l.llm)).toEqual(
      [0, 1].map(() => ({ endpoint: '127.0.0.1', model: 'test-model', reportedModels: ['caap-test-server'], testServer: true })),
    );
    // The model asked for, and beside it the one the endpoint reported.
    expect(lines.map((l) => [l.model, l.reportedModel])).toEqual([['test-model', 'caap-test-server'], ['test-model', 'caap-test-server']]);
    // A paid endpoint gets a cost plan first; this one's model has no price, and 2 episodes start without --yes.
    expect(r.stderr).toMatch(/cost plan \(an estimate\): 2 episode\(s\) of caap against test-model at 127\.0\.0\.1/);
    expect(r.stderr).toMatch(/cost: unknown: no price for test-model/);
  } finally {
    await server.close();
  }
});
