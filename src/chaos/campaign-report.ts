/**
 * The end of a fault campaign (campaign.ts): the checks of what the sweep recorded
 * (checks.ts) against the plan, the campaign's figures, and its failures, one line each.
 *
 * @example
 *   const checks = checkCampaignRecords({ sweepDir, recordsFile, tasks, seeds, episodeBudgetS: 60, expectedFailures })
 *   const figures = campaignFigures(runs, { end, checks, ... })
 *   campaignFailures(runs, { figures, checks, end, ... })   // [] when the campaign passed
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPlan } from '../sweep/plan.js';
import type { CampaignFigures } from './campaign.js';
import { checkRecords, failedChecks, type RecordChecks } from './checks.js';
import type { HostileSweepResult } from './hostile-pages.js';
import type { CampaignRuns } from './supervise.js';
import type { RunsEnd } from './sweep-runs.js';
import type { TraceLink } from './trace-link.js';

/** The machine's load averages (1, 5, 15 min), to one decimal. */
export const loads = (): number[] => os.loadavg().map((l) => Math.round(l * 10) / 10);

/** The records checked against the plan of tasks x seeds. */
export function checkCampaignRecords(
  p: { sweepDir: string; recordsFile: string; tasks: string[]; seeds: number[]; episodeBudgetS: number; expectedFailures: Map<string, string> },
): RecordChecks {
  // No plan: the sweep never got as far as writing it (its log says why); every episode then counts as lost.
  const planFile = path.join(p.sweepDir, 'plan.json');
  const plan = existsSync(planFile) ? readPlan(planFile) : null;
  return checkRecords(existsSync(p.recordsFile) ? readFileSync(p.recordsFile, 'utf8') : '', {
    tasks: p.tasks,
    seeds: p.seeds,
    configKey: plan?.configKey ?? '(no plan.json)',
    episodeBudgetMs: p.episodeBudgetS * 1000,
    expectedFailures: p.expectedFailures,
  });
}

/** What the campaign ended with, besides its runs' tallies. */
export interface CampaignEnd {
  end: RunsEnd;
  checks: RecordChecks;
  harnessFaults: number;
  /** Files that hold the API key in clear. */
  leaks: string[];
  link: TraceLink;
  hostile: HostileSweepResult;
  loadStart: number[];
}

export function campaignFigures(c: CampaignRuns, e: CampaignEnd): CampaignFigures {
  const { o, done } = c;
  return {
    episodes: c.planned.size,
    runs: c.runs,
    kills: { asked: o.kills, made: done.filter((d) => d.kind === 'sweep-kill').length },
    browserKills: { asked: o.browserKills, made: done.filter((d) => d.kind === 'browser-kill').length, processes: c.browserProcs },
    harnessFaults: e.harnessFaults,
    llm: { requests: c.faults.requests, faults: c.faults.total, byKind: { ...c.faults.counts } },
    hangs: { stalls: e.end.stalls, pastBudget: e.checks.pastBudget.length, deadline: e.end.deadlineHit },
    budgetStops: e.checks.byFailure.budget ?? 0,
    leftBehind: c.leftBehind,
    leaked: e.leaks.length,
    symlink: { episode: e.link.episode, outsideIntact: e.link.outsideIntact(), refused: e.end.refusedLink },
    hostile: e.hostile,
    wallS: Math.round(c.elapsed()),
    load: { start: e.loadStart, end: loads() },
  };
}

/** The campaign's failed checks, one line each; empty when it passed. */
export function campaignFailures(c: CampaignRuns, figures: CampaignFigures, e: CampaignEnd, outDir: string): string[] {
  const { o } = c, { end, leaks, link } = e;
  return [
    ...failedChecks(e.checks),
    ...(figures.kills.made < o.kills ? [`only ${figures.kills.made} of ${o.kills} sweep kills were made (the sweep ended first)`] : []),
    ...(figures.browserKills.made < o.browserKills ? [`only ${figures.browserKills.made} of ${o.browserKills} browser kills were made`] : []),
    ...(end.stalls ? [`${end.stalls} hang(s): no record for ${Math.round(c.stallMs / 1000)} s while the sweep ran`] : []),
    ...(end.deadlineHit ? [`the campaign ran past its deadline of ${o.deadlineMin} min`] : []),
    ...(c.leftBehind ? [`${c.leftBehind} process(es) of a killed sweep were left running`] : []),
    ...(leaks.length
      ? [`the API key is in clear in ${leaks.length} file(s) the campaign left (${leaks.slice(0, 3).map((f) => path.relative(outDir, f)).join(', ')})`]
      : []),
    ...(!link.outsideIntact() ? [`the file outside the sweep behind the symbolic link of ${link.episode} was deleted or changed`] : []),
    ...(!end.refusedLink ? [`the sweep's output does not show the symbolic link of ${link.episode} refused`] : []),
    ...(end.gaveUp ? [end.gaveUp] : []),
    ...e.hostile.failed,
  ];
}
