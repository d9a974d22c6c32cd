/**
 * `caap sweep`: every (task, seed) of a list as one test of the Playwright sweep project,
 * in parallel workers with one browser each; one durable record per episode in
 * DIR/episodes.jsonl; --resume runs only what is missing; ends with the leaderboard.
 *
 * @example
 *   caap sweep --policy scripted --tasks all --seeds 0-49 --observer labels --out runs/scripted
 *   caap sweep --policy scripted --tasks all --seeds 0-49 --shard 1/2 --out runs/shard1   # machine 1
 *   caap report runs/shard1 runs/shard2 --out runs/merged
 *   OPENAI_API_KEY=sk-... caap sweep --policy caap --list   # the cost plan; add --yes to run one over --confirm-over
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError as CommanderArgumentError, Option, type Command } from 'commander';
import { llmConfigFromEnv, llmConfigProblem, llmOverrides } from '../llm/config.js';
import { LlmNotConfiguredError } from '../errors.js';
import { llmIdentityOf, type LlmIdentity } from '../llm/identity.js';
import { resolveSuite } from '../env/suites.js';
import { needsLlm } from '../episode/policies.js';
import { parseSeedRange, SEED_RANGES } from '../seeds.js';
import { outageMessage, llmOutage } from '../sweep/llm-outage.js';
import { DEFAULT_GROUP_SIZE, DEFAULT_MAX_LLM_OUTAGES, parseShard, parseTaskList, type SweepConfig } from '../sweep/plan.js';
import { isLlmFailure, readRecordFiles, RECORDS_FILE } from '../sweep/records.js';
import { loadPriceFile, PRICES_EXAMPLE, SHIPPED_PRICES } from '../sweep/report/prices.js';
import { confirmationNeeded, CONFIRM_UNPRICED_EPISODES, costPlan, costPlanLines, DEFAULT_CONFIRM_OVER_USD, type CostPlan } from '../sweep/cost-plan.js';
import { InvalidArgumentError } from '../errors.js';
import { formatDuration } from '../sweep/progress.js';
import { runSweep } from '../sweep/run-sweep.js';
import { BUILT_IN_HOST, builtInLlmOf, builtInModelName, openLlmEndpoint } from './built-in-llm.js';
import { addEpisodeOptions, episodeConfigFromCli, type EpisodeCliOptions } from './episode-options.js';
import { intArg, withSuiteOptions } from './options.js';
import { assertModelFiles } from '../episode/onnx.js';
import { modelsDir } from '../perception/model-card.js';
import { describeSweep, sweepEpisodes, type SweepListing } from './sweep-list.js';
import { prepareFolder } from './writable.js';

const positiveInt = (name: string) => (v: string): number => {
  const n = intArg(name)(v);
  if (n < 1) throw new CommanderArgumentError(`${name} must be a positive integer`);
  return n;
};

function usdArg(v: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new CommanderArgumentError('confirm-over must be a number of US dollars, 0 or more');
  return n;
}

function nonNegativeInt(v: string): number {
  const n = intArg('max-llm-outages')(v);
  if (n < 0) throw new CommanderArgumentError('max-llm-outages must be 0 (never stop) or a positive integer');
  return n;
}

interface SweepOpts extends EpisodeCliOptions {
  tasks: string;
  seeds: string;
  suite: string;
  miniwobDir?: string;
  workers: number;
  shard?: string;
  out: string;
  resume?: boolean;
  traces: 'failures' | 'all' | 'none';
  report: boolean;
  list?: boolean;
  maxFailures?: number;
  groupSize: number;
  maxLlmOutages: number;
  prices?: string;
  yes?: boolean;
  confirmOver: number;
}

/** A sweep over the cost threshold, started without --yes. */
export class ConfirmationRequiredError extends InvalidArgumentError {
  constructor(why: string) {
    super(`the sweep needs --yes to start: ${why}. The plan above says what it would run and spend; add --yes to run it ` +
      '(nothing is asked on the terminal, so scripts and CI never wait for an answer)');
    this.name = 'ConfirmationRequiredError';
  }
}

