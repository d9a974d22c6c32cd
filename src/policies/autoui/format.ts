/**
 * Auto-UI's chain-of-action text, fitted to MiniWoB. The input carries the goal and the
 * chain of previous actions, each the tuple (action type, touch point, lift point, typed
 * text); the reply is `Action Plan: [types of the actions still to come], Action Decision:
 * {"action_type": ..., "touch_point": "[y, x]", "lift_point": "[y, x]", "typed_text": ...}`.
 * Points are [y, x] normalised to 0-1 over the screenshot, four decimals, -1 for none.
 * Action types: DUAL_POINT, TYPE, PRESS_ENTER, PRESS_BACK (Escape here), PRESS_HOME (no
 * equivalent: a step error), STATUS_TASK_COMPLETE; with the element list switched on,
 * CLICK_ELEMENT with "element_id". A DUAL_POINT is a tap when touch and lift meet; a scroll
 * when it is one of the paper's four normalised scroll swipes (SCROLL_SWIPES: the page moves
 * with the finger, as on a phone, so the swipe up [0.8, 0.5] -> [0.2, 0.5] shows what is
 * below: the wheel turns down, over the middle of the screen); any other swipe is a drag
 * (press, move, release), which is what a swipe on a page's widget does with a mouse.
 * This module renders and parses the format.
 *
 * @example
 *   parseDecision('Action Plan: [DUAL_POINT, STATUS_TASK_COMPLETE] ; Action Decision: {"action_type": "DUAL_POINT", "touch_point": "[0.5, 0.25]", "lift_point": "[0.5, 0.25]", "typed_text": ""}')
 *   // { plan: ['DUAL_POINT', 'STATUS_TASK_COMPLETE'], gesture: { kind: 'tap', x: 40, y: 105 } }
 */
import { z } from 'zod';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../env/screen.js';
import { dualPoint, type Gesture, type Pt } from '../strategies/gestures.js';

export const ACTION_TYPES = ['DUAL_POINT', 'TYPE', 'PRESS_ENTER', 'PRESS_BACK', 'PRESS_HOME', 'STATUS_TASK_COMPLETE', 'CLICK_ELEMENT'] as const;
export type AutoUiType = (typeof ACTION_TYPES)[number];

export class FormatError extends Error {}

/** A point as Auto-UI writes it: [y, x], each 0-1 over the screenshot. */
export interface YxPoint {
  y: number;
  x: number;
}

/** The paper's normalised scroll swipes (touch, lift) and the way the wheel turns for each. */
export const SCROLL_SWIPES: { finger: 'up' | 'down' | 'left' | 'right'; touch: YxPoint; lift: YxPoint; wheel: 'up' | 'down' | 'left' | 'right' }[] = [
  { finger: 'up', touch: { y: 0.8, x: 0.5 }, lift: { y: 0.2, x: 0.5 }, wheel: 'down' },
  { finger: 'down', touch: { y: 0.2, x: 0.5 }, lift: { y: 0.8, x: 0.5 }, wheel: 'up' },
  { finger: 'left', touch: { y: 0.5, x: 0.8 }, lift: { y: 0.5, x: 0.2 }, wheel: 'right' },
  { finger: 'right', touch: { y: 0.5, x: 0.2 }, lift: { y: 0.5, x: 0.8 }, wheel: 'left' },
];
/** Wheel steps of one scroll swipe (a swipe across 60 % of the screen; MiniWoB's frame is 210 px high). */
export const SWIPE_WHEEL_STEPS = 3;

const same = (a: YxPoint, b: YxPoint) => Math.abs(a.y - b.y) < 0.005 && Math.abs(a.x - b.x) < 0.005;

/** The scroll swipe (touch, lift) is, if any. */
export function scrollSwipe(touch: YxPoint, lift: YxPoint) {
  return SCROLL_SWIPES.find((s) => same(s.touch, touch) && same(s.lift, lift));
}

const toPx = (p: YxPoint): Pt => ({ x: Math.round(p.x * FRAME_WIDTH * 100) / 100, y: Math.round(p.y * FRAME_HEIGHT * 100) / 100 });

/** "[0.5, 0.25]" (a string, as Auto-UI writes it) or [0.5, 0.25]; -1 or "-1" for none. */
const YX = z.union([z.string().max(40), z.array(z.coerce.number()).length(2), z.number()]).transform((v, ctx): YxPoint | null => {
  const arr = typeof v === 'string' ? v.replace(/[[\]\s]/g, '').split(',').map(Number) : typeof v === 'number' ? [v] : v;
  if (arr.length === 1 && arr[0] === -1) return null;
  const [y, x] = arr;
  if (arr.length !== 2 || !Number.isFinite(y) || !Number.isFinite(x) || y! < 0 || y! > 1 || x! < 0 || x! > 1) {
    ctx.addIssue({ code: 'custom', message: 'a point is "[y, x]" with both in 0-1 (or -1 for none)' });
    return z.NEVER;
  }
  return { y: y!, x: x! };
});

export const DecisionSchema = z.object({
  action_type: z.string().transform((s) => s.trim().toUpperCase()).pipe(z.enum(ACTION_TYPES)),
  touch_point: YX.optional(),
  lift_point: YX.optional(),
  typed_text: z.string().max(500).optional(),
  element_id: z.coerce.number().int().positive().optional(),
});

