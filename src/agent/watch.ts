/**
 * The watch_screen action's looks: screenshots every `everyMs` for `durationMs`, each
 * perceived as it is taken (a screenshot identical to the last one is not perceived again),
 * kept when its elements differ from the look before. A page that shows something only for a
 * moment (simon-says flashes each button for 250 ms) cannot be read from one screenshot a
 * step: a step takes longer than the flash. A look is perceived at once, not after the watch,
 * because an observer may read the page's state of that moment (the ground-truth labels do).
 *
 * @example
 *   const { seen } = await watchScreen({ screen, observer, durationMs: 3600, everyMs: 100 })
 *   seen[0].elements   // the screen at the start; seen[1..]: each change, with its time
 */
import { captureFrame, type Frame, type Screen } from '../env/screen.js';
import type { Observer } from '../perception/observer.js';
import { elementDataOf } from './element-text.js';
import type { WatchedScreen } from './record.js';

export interface WatchInput {
  screen: Screen;
  observer: Observer;
  durationMs: number;
  everyMs: number;
}

export interface WatchResult {
  seen: WatchedScreen[];
  /** Looks taken, perceived or not. */
  looks: number;
  /** Time spent perceiving. */
  perceiveMs: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function watchScreen({ screen, observer, durationMs, everyMs }: WatchInput): Promise<WatchResult> {
  const seen: WatchedScreen[] = [];
  let last: Frame | undefined;
  let lastKey = '';
  let looks = 0;
  let perceiveMs = 0;
  const t0 = performance.now();
  // A look is due `everyMs` after the one before; one that perception made late is followed
  // at once, never by a burst of the looks it missed.
  for (let due = 0;; due += everyMs) {
    const wait = t0 + due - performance.now();
    if (wait > 0) await pause(wait);
    const at = performance.now() - t0;
    if (at > durationMs) break;
    due = Math.max(due, at);
    const frame = await captureFrame(screen);
    looks++;
    if (last && frame.sameAs(last)) continue;
    last = frame;
    const tp = performance.now();
    const elements = (await observer.observe(frame, screen.scale)).map(elementDataOf);
    perceiveMs += performance.now() - tp;
    const key = JSON.stringify(elements);
    if (key === lastKey) continue;
    lastKey = key;
    seen.push({ ms: Math.round(at), elements });
  }
  return { seen, looks, perceiveMs };
}
