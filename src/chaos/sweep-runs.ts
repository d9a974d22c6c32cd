/**
 * The sweep runs of a fault campaign (campaign.ts): `caap sweep`, then `caap sweep
 * --resume` after each kill or early end, each watched by supervise.ts, until every
 * planned episode is recorded, the deadline passes, or the campaign gives up (runs in a row
 * that record nothing, or too many resumes past the schedule). The planted trace link
 * (trace-link.ts) is checked and removed once a run ends on its own.
 *
 * @example
 *   const end = await runSweepsToTheEnd(runs, { args: sweepArgs, env, outDir, sweepDir }, link)
 *   end.stalls; end.deadlineHit; end.gaveUp; end.refusedLink
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readPlan } from '../sweep/plan.js';
import { recordedEpisodes } from '../sweep/records.js';
import { PACKAGE_ROOT } from '../util/paths.js';
import { progressOf, reapLeftovers, supervise, type CampaignRuns, type RunEnd } from './supervise.js';
import { startSweep, type SweepRun } from './sweep-process.js';
import type { TraceLink } from './trace-link.js';

/** The sweep command line (without --resume), its environment, and the campaign's and the sweep's folders. */
export interface SweepCommand {
  args: string[];
  env: NodeJS.ProcessEnv;
  outDir: string;
  sweepDir: string;
}

export interface RunsEnd {
  /** Runs killed because no record came for too long. */
  stalls: number;
  deadlineHit: boolean;
  /** Why the campaign gave up on the sweep; empty when it did not. */
  gaveUp: string;
  /** Whether the first run that ended on its own says it refused the trace link. */
  refusedLink: boolean;
}

function startRun(c: CampaignRuns, cmd: SweepCommand, logFile: string): SweepRun {
  const resume = c.runs > 1;
  const run = startSweep({ cli: path.join(PACKAGE_ROOT, 'dist', 'cli.js'), args: resume ? [...cmd.args, '--resume'] : cmd.args, env: cmd.env, cwd: PACKAGE_ROOT,
    logFile });
  c.say(`run ${c.runs}: caap sweep${resume ? ' --resume' : ''} started (pid ${run.pid}, log ${path.relative(process.cwd(), logFile)})`);
  return run;
}

/** Whether the run's log shows the trace link refused; says how the file outside fared, and removes the link. */
function checkLinkAfterRun(c: CampaignRuns, logFile: string, link: TraceLink): boolean {
  const refused = /through a symbolic link/.test(existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  c.say(
    `run ${c.runs} ended: the link was ${refused ? 'refused' : 'NOT refused'}, the file outside the sweep is ${
      link.outsideIntact() ? 'intact' : 'GONE'
    }; removing the link`,
  );
  link.remove();
  return refused;
}

/** After a run: waits for its exit, counts a hang or the deadline, and reaps what is left of it. */
async function settleRun(c: CampaignRuns, run: SweepRun, how: RunEnd, end: RunsEnd): Promise<void> {
  if (how === 'exited') {
    const { code, signal } = await run.exited;
    c.say(`run ${c.runs}: the sweep exited (${signal ?? `code ${code}`})`);
    await reapLeftovers(c);
  }
  if (how === 'stalled') {
    end.stalls++;
    await reapLeftovers(c);
  }
  if (how === 'deadline') {
    end.deadlineHit = true;
    await reapLeftovers(c);
  }
}

/** Planned episodes the sweep has not recorded under its plan's configuration (all of them without a plan). */
function missingEpisodes(c: CampaignRuns, sweepDir: string): string[] {
  const plan = existsSync(path.join(sweepDir, 'plan.json')) ? readPlan(path.join(sweepDir, 'plan.json')) : null;
  const recorded = plan ? recordedEpisodes(c.recordsFile, plan.configKey) : new Set<string>();
  return [...c.planned].filter((k) => !recorded.has(k));
}

export async function runSweepsToTheEnd(c: CampaignRuns, cmd: SweepCommand, link: TraceLink): Promise<RunsEnd> {
  const end: RunsEnd = { stalls: 0, deadlineHit: false, gaveUp: '', refusedLink: false };
  let linkStanding = true, extraRuns = 0;
  /** Runs in a row that ended on their own without recording anything (a sweep that cannot start). */
  let fruitless = 0;
  for (;;) {
    c.runs++;
    const logFile = path.join(cmd.outDir, 'logs', `run-${c.runs}.log`);
    const linesBefore = progressOf(c.recordsFile, c.planned).lines;
    const run = startRun(c, cmd, logFile);
    const how = await supervise(c, run);
    // The link has done its work once a run ended on its own (every episode of it was tried, the linked one
    // refused): its episode runs on the resume, as it would once a user removed the link.
    if (how === 'exited' && linkStanding) {
      linkStanding = false;
      end.refusedLink = checkLinkAfterRun(c, logFile, link);
    }
    await settleRun(c, run, how, end);
    if (how === 'deadline') break;
    if (how === 'killed') continue;
    fruitless = progressOf(c.recordsFile, c.planned).lines > linesBefore ? 0 : fruitless + 1;
    const missing = missingEpisodes(c, cmd.sweepDir);
    if (!missing.length) break;
    if (fruitless >= 3) {
      end.gaveUp = `the sweep ended ${fruitless} times in a row without recording anything (see ${path.relative(process.cwd(), logFile)})`;
      c.say(`giving up: ${end.gaveUp}`);
      break;
    }
    if (c.next < c.schedule.length && how === 'exited') {
      c.say(`the sweep ended with ${missing.length} episode(s) to run and ${c.schedule.length - c.next} disruption(s) to go`);
    }
    if (c.next >= c.schedule.length || how !== 'exited') extraRuns++;
    if (extraRuns > c.o.maxExtraRuns) {
      c.say(`giving up after ${c.o.maxExtraRuns} resume(s) past the schedule: ${missing.length} episode(s) still to run`);
      break;
    }
    c.say(`${missing.length} episode(s) still to run (${missing.slice(0, 4).join(', ')}${missing.length > 4 ? ', ...' : ''}): resuming`);
  }
  return end;
}
