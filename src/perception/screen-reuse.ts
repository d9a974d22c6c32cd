/**
 * An observer that does not perceive the same screenshot twice in a row: when a screenshot is
 * byte-identical to the last one it perceived (at the same scale), it returns a copy of that
 * list. Exact by construction: perception is a pure function of the pixels. A step whose
 * actions changed nothing on the screen (a click on dead space, a retry) then costs no
 * perception. Not for an observer that reads the live page (the labels): there the same
 * pixels can come with another page state.
 *
 * @example
 *   const observer = reusingIdenticalScreens(await OnnxObserver.load())
 *   await observer.observe(frame, 2); await observer.observe(frame, 2)   // the second is a copy
 *   observer.reused                                                      // 1
 */
import type { Frame } from '../env/screen.js';
import type { ElementList } from './element.js';
import type { Observer } from './observer.js';

export interface ReusingObserver extends Observer {
  /** Screenshots answered from the last perception instead of perceived again. */
  readonly reused: number;
}

export function reusingIdenticalScreens(inner: Observer): ReusingObserver {
  if (inner.readsLivePage) throw new Error('reusingIdenticalScreens: an observer that reads the live page must see every call');
  let last: { png: Buffer; scale: number; list: ElementList } | null = null;
  let reused = 0;
  return {
    get reused() {
      return reused;
    },
    async observe(shot: Buffer | Frame, scale: number) {
      const png = Buffer.isBuffer(shot) ? shot : shot.png;
      if (last && last.scale === scale && last.png.equals(png)) {
        reused++;
        return structuredClone(last.list);
      }
      const list = await inner.observe(shot, scale);
      last = { png, scale, list: structuredClone(list) };
      return list;
    },
  };
}
