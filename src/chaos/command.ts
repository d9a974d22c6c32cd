/**
 * The command line of the fault campaign (campaign.ts): `npm run chaos`, whose entry point
 * scripts/chaos.mjs reads the process environment and hands it here. Prints progress lines
 * while it runs, then the figures and the checks; exits 0 when every check passed, 1 when
 * one failed, 2 on a usage error. Not part of `npm test`.
 *
 * @example
 *   npm run build && npm run chaos -- --out runs/chaos-1 --seed 1
 *   npm run chaos -- --episodes 20 --kills 2 --browser-kills 1 --out runs/chaos-small
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { LLM_FAULT_KINDS } from '../llm/testing/faults.js';
import { runCampaign, type CampaignResult } from './campaign.js';
import { CampaignOptionsSchema, DEFAULT_TASKS, planOf } from './options.js';

const int = (name: string, min: number) => (v: string): number => {
  if (!/^\d+$/.test(v.trim()) || Number(v) < min) throw new InvalidArgumentError(`${name} must be a whole number of at least ${min}`);
  return Number(v);
};
const share = (v: string): number => {
  const n = Number(v);
  if (!/^\d*\.?\d+$/.test(v.trim()) || n > 1) throw new InvalidArgumentError('--fault-rate must be a share from 0 to 1, e.g. 0.2');
  return n;
};

/** The figures and checks as printed at the end. */
export function formatResult(r: CampaignResult): string[] {
  const f = r.figures, c = r.checks;
  const byKind = LLM_FAULT_KINDS.map((k) => `${k} ${f.llm.byKind[k] ?? 0}`).join(', ');
  const failures = Object.entries(c.byFailure).sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`).join(', ');
  return [
    '',
    'fault campaign figures',
    `  episodes planned         ${f.episodes} (${c.solved} solved; records by failure: ${failures || 'none'})`,
    `  sweep runs               ${f.runs} (1 + ${f.runs - 1} --resume)`,
    `  sweep kills (SIGKILL)    ${f.kills.made} of ${f.kills.asked}`,
    `  browser kills            ${f.browserKills.made} of ${f.browserKills.asked} (${f.browserKills.processes} Chromium processes)`,
    `  harness faults           ${f.harnessFaults} (CAAP_SWEEP_FAULTS crash-page / hang / navigate-away / nan-reward)`,
    `  LLM faults injected      ${f.llm.faults} of ${f.llm.requests} requests (${byKind})`,
    `  LLM failures recorded    ${c.llm.failed} (${
      c.llmLabel
        ? `${c.llm.labelled} labelled "llm", ${c.llm.superseded} superseded by a resumed run, ${c.llm.unresolved.length} unresolved`
        : 'the record schema has no failure "llm" yet'
    })`,
    `  records lost             ${c.lost.length}`,
    `  records duplicated       ${c.duplicated.length}`,
    `  records invalid          ${c.invalid.length} (of ${c.lines} lines; ${c.foreign.length} foreign)`,
    `  hangs                    ${
      f.hangs.stalls + f.hangs.pastBudget + (f.hangs.deadline ? 1 : 0)
    } (stalls ${f.hangs.stalls}, past budget ${f.hangs.pastBudget}; episodes stopped by their budget: ${f.budgetStops})`,
    `  processes left behind    ${f.leftBehind}`,
    `  API key leaked           ${f.leaked} file(s) holding it in clear`,
    `  hostile pages            ${
      f.hostile
        ? `${f.hostile.records} record(s) of ${f.hostile.episodes} episode(s) (escape-code goal, 1 MB goal, NaN reward, navigation away), ${f.hostile.failed.length} problem(s)`
        : 'not run'
    }`,
    `  symbolic link            ${
      f.symlink
        ? `${f.symlink.episode}'s trace folder led outside until a run ended on its own; ${f.symlink.refused ? 'refused' : 'NOT refused'}, the file there ${
          f.symlink.outsideIntact ? 'is intact' : 'was DELETED'
        }`
        : 'none'
    }`,
    `  wall time                ${Math.floor(f.wallS / 60)} min ${f.wallS % 60} s (load average ${f.load.start.join(' ')} at the start, ${
      f.load.end.join(' ')
    } at the end)`,
    '',
    ...(r.failed.length ? ['FAILED:', ...r.failed.map((l) => `  - ${l}`)] : ['all checks passed']),
  ];
}

/** `env`: the environment the sweep inherits (the entry point's process.env). */
export function chaosCommand(env: NodeJS.ProcessEnv): Command {
  return new Command('npm run chaos --')
    .description('fault campaign: a sweep of the CAAP policy against the local LLM test server, with LLM faults, sweep kills, browser kills ' +
      'and harness faults; then checks that every episode was recorded exactly once, validly, with LLM failures labelled, and nothing hung')
    .requiredOption('--out <dir>', 'campaign folder (must not hold a sweep yet): sweep/, logs/run-N.log, chaos-report.json')
    .option('--episodes <n>', `episodes of the plan: the tasks x seeds 0..k-1 (a multiple of the task count, or at most it)`, int('--episodes', 1), 100)
    .option('--tasks <list>', 'comma list of tasks', DEFAULT_TASKS.join(','))
    .option('--kills <n>', "SIGKILLs of the sweep's whole process group, each followed by caap sweep --resume", int('--kills', 0), 5)
    .option('--browser-kills <n>', "SIGKILLs of the sweep's Chromium processes", int('--browser-kills', 0), 2)
    .option('--harness-faults <n>', 'episodes given a CAAP_SWEEP_FAULTS fault (crash-page, hang, navigate-away, nan-reward in turn)',
      int('--harness-faults', 0), 4)
    .option('--fault-rate <share>', `share of LLM requests answered with a fault (${LLM_FAULT_KINDS.join(', ')})`, share, 0.2)
    .option('--seed <n>', 'seed of every random choice: kill moments, LLM fault draws, harness-fault episodes', int('--seed', 0), 1)
    .option('--workers <n>', 'sweep workers (one browser each)', int('--workers', 1), 2)
    .addOption(new Option('--observer <kind>', 'perception: models = the ONNX screenshot path; labels = DOM labels (cheaper, evaluation only)')
      .choices(['models', 'labels']).default('models'))
    .option('--episode-budget <s>', "the sweep's per-episode budget in seconds", int('--episode-budget', 5), 60)
    .option('--llm-timeout-ms <ms>', "the LLM client's per-request timeout (what a hung request costs)", int('--llm-timeout-ms', 100), 5000)
    .option('--stall <s>', 'no new record for this long while a sweep runs counts as a hang (default: episode budget + 150)', int('--stall', 10))
    .option('--deadline <min>', 'deadline of the whole campaign in minutes', int('--deadline', 1), 45)
    .addHelpText('after', `
Runs \`node dist/cli.js sweep --policy caap\` against a local LLM test server (the scripted model) started in
this process, with faults drawn from --seed. Build first (npm run build). Linux only (it reads /proc).
Exit: 0 all checks passed, 1 a check failed, 2 usage error.

Examples:
  npm run chaos -- --out runs/chaos-1
  npm run chaos -- --out runs/chaos-small --episodes 20 --kills 2 --browser-kills 1 --seed 7
  node scripts/chaos.mjs --out runs/chaos-labels --observer labels --workers 1`)
    .action(
      async (
        a: { out: string; episodes: number; tasks: string; kills: number; browserKills: number; harnessFaults: number; faultRate: number; seed: number;
          workers: number; observer: 'models' | 'labels'; episodeBudget: number; llmTimeoutMs: number; stall?: number; deadline: number },
      ) => {
        const o = CampaignOptionsSchema.parse({
          out: a.out,
          episodes: a.episodes,
          tasks: a.tasks.split(',').map((t) => t.trim()).filter(Boolean),
          kills: a.kills,
          browserKills: a.browserKills,
          harnessFaults: a.harnessFaults,
          faultRate: a.faultRate,
          seed: a.seed,
          workers: a.workers,
          observer: a.observer,
          episodeBudgetS: a.episodeBudget,
          llmTimeoutMs: a.llmTimeoutMs,
          ...(a.stall ? { stallS: a.stall } : {}),
          deadlineMin: a.deadline,
        });
        planOf(o); // a usage error before anything starts
        const result = await runCampaign(o, env, (l) => console.log(l));
        for (const l of formatResult(result)) console.log(l);
        console.log(`report: ${result.sweepDir.replace(/sweep$/, 'chaos-report.json')}`);
        process.exitCode = result.failed.length ? 1 : 0;
      },
    );
}
