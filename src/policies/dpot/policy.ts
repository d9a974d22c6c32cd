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
import type { PolicyDecision, PolicyInput } from '../../agent/policy.js';
import { settle, type PendingState } from '../strategies/executed.js';
import type { Gesture } from '../strategies/gestures.js';
import { askModel, type ChatModel } from '../strategies/llm-turn.js';
import { fillPrompt } from '../strategies/prompt-files.js';
import { screenSection, type StrategySettings } from '../strategies/settings.js';
import { gestureDecision, StrategyPolicy } from '../strategies/strategy-policy.js';
import { imagePart } from '../strategies/vision.js';

/** The folder of this strategy's prompt parts (prompts/dpot/). */
const PROMPTS = 'dpot';
import { FormatError, historyLine, parseTurn } from './format.js';

type DpotState = PendingState<Gesture> & { history: string[]; plan: string[]; steps: number };

export class DpotPolicy extends StrategyPolicy<DpotState> {
  constructor(llm: ChatModel, settings: Partial<StrategySettings> = {}) {
    super(llm, PROMPTS, settings);
  }

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
    return gestureDecision(input, turn, (reply) => {
      const t = parseTurn(reply);
      s.plan = t.plan;
      return t.gesture;
    }, (g) => g, [FormatError]);
  }
}
