/**
 * What the other papers' strategies (screenagent/, autoui/, dpot/, vlm-history/) share as
 * policies: settings validated once, the name records and leaderboards carry ('dpot', or
 * 'dpot+elements' with the element list on), the model behind them; and, for the strategies
 * that answer each step with one gesture, turning that reply into the step's decision.
 *
 * @example
 *   class MyPolicy extends StrategyPolicy<MyState> {
 *     constructor(llm: ChatModel, settings: Partial<StrategySettings> = {}) { super(llm, 'my-strategy', settings); }
 *     initialState(): MyState { return {}; }
 *     async decide(input: PolicyInput<MyState>) { ... return gestureDecision(input, turn, (reply) => parse(reply), [MyFormatError]); }
 *   }
 */
import { ActionArgumentError } from '../../agent/actions.js';
import type { Policy, PolicyDecision, PolicyInput } from '../../agent/policy.js';
import type { ElementList } from '../../perception/element.js';
import { remember, type PendingState } from './executed.js';
import { asExecuted, gestureActions, GestureError, type Gesture } from './gestures.js';
import { withTurns, type ChatModel, type Turn } from './llm-turn.js';
import { strategyName, StrategySettingsSchema, type StrategySettings } from './settings.js';

export abstract class StrategyPolicy<S extends object> implements Policy<S> {
  /** The strategy's name, with '+elements' when the element list is switched on. */
  readonly name: string;
  readonly settings: StrategySettings;

  /** `prompts`: the strategy's folder of prompt parts (prompts/<prompts>/), which also names it. */
  constructor(protected readonly llm: ChatModel, protected readonly prompts: string, settings: Partial<StrategySettings> = {}) {
    this.settings = StrategySettingsSchema.parse(settings);
    this.name = strategyName(prompts, this.settings);
  }

  get model(): string {
    return this.llm.config.model;
  }

  abstract initialState(): S;
  abstract decide(input: PolicyInput<S>): Promise<PolicyDecision>;
}

/** An error class whose instances mean "the reply does not read": a step error, not a crash. */
type ReplyErrorClass = abstract new(...args: never[]) => Error;

/**
 * The decision of a one-gesture reply: `read` turns the reply into the gesture (and what the
 * strategy keeps of it once it ran, `keep`); its actions run, and the gesture waits in the
 * state until the loop says they did (executed.ts). A reply that does not read (an error of
 * `replyErrors`, a bad gesture or argument) is a NO_ACTION step error shown to the model.
 */
export function gestureDecision<T>(
  input: { state: PendingState<T>; performed: readonly unknown[]; elements: ElementList },
  turn: Turn,
  read: (reply: string) => Gesture,
  keep: (executed: Gesture) => T,
  replyErrors: readonly ReplyErrorClass[],
): PolicyDecision {
  try {
    const gesture = read(turn.reply);
    const actions = gestureActions(gesture);
    remember(input.state, [{ item: keep(asExecuted(gesture, input.elements)), actions: actions.length }], input.performed.length);
    return withTurns({ actions }, [turn]);
  } catch (e) {
    if (![...replyErrors, GestureError, ActionArgumentError].some((c) => e instanceof c)) throw e;
    return withTurns({ actions: [], error: { code: 'NO_ACTION', message: (e as Error).message } }, [turn]);
  }
}
