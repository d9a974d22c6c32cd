/**
 * The answering model for Auto-UI requests: recognised by Auto-UI's system prompt; the goal
 * and the chain of previous action tuples are read from the turn text (each tuple mapped
 * back to a gesture: touch and lift points within a few pixels are a tap, else a swipe),
 * the screen from the element list or the screenshot. It answers the chain of the action
 * types still to come and the next action, in Auto-UI's one-line form. Auto-UI has no
 * key but Enter and Back (Escape) and no wheel: a scripted choice that needs another key,
 * a scroll or a hover cannot be said, and the answer says so.
 *
 * @example
 *   const reply = await autoUiAnswerer.answer(readMessages(body), { perceive })
 */
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../env/screen.js';
import { DecisionSchema, type AutoUiType } from '../autoui/format.js';
import { dualPoint, keyAction, type Gesture, type Pt } from '../strategies/gestures.js';
import { promptFile } from '../strategies/prompt-files.js';
import { answerFor } from './choice.js';
import { lastImage, lastUser, systemText, textOf } from './request.js';
import { AnswerError, screenOf } from './screen.js';
import type { StrategyAnswerer } from './strategy-answerer.js';
import { matchPrompt } from './template-match.js';

/** The balanced {...} objects of a text, string-aware (typed text may hold braces). */
function objects(text: string): string[] {
  const out: string[] = [];
  let depth = 0, start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' && depth > 0) { for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++; continue; }
    if (c === '{' && depth++ === 0) start = i;
    else if (c === '}' && depth > 0 && --depth === 0) out.push(text.slice(start, i + 1));
  }
  return out;
}

/** The gesture of one previous-action tuple (null for the ones that did nothing, e.g. STATUS_TASK_COMPLETE). */
function gestureOfTuple(tuple: string): Gesture | null {
  let raw: unknown;
  try { raw = JSON.parse(tuple); } catch { throw new AnswerError(`cannot read the previous action ${tuple.slice(0, 120)}`); }
  const r = DecisionSchema.safeParse(raw);
  if (!r.success) throw new AnswerError(`cannot read the previous action ${tuple.slice(0, 120)}`);
  const d = r.data;
  switch (d.action_type) {
    case 'DUAL_POINT':
      if (!d.touch_point) throw new AnswerError(`a previous DUAL_POINT has no touch point: ${tuple.slice(0, 120)}`);
      return dualPoint(d.touch_point, d.lift_point ?? d.touch_point);
    case 'TYPE': return { kind: 'type', text: d.typed_text ?? '' };
    case 'PRESS_ENTER': return { kind: 'key', key: 'Enter' };
    case 'PRESS_BACK': return { kind: 'key', key: 'Escape' };
    default: return null;
  }
}

const yx = (p: Pt) => `[${(p.y / FRAME_HEIGHT).toFixed(4)}, ${(p.x / FRAME_WIDTH).toFixed(4)}]`;

function typeOf(g: Gesture): AutoUiType {
  switch (g.kind) {
    case 'tap': case 'drag': return 'DUAL_POINT';
    case 'tap_element': return 'CLICK_ELEMENT';
    case 'type': return 'TYPE';
    case 'key': {
      const k = keyAction(g.key);
      if (k.name === 'press_key' && k.args.key === 'Enter') return 'PRESS_ENTER';
      if (k.name === 'press_key' && k.args.key === 'Escape') return 'PRESS_BACK';
      throw new AnswerError(`Auto-UI has no action for the key ${g.key} (only PRESS_ENTER and PRESS_BACK)`);
    }
    case 'wait': case 'complete': return 'STATUS_TASK_COMPLETE';
    default: throw new AnswerError(`Auto-UI has no action for a ${g.kind} (taps, swipes, typing, Enter and Back only)`);
  }
}

/** The Action Decision object of a gesture. */
export function autoUiDecision(g: Gesture): string {
  const type = typeOf(g);
  const obj = (touch: string, lift: string, text: string) =>
    `{"action_type": "${type}", "touch_point": "${touch}", "lift_point": "${lift}", "typed_text": ${JSON.stringify(text)}}`;
  switch (g.kind) {
    case 'tap': return obj(yx(g), yx(g), '');
    case 'drag': return obj(yx(g.from), yx(g.to), '');
    case 'tap_element': return `{"action_type": "CLICK_ELEMENT", "element_id": ${g.id}}`;
    case 'type': return obj('-1', '-1', g.text);
    default: return obj('-1', '-1', '');
  }
}

export const autoUiAnswerer: StrategyAnswerer = {
  policy: 'autoui',
  async answer(msgs, ctx) {
    if (systemText(msgs) !== promptFile('autoui', 'system')) return null;
    const text = textOf(lastUser(msgs));
    const vars = matchPrompt('autoui', 'turn', text);
    if (!vars) throw new AnswerError('the user message is not an Auto-UI turn (prompts/autoui/turn.md)');
    const chain = vars.history!.trim() === '<empty>' ? [] : objects(vars.history!);
    const past = chain.map(gestureOfTuple).filter((g): g is Gesture => g !== null);
    const { elements, listed } = await screenOf(text, lastImage(msgs), promptFile('autoui', 'elements'), ctx.perceive);
    const a = answerFor({ goal: vars.goal!, elements, past, useIds: listed });
    if ('fail' in a) throw new AnswerError(a.fail);
    const next = a.gestures[0]!;
    ctx.log?.(`answering model (autoui): rule ${a.rule}: ${next.kind}`);
    const plan = a.gestures.flatMap((g) => { try { return [typeOf(g)]; } catch { return []; } });
    return `Action Plan: [${plan.join(', ')}] ; Action Decision: ${autoUiDecision(next)}`;
  },
};
