/**
 * D-PoT's turn, fitted to MiniWoB: each reply holds the plan for the rest of the task (future
 * steps only, from the current screen on), the step of it to do now, and that step's action,
 * as one JSON object. The paper's actions pick an element of the screen caption by its index
 * ("idx"): click, scroll (here optionally inside an element), type, press Enter, complete;
 * a web page also needs a click at a spot no element covers, a double click, a hover and a
 * drag (positions in pixels of the screenshot shown) and a few more keys, which are added.
 * The caption (caption.ts) is the screen as text; the execution history the next prompt
 * carries is the actions done ("step 3: click at (80, 240) on button \"Submit\"") and the
 * steps they did. This module parses the reply and renders the history lines.
 *
 * @example
 *   parseTurn('```json\n{"plan": ["1. type the name", "2. press Submit"], "step": "type the name", "action": {"type": "type", "text": "Ann"}}\n```')
 *   // { plan: [...], step: 'type the name', gesture: { kind: 'type', text: 'Ann' } }
 */
import { z } from 'zod';
import type { Gesture } from '../strategies/gestures.js';
import { describeGesture } from '../strategies/gesture-text.js';
import { jsonBlocks } from '../strategies/json-blocks.js';

export class FormatError extends Error {}

const n = z.coerce.number().finite();
const idx = z.coerce.number().int().positive();

export const DpotActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('click'), idx: idx.optional(), x: n.optional(), y: n.optional() }),
  z.object({ type: z.literal('double_click'), x: n, y: n }),
  z.object({ type: z.literal('hover'), idx: idx.optional(), x: n.optional(), y: n.optional() }),
  z.object({ type: z.literal('drag'), x: n, y: n, to_x: n, to_y: n }),
  z.object({ type: z.literal('type'), text: z.string().max(500) }),
  z.object({ type: z.literal('press'), key: z.string().max(40) }),
  z.object({ type: z.literal('scroll'), direction: z.enum(['up', 'down', 'left', 'right']), idx: idx.optional(),
    amount: z.coerce.number().int().min(1).max(20).optional() }),
  z.object({ type: z.literal('complete') }),
]);
export type DpotAction = z.infer<typeof DpotActionSchema>;

export const TurnSchema = z.object({
  /** The future steps, from the current screen on (a numbered string is split into its steps). */
  plan: z.union([z.array(z.string().min(1).max(300)).min(1).max(15), z.string().min(1).max(3000)]),
  step: z.string().min(1).max(300),
  action: DpotActionSchema,
});

export interface Turn {
  plan: string[];
  step: string;
  gesture: Gesture;
}

/** How many wheel steps a scroll without an amount turns (a screenful of MiniWoB's small frame). */
const SCROLL_STEPS = 3;

export function parseTurn(reply: string): Turn {
  let issue = 'no JSON object in the reply';
  for (const b of jsonBlocks(reply)) {
    const r = TurnSchema.safeParse(b);
    if (!r.success) {
      issue = r.error.issues.slice(0, 2).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
      continue;
    }
    const plan = typeof r.data.plan === 'string' ? r.data.plan.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 15) : r.data.plan;
    return { plan, step: r.data.step, gesture: gestureOf(r.data.action) };
  }
  throw new FormatError(`no D-PoT turn ({"plan": [...], "step": ..., "action": {...}}) in the reply: ${issue.slice(0, 300)}`);
}

function gestureOf(a: DpotAction): Gesture {
  switch (a.type) {
    case 'click':
      if (a.idx !== undefined) return { kind: 'tap_element', id: a.idx };
      if (a.x === undefined || a.y === undefined) throw new FormatError('a click needs idx (or x and y)');
      return { kind: 'tap', x: a.x, y: a.y };
    case 'double_click':
      return { kind: 'double_tap', x: a.x, y: a.y };
    case 'hover':
      if (a.idx !== undefined) return { kind: 'hover_element', id: a.idx };
      if (a.x === undefined || a.y === undefined) throw new FormatError('a hover needs idx (or x and y)');
      return { kind: 'hover', x: a.x, y: a.y };
    case 'drag':
      return { kind: 'drag', from: { x: a.x, y: a.y }, to: { x: a.to_x, y: a.to_y } };
    case 'type':
      return { kind: 'type', text: a.text };
    case 'press':
      return { kind: 'key', key: a.key };
    case 'scroll':
      return { kind: 'scroll', direction: a.direction, amount: a.amount ?? SCROLL_STEPS, ...(a.idx !== undefined ? { element: a.idx } : {}) };
    case 'complete':
      return { kind: 'complete' };
  }
}

/** One line of the actions done: "step 3: click at (80, 240) on button \"Submit\"" (gesture-text.ts). */
export function historyLine(step: number, g: Gesture): string {
  return `step ${step}: ${describeGesture(g)}`;
}

/** One line of the steps done: "Step 3. Click the Submit button." */
export function stepLine(step: number, text: string): string {
  return `Step ${step}. ${text.replace(/\s+/g, ' ').trim()}`;
}
