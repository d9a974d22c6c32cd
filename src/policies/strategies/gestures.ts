/**
 * The gestures the seed papers' agents speak (taps, swipes, drags, typed text, key presses,
 * wheel turns), mapped onto this project's action registry so that every strategy runs on
 * the same executor. Coordinates are task-frame CSS px (0-159 x 0-209); each strategy
 * converts its own coordinate convention (normalised [y, x], bins, pixels) before calling.
 *
 * @example
 *   gestureActions({ kind: 'tap', x: 40, y: 120 })
 *   // [{ name: 'click_new_point', args: { x: 40, y: 120 } }]
 *   gestureActions({ kind: 'drag', from: { x: 30, y: 150 }, to: { x: 90, y: 150 } })
 *   // hold_down, move, release
 */
import { make, type Action, type KEYS } from '../../agent/actions.js';
import type { MOUSE_BUTTONS } from '../../agent/action-params.js';
import { clickPoint } from '../../agent/executor.js';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../env/screen.js';
import type { ElementList, Point as Pt } from '../../perception/element.js';

export type { Point as Pt } from '../../perception/element.js';

/** Where a wheel turn with no place of its own happens: the middle of the frame (a phone's scroll swipe is mid-screen). */
export const FRAME_CENTRE: Pt = { x: FRAME_WIDTH / 2, y: FRAME_HEIGHT / 2 };

export type MouseButton = (typeof MOUSE_BUTTONS)[number];

export type Gesture =
  /**
   * `on`: what the tap was aimed at, when it was an element chosen by id (asExecuted), for
   * history texts; `button`: a mouse button other than the left one (ScreenAgent).
   */
  | { kind: 'tap'; x: number; y: number; on?: string; button?: MouseButton }
  | { kind: 'double_tap'; x: number; y: number; button?: MouseButton }
  | { kind: 'tap_element'; id: number }
  | { kind: 'hover'; x: number; y: number; on?: string }
  /** Hover over an element chosen by id (D-PoT's element choice): the executor rests on it. */
  | { kind: 'hover_element'; id: number }
  | { kind: 'drag'; from: Pt; to: Pt }
  | { kind: 'type'; text: string }
  | { kind: 'key'; key: string }
  /** `at`: where the wheel turns; `element`: over an element chosen by id instead. */
  | { kind: 'scroll'; direction: 'up' | 'down' | 'left' | 'right'; amount: number; at?: Pt; element?: number }
  /** Nothing to do now (wait) or the task is over (complete): no action. */
  | { kind: 'wait' }
  | { kind: 'complete' };

/** Key names the papers use (X keysyms, Android buttons) -> the registry's press_key names. */
const KEY_NAMES: Record<string, (typeof KEYS)[number]> = {
  return: 'Enter',
  enter: 'Enter',
  kp_enter: 'Enter',
  tab: 'Tab',
  backspace: 'Backspace',
  delete: 'Delete',
  escape: 'Escape',
  esc: 'Escape',
  space: 'Space',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  home: 'Home',
  end: 'End',
  page_up: 'PageUp',
  pageup: 'PageUp',
  prior: 'PageUp',
  page_down: 'PageDown',
  pagedown: 'PageDown',
  next: 'PageDown',
};
const CONTROL_KEYS: Record<string, 'press_control_A' | 'press_control_C' | 'press_control_V'> = {
  'ctrl+a': 'press_control_A',
  'ctrl+c': 'press_control_C',
  'ctrl+v': 'press_control_V',
};

export class GestureError extends Error {}

/** The registry's name for a key as a paper writes it ("Return", "BackSpace", "Ctrl+A"). */
export function keyAction(key: string): Action {
  const k = key.trim().toLowerCase().replace(/\s+/g, '').replace(/^control\+/, 'ctrl+');
  const control = CONTROL_KEYS[k];
  if (control) return make[control]();
  const name = KEY_NAMES[k];
  if (!name) {
    throw new GestureError(
      `unknown key "${key.slice(0, 40)}" (known: Enter, Tab, Backspace, Delete, Escape, Space, arrows, Home, End, PageUp, PageDown, Ctrl+A/C/V)`,
    );
  }
  return make.press_key(name);
}

