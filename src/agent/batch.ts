/**
 * Runs the actions of one reply in order, re-capturing after each, and stops the batch when
 * the screen changed in a way that invalidates what the next action assumed:
 *   - mode 'any-change' (the paper): stop on any pixel change;
 *   - mode 'ids' (default): an element action goes on only if its element is still there
 *     (re-perceived: same type and text, centre within a few pixels; the new position is
 *     used); a coordinate or keyboard action goes on unless the screen was largely redrawn.
 * Why a batch stopped is always recorded.
 *
 * @example
 *   const r = await runBatch({ screen, observer, elements, startPng, actions, isDone })
 *   // r.executed, r.stop?.reason, r.error?
 */
import type { Screen } from '../env/screen.js';
import type { Element, ElementList } from '../perception/element.js';
import type { Observer } from '../perception/observer.js';
import { actionElementId, ELEMENT_ACTIONS, type Action } from './actions.js';
import { findElement, performAction, StepFailure, type PerformedAction, type StepError } from './executor.js';
import { changedFraction, waitForSettle, type SettleOptions } from './settle.js';

export type BatchStopMode = 'ids' | 'any-change';

/** A redraw of more than this fraction of the frame counts as a new screen. */
export const NEW_SCREEN_FRACTION = 0.25;
/** How far (CSS px) an element's centre may move and still count as the same element. */
export const SAME_ELEMENT_PX = 4;

export interface ExecutedAction extends PerformedAction {
  /** Time to perform the input events plus the settle wait. */
  ms: number;
  settled: boolean;
}

export interface BatchResult {
  executed: ExecutedAction[];
  /** Set when actions of the reply were left unrun on purpose. */
  stop?: { afterAction: number; skipped: number; reason: string };
  /** Set when an action failed (unknown id, off-frame point...). */
  error?: StepError;
  /** The last settled screenshot. */
  png: Buffer;
  /** Time spent re-perceiving inside the batch. */
  perceiveMs: number;
}

export interface BatchInput {
  screen: Screen;
  observer: Observer;
  /** The element list the model saw; its ids are what the actions refer to. */
  elements: ElementList;
  startPng: Buffer;
  actions: Action[];
  mode?: BatchStopMode;
  settle?: SettleOptions;
  /** Harness callback: has the episode ended? Checked after every action. */
  isDone?: () => Promise<boolean>;
}

const centre = (e: Element) => ({ x: (e.box.left + e.box.right) / 2, y: (e.box.top + e.box.bottom) / 2 });

/** The element of `now` that is `was` (same type and text, nearest centre within SAME_ELEMENT_PX). */
export function sameElement(was: Element, now: ElementList): Element | undefined {
  const c = centre(was);
  let best: Element | undefined;
  let bestD = Infinity;
  for (const e of now) {
    if (e.type !== was.type || (e.text ?? '') !== (was.text ?? '')) continue;
    const d = Math.hypot(centre(e).x - c.x, centre(e).y - c.y);
    if (d <= SAME_ELEMENT_PX && d < bestD) { best = e; bestD = d; }
  }
  return best;
}

export async function runBatch(input: BatchInput): Promise<BatchResult> {
  const { screen, observer, elements, actions, mode = 'ids' } = input;
  const executed: ExecutedAction[] = [];
  let png = input.startPng;
  let perceiveMs = 0;
  /** The current perception when the screen differs from the one the model saw; null while it does not. */
  let current: ElementList | null = null;
  let stale = false;

  const resolve = (id: number): Element => {
    const orig = findElement(elements, id);
    if (current === null) return orig;
    const now = sameElement(orig, current);
    if (!now) throw new StepFailure('UNKNOWN_ELEMENT', `element_${id} is no longer on the screen`);
    return now;
  };

  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    const label = `Action_${i + 1} (${action.name})`;
    if (stale && ELEMENT_ACTIONS.has(action.name) && actionElementId(action) !== undefined) {
      const t = performance.now();
      current = await observer.observe(png, screen.scale);
      perceiveMs += performance.now() - t;
      stale = false;
      const id = actionElementId(action)!;
      const orig = elements.find((e) => e.id === id);
      if (orig && !sameElement(orig, current)) {
        return {
          executed, png, perceiveMs,
          stop: { afterAction: i, skipped: actions.length - i, reason: `the screen changed after Action_${i} and element_${id} is no longer where it was` },
        };
      }
    }
    const t0 = performance.now();
    let done: PerformedAction;
    try {
      done = await performAction(screen, action, resolve);
    } catch (e) {
      if (!(e instanceof StepFailure)) throw e;
      const skipped = actions.length - i - 1;
      return {
        executed, png, perceiveMs,
        error: { code: e.code, message: `${label}: ${e.message}${skipped ? ` (the ${skipped} action(s) after it were not run)` : ''}` },
      };
    }
    const s = await waitForSettle(screen, input.settle);
    executed.push({ ...done, ms: Math.round(performance.now() - t0), settled: s.settled });
    const before = png;
    png = s.png;
    if (i === actions.length - 1) break;
    const left = actions.length - i - 1;
    if (input.isDone && (await input.isDone())) {
      return { executed, png, perceiveMs, stop: { afterAction: i + 1, skipped: left, reason: 'the episode ended' } };
    }
    if (png.equals(before)) continue;
    if (mode === 'any-change') {
      return { executed, png, perceiveMs, stop: { afterAction: i + 1, skipped: left, reason: `the screen changed after Action_${i + 1}` } };
    }
    const frac = changedFraction(before, png);
    if (frac > NEW_SCREEN_FRACTION) {
      return {
        executed, png, perceiveMs,
        stop: { afterAction: i + 1, skipped: left, reason: `the screen was largely redrawn after Action_${i + 1} (${Math.round(frac * 100)}% of pixels changed)` },
      };
    }
    stale = true; // re-perceive before the next element action
  }
  return { executed, png, perceiveMs };
}
