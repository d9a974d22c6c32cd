/**
 * One episode, assembled from explicit parts: the session (Screen, goal, reward), the
 * observer, the policy, a trace and a log, run by the step loop within the configuration's
 * budgets, ending in a validated episode record. `caap run`, the sweep and the tests all
 * come through here (harness.ts builds the parts from an open env Episode); nothing here
 * reads the environment or sees the page.
 *
 * A wall-clock budget (config.budgetMs) is raced against the loop: when it runs out the
 * record is written from the steps so far (doneReason 'error') and the loop is told to stop
 * at its next step; the caller ends a step that hangs by closing the episode, and
 * `settled` says when the loop is gone.
 *
 * @example
 *   const { record, fatal } = await runEpisode({ session: ep, observer, policy, versions: episodeVersions('labels', dir) }, { task, seed }, config)
 *   if (fatal) console.error(fatal.kind, fatal.message)
 */
import { raceTimer, TIMED_OUT } from '../util/progress.js';
import { safeLine } from '../util/redact.js';
import { runLoop, type LoopResult, type StepArtifacts } from '../agent/loop.js';
import type { Policy } from '../agent/policy.js';
import type { AnsweredBy } from '../llm/identity.js';
import type { StepRecord } from '../agent/record.js';
import { EpisodeRecordSchema, type EpisodeRecord } from './record.js';
import { sumUsage, toEpisodeTokens } from '../llm/usage.js';
import { BrowserCrashedError, LlmCacheMissError, LlmNotConfiguredError, LlmRequestError, PageProtocolError } from '../errors.js';
import type { Observer } from '../perception/observer.js';
import { EpisodeBudgetError, episodeProgress, OVER_BUDGET } from './budget.js';
import type { EpisodeSession } from './session.js';
import type { EpisodeConfig, EpisodeId } from './config.js';
import type { EpisodeVersions } from './versions.js';

/** Where the steps go as they end, and the record at the end (trace/trace.ts's TraceWriter, given by the harness). */
export interface EpisodeTrace {
  step(record: StepRecord, artifacts: StepArtifacts): void | Promise<void>;
  /** The record, and the screen the episode ended on (absent when it could not be captured). */
  finish(record: EpisodeRecord, final?: { png: Buffer }): void;
}

export interface EpisodeDeps {
  session: EpisodeSession;
  observer: Observer;
  policy: Policy;
  trace?: EpisodeTrace | null;
  log?: (line: string) => void;
  versions: EpisodeVersions;
  /** The policy's LLM client: who answered goes into the record (absent for policies without an LLM). */
  llm?: { answeredBy(): AnsweredBy } | null;
}

/**
 * Why an episode ended early, when neither the task nor a step/token budget ended it:
 *   llm       the LLM endpoint failed after its retries, a replay cache missed, or none is configured
 *   browser   the browser or the page crashed or closed
 *   budget    the wall-clock budget ran out
 *   harness   the task page broke the protocol: it navigated away, or its reward is not a number
 *   internal  anything else (a bug: the message says what)
 */
export type FatalKind = 'llm' | 'browser' | 'budget' | 'harness' | 'internal';

export interface EpisodeOutcome {
  record: EpisodeRecord;
  fatal?: { kind: FatalKind; message: string };
  /** Resolves once the step loop has stopped (at once, unless the budget cut it off). */
  settled: Promise<void>;
}

/** The kind of a fatal error, from the error itself and the state of the page. */
export function fatalKind(error: unknown, session?: Pick<EpisodeSession, 'isCrashed'>): FatalKind {
  if (error instanceof EpisodeBudgetError) return 'budget';
  if (error instanceof PageProtocolError) return 'harness';
  if (error instanceof BrowserCrashedError || session?.isCrashed) return 'browser';
  if (error instanceof LlmRequestError || error instanceof LlmCacheMissError || error instanceof LlmNotConfiguredError) return 'llm';
  return 'internal';
}

/** One line per step for logs: elements, actions, tokens, times, error. */
export function stepLine(r: StepRecord): string {
  const acts = r.actions.map((a) => `${a.name}(${Object.values(a.args).map((v) => JSON.stringify(v)).join(', ')})`).join(' ') || '(none)';
  const extra = [r.error ? `error ${r.error.code}: ${r.error.message}` : '', r.batchStop ? `batch cut: ${r.batchStop.reason}` : '']
    .filter(Boolean).join('; ');
  return `step ${r.step}: ${r.elements} elements · ${acts} · ${r.promptTokens}+${r.completionTokens} tokens${r.cached ? ' (cached)' : ''} · ` +
    `${Math.round(r.ms.total)} ms (capture ${Math.round(r.ms.capture)}, perceive ${Math.round(r.ms.perceive)}, ` +
    `llm ${Math.round(r.ms.llm)}, execute ${Math.round(r.ms.execute)})${extra ? ` · ${extra}` : ''}`;
}

