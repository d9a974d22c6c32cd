/**
 * The Policy seam: given the goal, the current screen's elements and what happened so
 * far, return the next actions. The CAAP policy (LLM + prompt) and the scripted baseline
 * both implement it; the step loop (src/agent/loop.ts) drives any of them the same way.
 *
 * A recoverable failure (no usable action in the reply) is returned as `error`; a fatal
 * one (the LLM unreachable after retries, a replay cache miss) is thrown and ends the
 * episode.
 *
 * @example
 *   const policy: Policy = {
 *     name: 'first-button',
 *     async decide({ elements }) {
 *       const b = elements.find((e) => e.type === 'button')
 *       return b ? { actions: [{ name: 'click_element', args: { element_id: b.id } }] }
 *                : { actions: [], error: { code: 'NO_ACTION', message: 'no button on screen' } }
 *     },
 *   }
 */
import type { Action } from '../agent/actions.js';
import type { PerformedAction, StepError } from '../agent/executor.js';
import type { ElementList } from '../perception/element.js';

export interface PolicyInput {
  /** Task name (selects the demonstrations); never used to read the page. */
  task: string;
  /** The benchmark's utterance. */
  goal: string;
  /** The current screen as perceived; the ids the returned actions may use. */
  elements: ElementList;
  /** Every action executed so far, oldest first, with its element as it looked then. */
  performed: PerformedAction[];
  /** What went wrong at the previous step (step errors, cut batches), for the model to see. */
  problems: string[];
  /** 1-based step number. */
  step: number;
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
  usage?: { promptTokens: number; completionTokens: number };
  llmMs?: number;
  llmCalls?: number;
  /** True when every LLM reply of the step came from the record/replay cache. */
  cached?: boolean;
  transcript?: PolicyTranscript;
}

export interface Policy {
  readonly name: string;
  /** The model behind the policy, for records ('' for none). */
  readonly model: string;
  decide(input: PolicyInput): Promise<PolicyDecision>;
}
