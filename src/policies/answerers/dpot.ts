/**
 * The answering model for D-PoT requests: recognised by D-PoT's system prompt; the goal,
 * the execution history ("step N: click at (x, y) ...") and the optional element list are
 * read from the turn text, the screen from the list or the screenshot. It answers one JSON
 * turn: the plan (the steps done, then what is left of the scripted batch), the step to do
 * now and its action.
 *
 * @example
 *   const reply = await dpotAnswerer.answer(readMessages(body), { perceive })   // null when the request is not D-PoT's
 */
import { describeGesture } from '../strategies/gesture-text.js';
import type { Gesture } from '../strategies/gestures.js';
import { promptFile } from '../strategies/prompt-files.js';
import { answerFor } from './choice.js';
import { gesturesFromLines } from './history.js';
import { lastImage, lastUser, systemText, textOf } from './request.js';
import { AnswerError, screenOf } from './screen.js';
import type { StrategyAnswerer } from './strategy-answerer.js';
import { matchPrompt } from './template-match.js';

const r = Math.round;

/** D-PoT's action object for a gesture (format.ts's DpotActionSchema). */
export function dpotAction(g: Gesture): Record<string, unknown> {
  switch (g.kind) {
    case 'tap': return { type: 'click', x: r(g.x), y: r(g.y) };
    case 'tap_element': return { type: 'click', element_id: g.id };
    case 'double_tap': return { type: 'double_click', x: r(g.x), y: r(g.y) };
    case 'hover': return { type: 'hover', x: r(g.x), y: r(g.y) };
    case 'drag': return { type: 'drag', x: r(g.from.x), y: r(g.from.y), to_x: r(g.to.x), to_y: r(g.to.y) };
    case 'type': return { type: 'type', text: g.text };
    case 'key': return { type: 'press', key: g.key };
    case 'scroll': return { type: 'scroll', direction: g.direction, amount: g.amount, ...(g.at ? { x: r(g.at.x), y: r(g.at.y) } : {}) };
    case 'wait': case 'complete': return { type: 'complete' };
  }
}

const step = (g: Gesture) => describeGesture(g).slice(0, 290);

export const dpotAnswerer: StrategyAnswerer = {
  policy: 'dpot',
  async answer(msgs, ctx) {
    if (systemText(msgs) !== promptFile('dpot', 'system')) return null;
    const text = textOf(lastUser(msgs));
    const vars = matchPrompt('dpot', 'turn', text);
    if (!vars) throw new AnswerError('the user message is not a D-PoT turn (prompts/dpot/turn.md)');
    const history = vars.history!.trim() === '(none yet)' ? [] : vars.history!.split('\n');
    const past = gesturesFromLines(history);
    const { elements, listed } = await screenOf(text, lastImage(msgs), promptFile('dpot', 'elements'), ctx.perceive);
    const a = answerFor({ goal: vars.goal!, elements, past, useIds: listed });
    if ('fail' in a) throw new AnswerError(a.fail);
    ctx.log?.(`answering model (dpot): rule ${a.rule}: ${step(a.gestures[0]!)}`);
    const plan = [...past, ...a.gestures].map(step).slice(-15);
    const turn = { plan, next_step: step(a.gestures[0]!), action: dpotAction(a.gestures[0]!) };
    return `${a.why}\n\`\`\`json\n${JSON.stringify(turn)}\n\`\`\``;
  },
};
