/**
 * Auto-UI's chain-of-action on MiniWoB: the goal and the chain of previous action tuples
 * go in with the screenshot (and, switched on, the element list); the model answers the
 * chain of future action types and the next action (format.ts). No parsing of the screen
 * into text unless the element list is switched on, as in the paper.
 *
 * @example
 *   const policy = new AutoUiPolicy(llm)
 */
import { ActionArgumentError } from '../../agent/actions.js';
import type { Policy, PolicyDecision, PolicyInput } from '../../agent/policy.js';
import { remember, settle, type PendingState } from '../strategies/executed.js';
import { asExecuted, gestureActions, GestureError, type Gesture } from '../strategies/gestures.js';
import { askModel, withTurns, type ChatModel } from '../strategies/llm-turn.js';
import { fillPrompt } from '../strategies/prompt-files.js';
import { screenSection, strategyName, StrategySettingsSchema, type StrategySettings } from '../strategies/settings.js';
import { imagePart } from '../strategies/vision.js';

/** The folder of this strategy's prompt parts (prompts/autoui/). */
const PROMPTS = 'autoui';
import { FormatError, parseDecision, tupleOfGesture, type AutoUiType } from './format.js';

type AutoUiState = PendingState<Gesture> & { chain: string[]; plan: AutoUiType[] };

export class AutoUiPolicy implements Policy<AutoUiState> {
  /** 'autoui', or 'autoui+elements' with the element list switched on: the name the records and leaderboards carry. */
  readonly name: string;
  readonly settings: StrategySettings;

  constructor(private readonly llm: ChatModel, settings: Partial<StrategySettings> = {}) {
    this.settings = StrategySettingsSchema.parse(settings);
    this.name = strategyName(PROMPTS, this.settings);
  }

  get model(): string { return this.llm.config.model; }

  initialState(): AutoUiState { return { chain: [], plan: [] }; }

  async decide(input: PolicyInput<AutoUiState>): Promise<PolicyDecision> {
    const s = input.state;
    for (const ran of settle(s, input.performed.length)) s.chain.push(tupleOfGesture(ran));
    const text = fillPrompt(PROMPTS, 'turn', {
      goal: input.goal,
      history: s.chain.length ? `[${s.chain.join(', ')}]` : '<empty>',
      screen: screenSection(PROMPTS, this.settings, input.elements),
    });
    const image = await imagePart(input.screenshot.png, this.settings.image);
    const turn = await askModel(this.llm, [
      { role: 'system', content: fillPrompt(PROMPTS, 'system', {}) },
      { role: 'user', content: [{ type: 'text', text }, image.part] },
    ]);
    try {
      const d = parseDecision(turn.reply);
      s.plan = d.plan;
      const actions = gestureActions(d.gesture);
      remember(s, [{ item: asExecuted(d.gesture, input.elements), actions: actions.length }], input.performed.length);
      return withTurns({ actions }, [turn]);
    } catch (e) {
      if (!(e instanceof FormatError || e instanceof GestureError || e instanceof ActionArgumentError)) throw e;
      return withTurns({ actions: [], error: { code: 'NO_ACTION', message: e.message } }, [turn]);
    }
  }
}
