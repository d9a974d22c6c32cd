/**
 * One sweep episode: get a page with the episode started (a reused page of the same task,
 * see page-reuse.ts), run it through the episode assembly `caap run` uses
 * (src/episode/harness.ts) with settings taken from the plan, append the record durably,
 * and hand the page back. Every way an episode can go wrong ends in a
 * record: a browser or page crash, a page that never gets ready, an episode over its time
 * budget all become error records (reward 0), so the sweep goes on and the leaderboard
 * counts them as failures; the page of such an episode is never used again. An episode the
 * LLM could not answer (outage after the retries, replay miss, no endpoint) is recorded
 * with failure "llm": not an agent failure, and --resume runs it again.
 *
 * What the process adds to the plan — the LLM endpoint, the models folder, injected faults —
 * comes as a SweepEnvironment that the process's entry point reads from its environment
 * (sweepEnvironmentFrom(process.env)); nothing below reads process.env.
 *
 * @example
 *   const env = sweepEnvironmentFrom(process.env)   // in an entry point
 *   const rec = await runSweepEpisode(freshPages(host, plan), plan, { task: 'click-button', seed: 3 }, { environment: env })
 *   console.log(rec.rawReward, rec.sweep.trace)
 */
import { appendFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answeredBy } from '../llm/identity.js';
import { llmConfigFromEnv, llmOverrides, type LlmConfig } from '../llm/config.js';
import type { EpisodeRecord } from '../episode/record.js';
import type { Episode } from '../env/episode.js';
import type { BrowserHost } from '../env/host.js';
import type { SuiteName } from '../env/suites.js';
import { OVER_BUDGET, raceBudget } from '../episode/budget.js';
import { prepareObserver, runEpisodeOn } from '../episode/harness.js';
import { fatalKind } from '../episode/run-episode.js';
import { needsLlm } from '../episode/policies.js';
import { episodeVersions } from '../episode/versions.js';
import { BrowserCrashedError, BrowserNotFoundError } from '../errors.js';
import { perceptionThreads } from '../episode/onnx.js';
import { modelsDir } from '../perception/model-card.js';
import { safeText } from '../util/redact.js';
import { applyFault, parseFaults, type FaultKind } from './faults.js';
import { assertPlannedEpisode, pathInside } from './host/guard.js';
import { episodeKey, type EpisodeId, type SweepPlan } from './plan.js';
import { appendRecord, RECORDS_FILE, type SweepFailure, type SweepRecord } from './records.js';
import { raceTimer } from '../util/progress.js';

/** Where a sweep episode's page comes from, and where it goes when the episode is over. */
export interface EpisodePages {
  /** A page with episode `id` started (seeded, ready, goal read). */
  open(id: EpisodeId): Promise<Episode>;
  /**
   * The episode is over. `reusable` is false after a harness failure or an error: the page
   * is closed, never reused. `settled` resolves once nothing runs on the page any more (an
   * episode over its budget may still be running, or still opening, when this is called).
   */
  done(ep: Episode | undefined, reusable: boolean, settled: Promise<unknown>): Promise<void>;
  /** Whether `ep` runs on the page of the episode before it. */
  reused?(ep: Episode): boolean;
}

/** A fresh browser context per episode, closed after it (no reuse). */
export function freshPages(host: BrowserHost, plan: SweepPlan): EpisodePages {
  return {
    open: (id) =>
      host.openEpisode({ suite: plan.config.suite as SuiteName, miniwobDir: plan.config.miniwobDir, task: id.task, seed: id.seed,
        scale: plan.config.episode.scale }),
    done: (ep) => closeWithin(ep, 5_000),
  };
}

type Failure = SweepFailure;

/** The episode's trace folder, relative to the sweep folder. */
export const traceDirOf = (id: EpisodeId): string => path.posix.join('traces', id.task, `seed-${id.seed}`);

/**
 * What a sweep episode takes from the process that runs it rather than from the plan (the
 * plan is written to disk: no keys in it). Read once by the entry point.
 */
