/**
 * The answering model for ScreenAgent requests, one reply per phase, the phase told by
 * which prompt part the request fills (prompts/screenagent/plan|act|reflect.md):
 *   plan     a plan of one subtask: the scripted rule's next decision, in its own words
 *            (the rules see one decision ahead, so every plan is one subtask long);
 *   act      the actions of what is left of the scripted batch, as ScreenAgent's JSON list;
 *   reflect  need_retry when the batch stopped short (the rest is the advice) or the same
 *            actions are called for again (they had no effect); when the screen calls for
 *            something new: sub_task_success if the plan (as the request lists it) has a
 *            subtask after this one, else need_reformulate (the plan is used up, the task
 *            goes on), which is the paper's way to a new plan.
 * Every fact comes from the request: the screen size it states (positions are answered in
 * it), the plan and the subtask, the actions listed per attempted subtask (and, when
 * reflecting, the ones just done), and the element list when sent, else the screenshot.
 *
 * @example
 *   const reply = await screenAgentAnswerer.answer(readMessages(body), { perceive })
 */
import { describeGesture } from '../../strategies/gesture-text.js';
import { mapGesture, type Gesture } from '../../strategies/gestures.js';
import { promptFile } from '../../strategies/prompt-files.js';
import { answerFor, sameGesture, type AnswerView } from './choice.js';
import { gesturesFromLines } from './history.js';
import { lastImage, lastUser, textOf } from './request.js';
import { AnswerError, screenOf, statedFrame } from './screen.js';
import type { StrategyAnswerer } from './strategy-answerer.js';
import { matchPrompt } from './template-match.js';

const r = Math.round;
const pos = (p: { x: number; y: number }) => ({ width: r(p.x), height: r(p.y) });
const mouse = (type: string, extra: Record<string, unknown>) => ({ action_type: 'MouseAction', mouse_action_type: type, ...extra });

/** ScreenAgent's actions for a gesture (format.ts's ScreenActionSchema). */
export function screenAgentActions(g: Gesture): Record<string, unknown>[] {
  switch (g.kind) {
    case 'tap':
      return [mouse('click', { mouse_button: g.button ?? 'left', mouse_position: pos(g) })];
    case 'tap_element':
      return [mouse('click', { mouse_button: 'left', element_id: g.id })];
    case 'double_tap':
      return [mouse('double_click', { mouse_button: g.button ?? 'left', mouse_position: pos(g) })];
    case 'hover':
      return [mouse('move', { mouse_position: pos(g) })];
    case 'hover_element':
      throw new AnswerError('ScreenAgent moves the mouse to positions, not to element ids');
    case 'drag':
      return [mouse('move', { mouse_position: pos(g.from) }), mouse('drag', { mouse_button: 'left', mouse_position: pos(g.to) })];
    case 'type':
      return [{ action_type: 'KeyboardAction', keyboard_action_type: 'text', keyboard_text: g.text }];
    case 'key':
      return [{ action_type: 'KeyboardAction', keyboard_action_type: 'press', keyboard_key: g.key }];
    case 'scroll':
      if (g.direction !== 'up' && g.direction !== 'down') throw new AnswerError(`ScreenAgent scrolls up and down only (not ${g.direction})`);
      return [mouse(`scroll_${g.direction}`, { scroll_repeat: g.amount, ...(g.at ? { mouse_position: pos(g.at) } : {}) })];
    case 'wait':
    case 'complete':
      return [{ action_type: 'WaitAction', wait_time: 1 }];
  }
}

/** The action lines ("  - click at ...") of a progress or done text. */
const actionLines = (text: string) => text.split('\n').filter((l) => /^\s+- /.test(l));

const json = (v: unknown) => `\`\`\`json\n${JSON.stringify(v)}\n\`\`\``;

/** The subtasks of a plan as the request numbers them ("1. Click the field."). */
const planItems = (text: string) =>
  text.split('\n').flatMap((l) => {
    const m = /^\d{1,3}\. (.*)$/.exec(l);
    return m ? [m[1]!] : [];
  });

/** One line for a plan item (format.ts allows 300 characters). */
const subtaskOf = (why: string) => why.replace(/\s+/g, ' ').trim().slice(0, 290) || 'Do the next step of the task.';

export const screenAgentAnswerer: StrategyAnswerer = {
  policy: 'screenagent',
  async answer(msgs, ctx) {
    if (msgs.some((m) => m.role === 'system')) return null; // ScreenAgent's phases send one user message
    const text = textOf(lastUser(msgs));
    const phase = (['reflect', 'act', 'plan'] as const).map((p) => ({ p, vars: matchPrompt('screenagent', p, text) })).find((x) => x.vars);
    if (!phase) return null;
    const vars = phase.vars!;
    // Two placeholders with only a line break between them split anywhere at a line break, so
    // the action lines are read from the pair (plan and element lines never start indented).
    const region = (...names: string[]) => names.map((n) => vars[n] ?? '').join('\n');
    const frame = statedFrame(Number(vars.width), Number(vars.height));
    const inPerception = (g: Gesture) => mapGesture(g, frame.toPerception);
    const past = gesturesFromLines(actionLines(phase.p === 'reflect' ? region('plan', 'progress') : region('plan', 'progress', 'screen'))).map(inPerception);
    const done = phase.p === 'reflect' ? gesturesFromLines(actionLines(region('done', 'screen'))).map(inPerception) : [];
    const { elements, listed } = await screenOf(region('done', 'screen'), lastImage(msgs), promptFile('screenagent', 'elements'), ctx.perceive);
    const view: AnswerView = { goal: vars.goal!, elements, past: [...past, ...done], useIds: listed };
    const a = answerFor(view);
    ctx.log?.(
      `answering model (screenagent ${phase.p}): rule ${a.rule}: ${'fail' in a ? `no action (${a.fail})` : a.gestures.map(describeGesture).join('; ')}`,
    );
    if (phase.p === 'reflect') {
      const verdict = (situation: string, advice?: string) => json({ action_type: 'EvaluateSubTaskAction', situation, ...(advice ? { advice } : {}) });
      if ('fail' in a) return verdict('need_retry', `No next step is clear from this screen: ${a.fail}`);
      if (a.ran > 0) return verdict('need_retry', `Only part of the subtask ran; still to do: ${a.gestures.map(describeGesture).join('; ')}.`);
      const again = done.length === a.batch.length && a.batch.every((g, i) => sameGesture(g, done[i]!, elements));
      if (again) return verdict('need_retry', 'The actions changed nothing that matters here; do them again.');
      const plan = planItems(region('plan', 'progress'));
      if (plan.indexOf(vars.subtask!) === plan.length - 1) {
        return `The plan is done but the task goes on. ${verdict('need_reformulate', `Next: ${subtaskOf(a.why)}`)}`;
      }
      return `The screen has moved on from this subtask. ${verdict('sub_task_success')}`;
    }
    if ('fail' in a) throw new AnswerError(a.fail);
    if (phase.p === 'plan') return `One subtask at a time:\n${json([{ action_type: 'PlanAction', element: subtaskOf(a.why) }])}`;
    return `${a.why}\n${json(a.gestures.map((g) => mapGesture(g, frame.fromPerception)).flatMap(screenAgentActions))}`;
  },
};
