/**
 * The Observer seam: whatever turns a screenshot into the numbered element list. The agent
 * loop depends on this interface only, so the ONNX models (detector + understander), the
 * DOM-derived ground truth used for evaluation, and the fixed lists of unit tests are
 * interchangeable behind it.
 *
 * @example
 *   const observer: Observer = fixedObserver([[{ id: 1, type: 'button', text: 'Submit',
 *     box: { left: 2, top: 81, right: 97, bottom: 112 }, score: 1 }]])
 *   const elements = await observer.observe(await screen.screenshot(), screen.scale)
 */
import type { Frame } from '../env/screen.js';
import { ElementListSchema, type ElementList } from './element.js';

export interface Observer {
  /**
   * Perceives one screenshot of the task frame. `scale` is the device scale of `png`
   * (1, 2 or 3); the returned boxes are in task-frame CSS pixels whatever the scale. A Frame
   * (src/env/screen.ts) carries its decoded pixels: pass it where there is one, so the PNG
   * is decoded once for every reader of the screen.
   */
  observe(shot: Buffer | Frame, scale: number): Promise<ElementList>;
  /**
   * True for an observer that reads the page as it is when called, not the screenshot it is
   * given (the DOM-derived ground truth): a caller that perceives a screenshot later than it
   * took it (a watch's queue) must call it at once instead.
   */
  readonly readsLivePage?: boolean;
  /**
   * A hint that `shot` may be the next screenshot asked for (the settle wait's latest, which
   * becomes the step's screen when the next one equals it): an observer that keeps its last
   * perception (reusingIdenticalScreens) starts on it now. It never changes what `observe`
   * returns; an observer without it perceives when asked.
   */
  perceiveAhead?(shot: Frame, scale: number): void;
}

/**
 * An observer that returns the given lists in turn (the last one repeats): for tests and
 * for replaying a recorded perception. Validates every list against the contract.
 */
export function fixedObserver(lists: ElementList[]): Observer {
  if (lists.length === 0) throw new Error('fixedObserver needs at least one element list');
  const checked = lists.map((l) => ElementListSchema.parse(l));
  let next = 0;
  return {
    async observe() {
      const list = checked[Math.min(next, checked.length - 1)]!;
      next++;
      return list.map((e) => ({ ...e, box: { ...e.box } }));
    },
  };
}
