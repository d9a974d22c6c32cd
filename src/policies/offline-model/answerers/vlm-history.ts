/**
 * The answering model for the VLM assistant's requests (vlm-history): recognised by its
 * system prompt; the user message is the goal, then per past screen its image (the last
 * few only) and its action sentence, then the current screenshot and, switched on, the
 * element list. The bin count is read from the system prompt, the sentences are read back
 * with it (each bin's centre), the screen from the list or the current screenshot. It
 * answers one action sentence, or says why the scripted choice has none (a hover, a wheel
 * turn, a key other than enter/back: the VLM assistant's action set lacks them).
 *
 * @example
 *   const reply = await vlmHistoryAnswerer.answer(readMessages(body), { perceive })   // 'tap at 45 30'
 */
import { promptFile } from '../../strategies/prompt-files.js';
import { parseSentence, sentenceOf, SentenceError } from '../../vlm-history/sentences.js';
import type { Gesture } from '../../strategies/gestures.js';
import { answerFor } from './choice.js';
import { lastImage, lastUser, systemText, textsOf } from './request.js';
import { AnswerError, PERCEPTION_FRAME, screenOf } from './screen.js';
import { matchPrompt } from './template-match.js';
import type { StrategyAnswerer } from './strategy-answerer.js';

function pastOf(sentences: string[], bins: number): Gesture[] {
  return sentences.map((s) => {
    try {
      return parseSentence(s, bins, PERCEPTION_FRAME);
    } catch (e) {
      if (e instanceof SentenceError) throw new AnswerError(`cannot read the past action ${JSON.stringify(s.slice(0, 120))}`);
      throw e;
    }
  }).filter((g) => g.kind !== 'wait' && g.kind !== 'complete');
}

export const vlmHistoryAnswerer: StrategyAnswerer = {
  policy: 'vlm-history',
  async answer(msgs, ctx) {
    const system = matchPrompt('vlm-history', 'system', systemText(msgs));
    if (!system) return null;
    const bins = Number(system.bins);
    if (!(Number.isInteger(bins) && bins >= 2)) throw new AnswerError(`the system prompt states ${JSON.stringify(system.bins)} bins`);
    const texts = textsOf(lastUser(msgs));
    const goal = /^Goal: (.*)$/s.exec(texts[0] ?? '')?.[1];
    const last = texts.at(-1) ?? '';
    if (!goal || texts.length < 2 || !last.endsWith('Next action:')) {
      throw new AnswerError('the user message is not a VLM-assistant episode sentence (Goal: ..., the actions, Next action:)');
    }
    const past = pastOf(texts.slice(1, -1), bins);
    const { elements, listed } = await screenOf(last, lastImage(msgs), promptFile('vlm-history', 'elements'), ctx.perceive);
    const a = answerFor({ goal, elements, past, useIds: listed });
    if ('fail' in a) throw new AnswerError(a.fail);
    let sentence: string;
    try {
      sentence = sentenceOf(a.gestures[0]!, bins, PERCEPTION_FRAME);
    } catch (e) {
      if (e instanceof SentenceError) throw new AnswerError(e.message);
      throw e;
    }
    ctx.log?.(`answering model (vlm-history): rule ${a.rule}: ${sentence}`);
    return sentence;
  },
};
