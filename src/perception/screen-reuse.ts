/**
 * An observer that does not perceive the same screenshot twice in a row: when a screenshot is
 * byte-identical to the last one it perceived (at the same scale), it returns a copy of that
 * list. Exact by construction: perception is a pure function of the pixels. A step whose
 * actions changed nothing on the screen (a click on dead space, a retry) then costs no
 * perception. Not for an observer that reads the live page (the labels): there the same
 * pixels can come with another page state.
 *
 * It also perceives ahead (`perceiveAhead`): the settle wait hands it each screenshot it takes
 * after the last action of a batch, and the perception of that screenshot runs while the wait
 * takes the next one to see whether the screen is still. When the two are equal (the screen
 * had settled), the step's `observe` of the settled screenshot is answered by the perception
 * already under way: the capture and the perception overlap instead of adding up. A look ahead
 * is skipped while a perception is running, and one that fails is forgotten (the next
 * `observe` of the screenshot perceives it again and reports the error where it belongs).
 * Perceptions run one at a time, in the order they were asked for.
 *
 * @example
 *   const observer = reusingIdenticalScreens(await OnnxObserver.load())
 *   await observer.observe(frame, 2); await observer.observe(frame, 2)   // the second is a copy
 *   observer.reused                                                      // 1
 *   observer.perceiveAhead(next, 2); await observer.observe(next, 2)     // answered by the look ahead
 */
import type { Frame } from '../env/screen.js';
import type { ElementList } from './element.js';
import type { Observer } from './observer.js';

export interface ReusingObserver extends Observer {
  /** Screenshots answered from the last perception (or the one under way) instead of perceived again. */
  readonly reused: number;
  /** Of `reused`, those answered by a perception a look ahead had started. */
  readonly answeredAhead: number;
  perceiveAhead(shot: Buffer | Frame, scale: number): void;
}

interface Kept {
  png: Buffer;
  scale: number;
  /** A private copy of the list, or the perception under way. */
  list: Promise<ElementList>;
  ahead: boolean;
}

export function reusingIdenticalScreens(inner: Observer): ReusingObserver {
  if (inner.readsLivePage) throw new Error('reusingIdenticalScreens: an observer that reads the live page must see every call');
  let last: Kept | null = null;
  let reused = 0, answeredAhead = 0, running = 0;
  /** The tail of the perceptions asked for: each starts when the one before has ended. */
  let queue: Promise<unknown> = Promise.resolve();
  const pngOf = (shot: Buffer | Frame) => (Buffer.isBuffer(shot) ? shot : shot.png);
  const matches = (k: Kept | null, png: Buffer, scale: number): k is Kept => !!k && k.scale === scale && k.png.equals(png);

  const perceive = (shot: Buffer | Frame, scale: number, ahead: boolean): Promise<ElementList> => {
    running++;
    const run = queue.then(() => inner.observe(shot, scale)).finally(() => running--);
    queue = run.catch(() => {});
    const kept: Kept = { png: pngOf(shot), scale, list: run.then((l) => structuredClone(l)), ahead };
    kept.list.catch(() => {
      if (last === kept) last = null; // a failed perception is not kept
    });
    last = kept;
    return run;
  };

  return {
    get reused() {
      return reused;
    },
    get answeredAhead() {
      return answeredAhead;
    },
    async observe(shot: Buffer | Frame, scale: number) {
      const png = pngOf(shot);
      if (matches(last, png, scale)) {
        const kept = last;
        reused++;
        if (kept.ahead) answeredAhead++;
        kept.ahead = false; // counted once: a repeat after it is a plain reuse
        return structuredClone(await kept.list);
      }
      return perceive(shot, scale, false);
    },
    perceiveAhead(shot: Buffer | Frame, scale: number) {
      if (running > 0 || matches(last, pngOf(shot), scale)) return;
      void perceive(shot, scale, true).catch(() => {}); // its error is the next observe's to report
    },
  };
}
