/**
 * The watch_screen action's looks: screenshots every `everyMs` for `durationMs`, each
 * perceived (a screenshot identical to the last one is not perceived again) and kept when its
 * elements differ from the look before. A page that shows something only for a moment
 * (simon-says flashes each button for 250 ms) cannot be read from one screenshot a step: a
 * step takes longer than the flash. The models' readings queue up behind the looks without
 * holding them back; an observer that reads the live page rather than the screenshot (the
 * ground-truth labels, `readsLivePage`) is called at once, look by look, since a queued call
 * would read a later moment than the look's.
 *
 * follow_element's looks are the same, and after each the pointer goes onto the followed
 * element as found again (same type, nearest to where it was going), ahead by its last motion.
 *
 * @example
 *   const { seen } = await watchScreen({ screen, observer, durationMs: 3600, everyMs: 100 })
 *   seen[0].elements   // the screen at the start; seen[1..]: each change, with its time
 *   await followElement({ screen, observer, element: disc, durationMs: 9800, everyMs: 50 })
 */
import { captureFrame, FRAME_HEIGHT, FRAME_WIDTH, type Frame, type Screen } from '../env/screen.js';
import { centre } from '../perception/centre.js';
import type { Element, Point } from '../perception/element.js';
import type { Observer } from '../perception/observer.js';
import { elementDataOf } from './element-text.js';
import type { WatchedScreen } from './record.js';

export interface WatchInput {
  screen: Screen;
  observer: Observer;
  durationMs: number;
  everyMs: number;
  /** The harness's "has the episode ended?", asked every DONE_CHECK_MS: looking on at an ended episode only wastes its time. */
  isDone?: () => Promise<boolean>;
}

/** How often a long look asks whether the episode has ended. */
export const DONE_CHECK_MS = 500;

/** A check of `isDone` at most every DONE_CHECK_MS. */
function doneChecker(isDone: WatchInput['isDone']): (at: number) => Promise<boolean> {
  let next = DONE_CHECK_MS;
  return async (at) => {
    if (!isDone || at < next) return false;
    next = at + DONE_CHECK_MS;
    return isDone();
  };
}

export interface WatchResult {
  seen: WatchedScreen[];
  /** Looks taken, perceived or not. */
  looks: number;
  /** Time spent perceiving. */
  perceiveMs: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Calls `look(at)` every `everyMs` (at: ms since the start) for `durationMs`, until the episode
 * ends. A look is due `everyMs` after the one before; one that perception made late is followed
 * at once, never by a burst of the looks it missed.
 */
async function everyLook(o: Pick<WatchInput, 'durationMs' | 'everyMs' | 'isDone'>, look: (at: number) => Promise<void>): Promise<void> {
  const ended = doneChecker(o.isDone);
  const t0 = performance.now();
  for (let due = 0;; due += o.everyMs) {
    const wait = t0 + due - performance.now();
    if (wait > 0) await pause(wait);
    const at = performance.now() - t0;
    if (at > o.durationMs || (await ended(at))) return;
    due = Math.max(due, at);
    await look(at);
  }
}

export async function watchScreen(o: WatchInput): Promise<WatchResult> {
  const { screen, observer } = o;
  const seen: WatchedScreen[] = [];
  let last: Frame | undefined;
  let lastKey = '';
  let looks = 0;
  let perceiveMs = 0;
  // Looks are perceived one after another in the order taken, while the next ones are taken: a
  // slow perception (a loaded machine, two workers' models) delays the reading, not the looks,
  // so a 250-ms flash between two looks 100 ms apart is still caught.
  let queue = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const perceive = async (frame: Frame, at: number) => {
    const tp = performance.now();
    const elements = (await observer.observe(frame, screen.scale)).map(elementDataOf);
    perceiveMs += performance.now() - tp;
    const key = JSON.stringify(elements);
    if (key === lastKey) return;
    lastKey = key;
    seen.push({ ms: Math.round(at), elements });
  };
  await everyLook(o, async (at) => {
    if (failure) throw failure.error;
    const frame = await captureFrame(screen);
    looks++;
    if (last && frame.sameAs(last)) return;
    last = frame;
    if (observer.readsLivePage) return perceive(frame, at); // it reads the page of this moment: now, not from the queue
    queue = queue.then(() => perceive(frame, at)).catch((error: unknown) => void (failure ??= { error }));
  });
  await queue;
  if (failure) throw failure.error;
  return { seen, looks, perceiveMs };
}

/** How far (CSS px) the followed element may be from where it was heading and still be found again. */
export const FOLLOW_PX = 60;

export interface FollowResult {
  /** Where the pointer was put last (the element's spot ahead of its motion); absent when the element was never found again. */
  aim?: Point;
  /** Whether the last look found the element. */
  inView: boolean;
  looks: number;
  /** Looks on which the element was not found again (the pointer stayed). */
  lost: number;
  perceiveMs: number;
}

const clamp = (v: number, hi: number) => Math.min(hi, Math.max(0, v));

export async function followElement(o: WatchInput & { element: Element }): Promise<FollowResult> {
  const { screen, observer, element, everyMs } = o;
  let at: Point = centre(element);
  let seenAt = 0;
  let velocity: Point = { x: 0, y: 0 }; // px per ms, from the last two sightings
  let looks = 0, lost = 0, perceiveMs = 0;
  let aim: Point | undefined;
  let inView = true;
  let sighted = false; // the step's element is from an older screen: motion is measured between this follow's own sightings
  await screen.mouse.move(at.x, at.y);
  await everyLook(o, async (shotAt) => {
    const tShot = performance.now();
    const frame = await captureFrame(screen);
    looks++;
    const tp = performance.now();
    const elements = await observer.observe(frame, screen.scale);
    perceiveMs += performance.now() - tp;
    const heading = { x: at.x + velocity.x * (shotAt - seenAt), y: at.y + velocity.y * (shotAt - seenAt) };
    const found = elements
      .filter((e) => e.type === element.type && e.subtype === element.subtype)
      .map((e) => ({ c: centre(e), d: Math.hypot(centre(e).x - heading.x, centre(e).y - heading.y) }))
      .filter((m) => m.d <= FOLLOW_PX)
      .sort((a, b) => a.d - b.d)[0];
    inView = found !== undefined;
    if (!found) {
      lost++;
      return;
    }
    if (sighted && shotAt - seenAt >= 10) velocity = { x: (found.c.x - at.x) / (shotAt - seenAt), y: (found.c.y - at.y) / (shotAt - seenAt) };
    at = found.c;
    seenAt = shotAt;
    sighted = true;
    // Aim where the element will be halfway to the next look: it moved on while this one was perceived.
    const lead = performance.now() - tShot + everyMs / 2;
    aim = { x: clamp(at.x + velocity.x * lead, FRAME_WIDTH - 1), y: clamp(at.y + velocity.y * lead, FRAME_HEIGHT - 1) };
    await screen.mouse.move(aim.x, aim.y);
  });
  return { ...(aim ? { aim } : {}), inView, looks, lost, perceiveMs };
}
