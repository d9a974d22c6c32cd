/**
 * A fault campaign: one sweep of the CAAP policy against the local LLM test server playing
 * the scripted model, with faults on every side at once, then checks of what it recorded.
 *   - the LLM server answers a share of the requests with 429s, 500s, hangs, truncated
 *     bodies and garbage (src/llm/testing/faults.ts), deterministic given the seed;
 *   - the sweep's whole process group is SIGKILLed at drawn moments and `caap sweep
 *     --resume` run after each kill (schedule.ts);
 *   - the sweep's Chromium processes are SIGKILLed at drawn moments (the episode hosts
 *     must launch a new browser);
 *   - a few episodes get the sweep's own harness faults (CAAP_SWEEP_FAULTS: a crashed page,
 *     a hung episode that the episode budget must stop, a page that navigates away, a NaN
 *     reward);
 *   - the LLM faults include a body that drips a byte a second, a 30 MB reply and a reply
 *     that types the API key back: the sweep runs with a fresh key, and no file the campaign
 *     leaves may hold it in clear (leaks.ts);
 *   - one episode's trace folder is a symbolic link to a folder outside the sweep, with a
 *     file in it, until a run ends on its own: the host must refuse it and the file must survive;
 *   - then a short sweep over hostile task pages (hostile-pages.ts): escape codes in a goal,
 *     a megabyte goal, a NaN reward, a page that navigates away.
 * A watchdog counts a hang when no record comes for too long, and the campaign has a
 * deadline. The sweep runs as `node dist/cli.js sweep` exactly as a user runs it. The
 * phases live beside this file: the runs and resumes (sweep-runs.ts), the watch of one run
 * and its disruptions (supervise.ts), the planted link (trace-link.ts), and the checks,
 * figures and failures at the end (campaign-report.ts).
 *
 * @example
 *   const result = await runCampaign(CampaignOptionsSchema.parse({ out: 'runs/chaos' }), process.env, console.log)   // in an entry point
 *   if (result.failed.length) process.exitCode = 1
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LlmFaultSchedule } from '../llm/testing/faults.js';
import { startTestServer } from '../llm/testing/openai-test-server.js';
import { scriptedModelHandler } from '../policies/offline-model/scripted-model.js';
import { RECORDS_FILE } from '../sweep/records.js';
import { campaignFailures, campaignFigures, checkCampaignRecords, loads } from './campaign-report.js';
import type { RecordChecks } from './checks.js';
import { runHostileSweep, type HostileSweepResult } from './hostile-pages.js';
import { campaignKey, filesHolding } from './leaks.js';
import { planOf, stallMsOf, type CampaignOptions } from './options.js';
import { MARKER_ENV } from './processes.js';
import { disruptionSchedule, harnessFaultPlan, type Disruption } from './schedule.js';
import type { CampaignRuns } from './supervise.js';
import { runSweepsToTheEnd } from './sweep-runs.js';
import { plantTraceLink, type TraceLink } from './trace-link.js';

/** The model name the campaign's records carry: the local test server, with faults. */
export const CHAOS_MODEL = 'caap-test-server/scripted-faults';

export interface DisruptionDone extends Disruption {
  atS: number;
  records: number;
  run: number;
  processes?: number;
}

export interface CampaignFigures {
  episodes: number;
  runs: number;
  kills: { asked: number; made: number };
  browserKills: { asked: number; made: number; processes: number };
  harnessFaults: number;
  llm: { requests: number; faults: number; byKind: Record<string, number> };
  hangs: { stalls: number; pastBudget: number; deadline: boolean };
  budgetStops: number;
  /** Processes of the sweep still alive 10 s after a kill of its process group (browsers left to init). */
  leftBehind: number;
  /** Files the campaign left that hold its API key in clear. */
  leaked: number;
  /** The planted symbolic link: which episode's trace folder, and whether the file outside survived. */
  symlink: { episode: string; outsideIntact: boolean; refused: boolean } | null;
  /** The sweep over the hostile pages (hostile-pages.ts). */
  hostile: HostileSweepResult | null;
  wallS: number;
  load: { start: number[]; end: number[] };
}

