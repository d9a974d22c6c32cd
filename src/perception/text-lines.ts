/**
 * The text lines inside a text area, found from pixels, so the understander (whose text
 * window holds one line) can read a multi-line text area one line at a time.
 *
 * This is training/caap_train/text_lines.py in TypeScript; the understander was trained on
 * the Python rule's line boxes, so the two must agree (tests/unit/perception/text-lines.test.ts
 * pins the rule's behaviour). Change both together.
 *
 * @example
 *   const { tensor } = await canonicalImage(png, 2)
 *   textLineBoxes(tensor, { left: 2, top: 52, right: 98, bottom: 123 }) // one Box per visible line
 */
import type { FloatTensor } from './backend.js';
import type { Box } from './element.js';
import { CANON_SCALE } from './image.js';

const INSET_X = 4;
const INSET_Y = 1.5;
/** The resize grip's width at the right of a text area; its strokes are not text. */
const GRIP_W = 10;
const INK_DIFF = 76;
/** A row with at least this fraction of ink is a border or a focus ring. */
const BORDER_FILL = 0.9;
/** Runs shorter than this (in canonical rows) are i-dots and accents. */
const MIN_ROWS = 4;
/** A line cut by the area's edge is kept when at least this much of a full line shows. */
const CUT_KEEP = 0.5;
/** Line boxes reach this far above and below a line's centre (short, so the text window stays 16 px). */
const LINE_HALF = 4;

/** Lower median of 8-bit values, from a 256-bin histogram. */
function medianU8(hist: Uint32Array, n: number): number {
  let cum = 0;
  for (let k = 0; k < 256; k++) {
    cum += hist[k]!;
    if (cum * 2 >= n) return k;
  }
  return 255;
}

export function textLineBoxes(image: FloatTensor, box: Box): Box[] {
  const [, , H, W] = image.dims as [number, number, number, number];
  const s = CANON_SCALE;
  const il = box.left + INSET_X, ir = box.right - INSET_X, it = box.top + INSET_Y, ib = box.bottom - INSET_Y;
  const x0 = Math.max(0, Math.ceil(il * s)), x1 = Math.min(W, Math.floor((ir - GRIP_W) * s));
  const y0 = Math.max(0, Math.ceil(it * s)), y1 = Math.min(H, Math.floor(ib * s));
  if (x1 - x0 < 4 || y1 - y0 < 4) return [];
  const plane = H * W;
  const u8 = (c: number, y: number, x: number) => Math.min(255, Math.max(0, Math.floor(image.data[c * plane + y * W + x]! * 255 + 0.5)));

  const bg = [0, 1, 2].map((c) => {
    const hist = new Uint32Array(256);
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) hist[u8(c, y, x)]!++;
    return medianU8(hist, (y1 - y0) * (x1 - x0));
  });
  const ink: boolean[] = [];
  for (let y = y0; y < y1; y++) {
    let count = 0;
    for (let x = x0; x < x1; x++) {
      if (Math.abs(u8(0, y, x) - bg[0]!) > INK_DIFF || Math.abs(u8(1, y, x) - bg[1]!) > INK_DIFF || Math.abs(u8(2, y, x) - bg[2]!) > INK_DIFF) count++;
    }
    const fill = count / (x1 - x0);
    ink.push(fill > 0 && fill < BORDER_FILL);
  }

  let runs: [number, number][] = [];
  let start = -1, last = -1;
  ink.forEach((on, r) => {
    if (!on) return;
    if (start >= 0 && r === last + 1) { last = r; return; }
    if (start >= 0) runs.push([start, last]);
    start = last = r;
  });
  if (start >= 0) runs.push([start, last]);
  runs = runs.filter(([a, b]) => b - a + 1 >= MIN_ROWS);

  const lastRow = ink.length - 1;
  const heights = (rs: [number, number][]) => rs.map(([a, b]) => b - a + 1);
  const uncut = heights(runs.filter(([a, b]) => a > 0 && b < lastRow));
  const full = uncut.length ? Math.max(...uncut) : Math.max(0, ...heights(runs));
  return runs
    .filter(([a, b]) => !((a === 0 || b === lastRow) && b - a + 1 < CUT_KEEP * full))
    .map(([a, b]) => {
      const cy = (y0 + (a + b + 1) / 2) / s;
      return { left: il, top: cy - LINE_HALF, right: ir, bottom: cy + LINE_HALF };
    });
}
