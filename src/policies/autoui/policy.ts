/**
 * Auto-UI's chain-of-action on MiniWoB: the goal and the chain of previous action tuples
 * (the latest `actionWindow` of them, 8 by default as in the paper) go in with the
 * screenshot (and, switched on, the element list); the model answers the chain of future
 * action types and the next action (format.ts). No parsing of the screen into text unless
 * the element list is switched on, as in the paper. One action per call, run whole
 * (loopRules 'never': only a drag has more than one registry action).
 *
 * @example
 *   const policy = new AutoUiPolicy(llm)
 */
import type { LoopRules, PolicyDecision, PolicyInput } from '../../agent/policy.js';
import { imageFrame } from '../strategies/image-frame.js';
import { settle, type PendingState } from '../strategies/executed.js';
import type { Gesture } from '../strategies/gestures.js';
import { askModel, type ChatModel } from '../strategies/llm-turn.js';
import { fillPrompt } from '../strategies/prompt-files.js';
import { screenSection, type StrategySettings } from '../strategies/settings.js';
import { gestureDecision, StrategyPolicy } from '../strategies/strategy-policy.js';
import { imagePart } from '../strategies/vision.js';

/** The folder of this strategy's prompt parts (prompts/autoui/). */
const PROMPTS = 'autoui';
import { FormatError, parseDecision, tupleOfGesture, type AutoUiType } from './format.js';

type AutoUiState = PendingState<Gesture> & { chain: string[]; plan: AutoUiType[] };

export class AutoUiPolicy extends StrategyPolicy<AutoUiState> {
  readonly loopRules: LoopRules = { batchStop: 'never' };

  constructor(llm: ChatModel, settings: Partial<StrategySettings> = {}) {
    super(llm, PROMPTS, settings);
  }

  initialState(): AutoUiState {
    return { chain: [], plan: [] };
  }

  async decide(input: PolicyInput<AutoUiState>): Promise<PolicyDecision> {
    const s = input.state;
    for (const ran of settle(s, input.performed.length)) {
      const tuple = tupleOfGesture(ran);
      if (tuple) s.chain.push(tuple);
    }
    const window = s.chain.slice(-this.settings.actionWindow);
    const image = await imagePart(input.screenshot.frame ?? input.screenshot.png, this.settings.image);
    const text = fillPrompt(PROMPTS, 'turn', {
      goal: input.goal,
      history: window.length ? `[${window.join(', ')}]` : '<empty>',
      screen: screenSection(PROMPTS, this.settings, input.elements, imageFrame(image)),
    });
    const turn = await askModel(this.llm, [
      { role: 'system', content: fillPrompt(PROMPTS, 'system', {}) },
      { role: 'user', content: [{ type: 'text', text }, image.part] },
    ]);
    return gestureDecision(input, turn, (reply) => {
      const d = parseDecision(reply);
      s.plan = d.plan;
      return d.gesture;
    }, (g) => g, [FormatError]);
  }
}
