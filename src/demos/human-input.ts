/**
 * Maps a person's raw input (mouse down/move/up, keys, wheel; task-frame CSS pixels) onto
 * demo actions over the perceived elements: a press and release in place is a click on the
 * element under the pointer (control-click with Control held; a point click where no
 * element is), a press-move-release is a drag, printable keys become one type_text,
 * Enter/Tab/arrows... press_key, Control+A/C/V the clipboard actions, wheel turns a scroll.
 * Pure: the recording tool feeds it events and the screen as perceived before each gesture.
 *
 * @example
 *   const m = new HumanInputMapper()
 *   m.feed({ kind: 'down', x: 30, y: 100, ctrl: false }, elements)
 *   const gestures = m.feed({ kind: 'up', x: 30, y: 101 }, elements)   // [{ actions: [click_element(3)], ... }]
 */
import { make, type Action, KEYS, WHEEL_STEP_PX } from '../agent/actions.js';
import type { Element, ElementList } from '../perception/element.js';
import { elementDataOf, type ElementData } from '../agent/element-text.js';

export type RawInput =
  | { kind: 'down'; x: number; y: number; ctrl?: boolean }
  | { kind: 'move'; x: number; y: number }
  | { kind: 'up'; x: number; y: number }
  | { kind: 'key'; key: string; ctrl?: boolean }
  | { kind: 'wheel'; x: number; y: number; dx: number; dy: number };

/** One gesture: its actions, the element each touched, and the screen it was made on. */
export interface HumanGesture {
  actions: { action: Action; element?: ElementData }[];
  elements: ElementList;
}

/** Farther than this (px) between press and release is a drag, not a click. */
export const DRAG_MIN_PX = 4;
const KEY_NAMES = new Set<string>(KEYS);
const KEY_ALIASES: Record<string, string> = { ' ': 'Space', Esc: 'Escape', Del: 'Delete' };

/** The smallest element whose box holds the point. */
export function elementAt(elements: ElementList, x: number, y: number): Element | undefined {
  return elements
    .filter((e) => x >= e.box.left && x <= e.box.right && y >= e.box.top && y <= e.box.bottom)
    .sort((a, b) => (a.box.right - a.box.left) * (a.box.bottom - a.box.top) - (b.box.right - b.box.left) * (b.box.bottom - b.box.top))[0];
}

const r = (v: number) => Math.round(Math.min(Math.max(v, 0), 10_000));

export class HumanInputMapper {
  private press: { x: number; y: number; ctrl: boolean; last: { x: number; y: number }; far: boolean; elements: ElementList } | null = null;
  private typing: { text: string; elements: ElementList } | null = null;
  private wheel: { x: number; y: number; direction: 'up' | 'down' | 'left' | 'right'; px: number; elements: ElementList } | null = null;

  /** Feeds one event; returns the gestures it completed. `elements` is the screen as perceived now. */
  feed(ev: RawInput, elements: ElementList): HumanGesture[] {
    const out: HumanGesture[] = [];
    const typingKey = ev.kind === 'key' && !ev.ctrl && ev.key.length === 1;
    if (ev.kind !== 'wheel') out.push(...this.flushWheel());
    if (!typingKey) out.push(...this.flushTyping());
    switch (ev.kind) {
      case 'down':
        this.press = { x: ev.x, y: ev.y, ctrl: Boolean(ev.ctrl), last: { x: ev.x, y: ev.y }, far: false, elements };
        break;
      case 'move':
        if (this.press) {
          this.press.last = { x: ev.x, y: ev.y };
          if (Math.hypot(ev.x - this.press.x, ev.y - this.press.y) > DRAG_MIN_PX) this.press.far = true;
        }
        break;
      case 'up': {
        const p = this.press;
        this.press = null;
        if (!p) break;
        const far = p.far || Math.hypot(ev.x - p.x, ev.y - p.y) > DRAG_MIN_PX;
        if (far) {
          out.push({ elements: p.elements, actions: [
            { action: make.drag_mouse_hold_down(r(p.x), r(p.y)) },
            { action: make.drag_mouse_move(r(ev.x), r(ev.y)) },
            { action: make.drag_mouse_release() },
          ] });
        } else {
          const el = elementAt(p.elements, p.x, p.y);
          const action = el
            ? (p.ctrl ? make.control_click_element(el) : make.click_element(el))
            : make.click_new_point(r(p.x), r(p.y));
          out.push({ elements: p.elements, actions: [{ action, ...(el ? { element: elementDataOf(el) } : {}) }] });
        }
        break;
      }
      case 'key': {
        if (ev.ctrl && /^[acv]$/i.test(ev.key)) {
          const name = `press_control_${ev.key.toUpperCase()}` as 'press_control_A';
          out.push({ elements, actions: [{ action: make[name]() }] });
        } else if (!ev.ctrl && ev.key.length === 1) {
          this.typing ??= { text: '', elements };
          this.typing.text += ev.key;
        } else {
          const key = KEY_ALIASES[ev.key] ?? ev.key;
          if (KEY_NAMES.has(key)) out.push({ elements, actions: [{ action: make.press_key(key as (typeof KEYS)[number]) }] });
        }
        break;
      }
      case 'wheel': {
        const vertical = Math.abs(ev.dy) >= Math.abs(ev.dx);
        const d = vertical ? ev.dy : ev.dx;
        if (d === 0) break;
        const direction = vertical ? (d > 0 ? 'down' : 'up') : d > 0 ? 'right' : 'left';
        const w = this.wheel;
        // Notches in the same direction over the same spot add up to one scroll.
        if (w && w.direction === direction && Math.hypot(w.x - ev.x, w.y - ev.y) <= 8) w.px += Math.abs(d);
        else {
          out.push(...this.flushWheel());
          this.wheel = { x: ev.x, y: ev.y, direction, px: Math.abs(d), elements };
        }
        break;
      }
    }
    return out;
  }

  private flushWheel(): HumanGesture[] {
    const w = this.wheel;
    if (!w) return [];
    this.wheel = null;
    const el = elementAt(w.elements, w.x, w.y);
    const amount = Math.min(20, Math.max(1, Math.round(w.px / WHEEL_STEP_PX)));
    const action = make.scroll(el ?? { x: r(w.x), y: r(w.y) }, w.direction, amount);
    return [{ elements: w.elements, actions: [{ action, ...(el ? { element: elementDataOf(el) } : {}) }] }];
  }

  private flushTyping(): HumanGesture[] {
    if (!this.typing) return [];
    const t = this.typing;
    this.typing = null;
    return [{ elements: t.elements, actions: [{ action: make.type_text(t.text) }] }];
  }

  /** Ends a run of typed characters or wheel notches (call when the person pauses). */
  flush(): HumanGesture[] {
    return [...this.flushWheel(), ...this.flushTyping()];
  }

  /** True while a press or a run of typing is under way (the screen before it must not be replaced). */
  get busy(): boolean {
    return this.press !== null || this.typing !== null || this.wheel !== null;
  }
}
