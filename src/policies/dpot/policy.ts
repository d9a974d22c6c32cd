/**
 * D-PoT (dynamic planning of thoughts) on MiniWoB. Every turn sends the goal, the current
 * screenshot with its caption (caption.ts: the text read and the elements recognised, by id;
 * with the element list switched on, our full list with positions instead) and the compact
 * execution history: the actions done and the plan steps they carried out. The model writes
 * the plan for the rest of the task from the current screen, picks the step to do now and
 * its action (format.ts); the chosen step and its action join the history once the action
 * ran. The dialogue itself never goes back, which is what keeps the prompt short. One
 * action per turn, run whole (loopRules: 'never', which only matters to a drag).
 *
 * @example
 *   const policy = new DpotPolicy(llm)                       // caption + screenshot
 *   const listed = new DpotPolicy(llm, { elements: true })   // element list with positions + screenshot
 */
import type { LoopRules, PolicyDecision, PolicyInput } from '../../agent/policy.js';
import { settle, type PendingState } from '../strategies/executed.js';
import { mapGesture, type Gesture } from '../strategies/gestures.js';
import { imageFrame, toCss, toImage } from '../strategies/image-frame.js';
import { askModel, type ChatModel } from '../strategies/llm-turn.js';
import { fillPrompt } from '../strategies/prompt-files.js';
import { screenSection, type StrategySettings } from '../strategies/settings.js';
import { gestureDecision, StrategyPolicy } from '../strategies/strategy-policy.js';
import { imagePart } from '../strategies/vision.js';
import { renderCaption } from './caption.js';
import { FormatError, historyLine, parseTurn, stepLine } from './format.js';

/** The folder of this strategy's prompt parts (prompts/dpot/). */
const PROMPTS = 'dpot';

/** A chosen step and its action (CSS px), waiting to be confirmed as run. */
interface Chosen {
  gesture: Gesture;
  step: string;
}

type DpotState = PendingState<Chosen> & { actions: string[]; steps: string[]; plan: string[] };

export class DpotPolicy extends StrategyPolicy<DpotState> {
  /** One action per turn: nothing to cut but a drag, which runs whole. */
  readonly loopRules: LoopRules = { batchStop: 'never' };

  constructor(llm: ChatModel, settings: Partial<StrategySettings> = {}) {
    super(llm, PROMPTS, settings);
  }

  initialState(): DpotState {
    return { actions: [], steps: [], plan: [] };
  }

  async decide(input: PolicyInput<DpotState>): Promise<PolicyDecision> {
    const s = input.state;
    const image = await imagePart(input.screenshot.frame ?? input.screenshot.png, this.settings.image);
    const frame = imageFrame(image);
    for (const ran of settle(s, input.performed.length)) {
      const n = s.actions.length + 1;
      s.actions.push(historyLine(n, mapGesture(ran.gesture, toImage(frame))));
      s.steps.push(stepLine(n, ran.step));
    }
    const screen = this.settings.elements
      ? screenSection(PROMPTS, this.settings, input.elements, frame)
      : fillPrompt(PROMPTS, 'caption', { caption: renderCaption(input.elements) });
    const text = fillPrompt(PROMPTS, 'turn', {
      goal: input.goal,
      width: frame.width,
      height: frame.height,
      screen,
      actions: s.actions.length ? s.actions.join('\n') : '(none yet)',
      steps: s.steps.length ? s.steps.join('\n') : '(none yet)',
    });
    const turn = await askModel(this.llm, [
      { role: 'system', content: fillPrompt(PROMPTS, 'system', {}) },
      { role: 'user', content: [{ type: 'text', text }, image.part] },
    ]);
    let step = '';
    return gestureDecision(input, turn, (reply) => {
      const t = parseTurn(reply);
      s.plan = t.plan;
      step = t.step;
      return mapGesture(t.gesture, toCss(frame));
    }, (gesture) => ({ gesture, step }), [FormatError]);
  }
}
