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
 * deadline. The sweep runs as `node dist/cli.js sweep` exactly as a user runs it.
 *
 * @example
 *   const result = await runCampaign(CampaignOptionsSchema.parse({ out: 'runs/chaos' }), process.env, console.log)   // in an entry point
 *   if (result.failed.length) process.exitCode = 1
 */
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from '../util/paths.js';
import { LLM_FAULT_KINDS, LlmFaultSchedule } from '../llm/testing/faults.js';
import { startTestServer } from '../llm/testing/openai-test-server.js';
import { scriptedModelHandler } from '../policies/offline-model/scripted-model.js';
import { readPlan } from '../sweep/plan.js';
import { recordedEpisodes, RECORDS_FILE } from '../sweep/records.js';
import { checkRecords, failedChecks, type RecordChecks } from './checks.js';
import { runHostileSweep, type HostileSweepResult } from './hostile-pages.js';
import { campaignKey, filesHolding } from './leaks.js';
import { planOf, stallMsOf, type CampaignOptions } from './options.js';
import { chromiumOf, killEach, listProcesses, MARKER_ENV, markedProcesses } from './processes.js';
import { disruptionSchedule, harnessFaultPlan, type Disruption } from './schedule.js';
import { startSweep, type SweepRun } from './sweep-process.js';

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loads = () => os.loadavg().map((l) => Math.round(l * 10) / 10);

/** Non-empty complete lines of the records file, and the planned episodes they cover. */
function progressOf(file: string, planned: Set<string>): { lines: number; episodes: number } {
  if (!existsSync(file)) return { lines: 0, episodes: 0 };
  const lines = readFileSync(file, 'utf8').split('\n').slice(0, -1).filter((l) => l.trim());
  const seen = new Set<string>();
  for (const l of lines) {
    try {
      const r = JSON.parse(l) as { task?: unknown; seed?: unknown };
      const key = `${String(r.task)}#${String(r.seed)}`;
      if (planned.has(key)) seen.add(key);
    } catch { /* a bad line: the checks at the end report it */ }
  }
  return { lines: lines.length, episodes: seen.size };
}