export async function runEpisode(deps: EpisodeDeps, id: EpisodeId, config: EpisodeConfig): Promise<EpisodeOutcome> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const { session, observer, policy, trace, versions } = deps;
  // Every line leaves redacted and without control sequences: the goal, a reply echoing a key.
  const log = (line: string) => deps.log?.(safeLine(line));
  log(`goal: ${session.goal}`);
  const steps: StepRecord[] = [];
  // One Progress for the episode: its deadline is the budget, its signal stops the loop at the next step.
  const progress = episodeProgress(config.budgetMs);
  const loop = runLoop({
    screen: session.screen,
    goal: session.goal,
    task: id.task,
    observer,
    policy,
    maxSteps: config.maxSteps,
    maxTokens: config.episodeTokens,
    signal: progress.signal,
    isDone: async () => (await session.reward()).done,
    onStep: async (rec, art) => {
      steps.push(rec);
      log(stepLine(rec));
      await trace?.step(rec, art);
    },
  });
  const settled = loop.then(() => undefined, () => undefined);
  const budget = config.budgetMs;
  const result = await progress.race(loop);
  progress.dispose();

  const base = {
    suite: session.info.suite,
    task: id.task,
    seed: id.seed,
    policy: config.policy,
    model: policy.model,
    ...answeredFields(deps.llm?.answeredBy()),
    config,
    ...(policy.promptRecord ? { prompt: policy.promptRecord() } : {}),
    observer: config.observer,
    functionCalling: config.llm.functionCalling,
    goal: session.goal,
    startedAt,
    versions,
  };
  let record: EpisodeRecord;
  let fatal: EpisodeOutcome['fatal'];
  if (result === OVER_BUDGET) {
    // The page may be the thing that hangs: the reward is not read; the steps so far are kept.
    const done = [...steps];
    const message = new EpisodeBudgetError(budget!).message;
    record = EpisodeRecordSchema.parse({
      ...base,
      steps: done,
      reward: 0,
      rawReward: 0,
      done: false,
      doneReason: 'error',
      error: message,
      tokens: toEpisodeTokens(sumUsage(done)),
      llmCalls: done.reduce((n, r) => n + r.llmCalls, 0),
      wallMs: Math.round(performance.now() - t0),
    });
    fatal = { kind: 'budget', message };
  } else {
    // A page that broke the protocol (navigated away, a NaN reward) is recorded as such, with the steps so far.
    let broken: PageProtocolError | undefined;
    const reward = session.isCrashed ? { done: false, reward: 0, rawReward: 0 } : await session.reward().catch((e: unknown) => {
      if (!(e instanceof PageProtocolError)) throw e;
      broken = e;
      return { done: false, reward: 0, rawReward: 0 };
    });
    const doneReason = reward.done ? 'done' : result.doneReason === 'done' || broken ? 'error' : result.doneReason;
    const error = result.error ?? (broken ? `harness failure: ${broken.message}` : undefined);
    record = EpisodeRecordSchema.parse({
      ...base,
      steps: result.steps,
      reward: reward.reward,
      rawReward: reward.rawReward,
      done: reward.done,
      doneReason,
      ...(error ? { error } : {}),
      tokens: toEpisodeTokens(result.usage),
      llmCalls: result.llmCalls,
      wallMs: Math.round(performance.now() - t0),
    });
    fatal = broken && !result.cause ? { kind: 'harness', message: broken.message } : doneReason === 'error' ? fatalOf(result, session) : undefined;
    if (fatal?.kind === 'harness' && record.error !== `harness failure: ${fatal.message}`) record = { ...record, error: `harness failure: ${fatal.message}` };
  }
  if (trace) trace.finish(record, result === OVER_BUDGET ? undefined : await finalScreen(session));
  return { record, ...(fatal ? { fatal } : {}), settled };
}

/** The screen after the last action (the state the reward was read from), for the trace; undefined when the page is gone or slow. */
async function finalScreen(session: EpisodeSession): Promise<{ png: Buffer } | undefined> {
  if (session.isCrashed) return undefined;
  const shot = (async () => session.screen.screenshot())().catch(() => undefined); // a throw, sync or not, is no screen
  const png = await raceTimer(shot, 2_000); // the one timing mechanism (util/progress.ts); late is no screen
  return png && png !== TIMED_OUT ? { png } : undefined;
}

/** The record's `llm` block and, beside the model asked for, the model the replies reported. */
function answeredFields(a: AnsweredBy | undefined): { llm?: AnsweredBy; reportedModel?: string } {
  if (!a) return {};
  return { llm: a, ...(a.reportedModels.length ? { reportedModel: a.reportedModels.join(', ') } : {}) };
}

function fatalOf(result: LoopResult, session: EpisodeSession): EpisodeOutcome['fatal'] {
  // Whatever call the navigation cut off (a capture, the labeller, the reward), the page left the task.
  const away = session.navigationTarget?.() ?? null;
  if (away !== null) return { kind: 'harness', message: `the task page navigated away to ${away.slice(0, 200)}: the episode cannot be scored` };
  if (!result.cause) return session.isCrashed ? { kind: 'browser', message: result.error ?? 'the page crashed or closed' } : undefined;
  return { kind: fatalKind(result.cause.error, session), message: result.error ?? String(result.cause.error) };
}