export interface CampaignResult {
  figures: CampaignFigures;
  checks: RecordChecks;
  disruptions: DisruptionDone[];
  /** Failed checks, one line each; empty when the campaign passed. */
  failed: string[];
  sweepDir: string;
}

/** The campaign's clock, and its log lines stamped with the time since it started. */
function stampedLog(log: (line: string) => void): { elapsed: () => number; say: (line: string) => void } {
  const t0 = performance.now();
  const elapsed = () => (performance.now() - t0) / 1000;
  const stamp = () => {
    const s = Math.round(elapsed());
    return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  };
  return { elapsed, say: (l: string) => log(`[chaos ${stamp()}] ${l}`) };
}

/** The sweep's environment: the local test server with the campaign's fresh key, the harness faults, the campaign's marker. */
function sweepEnvOf(baseEnv: NodeJS.ProcessEnv, p: { url: string; apiKey: string; harnessFaults: string; campaignId: string }): NodeJS.ProcessEnv {
  return {
    ...baseEnv,
    OPENAI_BASE_URL: p.url,
    OPENAI_API_KEY: p.apiKey,
    CAAP_MODEL: CHAOS_MODEL,
    AZURE_OPENAI_ENDPOINT: '',
    AZURE_OPENAI_API_KEY: '',
    AZURE_OPENAI_DEPLOYMENT: '',
    CAAP_SWEEP_FAULTS: p.harnessFaults,
    [MARKER_ENV]: p.campaignId,
    FORCE_COLOR: '0',
  };
}

/** `caap sweep` as the campaign runs it (without --resume); element 6 is the seed range. */
function sweepArgsOf(o: CampaignOptions, tasks: string[], seeds: number[], sweepDir: string): string[] {
  return ['sweep', '--policy', 'caap', '--tasks', tasks.join(','), '--seeds', seeds.length > 1 ? `0-${seeds.length - 1}` : '0', '--observer', o.observer,
    '--workers', String(o.workers), '--out', sweepDir, '--episode-budget', String(o.episodeBudgetS), '--llm-timeout-ms', String(o.llmTimeoutMs), '--no-report'];
}

/** The campaign's plan, as its first log lines. */
function announce(say: (line: string) => void,
  p: { o: CampaignOptions; planned: number; tasks: number; sweepArgs: string[]; serverUrl: string; schedule: Disruption[]; harnessSpec: string;
    link: TraceLink }): void
{
  const { o } = p;
  say(`${p.planned} episodes (${p.tasks} tasks x seeds ${p.sweepArgs[6]}), observer ${o.observer}, ${o.workers} worker(s); ` +
    `LLM faults on ${Math.round(o.faultRate * 100)} % of requests (seed ${o.seed}) at ${p.serverUrl}`);
  say(`disruptions: ${p.schedule.map((d) => `${d.kind} after ${d.afterRecords} records +${(d.delayMs / 1000).toFixed(1)} s`).join('; ') || 'none'}`);
  if (p.harnessSpec) say(`harness faults (CAAP_SWEEP_FAULTS): ${p.harnessSpec}`);
  say(`sweep command: node dist/cli.js ${p.sweepArgs.join(' ')} [--resume]`);
  say(`symbolic link: the trace folder of ${p.link.episode} leads to ${p.link.outside} until a run ends on its own`);
}

