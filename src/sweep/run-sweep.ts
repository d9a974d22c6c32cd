/**
 * Runs a sweep: prepares DIR (repairs a records file cut by a kill, works out what a
 * resumed sweep skips, writes plan.json), starts one episode host per worker (browser,
 * page reuse and models kept for the whole sweep; host/pool.ts), runs the Playwright sweep
 * project (runner/playwright.config.ts, compiled) with the chosen workers and shard, forwards Ctrl-C,
 * then stops the hosts. The leaderboard is written by the caller.
 *
 * @example
 *   const result = await runSweep({ config, settings, tasks: ['click-button'], seeds: [0, 1, 2], outDir: 'runs/s1', resume: false })
 *   console.log(result.status.episodesPerMinute)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../util/paths.js';
import { InvalidArgumentError } from '../errors.js';
import type { RunStatus } from './progress-reporter.js';
import { episodeKey, makePlan, plannedEpisodes, writePlan, type SweepConfig, type SweepPlan, type SweepRunSettingsInput } from './plan.js';
import { recordedEpisodes, RECORDS_FILE, repairRecordsFile } from './records.js';
import { HOSTS_ENV } from './host/client.js';
import { EpisodeHostPool } from './host/pool.js';
import { shardLabel, type Shard } from './shard.js';

/** The runner's config, compiled beside this module (runner/playwright.config.ts). */
export const SWEEP_CONFIG = fileURLToPath(new URL('./runner/playwright.config.js', import.meta.url));

export interface SweepRequest {
  config: SweepConfig;
  settings: SweepRunSettingsInput;
  tasks: string[];
  seeds: number[];
  outDir: string;
  resume: boolean;
  /** This machine's part of the episodes (shard.ts); absent: all of them. */
  shard?: Shard;
  /** Stop after this many failed episodes (`--max-failures`, max-failures.ts); the rest stay unrecorded for --resume. Goes into the plan's settings. */
  maxFailures?: number;
  log?: (line: string) => void;
  /**
   * The environment of the runner and the episode hosts: the caller's (`caap sweep` passes
   * process.env), which carries the LLM endpoint and key to the hosts without writing them
   * into plan.json; tests add fault injection to it.
   */
  env: NodeJS.ProcessEnv;
}

export interface SweepResult {
  plan: SweepPlan;
  /** Playwright's exit code: 0 every episode has its record (solved or not), 1 some test failed (no record), other: the runner failed. */
  exitCode: number;
  status: RunStatus | null;
  wallMs: number;
}

function playwrightCli(): string {
  return createRequire(import.meta.url).resolve('@playwright/test/cli');
}

/**
 * Checks DIR and writes the plan; refuses to mix a fresh sweep into records of the same
 * configuration. Recorded LLM failures do not count as recorded: a resumed sweep runs them.
 */
export function prepareSweep(r: SweepRequest): SweepPlan {
  const outDir = path.resolve(r.outDir);
  const records = path.join(outDir, RECORDS_FILE);
  const cut = repairRecordsFile(records);
  if (cut) r.log?.(`${records}: dropped a cut last line (${cut} bytes) left by a killed sweep`);
  const settings = { ...r.settings, maxFailures: r.maxFailures ?? r.settings.maxFailures ?? 0 };
  const probe = makePlan({ ...r, settings, outDir, skip: [] });
  const recorded = recordedEpisodes(records, probe.configKey);
  const planned = new Set(plannedEpisodes(probe).map((e) => episodeKey(e.task, e.seed)));
  const overlap = [...recorded].filter((k) => planned.has(k));
  if (overlap.length && !r.resume) {
    throw new InvalidArgumentError(`${outDir} already holds ${overlap.length} record(s) of this configuration for these episodes ` +
      `(e.g. ${overlap[0]}): pass --resume to run only the missing ones, or choose another --out.`);
  }
  // A new run id each start: the LLM-outage stop counts this run's records only (llm-outage.ts).
  const runId = `${new Date().toISOString().replace(/[:.]/g, '')}-${randomBytes(3).toString('hex')}`;
  const plan = makePlan({ ...r, settings, outDir, skip: r.resume ? overlap.sort() : [], runId });
  writePlan(plan);
  closeSync(openSync(records, 'a')); // a part with nothing to run still leaves its (empty) records file, for `caap report`
  return plan;
}

