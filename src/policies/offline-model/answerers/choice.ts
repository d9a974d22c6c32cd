/**
 * The scripted policy's choice, as gestures a strategy can say. The scripted rules read the
 * goal, the element list and the CAAP history and answer registry actions; here the
 * history comes from the strategy's own text (history.ts), and the actions become gestures:
 * a click on an element is a tap at the point the executor would click (or, when the
 * policy sent the element list, the element's id), a drag is one drag gesture.
 *
 * A rule answers a whole batch ("click the field, type the name"); strategies that take one
 * action per call ask again after each. So the gestures the history already ends with are
 * the part of the batch that ran, and the answer is what is left of it (never the whole
 * batch skipped: a batch that ran in full and is chosen again did not work, and is redone).
 *
 * @example
 *   const a = answerFor({ goal, elements, past, useIds: false })
 *   if ('fail' in a) reply(`I cannot go on: ${a.fail}`); else reply(render(a.gestures[0]))
 */
import type { Action } from '../../../agent/actions.js';
import { clickPoint } from '../../../agent/executor.js';
import type { ElementList } from '../../../perception/element.js';
import { isFail } from '../../scripted/rule.js';
import { scriptedChoice } from '../../scripted/scripted-policy.js';
import { keyAction, type Gesture, type Pt } from '../../strategies/gestures.js';
import { AnswerError } from './screen.js';
import { historyEntries } from './history.js';

export interface AnswerView {
  goal: string;
  /** The current screen: parsed from the prompt or perceived from its screenshot. */
  elements: ElementList;
  /** What ran so far, oldest first, as the strategy's history text says. */
  past: Gesture[];
  /** Name elements by id (the policy sent the element list) instead of by point. */
  useIds: boolean;
}

export type Answer =
  | { gestures: Gesture[]; why: string; rule?: string; batch: Gesture[]; ran: number }
  | { fail: string; rule?: string };

function elementOf(elements: ElementList, id: number) {
  const el = elements.find((e) => e.id === id);
  if (!el) throw new AnswerError(`the rule named element_${id}, which is not on the screen`);
  return el;
}

const pointOf = (elements: ElementList, id: number): Pt => clickPoint(elementOf(elements, id));

/** The gestures of a rule's actions: clicks by id or at the element's click point, a hold-move-release as one drag. */
export function gesturesOf(actions: Action[], elements: ElementList, useIds: boolean): Gesture[] {
  const out: Gesture[] = [];
  let dragFrom: Pt | null = null, dragTo: Pt | null = null;
  for (const a of actions) {
    switch (a.name) {
      case 'click_element':
        out.push(useIds ? { kind: 'tap_element', id: a.args.element_id } : { kind: 'tap', ...pointOf(elements, a.args.element_id) });
        break;
      case 'click_new_point':
        out.push({ kind: 'tap', x: a.args.x, y: a.args.y });
        break;
      case 'point_element':
        out.push({ kind: 'hover', ...pointOf(elements, a.args.element_id) });
        break;
      case 'type_text':
        out.push({ kind: 'type', text: a.args.string_to_type });
        break;
      case 'press_key':
        out.push({ kind: 'key', key: a.args.key });
        break;
      case 'press_control_A':
        out.push({ kind: 'key', key: 'Ctrl+A' });
        break;
      case 'press_control_C':
        out.push({ kind: 'key', key: 'Ctrl+C' });
        break;
      case 'press_control_V':
        out.push({ kind: 'key', key: 'Ctrl+V' });
        break;
      case 'scroll': {
        const at = a.args.element_id !== undefined ? pointOf(elements, a.args.element_id) : { x: a.args.x!, y: a.args.y! };
        out.push({ kind: 'scroll', direction: a.args.direction, amount: a.args.amount, at });
        break;
      }
      case 'drag_mouse_hold_down':
        dragFrom = { x: a.args.x, y: a.args.y };
        dragTo = null;
        break;
      case 'drag_mouse_move':
        if (dragFrom) dragTo = { x: a.args.x, y: a.args.y };
        else out.push({ kind: 'hover', x: a.args.x, y: a.args.y });
        break;
      case 'drag_mouse_release':
        if (dragFrom) out.push({ kind: 'drag', from: dragFrom, to: dragTo ?? dragFrom });
        dragFrom = dragTo = null;
        break;
      case 'control_click_element':
        throw new AnswerError('a Control+click has no gesture in the seed strategies');
    }
  }
  if (dragFrom) out.push({ kind: 'drag', from: dragFrom, to: dragTo ?? dragFrom });
  return out;
}

const near = (a: Pt, b: Pt, px = 3) => Math.abs(a.x - b.x) <= px && Math.abs(a.y - b.y) <= px;
const keyOf = (k: string) => JSON.stringify(keyAction(k));

/** Is the executed gesture `past` the planned `planned`? (Points within 3 px: bins and rounding move them.) */
export function sameGesture(planned: Gesture, past: Gesture, elements: ElementList): boolean {
  const p = planned.kind === 'tap_element' ? { kind: 'tap' as const, ...pointOf(elements, planned.id) } : planned;
  if (p.kind !== past.kind) return false;
  switch (p.kind) {
    case 'tap':
    case 'double_tap':
    case 'hover':
      return near(p, past as Pt);
    case 'drag': {
      const q = past as typeof p;
      return near(p.from, q.from) && near(p.to, q.to);
    }
    case 'type':
      return p.text === (past as typeof p).text;
    case 'key':
      try {
        return keyOf(p.key) === keyOf((past as typeof p).key);
      } catch {
        return false;
      }
    case 'scroll':
      return p.direction === (past as typeof p).direction;
    default:
      return true;
  }
}

/** How many gestures at the start of `batch` the history ends with (at most batch.length - 1). */
export function executedPrefix(batch: Gesture[], past: Gesture[], elements: ElementList): number {
  for (let k = Math.min(batch.length - 1, past.length); k > 0; k--) {
    const tail = past.slice(past.length - k);
    if (tail.every((g, i) => sameGesture(batch[i]!, g, elements))) return k;
  }
  return 0;
}

/** The scripted policy's next gestures for the view, with the part of its batch that already ran left out. */
export function answerFor(v: AnswerView): Answer {
  let rule: string | undefined;
  try {
    const choice = scriptedChoice(v.goal, v.elements, historyEntries(v.past, v.elements));
    rule = choice.rule;
    if (isFail(choice.result)) return { fail: choice.result.fail, ...(rule ? { rule } : {}) };
    const batch = gesturesOf(choice.result.actions, v.elements, v.useIds);
    if (!batch.length) return { fail: 'the rule chose no action', ...(rule ? { rule } : {}) };
    const ran = executedPrefix(batch, v.past, v.elements);
    return { gestures: batch.slice(ran), why: choice.result.why, batch, ran, ...(rule ? { rule } : {}) };
  } catch (e) {
    return { fail: (e as Error).message, ...(rule ? { rule } : {}) };
  }
}
