/**
 * The step loop: capture -> perceive -> decide (prompt, call, parse) -> execute, until the
 * episode ends, the step or token budget runs out, too many steps in a row fail, a fatal
 * error (browser gone, LLM unreachable) stops it, or its caller aborts it (a wall-clock
 * budget). It sees only the Screen, the goal, an Observer and a Policy (the contract in
 * policy.ts: the screenshot, its set-of-marks, the elements, the history and the policy's
 * own state, made once per episode); the harness tells it when the episode is over
 * (`isDone`).
 *
 * @example
 *   const result = await runLoop({ screen: ep.screen, goal: ep.goal, task: 'click-button', observer, policy,
 *     maxSteps: 10, isDone: async () => (await ep.reward()).done })
 *   console.log(result.doneReason, result.steps.length)
 */
import { captureFrame, type Frame, type Screen } from '../env/screen.js';
import type { ElementList } from '../perception/element.js';
import type { Observer } from '../perception/observer.js';
import { waitsAfter } from './actions.js';
import { runBatch } from './batch.js';
import { DEFAULT_LOOP_RULES, type Policy, type PolicyDecision, type PolicyScreenshot } from './policy.js';
import type { DoneReason, PerformedAction, StepError, StepRecord } from './record.js';
import { setOfMarks } from './set-of-marks.js';
import { perceivingAhead, Settler, type SettleOptions } from './settle.js';
import { addUsage, NO_USAGE, totalTokens, type Usage } from '../llm/usage.js';

export interface LoopOptions {
  screen: Screen;
  goal: string;
  task: string;
  observer: Observer;
  policy: Policy;
  maxSteps: number;
  /** Stop once prompt + completion tokens reach this many (default: no limit). */
  maxTokens?: number;
  /** End after this many steps in a row that ran no action (default 3). */
  maxFailedSteps?: number;
  /** Harness callback: has the episode ended (reward set)? */
  isDone: () => Promise<boolean>;
  settle?: SettleOptions;
  /** Called after every step with the record and what a trace needs. */
  onStep?: (record: StepRecord, artifacts: StepArtifacts) => void | Promise<void>;
  /** Stops the loop before its next step (a wall-clock budget); the reason becomes the error. */
  signal?: AbortSignal;
}

export interface StepArtifacts {
  png: Buffer;
  scale: number;
  elements: ElementList;
  decision: PolicyDecision | null;
  /** A JSON copy of the policy's state after the step (absent when the state is empty or not JSON). */
  state?: unknown;
}

/** Where in a step a fatal error happened. */
export type LoopPhase = 'reward' | 'capture' | 'perceive' | 'decide' | 'execute' | 'hook' | 'aborted';

