/**
 * The Policy contract: given what the agent sees at a step — the screenshot (and, on
 * request, the same picture with the perceived elements marked), the element list, the
 * goal, every action so far — and its own state for the episode, return the next actions.
 * The step loop (loop.ts) drives every policy the same way; the implementations live in
 * src/policies/ (caap, scripted, ...), which depend on this file and never the other way.
 *
 * A recoverable failure (no usable action in the reply) is returned as `error`; a fatal
 * one (the LLM unreachable after retries, a replay cache miss) is thrown and ends the
 * episode.
 *
 * State: a policy that keeps a plan, a phase or a compact history across steps says so
 * with `initialState()`; the loop makes one state per episode before step 1 and hands the
 * same object to every `decide` of that episode, which may change it in place. Policies
 * without state leave `initialState` out and get an empty object.
 *
 * @example
 *   const policy: Policy<{ clicks: number }> = {
 *     name: 'first-button', model: '',
 *     initialState: () => ({ clicks: 0 }),
 *     async decide({ elements, state }) {
 *       const b = elements.find((e) => e.type === 'button')
 *       if (!b) return { actions: [], error: { code: 'NO_ACTION', message: 'no button on screen' } }
 *       state.clicks++
 *       return { actions: [{ name: 'click_element', args: { element_id: b.id } }] }
 *     },
 *   }
 */
import type { Frame } from '../env/screen.js';
import type { ElementList } from '../perception/element.js';
import type { Action } from './actions.js';
import type { BatchStopMode } from './batch.js';
import type { PerformedAction, PromptRecord, StepError } from './record.js';
import type { Usage } from '../llm/usage.js';

/** What a policy keeps across the steps of one episode (plans, phases, notes). */
export type PolicyState = Record<string, unknown>;

/** The screen of this step as pixels. */
export interface PolicyScreenshot {
  /**
   * The screenshot as the step loop carries it (its pixels decoded once, shared with
   * perception): what a policy that reads pixels should read. Absent only where a caller built
   * the screenshot from bytes alone (`new Frame(png, scale)` makes one).
   */
  frame?: Frame;
  /** PNG of the task frame, (160*scale)x(210*scale): the picture the observer perceived (`frame.png`). */
  png: Buffer;
  /** Device pixels per CSS pixel of `png` (element boxes and actions use CSS pixels). */
  scale: number;
  /**
   * The same PNG with every perceived element's box and id drawn on it (set-of-marks),
   * drawn on the first call and kept for the step.
   */
  marks(): Promise<Buffer>;
}

export interface PolicyInput<S extends object = PolicyState> {
  /** Task name (selects the demonstrations); never used to read the page. */
  task: string;
  /** The benchmark's utterance. */
  goal: string;
  /** The current screen as pixels. */
  screenshot: PolicyScreenshot;
  /** The current screen as perceived; the ids the returned actions may use. */
  elements: ElementList;
  /** The history: every action executed so far, oldest first, with its element as it looked then. */
  performed: PerformedAction[];
  /** What went wrong at the previous step (step errors, cut batches), for the model to see. */
  problems: string[];
  /** 1-based step number. */
  step: number;
  /** This policy's state for the episode: the same object at every step (see the file comment). */
  state: S;
}

/** What the policy sent and received, for traces (absent for policies without an LLM). */
export interface PolicyTranscript {
  messages: { role: string; content: string }[];
  tools?: unknown[];
  /** Every reply of the step (the first one, and the answer to the re-ask if there was one). */
  replies: string[];
}

export interface PolicyDecision {
  actions: Action[];
  /** Set when the decision has no usable action, or the reply went wrong part-way. */
  error?: StepError;
  /** Actions the reply held beyond what may run in one step. */
  dropped?: number;
  /** What the step's LLM calls used, summed (addUsage); absent for policies without an LLM. */
  usage?: Usage;
  llmMs?: number;
  llmCalls?: number;
  /** True when every LLM reply of the step came from the record/replay cache. */
  cached?: boolean;
  transcript?: PolicyTranscript;
  /**
   * The elements as the model was shown them, under the ids it was shown (absent when they
   * are the input's own). The actions name elements by these ids: the loop executes them
   * against this list, and records and traces the step in the same id space.
   */
  shownElements?: ElementList;
}

/**
 * How the step loop runs this policy's replies, declared by the policy (never by the
 * command line or the loop): a strategy knows whether its paper runs a reply's actions
 * whole or stops when the screen changes.
 */
export interface LoopRules {
  /**
   * When to stop running a reply's actions early (batch.ts): 'any-change' (CAAP's paper rule),
   * 'ids' (go on while the elements acted on are still there) or 'never' (run the whole list,
   * as ScreenAgent runs its action list before reflecting). Whatever the rule, a gesture is
   * never cut: no stop between a mouse press and its release.
   */
  batchStop: BatchStopMode;
}

/** Rules of a policy that declares none: one reply runs until the screen changes (the CAAP paper's loop). */
export const DEFAULT_LOOP_RULES: LoopRules = { batchStop: 'any-change' };

export interface Policy<S extends object = PolicyState> {
  readonly name: string;
  /** How the loop runs this policy's replies (default DEFAULT_LOOP_RULES). */
  readonly loopRules?: LoopRules;
  /** The model behind the policy, for records ('' for none). */
  readonly model: string;
  /** What the episode record keeps of how the policy built its prompts (absent: nothing beyond its options). */
  promptRecord?(): PromptRecord;
  /** A fresh state for a new episode (default: an empty object). */
  initialState?(): S;
  decide(input: PolicyInput<S>): Promise<PolicyDecision>;
}