/** The registry actions that perform one gesture (validated; a bad argument throws ActionArgumentError). */
export function gestureActions(g: Gesture): Action[] {
  switch (g.kind) {
    case 'tap':
      return [g.button && g.button !== 'left' ? make.mouse_click(g.x, g.y, g.button) : make.click_new_point(g.x, g.y)];
    // One action, so that the page sees a double click (two clicks of one gesture), not two clicks.
    case 'double_tap':
      return [make.mouse_click(g.x, g.y, g.button ?? 'left', 2)];
    case 'tap_element':
      return [make.click_element(g)];
    // With no button held, drag_mouse_move is a plain pointer move.
    case 'hover':
      return [make.drag_mouse_move(g.x, g.y)];
    case 'hover_element':
      return [make.point_element(g)];
    case 'drag':
      return [make.drag_mouse_hold_down(g.from.x, g.from.y), make.drag_mouse_move(g.to.x, g.to.y), make.drag_mouse_release()];
    case 'type':
      return [make.type_text(g.text)];
    case 'key':
      return [keyAction(g.key)];
    case 'scroll': {
      const amount = Math.max(1, Math.min(20, Math.round(g.amount)));
      return [make.scroll(g.element !== undefined ? { id: g.element } : { x: g.at?.x ?? FRAME_CENTRE.x, y: g.at?.y ?? FRAME_CENTRE.y }, g.direction, amount)];
    }
    case 'wait':
    case 'complete':
      return [];
  }
}

/** A tap and a swipe are one dual-point gesture told apart by distance (Auto-UI, the VLM assistant). */
export function dualPoint(touch: Pt, lift: Pt, tapRadius = 6): Gesture {
  return Math.hypot(lift.x - touch.x, lift.y - touch.y) <= tapRadius ? { kind: 'tap', x: touch.x, y: touch.y } : { kind: 'drag', from: touch, to: lift };
}

/** How a history text names an element: its type and, when it has one, its text (`button "Submit"`). */
export function elementLabel(el: { type: string; text?: string }): string {
  const text = (el.text ?? '').replace(/\s+/g, ' ').trim();
  return text ? `${el.type} ${JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text)}` : el.type;
}

/**
 * The gesture as it ran, for a history the model reads later: a tap on element N becomes a
 * tap at the point the executor clicks (the visible centre), labelled with the element —
 * the ids are renumbered at every step, so "element 5" would mean nothing two steps on.
 * Other gestures, and an id not on the list, are returned as they are.
 */
export function asExecuted(g: Gesture, elements: ElementList): Gesture {
  const id = g.kind === 'tap_element' || g.kind === 'hover_element' ? g.id : g.kind === 'scroll' ? g.element : undefined;
  const el = id === undefined ? undefined : elements.find((e) => e.id === id);
  if (!el) return g;
  try {
    const p = clickPoint(el);
    if (g.kind === 'scroll') return { kind: 'scroll', direction: g.direction, amount: g.amount, at: p };
    return { kind: g.kind === 'tap_element' ? 'tap' : 'hover', x: p.x, y: p.y, on: elementLabel(el) };
  } catch {
    return g; // off the frame: the executor refused it, so it never enters a history
  }
}

/** How many registry actions a gesture runs as (gestureActions(g).length, without validating). */
export function actionCount(g: Gesture): number {
  return g.kind === 'drag' ? 3 : g.kind === 'wait' || g.kind === 'complete' ? 0 : 1;
}

/** The gesture with every point mapped by `f` (a change of frame: image pixels <-> task-frame CSS px). */
export function mapGesture(g: Gesture, f: (p: Pt) => Pt): Gesture {
  switch (g.kind) {
    case 'tap':
    case 'double_tap':
    case 'hover':
      return { ...g, ...f(g) };
    case 'drag':
      return { ...g, from: f(g.from), to: f(g.to) };
    case 'scroll':
      return g.at ? { ...g, at: f(g.at) } : g;
    default:
      return g;
  }
}
