/**
 * The smartphone VLM assistant's strategy on MiniWoB: the prompt is a vision-language
 * sentence of the episode so far — every past screenshot, each followed by the action
 * sentence done on it — ending with the current screenshot, as the paper's model takes its
 * complete history; the model answers one action sentence with binned coordinates
 * (sentences.ts). The `screenshots` setting can cap the images (the older steps then keep
 * their sentence alone); unset, as by default, every screenshot goes in. Optionally the
 * perceived element list is added. One action per call, run whole (loopRules 'never').
 *
 * @example
 *   const policy = new VlmHistoryPolicy(llm, { elements: false })
 *   await runEpisode({ policy, ... })
 */
import type { LoopRules, PolicyDecision, PolicyInput } from '../../agent/policy.js';
import { imageFrame } from '../strategies/image-frame.js';
import { settle, type PendingState } from '../strategies/executed.js';
import type { Gesture } from '../strategies/gestures.js';
import { askModel, type ChatModel } from '../strategies/llm-turn.js';
import { fillPrompt } from '../strategies/prompt-files.js';
import { screenSection, type StrategySettings } from '../strategies/settings.js';
import { StrategyPolicy, gestureDecision } from '../strategies/strategy-policy.js';
import { imagePart, type ContentPart } from '../strategies/vision.js';

/** The folder of this strategy's prompt parts (prompts/vlm-history/). */
const PROMPTS = 'vlm-history';
import { BINS, parseSentence, SentenceError, sentenceOf } from './sentences.js';

interface Shot {
  png: Buffer;
  sentence: string;
}
type VlmState = PendingState<{ png: Buffer; gesture: Gesture }> & { shots: Shot[] };

export class VlmHistoryPolicy extends StrategyPolicy<VlmState> {
  readonly loopRules: LoopRules = { batchStop: 'never' };

  constructor(llm: ChatModel, settings: Partial<StrategySettings> = {}) {
    super(llm, PROMPTS, settings);
  }

  initialState(): VlmState {
    return { shots: [] };
  }

  async decide(input: PolicyInput<VlmState>): Promise<PolicyDecision> {
    const s = input.state;
    for (const ran of settle(s, input.performed.length)) s.shots.push({ png: ran.png, sentence: sentenceOf(ran.gesture) });
    // Every action sentence, in order, each after the screenshot it was done on (all of them
    // unless the `screenshots` setting caps the images; then older steps keep their sentence alone).
    const cap = this.settings.screenshots;
    const withImage = cap === undefined ? 0 : s.shots.length - (cap - 1);
    const content: ContentPart[] = [{ type: 'text', text: `Goal: ${input.goal}` }];
    for (const [i, shot] of s.shots.entries()) {
      if (i >= withImage) content.push((await imagePart(shot.png, this.settings.image)).part);
      content.push({ type: 'text', text: shot.sentence });
    }
    const current = await imagePart(input.screenshot.frame ?? input.screenshot.png, this.settings.image);
    content.push(current.part);
    const extra = screenSection(PROMPTS, this.settings, input.elements, imageFrame(current));
    content.push({ type: 'text', text: `${extra ? `${extra}\n` : ''}Next action:` });
    const turn = await askModel(this.llm, [{ role: 'system', content: fillPrompt(PROMPTS, 'system', { bins: BINS }) }, { role: 'user', content }]);
    return gestureDecision(input, turn, parseSentence, (gesture) => ({ png: input.screenshot.png, gesture }), [SentenceError]);
  }
}
