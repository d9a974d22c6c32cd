/**
 * The campaign's second part: one short sweep of the CAAP policy over the hostile task pages
 * in tests/fixtures/hostile-miniwob (driven as an official suite): a goal with terminal
 * escape codes, a megabyte goal, a NaN reward, a page that navigates away. Checks: each
 * episode has exactly one valid record; the NaN and navigation episodes are harness
 * failures; the huge goal is cut with its marker; the sweep's output holds no control
 * characters of the pages' making (the escape-code goal must reach the log stripped).
 *
 * @example
 *   const r = await runHostileSweep({ outDir: 'runs/chaos', env, observer: 'labels' })
 *   if (r.failed.length) ...
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../util/paths.js';
import { raceTimer, TIMED_OUT } from '../util/progress.js';
import { SweepRecordSchema } from '../sweep/records.js';
import { startSweep } from './sweep-process.js';

export const HOSTILE_DIR = path.join(PACKAGE_ROOT, 'tests', 'fixtures', 'hostile-miniwob');
/** How long the hostile-page sweep may run before it is killed (it takes about a minute). */
const HOSTILE_SWEEP_MS = 10 * 60_000;
const EXPECTED: Record<string, (r: { sweep: { failure?: string }; goal: string }) => string | null> = {
  'escape-goal': (r) => (r.goal.includes('\u001b]0;pwned-title') ? null : 'the record does not keep the goal as the page gave it'),
  'huge-goal': (
    r,
  ) => (r.goal.length < 2_100 && /\[goal cut: \d+ characters in all\]$/.test(r.goal)
    ? null
    : `the goal is not cut with its marker (${r.goal.length} characters)`),
  'nan-reward': (r) => (r.sweep.failure === 'harness' ? null : `failure ${r.sweep.failure ?? '(none)'}, expected harness`),
  'navigate-away': (r) => (r.sweep.failure === 'harness' ? null : `failure ${r.sweep.failure ?? '(none)'}, expected harness`),
};
/** Control characters a page could put on a terminal (tab and newline are the log's own). */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

export interface HostileSweepResult {
  episodes: number;
  records: number;
  failed: string[];
}

export async function runHostileSweep(o: { outDir: string; env: NodeJS.ProcessEnv; observer: string; seeds?: string }): Promise<HostileSweepResult> {
  const sweepDir = path.join(o.outDir, 'hostile-sweep');
  const logFile = path.join(o.outDir, 'logs', 'hostile-sweep.log');
  const tasks = Object.keys(EXPECTED);
  const seeds = o.seeds ?? '0-1';
  const run = startSweep({
    cli: path.join(PACKAGE_ROOT, 'dist', 'cli.js'),
    cwd: PACKAGE_ROOT,
    logFile,
    env: o.env,
    args: ['sweep', '--policy', 'caap', '--suite', 'official', '--miniwob-dir', HOSTILE_DIR, '--tasks', tasks.join(','), '--seeds', seeds, '--observer',
      o.observer, '--workers', '1', '--max-steps', '3', '--episode-budget', '60', '--out', sweepDir, '--no-report'],
  });
  const planned = tasks.length * (seeds === '0' ? 1 : 2);
  // On the one timing mechanism (a bare 10-min timer here kept the campaign's process alive for 10 min after its report).
  const ended = (await raceTimer(run.exited, HOSTILE_SWEEP_MS)) !== TIMED_OUT;
  if (!ended) await run.killGroup();
  const failed: string[] = ended ? [] : ['the hostile-page sweep did not end within 10 min'];
  const file = path.join(sweepDir, 'episodes.jsonl');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()) : [];
  const seen = new Map<string, number>();
  for (const line of lines) {
    const parsed = SweepRecordSchema.safeParse(JSON.parse(line));
    if (!parsed.success) {
      failed.push(`hostile sweep: an invalid record (${parsed.error.issues[0]?.message})`);
      continue;
    }
    const r = parsed.data;
    const key = `${r.task}#${r.seed}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const why = EXPECTED[r.task]?.(r);
    if (why) failed.push(`hostile sweep: ${key}: ${why}`);
  }
  if (seen.size !== planned) failed.push(`hostile sweep: ${planned - seen.size} of ${planned} episode(s) without a record`);
  for (const [key, n] of seen) if (n > 1) failed.push(`hostile sweep: ${key} recorded ${n} times`);
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const dirty = log.split('\n').filter((l) => CONTROL.test(l.replace(/\r$/, '')));
  if (dirty.length) {
    failed.push(`hostile sweep: ${dirty.length} line(s) of its output hold control characters (first: ${JSON.stringify(dirty[0]!.slice(0, 120))})`);
  }
  return { episodes: planned, records: lines.length, failed };
}
