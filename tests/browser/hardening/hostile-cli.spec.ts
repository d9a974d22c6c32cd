/**
 * Hostile pages and careless setups through the built CLI, third pass (docs/hardening.md):
 * a task page that navigates away, a NaN or infinite reward, a goal with terminal escape
 * codes, a megabyte goal (the pages in tests/fixtures/hostile-miniwob, driven as an official
 * suite), and the setup mistakes that used to end in a raw stack. Every case ends with one
 * clear line and its documented exit code (docs/cli.md), nothing is printed in clear that
 * should not be, and a record is kept where the episode ran.
 */
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, runCli, startCli } from '../sweep/cli.js';

const HOSTILE = path.join(ROOT, 'tests', 'fixtures', 'hostile-miniwob');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'caap-hostile-cli-'));
const runHostile = (task: string, record: string, steps = 6) =>
  runCli(['run', '--suite', 'official', '--miniwob-dir', HOSTILE, '--task', task, '--seed', '1', '--policy', 'scripted', '--observer', 'labels', '--max-steps',
    String(steps), '--record', record]);
const readRecord = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8').trim()) as Record<string, any> : null);
const STACK = /^\s+at .+:\d+:\d+\)?$/m;

/** The CLI, killed if it still runs after `ms` (a case that wrongly starts a server must not outlive the test). */
async function runCliWithin(args: string[], env: NodeJS.ProcessEnv, ms: number) {
  const { child, done } = startCli(args, env);
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  try {
    return await done;
  } finally {
    clearTimeout(timer);
  }
}
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

test.describe.configure({ mode: 'parallel', timeout: 120_000 }); // each test starts the CLI and a browser

for (const task of ['nan-reward', 'infinite-reward', 'navigate-away']) {
  test(`${task}: a harness failure with its reason, exit 6, no stack`, async () => {
    const record = path.join(tmp, `${task}.jsonl`);
    const r = await runHostile(task, record);
    expect(r.code, r.stderr).toBe(6);
    expect(r.stderr).toMatch(
      task === 'navigate-away'
        ? /caap run: harness failure: the task page navigated away/
        : /caap run: harness failure: the task page reported a reward that is not a finite number/,
    );
    expect(r.stderr).not.toMatch(STACK);
    const rec = readRecord(record);
    // The page may leave while the episode opens (no record: nothing ran) or during it (a record with the steps so far).
    if (task !== 'navigate-away' || rec) {
      expect(rec).toMatchObject({ doneReason: 'error', reward: 0, rawReward: 0,
        error: expect.stringMatching(/harness failure|navigated away|not a finite number/) });
    }
  });
}

test('escape-goal: the goal reaches the terminal without control sequences, and the record keeps it as it was', async () => {
  const record = path.join(tmp, 'escape.jsonl');
  const r = await runHostile('escape-goal', record);
  expect(r.code, r.stderr).toBe(0);
  for (const line of (r.stderr + r.stdout).split('\n')) expect(line, JSON.stringify(line)).not.toMatch(CONTROL);
  expect(r.stderr).toMatch(/^goal: Click the button\. reward 1\.000 \(raw 1\) *$/m);
  expect(readRecord(record)!.goal).toContain('\u001b]0;pwned-title');
});

test('huge-goal: the goal is cut with a marker before it reaches the prompt and the record', async () => {
  const record = path.join(tmp, 'huge.jsonl');
  const r = await runHostile('huge-goal', record, 1);
  expect(r.code, r.stderr).toBe(0);
  const goal = readRecord(record)!.goal as string;
  expect(goal.length).toBeLessThan(2_100);
  expect(goal).toMatch(/\[goal cut: 1048594 characters in all\]$/);
  expect(r.stderr.length).toBeLessThan(40_000);
});