/** The episodes of the plan's part that are not recorded yet. */
export function episodesToRun(plan: SweepPlan): number {
  const skip = new Set(plan.skip);
  return plannedEpisodes(plan).filter((e) => !skip.has(episodeKey(e.task, e.seed))).length;
}

/**
 * A part with nothing to run (an empty shard, a resumed sweep that is complete) ends here:
 * no episode host, no runner start (about 20 s), and the run's Playwright report (DIR/blob,
 * which the runner empties when it starts) stays as it was.
 */
function nothingToRun(plan: SweepPlan, log?: (line: string) => void): SweepResult {
  const planned = plannedEpisodes(plan).length;
  const part = plan.shard ? `shard ${shardLabel(plan.shard)}` : 'this sweep';
  log?.(planned === 0 ?
    `sweep: ${part} holds no episode of the plan (${plan.tasks.length} task(s) x ${plan.seeds.length} seed(s)): nothing to run`
    : `sweep: nothing to run: all ${planned} episode(s) of ${part} are recorded (--resume)`);
  const status: RunStatus = { status: 'passed', shard: plan.shard ? shardLabel(plan.shard) : null, planned: 0, resumed: plan.skip.length, finished: 0, ok: 0,
    missing: [], outageSkipped: 0, failureSkipped: 0, workerStarts: 0, elapsedMs: 0, episodesPerMinute: 0 };
  return { plan, exitCode: 0, status, wallMs: 0 };
}

export async function runSweep(r: SweepRequest): Promise<SweepResult> {
  const plan = prepareSweep(r);
  if (episodesToRun(plan) === 0) return nothingToRun(plan, r.log);
  if (!existsSync(SWEEP_CONFIG)) throw new InvalidArgumentError(`${SWEEP_CONFIG} is missing: \`caap sweep\` runs from a checkout of the repository`);
  const statusFile = path.join(plan.outDir, 'run-status.json');
  rmSync(statusFile, { force: true });
  const args = [playwrightCli(), 'test', '--config', SWEEP_CONFIG];
  // No --shard for the runner: the plan holds this shard's part already (shard.ts). No --max-failures
  // either: unsolved episodes pass (sweep.spec.ts), so the plan's setting stops the sweep (max-failures.ts).
  const t0 = performance.now();
  const planFile = path.join(plan.outDir, 'plan.json');
  const hosts = await EpisodeHostPool.start({ planFile, count: plan.settings.workers, env: r.env, log: r.log });
  const child = spawn(process.execPath, args, {
    cwd: PACKAGE_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...r.env, CAAP_SWEEP_PLAN: planFile, [HOSTS_ENV]: JSON.stringify(hosts.urls), FORCE_COLOR: '0' },
  });
  // Ctrl-C reaches the runner through the terminal's process group; a TERM sent to us alone is forwarded.
  const forward = (sig: NodeJS.Signals) => () => {
    child.kill(sig);
  };
  const onTerm = forward('SIGTERM');
  process.on('SIGTERM', onTerm);
  const onInt = () => undefined; // let the runner stop its workers and report; we exit after it
  process.on('SIGINT', onInt);
  const exitCode = await new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', () => resolve(1));
  });
  process.off('SIGTERM', onTerm);
  process.off('SIGINT', onInt);
  await hosts.close();
  const status = existsSync(statusFile) ? (JSON.parse(readFileSync(statusFile, 'utf8')) as RunStatus) : null;
  return { plan, exitCode, status, wallMs: performance.now() - t0 };
}
