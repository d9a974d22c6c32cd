/**
 * The frame a vision strategy's model answers in: the pixels of the image it is shown. The
 * screenshot goes out scaled (settings.image.maxSide: 320x420 by default, twice the task
 * frame), so a prompt that said "the screen is 160x210" beside a 320x420 picture would make
 * a model that answers in the pixels it sees click twice as far. Every pixel-based strategy
 * (ScreenAgent, D-PoT) therefore states the image's own size, reads the reply's positions
 * in it, and converts here to task-frame CSS px for the executor; the element list, when
 * sent, is written in the same image pixels; histories show image pixels too.
 *
 * @example
 *   const f = imageFrame(await imagePart(png))          // { width: 320, height: 420, k: 2 }
 *   const g = mapGesture(replyGesture, toCss(f))        // image px -> CSS px for gestureActions
 *   renderElementList(elementsInImage(elements, f))     // the list in the image's pixels
 */
import { FRAME_WIDTH } from '../../env/screen.js';
import type { Element, ElementList } from '../../perception/element.js';
import type { Pt } from './gestures.js';

export interface ImageFrame {
  /** Size of the image the model is shown, in its pixels. */
  width: number;
  height: number;
  /** Image pixels per task-frame CSS pixel. */
  k: number;
}

export function imageFrame(image: { width: number; height: number }): ImageFrame {
  return { width: image.width, height: image.height, k: image.width / FRAME_WIDTH };
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** Image pixels -> task-frame CSS px. */
export const toCss = (f: ImageFrame) => (p: Pt): Pt => ({ x: r2(p.x / f.k), y: r2(p.y / f.k) });
/** Task-frame CSS px -> image pixels. */
export const toImage = (f: ImageFrame) => (p: Pt): Pt => ({ x: r2(p.x * f.k), y: r2(p.y * f.k) });

/** The elements with their boxes and points in the image's pixels (for an element list the model reads beside the image). */
export function elementsInImage(elements: ElementList, f: ImageFrame): ElementList {
  const s = (v: number) => r2(v * f.k);
  return elements.map((e): Element => ({
    ...e,
    box: { left: s(e.box.left), top: s(e.box.top), right: s(e.box.right), bottom: s(e.box.bottom) },
    ...(e.points ? { points: e.points.map((p) => ({ x: s(p.x), y: s(p.y) })) } : {}),
  }));
}
