/**
 * ScreenAgent's three reply formats (plan, act, reflect), zod first, fitted to MiniWoB:
 * positions are pixels of the screenshot the model is shown ({width: x, height: y}, the
 * paper's field names; the policy converts them, image-frame.ts); clicks and double clicks
 * carry their mouse button (left, right, middle); with the element list switched on a click
 * may name `element_id` instead of a position. Parsing reads the JSON blocks of the reply
 * (json-blocks.ts) and never throws anything but FormatError.
 *
 * @example
 *   parsePlan('```json\n[{"action_type": "PlanAction", "element": "Click Submit"}]\n```')   // ['Click Submit']
 *   actGestures(parseActions(reply))   // [{ kind: 'tap', x: 40, y: 120 }]
 */
import { z } from 'zod';
import { jsonBlocks } from '../strategies/json-blocks.js';
import type { Gesture, MouseButton, Pt } from '../strategies/gestures.js';

export class FormatError extends Error {}

const Position = z.object({ width: z.coerce.number().finite(), height: z.coerce.number().finite() });

export const PlanItemSchema = z.object({ action_type: z.literal('PlanAction'), element: z.string().min(1).max(300) });
export const PlanSchema = z.array(PlanItemSchema).min(1).max(12);

export const MouseActionSchema = z.object({
  action_type: z.literal('MouseAction'),
  mouse_action_type: z.enum(['click', 'double_click', 'scroll_up', 'scroll_down', 'move', 'drag']),
  mouse_button: z.enum(['left', 'right', 'middle']).optional(),
  mouse_position: Position.optional(),
  element_id: z.coerce.number().int().positive().optional(),
  scroll_repeat: z.coerce.number().int().min(1).max(20).optional(),
});
export const KeyboardActionSchema = z.object({
  action_type: z.literal('KeyboardAction'),
  keyboard_action_type: z.enum(['press', 'text']),
  keyboard_key: z.string().max(40).optional(),
  keyboard_text: z.string().max(500).optional(),
});
export const WaitActionSchema = z.object({ action_type: z.literal('WaitAction'), wait_time: z.coerce.number().min(0).max(10) });
export const ScreenActionSchema = z.discriminatedUnion('action_type', [MouseActionSchema, KeyboardActionSchema, WaitActionSchema]);
export type ScreenAction = z.infer<typeof ScreenActionSchema>;
export const ActionListSchema = z.array(ScreenActionSchema).min(1).max(10);

export const VERDICTS = ['sub_task_success', 'need_retry', 'need_reformulate'] as const;
export const EvaluateSchema = z.object({
  action_type: z.literal('EvaluateSubTaskAction'),
  situation: z.enum(VERDICTS),
  advice: z.string().max(1000).optional(),
});
export type Evaluation = z.infer<typeof EvaluateSchema>;

function firstMatching<T>(reply: string, schema: z.ZodType<T>, what: string, wrap = false): T {
  const blocks = jsonBlocks(reply);
  let lastIssue = 'no JSON block in the reply';
  for (const b of blocks) {
    const r = schema.safeParse(wrap && !Array.isArray(b) ? [b] : b);
    if (r.success) return r.data;
    lastIssue = r.error.issues.slice(0, 2).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  }
  throw new FormatError(`no ${what} in the reply (${lastIssue.slice(0, 300)})`);
}

export function parsePlan(reply: string): string[] {
  return firstMatching(reply, PlanSchema, 'plan (a JSON list of {"action_type": "PlanAction", "element": ...})', true).map((p) => p.element);
}

export function parseActions(reply: string): ScreenAction[] {
  return firstMatching(reply, ActionListSchema, 'action list (a JSON list of MouseAction / KeyboardAction / WaitAction)', true);
}

export function parseEvaluation(reply: string): Evaluation {
  return firstMatching(reply, EvaluateSchema, 'evaluation ({"action_type": "EvaluateSubTaskAction", "situation": ...})');
}

/** The gestures of an action list; `move` sets where a following `drag` starts. */
export function actGestures(actions: ScreenAction[]): Gesture[] {
  const out: Gesture[] = [];
  let cursor: Pt | null = null;
  let hoverAt = -1; // index of the move that may start a drag
  for (const a of actions) {
    if (a.action_type === 'WaitAction') {
      out.push({ kind: 'wait' });
      continue;
    }
    if (a.action_type === 'KeyboardAction') {
      if (a.keyboard_action_type === 'text') out.push({ kind: 'type', text: a.keyboard_text ?? '' });
      else out.push({ kind: 'key', key: a.keyboard_key ?? '' });
      continue;
    }
    const p = a.mouse_position ? { x: a.mouse_position.width, y: a.mouse_position.height } : null;
    const button: { button?: MouseButton } = a.mouse_button && a.mouse_button !== 'left' ? { button: a.mouse_button } : {};
    switch (a.mouse_action_type) {
      case 'click':
        if (a.element_id !== undefined && !button.button) out.push({ kind: 'tap_element', id: a.element_id });
        else if (p) out.push({ kind: 'tap', ...p, ...button });
        else {throw new FormatError(
            a.element_id !== undefined ? 'a right or middle click needs mouse_position' : 'a click needs mouse_position (or element_id)',
          );}
        break;
      case 'double_click':
        if (!p) throw new FormatError('a double click needs mouse_position');
        out.push({ kind: 'double_tap', ...p, ...button });
        break;
      case 'move':
        if (!p) throw new FormatError('a move needs mouse_position');
        hoverAt = out.length;
        out.push({ kind: 'hover', ...p });
        cursor = p;
        break;
      case 'drag':
        if (!p || !cursor) throw new FormatError('a drag needs a move before it (its start) and mouse_position (its end)');
        if (hoverAt === out.length - 1) out.pop(); // the move was the drag's start, not a hover of its own
        out.push({ kind: 'drag', from: cursor, to: p });
        cursor = p;
        break;
      case 'scroll_up':
      case 'scroll_down':
        out.push({ kind: 'scroll', direction: a.mouse_action_type === 'scroll_up' ? 'up' : 'down', amount: a.scroll_repeat ?? 1, ...(p ? { at: p } : {}) });
        break;
    }
  }
  return out;
}