test('setup mistakes: one line each, the documented code, no stack, before any browser starts', async () => {
  test.setTimeout(240_000); // 17 starts of the CLI, four at a time, on a loaded 2-core machine
  const busy = net.createServer();
  await new Promise<void>((res) => busy.listen(0, '127.0.0.1', () => res()));
  const busyPort = String((busy.address() as net.AddressInfo).port);
  const cases: [string[], number, RegExp][] = [
    [['sweep', '--policy', 'scripted', '--tasks', 'click-button', '--seeds', '0', '--workers', '0'], 2, /workers must be at least 1/],
    [['sweep', '--policy', 'scripted', '--tasks', 'click-button', '--seeds', '99999999999999999999'], 2, /seeds are whole numbers from 0 to 9007199254740991/],
    [['sweep', '--policy', 'scripted', '--tasks', 'click-button', '--seeds', '0', '--observer', 'labels', '--out', '/dev/null/x'], 2,
      /--out \/dev\/null\/x: cannot write there/],
    [['run', '--task', 'click-button', '--seed', '99999999999999999999'], 2, /seed must be an integer from 0 to/],
    [['run', '--task', 'click-button', '--seed', '1', '--max-steps', '0'], 2, /max-steps must be at least 1/],
    [['run', '--task', 'click-button', '--seed', '1', '--max-steps', '-5'], 2, /max-steps must be at least 1/],
    [['run', '--task', 'click-button', '--seed', '1', '--retries', '-3'], 2, /retries must be at least 0/],
    [['run', '--task', 'click-button', '--seed', '1', '--llm-timeout-ms', '-1'], 2, /llm-timeout-ms must be at least 1/],
    [['run', '--task', 'click-button', '--seed', '1', '--policy', 'scripted', '--observer', 'labels', '--trace', '/dev/null/t'], 2,
      /--trace \/dev\/null\/t: cannot write there/],
    [['run', '--task', 'click-button', '--seed', '1', '--policy', 'scripted', '--observer', 'labels', '--record', '/dev/null/r.jsonl'], 2,
      /--record .*cannot write there/],
    [['eval-perception', '--tasks', 'click-button', '--seeds', '99999999999999999999'], 2, /seeds are whole numbers/],
    [['perceive', '--image', path.join(tmp, 'missing.png')], 2, /--image .*missing\.png: no such file/],
    [['serve', '--port', '99999'], 2, /port must be at most 65535/],
    [['llm-test-server', '--port', '99999', '--scripted-model'], 2, /port must be at most 65535/],
    [['llm-test-server', '--port', busyPort, '--script', path.join(ROOT, 'tests/fixtures/agent/scripts/click-button-7.json')], 2,
      /the port is already in use \(EADDRINUSE\)/],
    [['llm-test-server', '--script', path.join(tmp, 'nope.json')], 2, /--script .*nope\.json: no such file/],
    [['run', '--task', 'click-button', '--seed', '1'], 3, /OPENAI_BASE_URL holds credentials/],
  ];
  try {
    const results: Awaited<ReturnType<typeof runCli>>[] = [];
    for (let i = 0; i < cases.length; i += 4) {
      results.push(
        ...await Promise.all(
          cases.slice(i, i + 4).map(([args], j) =>
            runCliWithin(args, i + j === cases.length - 1 ? { OPENAI_BASE_URL: 'http://u:pw-secret-123@127.0.0.1:9/v1', OPENAI_API_KEY: '' } : {}, 50_000)
          ),
        ),
      );
    }
    results.forEach((r, i) => {
      const [args, code, message] = cases[i]!;
      const what = args.join(' ');
      expect(r.code, `${what}\n${r.stderr}`).toBe(code);
      expect(r.stderr, what).toMatch(message);
      expect(r.stderr, what).not.toMatch(STACK);
      expect(r.stderr.trim().split('\n').length, `${what}: one line (and commander's hint)\n${r.stderr}`).toBeLessThanOrEqual(2);
      expect(r.stderr + r.stdout, what).not.toContain('pw-secret-123');
    });
  } finally {
    busy.close();
  }
});

test('episode --out into a missing folder makes the folder', async () => {
  const out = path.join(tmp, 'new', 'folder', 'x.png');
  const r = await runCli(['episode', '--task', 'click-button', '--seed', '1000', '--out', out, '--scale', '1']);
  expect(r.code, r.stderr).toBe(0);
  expect(existsSync(out)).toBe(true);
});
