/**
 * Runs the actions of one reply in order, re-capturing after each, and stops the batch when
 * the screen changed in a way that invalidates what the next action assumed:
 *   - mode 'any-change' (the paper, default): stop on any change of the screen; a blinking text
 *     caret alone (a thin vertical bar appearing or disappearing) is not one, else every click
 *     into a text field would cut the batch at random, depending on the blink phase;
 *   - mode 'never': run the whole list (a strategy that reflects after its list, ScreenAgent);
 *   - mode 'ids' (the ids-batch-stop switch): an element action goes on only if its element is still there
 *     (re-perceived: same type and text, centre within a few pixels; the new position is
 *     used); a coordinate or keyboard action goes on unless the screen was largely redrawn.
 * Whatever the mode, a gesture is never cut: no stop between a mouse press and its release
 * (the registry's button roles, actions.ts; a drawn stroke is whole in one action).
 * Why a batch stopped is always recorded.
 *
 * @example
 *   const r = await runBatch({ screen, observer, elements, startFrame, actions, isDone, settler })
 *   // r.executed, r.stop?.reason, r.error?
 */
import { captureFrame, type Screen } from '../env/screen.js';
import type { Element, ElementList } from '../perception/element.js';
import type { Observer } from '../perception/observer.js';
import { actionDef, actionElementId, ELEMENT_ACTIONS, waitsAfter, type Action } from './actions.js';
import { centre } from '../perception/centre.js';
import { findElement, performAction, StepFailure, type Watcher } from './executor.js';
import type { BatchStop, ExecutedAction, PerformedAction, StepError } from './record.js';
import { frameChange, perceivingAhead, Settler, type SettleOptions } from './settle.js';
import type { Frame } from '../env/screen.js';
import { followElement, watchScreen } from './watch.js';

export type BatchStopMode = 'ids' | 'any-change' | 'never';

/** A redraw of more than this fraction of the frame counts as a new screen. */
export const NEW_SCREEN_FRACTION = 0.25;
/** How far (CSS px) an element's centre may move and still count as the same element. */
export const SAME_ELEMENT_PX = 4;

export interface BatchResult {
  executed: ExecutedAction[];
  /** Set when actions of the reply were left unrun on purpose. */
  stop?: BatchStop;
  /** Set when an action failed (unknown id, off-frame point...). */
  error?: StepError;
  /** The last settled screenshot. */
  frame: Frame;
  /** Time spent re-perceiving inside the batch. */
  perceiveMs: number;
}

export interface BatchInput {
  screen: Screen;
  observer: Observer;
  /** The element list the model saw; its ids are what the actions refer to. */
  elements: ElementList;
  /** The screen the model saw (its pixels, once decoded, are shared with the change tests here). */
  startFrame: Frame;
  actions: Action[];
  mode?: BatchStopMode;
  settle?: SettleOptions;
  /** The episode's settle wait (it learns a page that never stops); one of its own from `settle` when absent. */
  settler?: Settler;
  /** Harness callback: has the episode ended? Checked after every action. */
  isDone?: () => Promise<boolean>;
}

/** A caret is at most this wide (CSS px) and this tall. */
const CARET_MAX_WIDTH = 2;
const CARET_MAX_HEIGHT = 40;

/**
 * True when two same-size screenshots differ only inside one thin vertical bar: a text
 * caret that blinked (measured: 1 x 15 CSS px in a text area, on then off every ~500 ms).
 */
