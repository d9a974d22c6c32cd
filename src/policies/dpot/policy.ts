/**
 * D-PoT (dynamic planning of thoughts) on MiniWoB: every turn sends the goal, the current
 * screenshot (and, switched on, the element list) and a compact execution history; the
 * model re-plans from scratch, picks the step to do now and its action (format.ts). The
 * plan is kept in the state for the trace; only the executed steps go back to the model,
 * never the dialogue, which is what keeps the prompt short.
 *
 * @example
 *   const policy = new DpotPolicy(llm, { elements: true })
 */
import { ActionArgumentError } from '../../agent/actions.js';
import type { Policy, PolicyDecision, PolicyInput } from '../../agent/policy.js';
import { remember, settle, type PendingState } from '../strategies/executed.js';
import { asExecuted, gestureActions, GestureError, type Gesture } from '../strategies/gestures.js';
import { askModel, withTurns, type ChatModel } from '../strategies/llm-turn.js';
import { fillPrompt } from '../strategies/prompt-files.js';
import { screenSection, strategyName, StrategySettingsSchema, type StrategySettings } from '../strategies/settings.js';
import { imagePart } from '../strategies/vision.js';

/** The folder of this strategy's prompt parts (prompts/dpot/). */
const PROMPTS = 'dpot';
import { FormatError, historyLine, parseTurn } from './format.js';

type DpotState = PendingState<Gesture> & { history: string[]; plan: string[]; steps: number };

export class DpotPolicy implements Policy<DpotState> {
  /** 'dpot', or 'dpot+elements' with the element list switched on: the name the records and leaderboards carry. */
  readonly name: string;
  readonly settings: StrategySettings;

  constructor(private readonly llm: ChatModel, settings: Partial<StrategySettings> = {}) {
    this.settings = StrategySettingsSchema.parse(settings);
    this.name = strategyName(PROMPTS, this.settings);
  }

  get model(): string { return this.llm.config.model; }

  initialState(): DpotState { return { history: [], plan: [], steps: 0 }; }

  async decide(input: PolicyInput<DpotState>): Promise<PolicyDecision> {
    const s = input.state;
    for (const ran of settle(s, input.performed.length)) s.history.push(historyLine(++s.steps, ran));
    const text = fillPrompt(PROMPTS, 'turn', {
      goal: input.goal,
      screen: screenSection(PROMPTS, this.settings, input.elements),
      history: s.history.length ? s.history.join('\n') : '(none yet)',
    });
    const image = await imagePart(input.screenshot.png, this.settings.image);
    const turn = await askModel(this.llm, [
      { role: 'system', content: fillPrompt(PROMPTS, 'system', {}) },
      { role: 'user', content: [{ type: 'text', text }, image.part] },
    ]);
    try {
      const t = parseTurn(turn.reply);
      s.plan = t.plan;
      const actions = gestureActions(t.gesture);
      remember(s, [{ item: asExecuted(t.gesture, input.elements), actions: actions.length }], input.performed.length);
      return withTurns({ actions }, [turn]);
    } catch (e) {
      if (!(e instanceof FormatError || e instanceof GestureError || e instanceof ActionArgumentError)) throw e;
      return withTurns({ actions: [], error: { code: 'NO_ACTION', message: e.message } }, [turn]);
    }
  }
}