/** `baseEnv`: the environment the sweep inherits (Chromium path, models folder...), read by the entry point. */
export async function runCampaign(o: CampaignOptions, baseEnv: NodeJS.ProcessEnv, log: (line: string) => void): Promise<CampaignResult> {
  const t0 = performance.now();
  const elapsed = () => (performance.now() - t0) / 1000;
  const stamp = () => {
    const s = Math.round(elapsed());
    return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  };
  const say = (l: string) => log(`[chaos ${stamp()}] ${l}`);
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
  const linked = [...planned][Math.floor(planned.size / 2)]!;
  const [linkedTask, linkedSeed] = linked.split('#');
  const outside = path.join(outDir, 'outside-the-sweep');
  const linkPath = path.join(sweepDir, 'traces', linkedTask!, `seed-${linkedSeed}`);
  mkdirSync(outside, { recursive: true });
  writeFileSync(path.join(outside, 'keep.txt'), 'must survive the campaign');
  mkdirSync(path.dirname(linkPath), { recursive: true });
  symlinkSync(outside, linkPath);
  const outsideIntact = () =>
    existsSync(path.join(outside, 'keep.txt')) && readFileSync(path.join(outside, 'keep.txt'), 'utf8') === 'must survive the campaign';
  const unlink = () => {
    try {
      if (lstatSync(linkPath).isSymbolicLink()) rmSync(linkPath);
    } catch { /* gone already */ }
  };
  const env: NodeJS.ProcessEnv = {
    ...baseEnv,
    OPENAI_BASE_URL: server.url,
    OPENAI_API_KEY: apiKey,
    CAAP_MODEL: CHAOS_MODEL,
    AZURE_OPENAI_ENDPOINT: '',
    AZURE_OPENAI_API_KEY: '',
    AZURE_OPENAI_DEPLOYMENT: '',
    CAAP_SWEEP_FAULTS: harness.spec,
    [MARKER_ENV]: campaignId,
    FORCE_COLOR: '0',
  };
  const sweepArgs = ['sweep', '--policy', 'caap', '--tasks', tasks.join(','), '--seeds', seeds.length > 1 ? `0-${seeds.length - 1}` : '0', '--observer',
    o.observer, '--workers', String(o.workers), '--out', sweepDir, '--episode-budget', String(o.episodeBudgetS), '--llm-timeout-ms', String(o.llmTimeoutMs),
    '--no-report'];
  say(`${planned.size} episodes (${tasks.length} tasks x seeds ${sweepArgs[6]}), observer ${o.observer}, ${o.workers} worker(s); ` +
    `LLM faults on ${Math.round(o.faultRate * 100)} % of requests (seed ${o.seed}) at ${server.url}`);
  say(`disruptions: ${schedule.map((d) => `${d.kind} after ${d.afterRecords} records +${(d.delayMs / 1000).toFixed(1)} s`).join('; ') || 'none'}`);
  if (harness.spec) say(`harness faults (CAAP_SWEEP_FAULTS): ${harness.spec}`);
  say(`sweep command: node dist/cli.js ${sweepArgs.join(' ')} [--resume]`);
  say(`symbolic link: the trace folder of ${linked} leads to ${outside} until a run ends on its own`);
  let linkStanding = true, refusedLink = false;

  const done: DisruptionDone[] = [];
  let next = 0, runs = 0, extraRuns = 0, stalls = 0, leftBehind = 0, browserProcs = 0, deadlineHit = false;
  /** Runs in a row that ended on their own without recording anything (a sweep that cannot start). */
  let fruitless = 0, gaveUp = '';
  const deadline = Date.now() + o.deadlineMin * 60_000;
  const stallMs = stallMsOf(o);
  const status = (p: { lines: number; episodes: number }) =>
    `run ${runs} · ${p.episodes}/${planned.size} episodes recorded (${p.lines} lines) · ` +
    `kills ${done.filter((d) => d.kind === 'sweep-kill').length}/${o.kills} · browser kills ${
      done.filter((d) => d.kind === 'browser-kill').length
    }/${o.browserKills} · ` +
    `LLM faults ${faults.total}/${faults.requests} (${LLM_FAULT_KINDS.map((k) => `${k} ${faults.counts[k]}`).join(', ')})`;

  /** After a kill of the group: the campaign's processes that outlive it (10 s grace), killed and counted. */
  const reapLeftovers = async (): Promise<void> => {
    let alive = markedProcesses(listProcesses(), campaignId);
    for (let i = 0; alive.length && i < 50; i++) {
      await sleep(200);
      alive = markedProcesses(listProcesses(), campaignId);
    }
    if (!alive.length) return;
    leftBehind += alive.length;
    say(
      `LEFT BEHIND: ${alive.length} process(es) of the killed sweep still alive after 10 s: ${
        alive.slice(0, 6).map((p) => `${p.pid} ${p.comm}`).join(', ')
      }; killing them`,
    );
    killEach(alive.map((p) => p.pid));
  };

  /** Watches one run of the sweep until it exits, is killed by the schedule, stalls or meets the deadline. */
  const supervise = async (run: SweepRun): Promise<'exited' | 'killed' | 'stalled' | 'deadline'> => {
    let lastSize = -1, lastChange = performance.now(), lastReport = 0, dueAt: number | undefined;
    let progress = progressOf(recordsFile, planned);
    for (;;) {
      const now = performance.now();
      const size = existsSync(recordsFile) ? statSync(recordsFile).size : 0;
      if (size !== lastSize) {
        lastSize = size;
        lastChange = now;
        progress = progressOf(recordsFile, planned);
      }
      if (now - lastReport > 15_000) {
        lastReport = now;
        say(status(progress));
      }
      if (!run.isRunning()) return 'exited';
      if (Date.now() > deadline) {
        say(`DEADLINE: ${o.deadlineMin} min passed; stopping the sweep`);
        await run.killGroup();
        return 'deadline';
      }
      if (now - lastChange > stallMs) {
        say(`HANG: no record for ${Math.round(stallMs / 1000)} s; killing the sweep`);
        await run.killGroup();
        return 'stalled';
      }
      const ev = schedule[next];
      if (ev && progress.lines >= ev.afterRecords) {
        dueAt ??= now;
        if (now - dueAt >= ev.delayMs) {
          if (ev.kind === 'sweep-kill') {
            const left = await run.killGroup();
            done.push({ ...ev, atS: Math.round(elapsed()), records: progress.lines, run: runs });
            next++;
            say(`KILL ${done.filter((d) => d.kind === 'sweep-kill').length}/${o.kills}: SIGKILL to the sweep's process group (pid ${run.pid}) ` +
              `at ${progress.lines} records${left.length ? `; ${left.length} process(es) of the group outlived it` : ''}`);
            await reapLeftovers();
            return 'killed';
          }
          const chrome = chromiumOf(markedProcesses(listProcesses(), campaignId));
          if (chrome.length) {
            const n = killEach(chrome.map((p) => p.pid));
            browserProcs += n;
            done.push({ ...ev, atS: Math.round(elapsed()), records: progress.lines, run: runs, processes: n });
            next++;
            dueAt = undefined;
            say(
              `BROWSER KILL ${
                done.filter((d) => d.kind === 'browser-kill').length
              }/${o.browserKills}: SIGKILL to ${n} Chromium process(es) of the sweep at ${progress.lines} records`,
            );
          }
        }
      }
      await sleep(250);
    }
  };

  for (;;) {
    runs++;
    const resume = runs > 1;
    const logFile = path.join(outDir, 'logs', `run-${runs}.log`);
    const linesBefore = progressOf(recordsFile, planned).lines;
    const run = startSweep({ cli: path.join(PACKAGE_ROOT, 'dist', 'cli.js'), args: resume ? [...sweepArgs, '--resume'] : sweepArgs, env, cwd: PACKAGE_ROOT,
      logFile });
    say(`run ${runs}: caap sweep${resume ? ' --resume' : ''} started (pid ${run.pid}, log ${path.relative(process.cwd(), logFile)})`);
    const how = await supervise(run);
    // The link has done its work once a run ended on its own (every episode of it was tried, the linked one
    // refused): its episode runs on the resume, as it would once a user removed the link.
    if (how === 'exited' && linkStanding) {
      linkStanding = false;
      refusedLink = /through a symbolic link/.test(existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
      say(
        `run ${runs} ended: the link was ${refusedLink ? 'refused' : 'NOT refused'}, the file outside the sweep is ${
          outsideIntact() ? 'intact' : 'GONE'
        }; removing the link`,
      );
      unlink();
    }
    if (how === 'exited') {
      const { code, signal } = await run.exited;
      say(`run ${runs}: the sweep exited (${signal ?? `code ${code}`})`);
      await reapLeftovers();
    }
    if (how === 'stalled') {
      stalls++;
      await reapLeftovers();
    }
    if (how === 'deadline') {
      deadlineHit = true;
      await reapLeftovers();
      break;
    }
    if (how === 'killed') continue;
    fruitless = progressOf(recordsFile, planned).lines > linesBefore ? 0 : fruitless + 1;
    const plan = existsSync(path.join(sweepDir, 'plan.json')) ? readPlan(path.join(sweepDir, 'plan.json')) : null;
    const recorded = plan ? recordedEpisodes(recordsFile, plan.configKey) : new Set<string>();
    const missing = [...planned].filter((k) => !recorded.has(k));
    if (!missing.length) break;
    if (fruitless >= 3) {
      gaveUp = `the sweep ended ${fruitless} times in a row without recording anything (see ${path.relative(process.cwd(), logFile)})`;
      say(`giving up: ${gaveUp}`);
      break;
    }
    if (next < schedule.length && how === 'exited') {
      say(`the sweep ended with ${missing.length} episode(s) to run and ${schedule.length - next} disruption(s) to go`);
    }
    if (next >= schedule.length || how !== 'exited') extraRuns++;
    if (extraRuns > o.maxExtraRuns) {
      say(`giving up after ${o.maxExtraRuns} resume(s) past the schedule: ${missing.length} episode(s) still to run`);
      break;
    }
    say(`${missing.length} episode(s) still to run (${missing.slice(0, 4).join(', ')}${missing.length > 4 ? ', ...' : ''}): resuming`);
  }
  say('hostile pages: a short sweep over tests/fixtures/hostile-miniwob (escape codes, a 1 MB goal, a NaN reward, a page that navigates away)');
  // Its own endpoint without faults: this part is about the pages (an LLM fault would only add budget stops).
  const calm = await startTestServer({ port: 0, host: '127.0.0.1', handler: scriptedModelHandler() });
  const hostile = await runHostileSweep({ outDir, env: { ...env, CAAP_SWEEP_FAULTS: '', OPENAI_BASE_URL: calm.url }, observer: o.observer });
  await calm.close();
  say(
    `hostile pages: ${hostile.records} record(s) of ${hostile.episodes} episode(s)${
      hostile.failed.length ? `; ${hostile.failed.length} problem(s)` : ', all as expected'
    }`,
  );
  await server.close();
  unlink();
  const leaks = filesHolding(outDir, apiKey);
  if (leaks.length) say(`LEAK: the API key is in clear in ${leaks.length} file(s): ${leaks.slice(0, 5).map((f) => path.relative(outDir, f)).join(', ')}`);

  // No plan: the sweep never got as far as writing it (its log says why); every episode then counts as lost.
  const planFile = path.join(sweepDir, 'plan.json');
  const plan = existsSync(planFile) ? readPlan(planFile) : null;
  const checks = checkRecords(existsSync(recordsFile) ? readFileSync(recordsFile, 'utf8') : '', {
    tasks,
    seeds,
    configKey: plan?.configKey ?? '(no plan.json)',
    episodeBudgetMs: o.episodeBudgetS * 1000,
    expectedFailures: harness.expected,
  });
  const figures: CampaignFigures = {
    episodes: planned.size,
    runs,
    kills: { asked: o.kills, made: done.filter((d) => d.kind === 'sweep-kill').length },
    browserKills: { asked: o.browserKills, made: done.filter((d) => d.kind === 'browser-kill').length, processes: browserProcs },
    harnessFaults: harness.expected.size,
    llm: { requests: faults.requests, faults: faults.total, byKind: { ...faults.counts } },
    hangs: { stalls, pastBudget: checks.pastBudget.length, deadline: deadlineHit },
    budgetStops: checks.byFailure.budget ?? 0,
    leftBehind,
    leaked: leaks.length,
    symlink: { episode: linked, outsideIntact: outsideIntact(), refused: refusedLink },
    hostile,
    wallS: Math.round(elapsed()),
    load: { start: loadStart, end: loads() },
  };
  const failed = [
    ...failedChecks(checks),
    ...(figures.kills.made < o.kills ? [`only ${figures.kills.made} of ${o.kills} sweep kills were made (the sweep ended first)`] : []),
    ...(figures.browserKills.made < o.browserKills ? [`only ${figures.browserKills.made} of ${o.browserKills} browser kills were made`] : []),
    ...(stalls ? [`${stalls} hang(s): no record for ${Math.round(stallMs / 1000)} s while the sweep ran`] : []),
    ...(deadlineHit ? [`the campaign ran past its deadline of ${o.deadlineMin} min`] : []),
    ...(leftBehind ? [`${leftBehind} process(es) of a killed sweep were left running`] : []),
    ...(leaks.length
      ? [`the API key is in clear in ${leaks.length} file(s) the campaign left (${leaks.slice(0, 3).map((f) => path.relative(outDir, f)).join(', ')})`]
      : []),
    ...(!outsideIntact() ? [`the file outside the sweep behind the symbolic link of ${linked} was deleted or changed`] : []),
    ...(!refusedLink ? [`the sweep's output does not show the symbolic link of ${linked} refused`] : []),
    ...(gaveUp ? [gaveUp] : []),
    ...hostile.failed,
  ];
  const result: CampaignResult = { figures, checks, disruptions: done, failed, sweepDir };
  writeFileSync(path.join(outDir, 'chaos-report.json'), `${JSON.stringify({ options: o, sweepArgs, ...result }, null, 1)}\n`);
  return result;
}