export interface LoopResult {
  steps: StepRecord[];
  doneReason: DoneReason;
  /** The fatal error that ended the loop (doneReason 'error'). */
  error?: string;
  /** The thrown error itself and the phase it came from, for callers that tell fatal errors apart. */
  cause?: { error: unknown; phase: LoopPhase };
  /** The steps' usage, summed. */
  usage: Usage;
  llmCalls: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function runLoop(o: LoopOptions): Promise<LoopResult> {
  const steps: StepRecord[] = [];
  const performed: PerformedAction[] = [];
  let usage = NO_USAGE;
  let llmCalls = 0;
  let problems: string[] = [];
  let failedInRow = 0;
  let lastSettled = false;
  /** The frame the last batch settled on, when its last action settled: the next step starts from it. */
  let settledFrame: Frame | null = null;
  const state = o.policy.initialState?.() ?? {};
  // One settle wait for the episode: it learns a page that never stops (settle.ts).
  const settler = new Settler(o.screen, o.settle);
  const ahead = perceivingAhead(o.observer, o.screen.scale);
  const loopStart = performance.now();
  const end = (doneReason: DoneReason, error?: string): LoopResult => ({ steps, doneReason, error, usage, llmCalls });
  const fail = (e: unknown, phase: LoopPhase): LoopResult => ({ ...end('error', phase === 'hook' ? `step hook failed: ${messageOf(e)}` : messageOf(e)),
    cause: { error: e, phase } });
  /** The episode's end when the page says it is done, else null. The reward check talks to the page: a page that crashed or broke the protocol there ends the loop with its cause. */
  const checkDone = async (): Promise<LoopResult | null> => {
    try {
      return (await o.isDone()) ? end('done') : null;
    } catch (e) {
      return fail(e, 'reward');
    }
  };

  for (let step = 1;; step++) {
    if (o.signal?.aborted) return fail(o.signal.reason, 'aborted');
    const done = await checkDone();
    if (done) return done;
    if (step > o.maxSteps) return end('max-steps');
    if (o.maxTokens !== undefined && totalTokens(usage) >= o.maxTokens) return end('max-tokens');

    const t0 = performance.now();
    let frame: Frame, elements: ElementList, decision: PolicyDecision | null = null;
    let tCap = 0, tPer = 0, tDec = 0;
    let phase: LoopPhase = 'capture';
    try {
      // A batch whose last action settled hands over the frame it settled on (two equal
      // captures); one that ended otherwise settled (a failed action, a watch) is captured as it
      // is now; else the step waits for the page to settle.
      frame = settledFrame ?? (lastSettled ? await captureFrame(o.screen) : (await settler.wait(ahead)).frame);
      tCap = performance.now();
      phase = 'perceive';
      elements = await o.observer.observe(frame, o.screen.scale);
      tPer = performance.now();
      phase = 'decide';
      const screenshot = screenshotOf(frame, elements);
      decision = await o.policy.decide({ task: o.task, goal: o.goal, screenshot, elements, performed: [...performed], problems, step, state });
      tDec = performance.now();
    } catch (e) {
      return fail(e, phase);
    }
    usage = addUsage(usage, decision.usage);
    llmCalls += decision.llmCalls ?? 0;

    // One id space: the actions name elements by the ids the policy showed the model (its own
    // numbering when it lists a subset), and the step is executed, recorded and traced in it.
    const shown = decision.shownElements ?? elements;
    let batch;
    try {
      batch = await runBatch({ screen: o.screen, observer: o.observer, elements: shown, startFrame: frame, actions: decision.actions,
        mode: (o.policy.loopRules ?? DEFAULT_LOOP_RULES).batchStop, settler, isDone: o.isDone });
    } catch (e) {
      return fail(e, 'execute');
    }
    const tExe = performance.now();
    performed.push(...batch.executed.map(({ ms: _ms, settled: _s, settleMs: _w, shots: _n, ...a }) => a));
    // After a watch or a follow the screen is taken as it is: they looked at it moving (actions.ts, waitsAfter).
    const last = batch.executed.at(-1);
    const failed = batch.error ? decision.actions[batch.executed.length] : undefined; // a follow that lost its element looked as long
    lastSettled = failed ? !waitsAfter(failed.name) : last ? last.settled || !waitsAfter(last.name) : false;
    settledFrame = !failed && last?.settled ? batch.frame : null;

    const error: StepError | undefined = batch.error ?? decision.error;
    problems = [];
    if (decision.error) problems.push(decision.error.message);
    if (batch.error) problems.push(batch.error.message);
    if (batch.stop && batch.stop.reason !== 'the episode ended') {
      problems.push(`only ${batch.stop.afterAction} of your ${decision.actions.length} actions ran: ${batch.stop.reason}; ` +
        'the rest were not run, decide again on the new screen');
    }
    if (decision.dropped) problems.push(`your reply held ${decision.dropped} action(s) over the limit of one step; they were not run`);

    const record: StepRecord = {
      step,
      startMs: round(t0 - loopStart),
      elements: shown.length,
      ...(shown !== elements ? { elementsPerceived: elements.length } : {}),
      ...addUsage(NO_USAGE, decision.usage),
      llmCalls: decision.llmCalls ?? 0,
      cached: decision.cached ?? false,
      actions: batch.executed,
      notRun: decision.actions.length - batch.executed.length + (decision.dropped ?? 0),
      ms: {
        capture: round(tCap - t0),
        perceive: round(tPer - tCap + batch.perceiveMs),
        llm: round(decision.llmMs ?? 0),
        decide: round(tDec - tPer),
        execute: round(tExe - tDec - batch.perceiveMs),
        total: round(tExe - t0),
        overhead: round(tExe - t0 - (decision.llmMs ?? 0)),
      },
    };
    if (batch.stop) record.batchStop = batch.stop;
    if (error) record.error = error;
    steps.push(record);
    try {
      await o.onStep?.(record, { png: frame.png, scale: o.screen.scale, elements: shown, decision, ...stateCopy(state) });
    } catch (e) {
      return fail(e, 'hook');
    }

    failedInRow = batch.executed.length === 0 ? failedInRow + 1 : 0;
    if (failedInRow >= (o.maxFailedSteps ?? 3)) {
      const done = await checkDone();
      if (done) return done;
      return end('step-errors', `${failedInRow} steps in a row ran no action; last: ${error?.message ?? 'no action'}`);
    }
  }
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The step's screenshot for the policy; the set-of-marks picture is drawn only if asked for. */
function screenshotOf(frame: Frame, elements: ElementList): PolicyScreenshot {
  let marked: Promise<Buffer> | undefined;
  return { frame, png: frame.png, scale: frame.scale, marks: () => (marked ??= setOfMarks(frame.png, frame.scale, elements)) };
}

function stateCopy(state: object): { state?: unknown } {
  if (Object.keys(state).length === 0) return {};
  try {
    return { state: JSON.parse(JSON.stringify(state)) as unknown };
  } catch {
    return {};
  }
}
