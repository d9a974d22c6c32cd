/**
 * Watching one run of the sweep under a fault campaign (campaign.ts): progress lines every
 * 15 s, the schedule's disruptions when they fall due (a SIGKILL to the sweep's process
 * group, or to its Chromium processes), a hang when no record comes for too long, and the
 * campaign's deadline. After a kill of the group, processes of it that outlive it are
 * killed and counted.
 *
 * @example
 *   const how = await supervise(runs, startSweep({ ... }))   // 'exited' | 'killed' | 'stalled' | 'deadline'
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { LLM_FAULT_KINDS, type LlmFaultSchedule } from '../llm/testing/faults.js';
import type { DisruptionDone } from './campaign.js';
import type { CampaignOptions } from './options.js';
import { chromiumOf, killEach, listProcesses, markedProcesses } from './processes.js';
import type { Disruption, DisruptionKind } from './schedule.js';
import type { SweepRun } from './sweep-process.js';

/** What the runs of one campaign share: its settings and files, its clock and log, and what they tally across runs. */
export interface CampaignRuns {
  readonly o: CampaignOptions;
  readonly say: (line: string) => void;
  /** Seconds since the campaign started. */
  readonly elapsed: () => number;
  readonly recordsFile: string;
  /** The planned episodes, as `task#seed`. */
  readonly planned: Set<string>;
  readonly schedule: Disruption[];
  readonly faults: LlmFaultSchedule;
  /** The marker the campaign's processes carry in their environment (processes.ts). */
  readonly campaignId: string;
  /** Date.now() past which the campaign stops. */
  readonly deadline: number;
  readonly stallMs: number;
  /** The disruptions made, in order; `next` is the index of the schedule's next one. */
  readonly done: DisruptionDone[];
  next: number;
  runs: number;
  /** Processes of a killed sweep found alive 10 s after the kill. */
  leftBehind: number;
  /** Chromium processes killed by the browser kills. */
  browserProcs: number;
}

export type RunEnd = 'exited' | 'killed' | 'stalled' | 'deadline';

export interface Progress {
  lines: number;
  episodes: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Non-empty complete lines of the records file, and the planned episodes they cover. */
export function progressOf(file: string, planned: Set<string>): Progress {
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

const madeOf = (c: CampaignRuns, kind: DisruptionKind) => c.done.filter((d) => d.kind === kind).length;

function statusLine(c: CampaignRuns, p: Progress): string {
  return `run ${c.runs} · ${p.episodes}/${c.planned.size} episodes recorded (${p.lines} lines) · ` +
    `kills ${madeOf(c, 'sweep-kill')}/${c.o.kills} · browser kills ${madeOf(c, 'browser-kill')}/${c.o.browserKills} · ` +
    `LLM faults ${c.faults.total}/${c.faults.requests} (${LLM_FAULT_KINDS.map((k) => `${k} ${c.faults.counts[k]}`).join(', ')})`;
}

/** After a kill of the group: the campaign's processes that outlive it (10 s grace), killed and counted. */
export async function reapLeftovers(c: CampaignRuns): Promise<void> {
  let alive = markedProcesses(listProcesses(), c.campaignId);
  for (let i = 0; alive.length && i < 50; i++) {
    await sleep(200);
    alive = markedProcesses(listProcesses(), c.campaignId);
  }
  if (!alive.length) return;
  c.leftBehind += alive.length;
  c.say(
    `LEFT BEHIND: ${alive.length} process(es) of the killed sweep still alive after 10 s: ${
      alive.slice(0, 6).map((p) => `${p.pid} ${p.comm}`).join(', ')
    }; killing them`,
  );
  killEach(alive.map((p) => p.pid));
}

async function killSweep(c: CampaignRuns, run: SweepRun, ev: Disruption, records: number): Promise<void> {
  const left = await run.killGroup();
  c.done.push({ ...ev, atS: Math.round(c.elapsed()), records, run: c.runs });
  c.next++;
  c.say(`KILL ${madeOf(c, 'sweep-kill')}/${c.o.kills}: SIGKILL to the sweep's process group (pid ${run.pid}) ` +
    `at ${records} records${left.length ? `; ${left.length} process(es) of the group outlived it` : ''}`);
  await reapLeftovers(c);
}

/** SIGKILL to the sweep's Chromium processes; false when it has none running (the kill waits). */
function killBrowsers(c: CampaignRuns, ev: Disruption, records: number): boolean {
  const chrome = chromiumOf(markedProcesses(listProcesses(), c.campaignId));
  if (!chrome.length) return false;
  const n = killEach(chrome.map((p) => p.pid));
  c.browserProcs += n;
  c.done.push({ ...ev, atS: Math.round(c.elapsed()), records, run: c.runs, processes: n });
  c.next++;
  c.say(`BROWSER KILL ${madeOf(c, 'browser-kill')}/${c.o.browserKills}: SIGKILL to ${n} Chromium process(es) of the sweep at ${records} records`);
  return true;
}

/** What one watch of a run keeps between its looks at the records file. */
interface Watch {
  lastSize: number;
  lastChange: number;
  lastReport: number;
  /** When the schedule's next disruption became due (its records reached); its delay counts from here. */
  dueAt: number | undefined;
  progress: Progress;
}

/** Makes the schedule's next disruption once it is due and its delay has passed; true when it killed the sweep. */
async function disruptIfDue(c: CampaignRuns, run: SweepRun, w: Watch, now: number): Promise<boolean> {
  const ev = c.schedule[c.next];
  if (!ev || w.progress.lines < ev.afterRecords) return false;
  w.dueAt ??= now;
  if (now - w.dueAt < ev.delayMs) return false;
  if (ev.kind === 'sweep-kill') {
    await killSweep(c, run, ev, w.progress.lines);
    return true;
  }
  if (killBrowsers(c, ev, w.progress.lines)) w.dueAt = undefined;
  return false;
}

/** Stops the sweep past the campaign's deadline, or when no record came for too long. */
async function stopIfOverdue(c: CampaignRuns, run: SweepRun, quietMs: number): Promise<'deadline' | 'stalled' | null> {
  if (Date.now() > c.deadline) {
    c.say(`DEADLINE: ${c.o.deadlineMin} min passed; stopping the sweep`);
    await run.killGroup();
    return 'deadline';
  }
  if (quietMs > c.stallMs) {
    c.say(`HANG: no record for ${Math.round(c.stallMs / 1000)} s; killing the sweep`);
    await run.killGroup();
    return 'stalled';
  }
  return null;
}

/** Watches one run of the sweep until it exits, is killed by the schedule, stalls or meets the deadline. */
export async function supervise(c: CampaignRuns, run: SweepRun): Promise<RunEnd> {
  const w: Watch = { lastSize: -1, lastChange: performance.now(), lastReport: 0, dueAt: undefined, progress: progressOf(c.recordsFile, c.planned) };
  for (;;) {
    const now = performance.now();
    const size = existsSync(c.recordsFile) ? statSync(c.recordsFile).size : 0;
    if (size !== w.lastSize) {
      w.lastSize = size;
      w.lastChange = now;
      w.progress = progressOf(c.recordsFile, c.planned);
    }
    if (now - w.lastReport > 15_000) {
      w.lastReport = now;
      c.say(statusLine(c, w.progress));
    }
    if (!run.isRunning()) return 'exited';
    const stopped = await stopIfOverdue(c, run, now - w.lastChange);
    if (stopped) return stopped;
    if (await disruptIfDue(c, run, w, now)) return 'killed';
    await sleep(250);
  }
}