export function registerSweep(program: Command): void {
  addEpisodeOptions(withSuiteOptions(
    program
      .command('sweep')
      .description('run a policy over many tasks and seeds on the Playwright test runner; records, resume, leaderboard')
      .option('--tasks <list>', 'comma list of tasks, or "all" (every task of the suite)', 'all')
      .option('--seeds <range>', 'seeds, e.g. 0-49 or 0,5,10-12 (0-999 are the evaluation seeds)', '0-49'),
  ))
    .option('--workers <n>', 'parallel workers, one browser each', intArg('workers', { min: 1, max: 64 }), 1)
    .option('--shard <i/n>', 'run only shard i of n (Playwright sharding); merge the folders with `caap report`')
    .option('--out <dir>', 'sweep folder: plan.json, episodes.jsonl, traces/, leaderboard.*', 'runs/sweep')
    .option('--resume', 'skip the episodes DIR already holds records of, for this configuration')
    .addOption(new Option('--traces <which>', 'episodes that keep their trace (screenshots, overlays, prompts, replies, actions)')
      .choices(['failures', 'all', 'none']).default('failures'))
    .option('--no-report', 'do not write the leaderboard at the end')
    .option('--prices <file>',
      `price table for the leaderboard's cost columns (as caap report --prices): JSON of model -> USD per 1M tokens, e.g. ${PRICES_EXAMPLE}`)
    .option('--list', 'print what would run (configuration, tasks x seeds, episodes already recorded, the cost plan) and exit; starts no browser')
    .option('--yes', 'start a sweep against a real endpoint even when its cost plan is over the threshold (--confirm-over)')
    .option('--confirm-over <usd>',
      `a sweep expected to cost more than this (USD) needs --yes; one whose cost cannot be estimated needs it above ${CONFIRM_UNPRICED_EPISODES} episodes`,
      usdArg, DEFAULT_CONFIRM_OVER_USD)
    .option('--max-failures <n>', 'stop after n failed episodes (unsolved or errored); `--resume` runs the rest later', positiveInt('max-failures'))
    .option('--group-size <n>', 'seeds of one task played back to back on one page (a fresh page costs 1-2 s); ' +
      'a sweep stopped part-way has covered every task, one group of seeds at a time', positiveInt('group-size'), DEFAULT_GROUP_SIZE)
    .option('--max-llm-outages <n>', 'stop after n episodes in a row the LLM failed (outage after the retries, replay cache miss, ' +
      'no endpoint; recorded as failure "llm"); `--resume` runs those and the rest later; 0 never stops', nonNegativeInt, DEFAULT_MAX_LLM_OUTAGES)
    .addHelpText('after', `
Each (task, seed) is one test of the Playwright project src/sweep/runner/playwright.config.ts (passed = the
episode left its record, solved or not: the outcome is an annotation; retries off). Records: DIR/episodes.jsonl,
one line per episode, written as each ends. Failed episodes keep
their trace in DIR/traces/<task>/seed-<n>/index.html, linked from DIR/leaderboard.html.
Against a paid endpoint (a policy with an LLM; not --llm scripted, not --cache-mode replay) the sweep first
prints its cost plan: episodes, tokens estimated from the prompts, cost at the dated price table
data/prices/openai.json (or --prices); over --confirm-over USD (default 1), or with no price and more than
50 episodes, it does not start without --yes (it never asks on the terminal). --shard i/n runs the i-th of
n contiguous slices of the episodes: any n gives disjoint, complete parts; an empty part exits 0.

Examples:
  caap sweep --policy caap --llm scripted --tasks click-button,click-link,enter-text --seeds 0 --out runs/quick   # offline
  caap sweep --policy scripted --tasks all --seeds 0-49 --observer labels --out runs/scripted --list
  caap sweep --policy scripted --tasks all --seeds 0-49 --observer labels --out runs/scripted
  caap sweep --policy scripted --tasks all --seeds 0-49 --observer labels --out runs/scripted --resume
  OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap sweep --policy caap --tasks click-button,choose-list --seeds 0-9 --observer labels
  OPENAI_API_KEY=sk-... caap sweep --policy caap --list          # the plan and its cost, nothing run
  OPENAI_API_KEY=sk-... caap sweep --policy caap --yes           # every task x seeds 0-49 against gpt-4o
  caap sweep ... --shard 1/2 --out runs/a   (machine A)    caap sweep ... --shard 2/2 --out runs/b   (machine B)
  caap report runs/a runs/b --out runs/merged`)
    .action(async (o: SweepOpts) => {
      const episode = episodeConfigFromCli(o);
      const suite = resolveSuite(o);
      // A bad price table stops the sweep before it runs, not after; the shipped one prices the plan when none is given.
      const prices = loadPriceFile(o.prices ?? SHIPPED_PRICES);
      const tasks = parseTaskList(o.tasks, suite.listTasks());
      const seeds = parseSeedRange(o.seeds);
      const builtIn = needsLlm(o.policy) ? builtInLlmOf(o, process.env) : null;
      const ev = SEED_RANGES.evaluation;
      const outside = seeds.filter((s) => s < ev.min || s > ev.max);
      if (outside.length) console.error(`caap sweep: warning: ${outside.length} seed(s) lie outside the evaluation range ${ev.min}-${ev.max}`);
      // Who will answer, known before any call: the built-in model's server on this machine, or the environment's endpoint.
      const llm: LlmIdentity | undefined = !needsLlm(o.policy) ?
        undefined
        : builtIn ?
        llmIdentityOf({ model: builtInModelName(builtIn)!, baseURL: `http://${BUILT_IN_HOST}` })
        : llmIdentityOf(llmConfigFromEnv(process.env, llmOverrides(episode.llm)));
      const config: SweepConfig = {
        suite: suite.name,
        ...(o.miniwobDir ? { miniwobDir: path.resolve(o.miniwobDir) } : {}),
        model: llm?.model ?? '',
        ...(llm ? { llm } : {}),
        episode: { ...episode, llm: { ...episode.llm, cacheDir: path.resolve(episode.llm.cacheDir) } },
      };
      const listing: SweepListing = { config, tasks, seeds, outDir: o.out, resume: Boolean(o.resume), workers: o.workers, groupSize: o.groupSize,
        ...(o.shard ? { shard: parseShard(o.shard) } : {}) };
      // A real endpoint (not the built-in model, not a replay of the cache) is paid for: the plan says what it will cost.
      const paid = needsLlm(o.policy) && !builtIn && episode.llm.cacheMode !== 'replay';
      const cost = paid ? costPlan({ config, episodes: sweepEpisodes(listing).toRun, prices }) : null;
      if (o.list) {
        for (const l of describeSweep(listing)) console.log(l);
        if (cost) { for (const l of [...costPlanLines(cost), confirmationLine(cost, o)]) console.log(l); }
        return;
      }
      const problem = needsLlm(o.policy) && !builtIn ? llmConfigProblem(llmConfigFromEnv(process.env)) : null;
      if (problem) throw new LlmNotConfiguredError(problem); // before any browser starts
      if (cost) {
        for (const l of costPlanLines(cost)) console.error(l);
        const why = confirmationNeeded(cost, { overUsd: o.confirmOver });
        if (why && !o.yes) throw new ConfirmationRequiredError(why);
      }
      if (o.observer === 'models') assertModelFiles(modelsDir(process.env)); // before any browser starts
      prepareFolder('--out', o.out); // an unwritable folder is refused now, not after the first episode
      if (o.observer === 'labels') console.error('caap sweep: --observer labels perceives with DOM ground truth: evaluation only, not a screenshot-only agent');
      // A built-in model (--llm scripted) is served from this process; the episode hosts get its URL in their environment.
      const endpoint = await openLlmEndpoint(builtIn, process.env, (l) => console.error(l));
      const result = await runSweep({
        config,
        tasks,
        seeds,
        outDir: o.out,
        resume: Boolean(o.resume),
        ...(o.shard ? { shard: parseShard(o.shard) } : {}),
        ...(o.maxFailures ? { maxFailures: o.maxFailures } : {}),
        settings: { workers: o.workers, traces: o.traces, maxLlmOutages: o.maxLlmOutages, groupSize: o.groupSize },
        log: (l) => console.error(l),
        env: endpoint.env,
      }).finally(() => endpoint.close());
      const s = result.status;
      // The sweep's one duration: from the first episode host starting to the runner's end.
      console.error(`sweep took ${formatDuration(result.wallMs)}` +
        (s ? ` · ${s.finished} episode(s), ${s.episodesPerMinute.toFixed(1)} episodes/min` : ' · the runner left no status (it failed before the first test)'));
      const stopped = s?.failureSkipped ?? 0;
      if (stopped) {
        console.error(`caap sweep: stopped after ${o.maxFailures} failed episode(s) (--max-failures); ${stopped} episode(s) did not run: --resume runs them`);
      }
      const outage = reportLlmFailures(result.plan, s?.outageSkipped ?? 0);
      const recordsFile = path.join(result.plan.outDir, RECORDS_FILE);
      const empty = !existsSync(recordsFile) || statSync(recordsFile).size === 0;
      if (o.report && empty) {
        console.error(
          `caap sweep: no leaderboard: ${result.plan.outDir} holds no episode record yet (an empty shard: \`caap report\` merges its folder with the others)`,
        );
      } else if (o.report) {
        // Loaded when needed (charts, sharp): `caap sweep --help` only needs the options.
        const { headline, writeReport } = await import('../sweep/report/write.js');
        const lb = await writeReport({ inputs: [result.plan.outDir], outDir: result.plan.outDir, ...(o.prices ? { pricesFile: o.prices } : {}) }).catch(
          (e: Error) => {
            console.error(`caap sweep: no leaderboard: ${e.message}`);
            return null;
          },
        );
        if (lb) {
          for (const l of headline(lb)) console.log(l);
          console.log(`leaderboard: ${path.join(result.plan.outDir, 'leaderboard.html')}`);
        }
      }
      const missing = s?.missing.length ?? 0;
      if (missing) console.error(`caap sweep: ${missing} episode(s) ended without a record (${s!.missing.slice(0, 5).join(', ')}...): run again with --resume`);
      // Failed episodes are data (the runner's exit code 1); a runner that broke, was interrupted
      // or left episodes without a record makes the sweep fail.
      if (result.exitCode > 1) process.exitCode = result.exitCode;
      else if (!s || missing || stopped || outage || s.status === 'interrupted') process.exitCode = 1;
    });
}