export interface SweepEnvironment {
  /** The LLM endpoint variables (OPENAI_BASE_URL, OPENAI_API_KEY, CAAP_MODEL, AZURE_OPENAI_*), as llmConfigFromEnv reads them. */
  llmEnv: NodeJS.ProcessEnv;
  /** Folder of the perception models. */
  modelsDir: string;
  /** Intra-op threads of each ONNX session (CAAP_PERCEPTION_THREADS; the backend's default when unset). */
  perceptionThreads?: number;
  /** Faults to inject, by episode key (CAAP_SWEEP_FAULTS; tests only). */
  faults: Map<string, FaultKind>;
}

/** The sweep environment from a process environment; call it in an entry point with process.env. */
export function sweepEnvironmentFrom(env: NodeJS.ProcessEnv): SweepEnvironment {
  return { llmEnv: env, modelsDir: modelsDir(env), perceptionThreads: perceptionThreads(env), faults: parseFaults(env.CAAP_SWEEP_FAULTS) };
}

/** The LLM of the plan at the environment's endpoint (null for policies without one). */
export function llmConfigOf(plan: SweepPlan, env: SweepEnvironment): LlmConfig | null {
  return needsLlm(plan.config.episode.policy) ? llmConfigFromEnv(env.llmEnv, llmOverrides(plan.config.episode.llm)) : null;
}

/** A record for an episode the harness could not finish. */
function errorRecord(plan: SweepPlan, id: EpisodeId, ep: Episode | undefined, message: string, startedAt: string, t0: number,
  env: SweepEnvironment): EpisodeRecord
{
  const c = plan.config;
  return {
    suite: c.suite,
    task: id.task,
    seed: id.seed,
    policy: c.episode.policy,
    model: c.model,
    ...(c.llm ? { llm: answeredBy(c.llm, []) } : {}),
    config: c.episode,
    observer: c.episode.observer,
    functionCalling: c.episode.llm.functionCalling,
    goal: ep?.goal ?? '',
    steps: [],
    reward: 0,
    rawReward: 0,
    done: false,
    doneReason: 'error',
    error: message,
    tokens: { prompt: 0, completion: 0 },
    llmCalls: 0,
    wallMs: Math.round(performance.now() - t0),
    startedAt,
    versions: episodeVersions(c.episode.observer, env.modelsDir),
  };
}

function classify(e: unknown, ep: Episode | undefined): Failure {
  if (fatalKind(e) === 'llm') return 'llm';
  if (fatalKind(e) === 'harness') return 'harness';
  const browserUp = ep?.page.context().browser()?.isConnected();
  if (browserUp === false) return 'browser';
  // The browser would not (re)launch for this episode (it was killed while starting): a browser failure.
  if (e instanceof BrowserNotFoundError) return 'browser';
  if (e instanceof BrowserCrashedError) return ep?.isCrashed ? 'page' : 'browser';
  return ep?.isCrashed ? 'page' : 'harness';
}

export async function closeWithin(ep: Episode | undefined, ms: number): Promise<void> {
  if (ep) await raceTimer(ep.close(), ms); // the timer is cleared either way (it kept the host's event loop busy)
}

/** The episode ended because its host was shut down (a stopped sweep): it is not recorded, so --resume runs it. */
export class EpisodeInterruptedError extends Error {}

export interface SweepEpisodeOptions {
  environment: SweepEnvironment;
  shard?: string;
  /** True once the host is shutting down: an episode that ends then is not recorded. */
  stopping?: () => boolean;
}