export async function onlyCaretBlink(a: Frame, b: Frame, scale: number): Promise<boolean> {
  const [pa, pb] = await Promise.all([a.pixels(), b.pixels()]);
  if (pa.width !== pb.width || pa.height !== pb.height) return false;
  let x0 = Infinity, x1 = -1, y0 = Infinity, y1 = -1;
  for (let y = 0; y < pa.height; y++) {
    for (let x = 0; x < pa.width; x++) {
      const k = (y * pa.width + x) * 3; // the frame's shared decode: RGB
      if (pa.data[k] === pb.data[k] && pa.data[k + 1] === pb.data[k + 1] && pa.data[k + 2] === pb.data[k + 2]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (x1 - x0 + 1 > CARET_MAX_WIDTH * scale) return false;
    }
  }
  return x1 >= 0 && y1 - y0 + 1 <= CARET_MAX_HEIGHT * scale;
}

/** The element of `now` that is `was` (same type and text, nearest centre within SAME_ELEMENT_PX). */
export function sameElement(was: Element, now: ElementList): Element | undefined {
  const c = centre(was);
  let best: Element | undefined;
  let bestD = Infinity;
  for (const e of now) {
    if (e.type !== was.type || (e.text ?? '') !== (was.text ?? '')) continue;
    const d = Math.hypot(centre(e).x - c.x, centre(e).y - c.y);
    if (d <= SAME_ELEMENT_PX && d < bestD) {
      best = e;
      bestD = d;
    }
  }
  return best;
}

export async function runBatch(input: BatchInput): Promise<BatchResult> {
  const { screen, observer, elements, actions, mode = 'any-change' } = input;
  const settler = input.settler ?? new Settler(screen, input.settle);
  const executed: ExecutedAction[] = [];
  let frame = input.startFrame;
  let perceiveMs = 0;
  /** The current perception when the screen differs from the one the model saw; null while it does not. */
  let current: ElementList | null = null;
  let stale = false;
  /** Inside a drag gesture: the button is down. */
  let dragging = false;

  const resolve = (id: number): Element => {
    const orig = findElement(elements, id);
    if (current === null) return orig;
    const now = sameElement(orig, current);
    if (!now) throw new StepFailure('UNKNOWN_ELEMENT', `element_${id} is no longer on the screen`);
    return now;
  };

  const isDone = input.isDone ? { isDone: input.isDone } : {};
  const watcher: Watcher = {
    watch: async (durationMs, everyMs) => {
      const w = await watchScreen({ screen, observer, durationMs, everyMs, ...isDone });
      perceiveMs += w.perceiveMs;
      return w.seen;
    },
    follow: async (element, durationMs, everyMs) => {
      const r = await followElement({ screen, observer, element, durationMs, everyMs, ...isDone });
      perceiveMs += r.perceiveMs;
      return r;
    },
  };

  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    const label = `Action_${i + 1} (${action.name})`;
    if (stale && ELEMENT_ACTIONS.has(action.name) && actionElementId(action) !== undefined) {
      const t = performance.now();
      current = await observer.observe(frame, screen.scale);
      perceiveMs += performance.now() - t;
      stale = false;
      const id = actionElementId(action)!;
      const orig = elements.find((e) => e.id === id);
      if (orig && !sameElement(orig, current)) {
        return {
          executed,
          frame,
          perceiveMs,
          stop: { afterAction: i, skipped: actions.length - i, reason: `the screen changed after Action_${i} and element_${id} is no longer where it was` },
        };
      }
    }
    const t0 = performance.now();
    let done: PerformedAction;
    try {
      done = await performAction(screen, action, resolve, watcher);
    } catch (e) {
      if (!(e instanceof StepFailure)) throw e;
      const skipped = actions.length - i - 1;
      return {
        executed,
        frame,
        perceiveMs,
        error: { code: e.code, message: `${label}: ${e.message}${skipped ? ` (the ${skipped} action(s) after it were not run)` : ''}` },
      };
    }
    const tInput = performance.now();
    // After the batch's last action the screenshot that ends the wait is the next step's
    // screen: the observer may start on each candidate while the next one is taken.
    const ahead = i === actions.length - 1 ? perceivingAhead(observer, screen.scale) : undefined;
    const s = waitsAfter(action.name) ? await settler.wait(ahead) : { frame: await captureFrame(screen), settled: false, shots: 1 };
    const tEnd = performance.now();
    executed.push({ ...done, ms: Math.round(tEnd - t0), settled: s.settled, settleMs: Math.round(tEnd - tInput), shots: s.shots });
    const before = frame;
    frame = s.frame;
    if (i === actions.length - 1) break;
    const left = actions.length - i - 1;
    if (input.isDone && (await input.isDone())) {
      return { executed, frame, perceiveMs, stop: { afterAction: i + 1, skipped: left, reason: 'the episode ended' } };
    }
    // A gesture is never cut: between a press and its release the screen changes by design
    // (the dragged thing moves), and a stop there would leave the button held down. A drawn
    // stroke is one action, pressed and released inside it, so it is never cut either.
    const role = actionDef(action.name).button;
    if (role === 'press') dragging = true;
    if ((role === 'press' || role === 'hold') && dragging) continue;
    if (role === 'release' || role === 'whole') dragging = false;
    if (mode === 'never' || frame.sameAs(before)) continue;
    if (mode === 'any-change') {
      if (await onlyCaretBlink(before, frame, screen.scale)) continue;
      return { executed, frame, perceiveMs, stop: { afterAction: i + 1, skipped: left, reason: `the screen changed after Action_${i + 1}` } };
    }
    const frac = await frameChange(before, frame);
    if (frac > NEW_SCREEN_FRACTION) {
      return {
        executed,
        frame,
        perceiveMs,
        stop: { afterAction: i + 1, skipped: left,
          reason: `the screen was largely redrawn after Action_${i + 1} (${Math.round(frac * 100)}% of pixels changed)` },
      };
    }
    stale = true; // re-perceive before the next element action
  }
  return { executed, frame, perceiveMs };
}