/** Whether the plan starts as it is, or needs --yes, in one line. */
function confirmationLine(cost: CostPlan, o: Pick<SweepOpts, 'yes' | 'confirmOver'>): string {
  const why = confirmationNeeded(cost, { overUsd: o.confirmOver });
  return !why ?
    `starts without --yes (under the --confirm-over $${o.confirmOver} threshold)`
    : `needs --yes to start: ${why}${o.yes ? ' (given)' : ''}`;
}

/**
 * After the run: says how many episodes of this run the LLM failed (recorded as failure
 * "llm", run again by --resume) and, when the outage stop skipped episodes, what failed and
 * how to go on. True when this run left LLM failures (or skipped episodes) for --resume:
 * the plan is not done, so the sweep exits 1 and a script calling it knows to resume.
 */
export function reportLlmFailures(plan: { outDir: string; runId?: string | undefined; settings: { maxLlmOutages: number } }, skipped: number): boolean {
  const file = path.join(plan.outDir, RECORDS_FILE);
  const failed = readRecordFiles([file]).records.filter((r) => r.sweep.run === plan.runId && isLlmFailure(r));
  if (skipped > 0) {
    const last = failed.at(-1);
    const outage = llmOutage(file, plan.runId, plan.settings.maxLlmOutages)
      ?? { inRow: plan.settings.maxLlmOutages, last: { task: last?.task ?? '?', seed: last?.seed ?? -1, error: last?.error?.split('\n')[0] ?? 'no message' } };
    for (const l of outageMessage(outage, skipped, failed.length)) console.error(l);
    return true;
  }
  if (failed.length) {
    console.error(`caap sweep: ${failed.length} episode(s) could not get answers from the LLM (recorded as failure "llm", left out of success rates; ` +
      `last: ${failed.at(-1)!.error?.split('\n')[0]?.slice(0, 300)}): --resume runs them again`);
  }
  return failed.length > 0;
}
