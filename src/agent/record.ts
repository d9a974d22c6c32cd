/**
 * Step records (design.md, "Episode record"): every step's element count, tokens, actions,
 * per-phase times and error, as the loop writes them. These zod schemas are the only
 * definition of those shapes: the executor, batch, loop and policy contract use the types
 * inferred here; the episode record that holds them is src/episode/record.ts. Nothing secret
 * goes in (no API key, no headers).
 *
 * @example
 *   const step = StepRecordSchema.parse(rec)   // step.actions[0].args.element_id: the id the model saw at that step
 */
import { z } from 'zod';
import { ElementSchema, PointSchema } from '../perception/element.js';
import { ACTION_NAMES } from './actions.js';
import { parseElementData } from './element-text.js';
import { UsageSchema } from '../llm/usage.js';

/** Failure codes of a step; the loop shows the message to the model at the next step. */
export const STEP_ERROR_CODES = ['NO_ACTION', 'INVALID_ACTION', 'UNKNOWN_ELEMENT', 'OFF_FRAME', 'EXECUTION', 'LLM', 'PERCEPTION'] as const;
export const StepErrorCodeSchema = z.enum(STEP_ERROR_CODES);
export type StepErrorCode = z.infer<typeof StepErrorCodeSchema>;

/** A recorded, recoverable failure of one step (shown to the model on the next step). */
export const StepErrorSchema = z.object({ code: StepErrorCodeSchema, message: z.string() });
export type StepError = z.infer<typeof StepErrorSchema>;

/**
 * The element an action touched, as data: the element as perceived then, without its
 * screen-local id and score (element-text.ts writes it as text when a prompt shows it).
 * Records and demos written before kept it as that text (`{type: button, X: 50 [2-97], ...}`,
 * or the older `{type: button, X: 50, Y: 96, ...}`); the text is read back into data.
 */
export const ActedElementSchema = z.union([
  ElementSchema.omit({ id: true, score: true }),
  z.string().transform((text, ctx) => {
    const data = parseElementData(text);
    if (!data) ctx.addIssue({ code: 'custom', message: `not an element description: ${text.slice(0, 80)}` });
    return data ?? z.NEVER;
  }),
]);
export type ActedElement = z.infer<typeof ActedElementSchema>;

/**
 * One look of a watch_screen action (watch.ts): when it was taken, in ms after the watch
 * began, and the elements perceived on it, as data. A watch keeps the first look and every
 * look whose elements differ from the one before, so a flash is two entries: lit, then dark.
 */
export const WatchedScreenSchema = z.object({ ms: z.number().nonnegative(), elements: z.array(ActedElementSchema) });
export type WatchedScreen = z.infer<typeof WatchedScreenSchema>;

/**
 * What ran: the action as the model wrote it (`args` in wire form, wireArgs), the element it
 * touched as it looked then and the point the pointer went to.
 */
export const PerformedActionSchema = z.object({
  name: z.enum(ACTION_NAMES),
  args: z.record(z.string(), z.unknown()),
  element: ActedElementSchema.optional(),
  point: PointSchema.optional(),
  /** What a watch_screen action saw (its looks that differ from the look before). */
  seen: z.array(WatchedScreenSchema).optional(),
});
export type PerformedAction = z.infer<typeof PerformedActionSchema>;

/** A performed action as a step record keeps it, with its time and whether the screen settled after it. */
export const ExecutedActionSchema = PerformedActionSchema.extend({
  /** Time to perform the input events plus the settle wait. */
  ms: z.number(),
  settled: z.boolean(),
  /** Of `ms`, the wait for the screen after the input events (its screenshots included). */
  settleMs: z.number().optional(),
  /** The screenshots that wait took (2 when the screen was still at once). */
  shots: z.number().int().optional(),
});
export type ExecutedAction = z.infer<typeof ExecutedActionSchema>;

/** Why a batch was cut: after which action, how many were left unrun, and the reason. */
export const BatchStopSchema = z.object({ afterAction: z.number().int(), skipped: z.number().int(), reason: z.string() });
export type BatchStop = z.infer<typeof BatchStopSchema>;

export const StepRecordSchema = z.object({
  step: z.number().int(),
  /**
   * When the step began, in ms after the episode's step loop started (the task page's clock
   * starts with the episode, just before): with `ms` it says how much of a real-time task's
   * limit went to looking and thinking (capture, perceive, decide) and how much to acting.
   * Records written before it have none.
   */
  startMs: z.number().nonnegative().optional(),
  /** Elements the policy showed its model this step (the ids of `actions` are theirs). */
  elements: z.number().int(),
  /** Elements the observer perceived, when the policy showed fewer (CAAP's paper preset leaves the instruction bar out). */
  elementsPerceived: z.number().int().optional(),
  /** The step's LLM usage, inline (promptTokens, completionTokens). */
  ...UsageSchema.shape,
  llmCalls: z.number().int(),
  cached: z.boolean(),
  actions: z.array(ExecutedActionSchema),
  /** Actions of the reply that were not run (batch cut, over the per-reply limit, after an error). */
  notRun: z.number().int(),
  batchStop: BatchStopSchema.optional(),
  error: StepErrorSchema.optional(),
  ms: z.object({
    /** The step's wait for its screen: 0 when the last action's settle wait handed it over. */
    capture: z.number(),
    /**
     * The step's wait for the perception of its screen (and re-perceptions inside the batch).
     * A perception started ahead, during the last action's settle wait (Observer.perceiveAhead),
     * ran inside that action's time: then only what was left of it is here.
     */
    perceive: z.number(),
    llm: z.number(),
    decide: z.number(),
    execute: z.number(),
    total: z.number(),
    /** Everything of the step but the model calls (total - llm): what the harness costs per step. Absent in older records. */
    overhead: z.number().optional(),
  }),
});
export type StepRecord = z.infer<typeof StepRecordSchema>;

export const DONE_REASONS = ['done', 'max-steps', 'max-tokens', 'step-errors', 'error'] as const;
export type DoneReason = (typeof DONE_REASONS)[number];

/**
 * What the policy built its prompt from. `config` is the policy's own configuration as it
 * defines and validates it (the CAAP policy: src/policies/caap/prompt-config.ts PromptConfig,
 * which agent/ may not import); `label` names it in one word or a few.
 */
export const PromptRecordSchema = z.object({
  /** e.g. "paper", "caap-plus", "paper+feedback" (prompt-config.ts promptConfigLabel). */
  label: z.string(),
  config: z.record(z.string(), z.unknown()),
  /** Demonstrations the prompt showed for this task (0 under the no-demo variants). */
  demos: z.number().int().min(0),
});
export type PromptRecord = z.infer<typeof PromptRecordSchema>;
