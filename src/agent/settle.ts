/**
 * Waiting for the page to settle, judged from pixels alone: screenshots are taken every
 * `intervalMs` until two consecutive ones are byte-identical, or the deadline passes (an
 * animation or a blinking caret that never stops must not hang the agent).
 *
 * There are no pauses by default, because the screenshots are what costs (about 30 ms each on
 * a quiet 2-core machine, 40 and more under load, 2+ per action) and because a capture waits
 * for a fresh frame: two captures in a row are always more than one animation frame apart,
 * so a running animation never looks still. Input events have been handled when the Screen's
 * mouse/keyboard calls return, and work their handlers leave to a 0 ms timer runs while the
 * first capture waits for its frame. The pauses of 10 and 15 ms used until 2026-12-03 changed
 * no outcome of the 106-task gate when they went (1060 episodes, the same 949 solved) and cost
 * 27 ms per action (the p50 of an action with its wait, 111 -> 84 ms) (docs/agent.md, "Where a step's time goes").
 *
 * @example
 *   await screen.mouse.click(30, 105)
 *   const { frame, settled, ms } = await waitForSettle(screen)   // frame.png, frame.pixels()
 */
import { captureFrame, type Frame, type Screen } from '../env/screen.js';
import type { Observer } from '../perception/observer.js';

export interface SettleOptions {
  /** Pause before the first screenshot (lets work deferred by the event handlers run). Default 0 ms. */
  firstWaitMs?: number;
  /** Pause between screenshots. Default 0 ms. */
  intervalMs?: number;
  /** Give up waiting after this long and use the last screenshot. Default 1500 ms. */
  deadlineMs?: number;
}

export interface Settled {
  /** The last screenshot, as the Frame the step carries on (perception decodes it once). */
  frame: Frame;
  /** `frame.png`. */
  png: Buffer;
  /** False when the deadline passed with the screen still changing. */
  settled: boolean;
  ms: number;
  shots: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `onShot` is told of each screenshot that may be the last (every one but the one that proves
 * the screen still): the step loop perceives it ahead while the next is taken
 * (Observer.perceiveAhead).
 */
export async function waitForSettle(screen: Screen, opts: SettleOptions = {}, onShot?: (frame: Frame) => void): Promise<Settled> {
  const { firstWaitMs = 0, intervalMs = 0, deadlineMs = 1500 } = opts;
  const t0 = performance.now();
  await sleep(firstWaitMs);
  let prev = await captureFrame(screen);
  let shots = 1;
  for (;;) {
    if (performance.now() - t0 >= deadlineMs) return { frame: prev, png: prev.png, settled: false, ms: performance.now() - t0, shots };
    onShot?.(prev);
    await sleep(intervalMs);
    const cur = await captureFrame(screen);
    shots++;
    if (cur.sameAs(prev)) return { frame: cur, png: cur.png, settled: true, ms: performance.now() - t0, shots };
    prev = cur;
  }
}

/** The `onShot` that hands each candidate screenshot to an observer that perceives ahead; none for one that does not. */
export function perceivingAhead(observer: Observer, scale: number): ((frame: Frame) => void) | undefined {
  return observer.perceiveAhead ? (frame) => observer.perceiveAhead!(frame, scale) : undefined;
}

/** Deadlines missed in a row after which a page is taken to move on its own. */
export const MOVING_AFTER = 3;
/** The deadline on a page that moves on its own: room for the work an input's handlers defer, no more. */
export const MOVING_DEADLINE_MS = 150;

/**
 * The settle wait of one episode, which learns that a page never stops: after MOVING_AFTER
 * waits in a row that ran out their deadline (chase-circle's circle, moving-items' squares, a
 * ticking clock), the page is taken to move on its own and later waits stop after
 * MOVING_DEADLINE_MS, so a step does not spend 1.5 s twice waiting for a stillness that never
 * comes. One wait that does settle (the page stopped) puts the full deadline back. An
 * animation that ends (click-pie's 1.5-s menu) misses at most two deadlines in a row: the
 * action's wait and the loop's next one.
 *
 * @example
 *   const settler = new Settler(screen)
 *   const { frame, settled } = await settler.wait()
 */
export class Settler {
  private missedInRow = 0;
  constructor(private readonly screen: Screen, private readonly opts: SettleOptions = {}) {}

  /** Whether the page is taken to move on its own (the waits are short). */
  get moving(): boolean {
    return this.missedInRow >= MOVING_AFTER;
  }

  /** `onShot`: as waitForSettle's. */
  async wait(onShot?: (frame: Frame) => void): Promise<Settled> {
    const full = this.opts.deadlineMs ?? 1500;
    const s = await waitForSettle(this.screen, this.moving ? { ...this.opts, deadlineMs: Math.min(full, MOVING_DEADLINE_MS) } : this.opts, onShot);
    this.missedInRow = s.settled ? 0 : this.missedInRow + 1;
    return s;
  }
}

/**
 * Fraction of pixels (0..1) that differ between two frames of the same size; 1 when sizes
 * differ. Reads each frame's shared decode: a frame perception has read is not decoded again.
 */
export async function frameChange(a: Frame, b: Frame): Promise<number> {
  if (a.sameAs(b)) return 0;
  const [pa, pb] = await Promise.all([a.pixels(), b.pixels()]);
  if (pa.width !== pb.width || pa.height !== pb.height) return 1;
  let diff = 0;
  for (let i = 0; i < pa.data.length; i += 3) {
    if (pa.data[i] !== pb.data[i] || pa.data[i + 1] !== pb.data[i + 1] || pa.data[i + 2] !== pb.data[i + 2]) diff++;
  }
  return diff / (pa.width * pa.height);
}
