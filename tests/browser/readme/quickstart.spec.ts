/**
 * The README's quickstart is a test. The commands of the ```bash block that follows
 * `<!-- quickstart -->` in README.md run as written, one after the other, in a fresh
 * temporary folder (holding only a link to this checkout's dist/), with no network: each
 * must exit 0, every `runs/...` path the quickstart section names must exist afterwards,
 * and what they wrote must say what the README says (the episode solved, the records of
 * the built-in model, the leaderboard naming it).
 *
 * No network: where the system allows it the commands run in a network namespace of their
 * own with only the loopback interface up (`unshare -rn`); everywhere the LLM endpoint and
 * key variables are removed, so a command that reached for a hosted model would fail.
 * Needs the build (dist/), as `npm test` has it after `npm run setup`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cleanEnv, ROOT } from '../sweep/cli.js';
import { quickstartOf } from './quickstart.js';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const BUILT_IN_MODEL = 'caap-test-server/scripted';

/** A network namespace with loopback only, when this machine lets us make one. */
const ISOLATE = spawnSync('unshare', ['-rn', 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' }).status === 0;

function offlineEnv(): NodeJS.ProcessEnv {
  const env = cleanEnv();
  for (const k of Object.keys(env)) if (/^(OPENAI_|AZURE_OPENAI_|CAAP_MODEL$|HTTPS?_PROXY$|https?_proxy$)/.test(k)) delete env[k];
  return env;
}

interface Ran {
  command: string;
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

function runShell(command: string, cwd: string): Promise<Ran> {
  const argv = ISOLATE ? ['unshare', '-rn', 'sh', '-c', 'ip link set lo up && exec bash -c "$0"', command] : ['bash', '-c', command];
  const t0 = performance.now();
  const child = spawn(argv[0]!, argv.slice(1), { cwd, env: offlineEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '', stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ command, code: code ?? (signal ? 137 : 1), stdout, stderr, ms: performance.now() - t0 }))
  );
}

/** The value of `--name VALUE` in a command line. */
const optionOf = (command: string, name: string): string | undefined => new RegExp(`--${name} (\\S+)`).exec(command)?.[1];

test('the README quickstart runs as written, offline, and writes what the README says', async ({}, info) => {
  test.setTimeout(480_000);
  const { commands, section } = quickstartOf(README);
  expect(commands.length, 'the quickstart block holds commands').toBeGreaterThanOrEqual(3);
  for (const c of commands) expect(c, 'one command form throughout').toMatch(/^node dist\/cli\.js \S/);
  const named = [...new Set([...section.matchAll(/`(runs\/[^`\s]+)`/g)].map((m) => m[1]!))];
  expect(named.length, 'the quickstart says what it writes').toBeGreaterThan(3);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-quickstart-'));
  symlinkSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'));
  info.annotations.push({ type: 'network',
    description: ISOLATE ? 'own network namespace, loopback only (unshare -rn)' : 'LLM variables removed (unshare not available)' });

  const ran: Ran[] = [];
  for (const command of commands) {
    const r = await runShell(command, dir);
    ran.push(r);
    await info.attach(command, { body: `exit ${r.code} after ${(r.ms / 1000).toFixed(1)} s\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`,
      contentType: 'text/plain' });
    expect(r.code, `${command}\n${r.stderr.slice(-3000)}`).toBe(0);
  }
  info.annotations.push({ type: 'timings', description: ran.map((r) => `${r.command.split(' ')[2]} ${(r.ms / 1000).toFixed(1)} s`).join(', ') });

  for (const p of named) expect(existsSync(path.join(dir, p)), `${p}, named by the README's quickstart`).toBe(true);

  // What each command wrote says what the README says about it.
  const run = ran.find((r) => / run /.test(r.command))!;
  expect(run.stdout, 'the episode is solved').toMatch(/^reward 1\.000 \(raw 1\) · done/m);
  const trace = readFileSync(path.join(dir, optionOf(run.command, 'trace')!, 'index.html'), 'utf8');
  expect(trace).toContain(BUILT_IN_MODEL);

  const sweep = ran.find((r) => / sweep /.test(r.command))!;
  const out = optionOf(sweep.command, 'out')!;
  const tasks = optionOf(sweep.command, 'tasks')!.split(',');
  const records = readFileSync(path.join(dir, out, 'episodes.jsonl'), 'utf8').trim().split('\n').map((l) =>
    JSON.parse(l) as { task: string; model: string; policy: string; rawReward: number; sweep: { config: { model: string } } }
  );
  expect(records.map((r) => r.task).sort()).toEqual([...tasks].sort());
  for (const r of records) expect([r.policy, r.model, r.sweep.config.model]).toEqual(['caap', BUILT_IN_MODEL, BUILT_IN_MODEL]);
  expect(sweep.stderr.match(/sweep took \d/g), 'one duration for the sweep').toHaveLength(1);

  const report = ran.find((r) => / report /.test(r.command))!;
  expect(report.stdout).toContain(BUILT_IN_MODEL);
  expect(readFileSync(path.join(dir, out, 'leaderboard.md'), 'utf8')).toContain(BUILT_IN_MODEL);
});

test('the quickstart extractor reads the marked block, joins continued lines and skips comments', () => {
  const md = '# x\n\n## Quickstart\n\nsee `runs/a`\n\n```bash\nnot this\n```\n<!-- quickstart -->\n```bash\n# a comment\n' +
    'node dist/cli.js run \\\n  --task t   # why\n\nnode dist/cli.js report runs/a\n```\n\n## Next\n`runs/b`\n';
  const q = quickstartOf(md);
  expect(q.commands).toEqual(['node dist/cli.js run --task t', 'node dist/cli.js report runs/a']);
  expect(q.section).toContain('`runs/a`');
  expect(q.section).not.toContain('`runs/b`');
  expect(() => quickstartOf('# no marker\n')).toThrow(/<!-- quickstart -->/);
});