/** The short sweep over the hostile task pages, on an endpoint of its own without faults. */
async function hostilePages(say: (line: string) => void, outDir: string, env: NodeJS.ProcessEnv, observer: string): Promise<HostileSweepResult> {
  say('hostile pages: a short sweep over tests/fixtures/hostile-miniwob (escape codes, a 1 MB goal, a NaN reward, a page that navigates away)');
  // Its own endpoint without faults: this part is about the pages (an LLM fault would only add budget stops).
  const calm = await startTestServer({ port: 0, host: '127.0.0.1', handler: scriptedModelHandler() });
  const hostile = await runHostileSweep({ outDir, env: { ...env, CAAP_SWEEP_FAULTS: '', OPENAI_BASE_URL: calm.url }, observer });
  await calm.close();
  say(
    `hostile pages: ${hostile.records} record(s) of ${hostile.episodes} episode(s)${
      hostile.failed.length ? `; ${hostile.failed.length} problem(s)` : ', all as expected'
    }`,
  );
  return hostile;
}

/** `baseEnv`: the environment the sweep inherits (Chromium path, models folder...), read by the entry point. */
export async function runCampaign(o: CampaignOptions, baseEnv: NodeJS.ProcessEnv, log: (line: string) => void): Promise<CampaignResult> {
  const { elapsed, say } = stampedLog(log);
  const loadStart = loads();

  const outDir = path.resolve(o.out);
  const sweepDir = path.join(outDir, 'sweep');
  const recordsFile = path.join(sweepDir, RECORDS_FILE);
  if (existsSync(recordsFile)) throw new RangeError(`${recordsFile} exists: a campaign starts from an empty folder; choose another --out or remove it`);
  mkdirSync(path.join(outDir, 'logs'), { recursive: true });

  const { tasks, seeds } = planOf(o);
  const planned = new Set(seeds.flatMap((s) => tasks.map((t) => `${t}#${s}`)));
  const schedule = disruptionSchedule({ episodes: planned.size, kills: o.kills, browserKills: o.browserKills, seed: o.seed });
  const harness = harnessFaultPlan({ tasks, seeds, n: o.harnessFaults, seed: o.seed });
  const faults = new LlmFaultSchedule({ rate: o.faultRate, seed: o.seed });
  const server = await startTestServer({ port: 0, host: '127.0.0.1', handler: scriptedModelHandler(), faults });
  const campaignId = `chaos-${o.seed}-${randomBytes(4).toString('hex')}`;
  const apiKey = campaignKey();
  // One episode's trace folder leads outside the sweep during the first run: the host must not follow it.
  const link = plantTraceLink(outDir, sweepDir, planned);
  const env = sweepEnvOf(baseEnv, { url: server.url, apiKey, harnessFaults: harness.spec, campaignId });
  const sweepArgs = sweepArgsOf(o, tasks, seeds, sweepDir);
  announce(say, { o, planned: planned.size, tasks: tasks.length, sweepArgs, serverUrl: server.url, schedule, harnessSpec: harness.spec, link });

  const runs: CampaignRuns = { o, say, elapsed, recordsFile, planned, schedule, faults, campaignId, deadline: Date.now() + o.deadlineMin * 60_000,
    stallMs: stallMsOf(o), done: [], next: 0, runs: 0, leftBehind: 0, browserProcs: 0 };
  const end = await runSweepsToTheEnd(runs, { args: sweepArgs, env, outDir, sweepDir }, link);
  const hostile = await hostilePages(say, outDir, env, o.observer);
  await server.close();
  link.remove();
  const leaks = filesHolding(outDir, apiKey);
  if (leaks.length) say(`LEAK: the API key is in clear in ${leaks.length} file(s): ${leaks.slice(0, 5).map((f) => path.relative(outDir, f)).join(', ')}`);

  const checks = checkCampaignRecords({ sweepDir, recordsFile, tasks, seeds, episodeBudgetS: o.episodeBudgetS, expectedFailures: harness.expected });
  const ended = { end, checks, harnessFaults: harness.expected.size, leaks, link, hostile, loadStart };
  const figures = campaignFigures(runs, ended);
  const failed = campaignFailures(runs, figures, ended, outDir);
  const result: CampaignResult = { figures, checks, disruptions: runs.done, failed, sweepDir };
  writeFileSync(path.join(outDir, 'chaos-report.json'), `${JSON.stringify({ options: o, sweepArgs, ...result }, null, 1)}\n`);
  return result;
}
