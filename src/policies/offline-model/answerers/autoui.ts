/**
 * The answering model for Auto-UI requests: recognised by Auto-UI's system prompt; the goal
 * and the chain of previous action tuples are read from the turn text (each tuple mapped
 * back to a gesture: touch and lift points within a few pixels are a tap, one of the four
 * scroll swipes a scroll, else a drag), the screen from the element list or the screenshot.
 * Positions are the request's: [y, x] in 0-1 of the screenshot. It answers the chain of
 * the action types still to come (at most four) and the next action, in Auto-UI's one-line
 * form. Auto-UI has no key but Enter and Back (Escape), no hover, and scrolls only the whole
 * screen: a scripted choice that needs another key or a hover cannot be said, and the
 * answer says so.
 *
 * @example
 *   const reply = await autoUiAnswerer.answer(readMessages(body), { perceive })
 */
import { DecisionSchema, keyGestureOf, scrollSwipe, SCROLL_SWIPES, type AutoUiType, type YxPoint } from '../../autoui/format.js';
import { dualPoint, keyAction, type Gesture, type Pt } from '../../strategies/gestures.js';
import { promptFile } from '../../strategies/prompt-files.js';
import { answerFor } from './choice.js';
import { lastImage, lastUser, systemText, textOf } from './request.js';
import { AnswerError, screenOf, statedFrame } from './screen.js';
import type { StrategyAnswerer } from './strategy-answerer.js';
import { matchPrompt } from './template-match.js';

/** The balanced {...} objects of a text, string-aware (typed text may hold braces). */
function objects(text: string): string[] {
  const out: string[] = [];
  let depth = 0, start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' && depth > 0) {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (c === '{' && depth++ === 0) start = i;
    else if (c === '}' && depth > 0 && --depth === 0) out.push(text.slice(start, i + 1));
  }
  return out;
}

/** The gesture of one previous-action tuple (null for the ones that did nothing, e.g. STATUS_TASK_COMPLETE). */
function gestureOfTuple(tuple: string): Gesture | null {
  let raw: unknown;
  try {
    raw = JSON.parse(tuple);
  } catch {
    throw new AnswerError(`cannot read the previous action ${tuple.slice(0, 120)}`);
  }
  const r = DecisionSchema.safeParse(raw);
  if (!r.success) throw new AnswerError(`cannot read the previous action ${tuple.slice(0, 120)}`);
  const d = r.data;
  switch (d.action_type) {
    case 'DUAL_POINT': {
      if (!d.touch_point) throw new AnswerError(`a previous DUAL_POINT has no touch point: ${tuple.slice(0, 120)}`);
      const lift = d.lift_point ?? d.touch_point;
      const scroll = scrollSwipe(d.touch_point, lift);
      if (scroll) return { kind: 'scroll', direction: scroll.wheel, amount: 1 };
      return dualPoint(px(d.touch_point), px(lift));
    }
    default:
      return keyGestureOf(d);
  }
}

/** [y, x] in 0-1 of the screenshot <-> the answerer's own frame. */
const UNIT = statedFrame(1, 1);
const px = (p: YxPoint): Pt => UNIT.toPerception({ x: p.x, y: p.y });
const yx = (p: Pt) => {
  const u = UNIT.fromPerception(p);
  return `[${u.y.toFixed(4)}, ${u.x.toFixed(4)}]`;
};
const yxOf = (p: YxPoint) => `[${p.y.toFixed(4)}, ${p.x.toFixed(4)}]`;

function typeOf(g: Gesture): AutoUiType {
  switch (g.kind) {
    case 'tap':
    case 'drag':
    case 'scroll':
      return 'DUAL_POINT';
    case 'tap_element':
      return 'CLICK_ELEMENT';
    case 'type':
      return 'TYPE';
    case 'key': {
      const k = keyAction(g.key);
      if (k.name === 'press_key' && k.args.key === 'Enter') return 'PRESS_ENTER';
      if (k.name === 'press_key' && k.args.key === 'Escape') return 'PRESS_BACK';
      throw new AnswerError(`Auto-UI has no action for the key ${g.key} (only PRESS_ENTER and PRESS_BACK)`);
    }
    case 'wait':
    case 'complete':
      return 'STATUS_TASK_COMPLETE';
    default:
      throw new AnswerError(`Auto-UI has no action for a ${g.kind} (taps, swipes, typing, Enter and Back only)`);
  }
}

/** The Action Decision object of a gesture. */
export function autoUiDecision(g: Gesture): string {
  const type = typeOf(g);
  const obj = (touch: string, lift: string, text: string) =>
    `{"action_type": "${type}", "touch_point": "${touch}", "lift_point": "${lift}", "typed_text": ${JSON.stringify(text)}}`;
  switch (g.kind) {
    case 'tap':
      return obj(yx(g), yx(g), '');
    case 'drag':
      return obj(yx(g.from), yx(g.to), '');
    case 'tap_element':
      return `{"action_type": "CLICK_ELEMENT", "element_id": ${g.id}}`;
    case 'scroll': {
      const s = SCROLL_SWIPES.find((w) => w.wheel === g.direction)!;
      return obj(yxOf(s.touch), yxOf(s.lift), '');
    }
    case 'type':
      return obj('-1', '-1', g.text);
    default:
      return obj('-1', '-1', '');
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
    const plan = a.gestures.flatMap((g) => {
      try {
        return [typeOf(g)];
      } catch {
        return [];
      }
    }).slice(0, 4);
    return `Action Plan: [${plan.join(', ')}] ; Action Decision: ${autoUiDecision(next)}`;
  },
};
