/**
 * Detector post-processing, exactly as specified in models/perception.json and used by the
 * training metrics: per anchor the best type score; keep those >= threshold; class-agnostic
 * NMS; boxes from canonical input pixels to task-frame CSS pixels, clipped to the frame.
 */
import type { FloatTensor } from './backend.js';
import type { Box, ElementType } from './element.js';
import { ELEMENT_TYPES } from './element.js';

export interface Detection {
  box: Box;
  type: ElementType;
  score: number;
}

export function iou(a: Box, b: Box): number {
  const w = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
  const h = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const inter = w * h;
  const area = (x: Box) => Math.max(0, x.right - x.left) * Math.max(0, x.bottom - x.top);
  return inter / (area(a) + area(b) - inter + 1e-9);
}

export interface PostprocessOptions {
  scoreThreshold: number;
  nmsIou: number;
  canonicalScale: number;
  frameWidth?: number;
  frameHeight?: number;
}

export function postprocessDetections(boxes: FloatTensor, scores: FloatTensor, opts: PostprocessOptions): Detection[] {
  const [, anchors, nCls] = scores.dims as [number, number, number];
  const fw = opts.frameWidth ?? 160;
  const fh = opts.frameHeight ?? 210;
  const cands: Detection[] = [];
  for (let a = 0; a < anchors; a++) {
    let best = -1;
    let cls = 0;
    for (let c = 0; c < nCls; c++) {
      const s = scores.data[a * nCls + c]!;
      if (s > best) {
        best = s;
        cls = c;
      }
    }
    if (best < opts.scoreThreshold) continue;
    const k = a * 4;
    const s = opts.canonicalScale;
    const box = {
      left: Math.max(0, boxes.data[k]! / s),
      top: Math.max(0, boxes.data[k + 1]! / s),
      right: Math.min(fw, boxes.data[k + 2]! / s),
      bottom: Math.min(fh, boxes.data[k + 3]! / s),
    };
    if (box.right - box.left < 0.5 || box.bottom - box.top < 0.5) continue;
    cands.push({ box, type: ELEMENT_TYPES[cls]!, score: best });
  }
  cands.sort((x, y) => y.score - x.score);
  const kept: Detection[] = [];
  for (const d of cands) {
    if (kept.every((k) => iou(k.box, d.box) < opts.nmsIou)) kept.push(d);
  }
  return kept;
}
