/**
 * D-PoT's turn, fitted to MiniWoB: each reply holds the whole current plan, the step of it
 * to do now, and that step's action, as one JSON object; the executed step is appended to a
 * compact execution history ("step 3: click at (40, 120)") that the next prompt carries
 * instead of the dialogue so far. Positions are task-frame CSS px; with the element list
 * switched on an action may name `element_id` (the history then shows the point it was
 * clicked at and the element, since ids change from step to step). This module renders the
 * history lines and parses the reply.
 *
 * @example
 *   parseTurn('```json\n{"plan": ["type the name", "press Submit"], "next_step": "type the name", "action": {"type": "type", "text": "Ann"}}\n```')
 *   // { plan: [...], nextStep: 'type the name', gesture: { kind: 'type', text: 'Ann' } }
 */
import { z } from 'zod';
import type { Gesture } from '../strategies/gestures.js';
import { describeGesture } from '../strategies/gesture-text.js';
import { jsonBlocks } from '../strategies/json-blocks.js';

export class FormatError extends Error {}

const n = z.coerce.number().finite();

export const DpotActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('click'), x: n.optional(), y: n.optional(), element_id: z.coerce.number().int().positive().optional() }),
  z.object({ type: z.literal('double_click'), x: n, y: n }),
  z.object({ type: z.literal('hover'), x: n, y: n }),
  z.object({ type: z.literal('drag'), x: n, y: n, to_x: n, to_y: n }),
  z.object({ type: z.literal('type'), text: z.string().max(500) }),
  z.object({ type: z.literal('press'), key: z.string().max(40) }),
  z.object({ type: z.literal('scroll'), direction: z.enum(['up', 'down', 'left', 'right']), x: n.optional(), y: n.optional(), amount: z.coerce.number().int().min(1).max(20).optional() }),
  z.object({ type: z.literal('complete') }),
]);
export type DpotAction = z.infer<typeof DpotActionSchema>;

export const TurnSchema = z.object({
  plan: z.array(z.string().min(1).max(300)).min(1).max(15),
  next_step: z.string().min(1).max(300),
  action: DpotActionSchema,
});

export interface Turn { plan: string[]; nextStep: string; gesture: Gesture }

export function parseTurn(reply: string): Turn {
  let issue = 'no JSON object in the reply';
  for (const b of jsonBlocks(reply)) {
    const r = TurnSchema.safeParse(b);
    if (!r.success) { issue = r.error.issues.slice(0, 2).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '); continue; }
    return { plan: r.data.plan, nextStep: r.data.next_step, gesture: gestureOf(r.data.action) };
  }
  throw new FormatError(`no D-PoT turn ({"plan": [...], "next_step": ..., "action": {...}}) in the reply: ${issue.slice(0, 300)}`);
}

function gestureOf(a: DpotAction): Gesture {
  switch (a.type) {
    case 'click':
      if (a.element_id !== undefined) return { kind: 'tap_element', id: a.element_id };
      if (a.x === undefined || a.y === undefined) throw new FormatError('a click needs x and y (or element_id)');
      return { kind: 'tap', x: a.x, y: a.y };
    case 'double_click': return { kind: 'double_tap', x: a.x, y: a.y };
    case 'hover': return { kind: 'hover', x: a.x, y: a.y };
    case 'drag': return { kind: 'drag', from: { x: a.x, y: a.y }, to: { x: a.to_x, y: a.to_y } };
    case 'type': return { kind: 'type', text: a.text };
    case 'press': return { kind: 'key', key: a.key };
    case 'scroll': return { kind: 'scroll', direction: a.direction, amount: a.amount ?? 2, ...(a.x !== undefined && a.y !== undefined ? { at: { x: a.x, y: a.y } } : {}) };
    case 'complete': return { kind: 'complete' };
  }
}

/** One line of the execution history: "step 3: click at (40, 120) on button \"Submit\"" (gesture-text.ts). */
export function historyLine(step: number, g: Gesture): string {
  return `step ${step}: ${describeGesture(g)}`;
}