export async function runSweepEpisode(pages: EpisodePages, plan: SweepPlan, id: EpisodeId, opts: SweepEpisodeOptions): Promise<SweepRecord> {
  // Before any file is touched: the episode is one of the plan's, and its trace folder (which
  // is deleted below) lies inside the sweep folder (host/guard.ts).
  assertPlannedEpisode(plan, id);
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const keepTraces = plan.settings.traces;
  const traceRel = traceDirOf(id);
  const traceAbs = pathInside(plan.outDir, traceRel);
  // A trace left by an attempt that was killed part-way is stale.
  rmSync(traceAbs, { recursive: true, force: true });
  const trace = keepTraces === 'none' ? undefined : traceAbs;
  if (trace) mkdirSync(trace, { recursive: true });
  const log = (l: string) => {
    if (trace) appendFileSync(path.join(trace, 'log.txt'), `${safeText(l)}\n`);
  };
  const env = opts.environment;
  const fault = env.faults.get(episodeKey(id.task, id.seed));

  let ep: Episode | undefined;
  let failure: Failure | undefined;
  let openMs: number | undefined;
  const work = (async () => {
    await prepareObserver(plan.config.episode.observer, env.modelsDir, env.perceptionThreads);
    const tOpen = performance.now(); // the page's opening alone, not the models' first load
    ep = await pages.open(id);
    openMs = Math.round(performance.now() - tOpen);
    if (fault) {
      log(`injected fault: ${fault}`);
      await applyFault(fault, ep);
    }
    const outcome = await runEpisodeOn(ep, plan.config.episode, { llm: llmConfigOf(plan, env), modelsDir: env.modelsDir,
      perceptionThreads: env.perceptionThreads, log, ...(trace ? { traceDir: trace } : {}) });
    // The LLM never answered (or stopped answering): no result of the agent.
    if (outcome.fatal?.kind === 'llm') {
      failure = 'llm';
      log(`llm failure: ${outcome.fatal.message}`);
    }
    // The page left the task or reported a reward that is no number: the harness's failure, not the agent's.
    if (outcome.fatal?.kind === 'harness') {
      failure = 'harness';
      log(`harness failure: ${outcome.fatal.message}`);
    }
    return outcome.record;
  })();
  let record: EpisodeRecord;
  try {
    // The budget covers opening the page too (a page that never gets ready).
    const r = await raceBudget(work, plan.config.episode.budgetMs);
    if (r === OVER_BUDGET) {
      failure = 'budget';
      record = errorRecord(plan, id, ep, `the episode ran over its budget of ${plan.config.episode.budgetMs} ms`, startedAt, t0, env);
      // The loop ends once its page closes; close the episode even if it opens only now.
      void work.catch(() => undefined).finally(() => closeWithin(ep, 5_000));
    } else {
      record = r;
      if (record.doneReason === 'error' && (ep as Episode | undefined)?.isCrashed) failure = classify(undefined, ep);
    }
  } catch (e) {
    failure = classify(e, ep);
    const msg = (e as Error).message.split('\nCall log:')[0]!;
    record = errorRecord(plan, id, ep, `${failure} failure: ${msg}`, startedAt, t0, env);
    log(`error: ${(e as Error).stack ?? msg}`);
  }

  const keep = trace && (keepTraces === 'all' || record.rawReward <= 0);
  if (trace && !keep) rmSync(trace, { recursive: true, force: true });
  const rec: SweepRecord = {
    ...record,
    sweep: {
      configKey: plan.configKey,
      config: plan.config,
      ...(keep && existsSync(path.join(traceAbs, 'index.html'))
        ? { trace: path.posix.join(traceRel, 'index.html') }
        : keep
        ? { trace: path.posix.join(traceRel, 'log.txt') }
        : {}),
      ...(failure ? { failure } : {}),
      ...(plan.runId ? { run: plan.runId } : {}),
      ...(opts.shard ? { shard: opts.shard } : {}),
      ...(ep && openMs !== undefined ? { page: pages.reused?.(ep) ? 'reused' as const : 'fresh' as const, openMs } : {}),
      host: os.hostname(),
    },
  };
  if (opts.stopping?.()) {
    // Its browser went away under it because the sweep is stopping: what it recorded would
    // be a harness error, not a result.
    log('not recorded: the sweep stopped during the episode');
    throw new EpisodeInterruptedError(`${id.task} seed ${id.seed}: interrupted by the sweep stopping; not recorded`);
  }
  appendRecord(path.join(plan.outDir, RECORDS_FILE), rec);
  await pages.done(ep, !failure && record.doneReason !== 'error', work.catch(() => undefined));
  return rec;
}
