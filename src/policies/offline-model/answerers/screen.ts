/**
 * The screen an answering model decides on: the element list the policy sent as text (the
 * strategies' elements section, the CAAP element format), or, when the request holds only
 * the screenshot, the ONNX observer run on that image, as a real vision model would have to
 * read the pixels itself. Results are kept by the image's hash, because ScreenAgent sends
 * the same screenshot to two or three phases of a step.
 *
 * @example
 *   const perceive = onnxPerceiver(() => OnnxObserver.load({ modelsDir }))
 *   const screen = await screenOf(text, image, promptFile('dpot', 'elements'), perceive)
 *   // { elements: [...], listed: false }   (listed: the element list came as text)
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ElementList } from '../../../perception/element.js';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../../env/screen.js';
import type { Observer } from '../../../perception/observer.js';
import { parseElementList } from '../../../agent/element-text.js';

/** Turns a screenshot (any size) into the elements on it. */
export type Perceive = (png: Buffer) => Promise<ElementList>;

export class AnswerError extends Error {}

const MEMO_SIZE = 64;

/**
 * A Perceive over an observer loaded on first use. The image is perceived at the scale its
 * width gives (the task frame is 160 px wide); a size that is no whole scale of the frame
 * is resized to scale 2 first, the scale the models read best.
 */
export function onnxPerceiver(load: () => Promise<Observer>): Perceive {
  let observer: Promise<Observer> | null = null;
  const memo = new Map<string, Promise<ElementList>>();
  return (png) => {
    const key = createHash('sha256').update(png).digest('hex');
    let hit = memo.get(key);
    if (!hit) {
      observer ??= load();
      hit = observer.then(async (o) => {
        const meta = await sharp(png).metadata();
        const scale = (meta.width ?? 0) / FRAME_WIDTH;
        if ([1, 2, 3].includes(scale) && meta.height === FRAME_HEIGHT * scale) return o.observe(png, scale);
        const resized = await sharp(png).resize(FRAME_WIDTH * 2, FRAME_HEIGHT * 2, { fit: 'fill' }).png().toBuffer();
        return o.observe(resized, 2);
      });
      hit.catch(() => memo.delete(key));
      memo.set(key, hit);
      if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
    }
    return hit;
  };
}

/**
 * The frame the answering model decides in: the one the observer reports boxes in (the task
 * frame's CSS px, which the scripted rules read). It is the answerer's own eyes, not a fact
 * of the request: every position a request states (its image size, its element list, its
 * history) is converted from the request's frame into this one, and answers back.
 */
export const PERCEPTION_FRAME = { width: FRAME_WIDTH, height: FRAME_HEIGHT } as const;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The elements of the current screen, in PERCEPTION_FRAME: parsed from the text when it holds
 * the strategy's elements section (its first line is `header`'s, filled), else perceived from
 * the image. A header that states the size of the image the positions are in
 * (`{{width}}x{{height}}`) has the listed positions scaled from that size.
 */
export async function screenOf(text: string, image: Buffer | null, header: string,
  perceive: Perceive | undefined): Promise<{ elements: ElementList; listed: boolean }>
{
  const first = header.split('\n')[0]!;
  const pattern = new RegExp(escapeRe(first).replace(/\\\{\\\{(\w+)\\\}\\\}/g, '(?<$1>\\d{1,5})'));
  const m = pattern.exec(text);
  if (m) {
    const listed = parseElementList(text);
    const w = Number(m.groups?.width), h = Number(m.groups?.height);
    if (!(w > 0 && h > 0)) return { elements: listed, listed: true };
    return { elements: scaleElements(listed, PERCEPTION_FRAME.width / w, PERCEPTION_FRAME.height / h), listed: true };
  }
  if (!image) throw new AnswerError('the request holds neither an element list nor a screenshot');
  if (!perceive) throw new AnswerError('the request holds only a screenshot and this answering model has no observer to read it');
  return { elements: await perceive(image), listed: false };
}

/** Elements with boxes and points scaled by (sx, sy). */
export function scaleElements(elements: ElementList, sx: number, sy: number): ElementList {
  const r = (v: number) => Math.round(v * 100) / 100;
  return elements.map((e) => ({
    ...e,
    box: { left: r(e.box.left * sx), top: r(e.box.top * sy), right: r(e.box.right * sx), bottom: r(e.box.bottom * sy) },
    ...(e.points ? { points: e.points.map((p) => ({ x: r(p.x * sx), y: r(p.y * sy) })) } : {}),
  }));
}

/** Points between a frame a request states (its image's size, bins, 0-1) and PERCEPTION_FRAME. */
export interface StatedFrame {
  toPerception(p: { x: number; y: number }): { x: number; y: number };
  fromPerception(p: { x: number; y: number }): { x: number; y: number };
}

export function statedFrame(width: number, height: number): StatedFrame {
  if (!(width > 0 && height > 0)) throw new AnswerError(`the request states an unusable screen size ${width}x${height}`);
  const sx = PERCEPTION_FRAME.width / width, sy = PERCEPTION_FRAME.height / height;
  return {
    toPerception: (p) => ({ x: p.x * sx, y: p.y * sy }),
    fromPerception: (p) => ({ x: p.x / sx, y: p.y / sy }),
  };
}