/** The previous-action tuple as the input chain shows it. */
export function renderTuple(type: AutoUiType, touch: Pt | null, lift: Pt | null, text: string): string {
  const yx = (p: Pt | null) => (p ? `[${(p.y / FRAME_HEIGHT).toFixed(4)}, ${(p.x / FRAME_WIDTH).toFixed(4)}]` : '-1');
  return `{"action_type": "${type}", "touch_point": "${yx(touch)}", "lift_point": "${yx(lift)}", "typed_text": ${JSON.stringify(text)}}`;
}

/** The tuple of a gesture that was executed (for the chain of previous actions); the ones Auto-UI cannot say are null. */
export function tupleOfGesture(g: Gesture): string | null {
  switch (g.kind) {
    case 'tap':
      return renderTuple('DUAL_POINT', g, g, '');
    case 'drag':
      return renderTuple('DUAL_POINT', g.from, g.to, '');
    case 'tap_element':
      return `{"action_type": "CLICK_ELEMENT", "element_id": ${g.id}}`;
    case 'type':
      return renderTuple('TYPE', null, null, g.text);
    case 'key':
      return g.key === 'Enter' ? renderTuple('PRESS_ENTER', null, null, '') : g.key === 'Escape' ? renderTuple('PRESS_BACK', null, null, '') : null;
    case 'scroll': {
      const s = SCROLL_SWIPES.find((w) => w.wheel === g.direction)!;
      return renderTuple('DUAL_POINT', toPx(s.touch), toPx(s.lift), '');
    }
    case 'complete':
      return renderTuple('STATUS_TASK_COMPLETE', null, null, '');
    default:
      return null;
  }
}

export interface Decision {
  plan: AutoUiType[];
  gesture: Gesture;
}

/** Parses `Action Plan: [...] ... Action Decision: {...}` (the plan is optional; the decision is not). */
export function parseDecision(reply: string): Decision {
  const text = reply.slice(0, 20_000);
  const at = text.search(/action decision\s*:/i);
  if (at < 0) throw new FormatError('no "Action Decision:" in the reply');
  const open = text.indexOf('{', at);
  const close = open < 0 ? -1 : objectEnd(text, open);
  if (close < 0) throw new FormatError('the Action Decision is not a {...} object');
  let raw: unknown;
  try {
    raw = JSON.parse(text.slice(open, close + 1));
  } catch (e) {
    throw new FormatError(`the Action Decision is not valid JSON: ${(e as Error).message.slice(0, 120)}`);
  }
  const r = DecisionSchema.safeParse(raw);
  if (!r.success) {
    throw new FormatError(`bad Action Decision: ${r.error.issues.slice(0, 2).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
  }
  const d = r.data;
  const planAt = text.slice(0, at).search(/action plan\s*:/i);
  const planText = planAt < 0 ? '' : text.slice(planAt, at);
  const words: string[] = planText.match(/[A-Z_]{4,30}/g) ?? [];
  const plan = words.filter((t): t is AutoUiType => (ACTION_TYPES as readonly string[]).includes(t));
  return { plan, gesture: gestureOf(d) };
}

/** Where the flat {...} starting at `open` ends, skipping braces inside JSON strings (typed text may hold "}"); -1 when it does not. */
function objectEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') { for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++; }
    else if (c === '}') return i;
  }
  return -1;
}

/** The gesture of a typing or key decision (TYPE, PRESS_ENTER, PRESS_BACK), or null for the others; shared with the offline model's reader of past tuples. */
export function keyGestureOf(d: Pick<z.infer<typeof DecisionSchema>, 'action_type' | 'typed_text'>): Gesture | null {
  switch (d.action_type) {
    case 'TYPE':
      return { kind: 'type', text: d.typed_text ?? '' };
    case 'PRESS_ENTER':
      return { kind: 'key', key: 'Enter' };
    case 'PRESS_BACK':
      return { kind: 'key', key: 'Escape' };
    default:
      return null;
  }
}

function gestureOf(d: z.infer<typeof DecisionSchema>): Gesture {
  const keyed = keyGestureOf(d);
  if (keyed) return keyed;
  switch (d.action_type) {
    case 'DUAL_POINT': {
      const touch = d.touch_point ?? null, lift = d.lift_point ?? d.touch_point ?? null;
      if (!touch || !lift) throw new FormatError('DUAL_POINT needs touch_point (and lift_point)');
      const scroll = scrollSwipe(touch, lift);
      if (scroll) return { kind: 'scroll', direction: scroll.wheel, amount: SWIPE_WHEEL_STEPS };
      return dualPoint(toPx(touch), toPx(lift));
    }
    case 'CLICK_ELEMENT':
      if (d.element_id === undefined) throw new FormatError('CLICK_ELEMENT needs element_id');
      return { kind: 'tap_element', id: d.element_id };
    case 'PRESS_HOME':
      throw new FormatError('PRESS_HOME has no equivalent on a web page');
    case 'STATUS_TASK_COMPLETE':
      return { kind: 'complete' };
    default:
      throw new FormatError(`no gesture for ${d.action_type}`); // TYPE and the keys were taken above
  }
}
