/**
 * Boxes whose text is not one centred line, and their text lines found from pixels: the
 * understander's text window holds one line centred on the box, so a text area (many lines
 * from the top) and a tall tile of drag-items-grid (a name at the top of a 40 px square) are
 * read one found line at a time.
 *
 * This is training/caap_train/text_lines.py in TypeScript; the understander was trained on
 * the Python rule's line boxes, so the two must agree (tests/unit/perception-text-lines.test.ts
 * pins the rule's behaviour). Change both together.
 *
 * @example
 *   const { tensor } = await canonicalImage(png, 2)
 *   textLineBoxes(tensor, { left: 2, top: 52, right: 98, bottom: 123 }) // one Box per visible line
 *   readsByLines('text_area', box) && lineBoxesOf(tensor, 'text_area', box)
 */
import type { FloatTensor } from './backend.js';
import type { Box, ElementType } from './element.js';
import { CANON_SCALE } from './image.js';

/** Draggable tiles at least this tall have their name at the top (drag-items-grid). */
const TALL_TILE_CSS = 34;

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
  // The area as 8-bit values, channel-major: [3][h][w].
  const w = x1 - x0, h = y1 - y0, plane = H * W;
  const area = new Uint8Array(3 * h * w);
  for (let c = 0; c < 3; c++) {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        area[(c * h + y) * w + x] = Math.min(255, Math.max(0, Math.floor(image.data[c * plane + (y0 + y) * W + x0 + x]! * 255 + 0.5)));
      }
    }
  }
  const bg = [0, 1, 2].map((c) => {
    const hist = new Uint32Array(256);
    for (let i = c * h * w; i < (c + 1) * h * w; i++) hist[area[i]!]!++;
    return medianU8(hist, h * w);
  });
  const ink: boolean[] = [];
  for (let y = 0; y < h; y++) {
    let count = 0;
    for (let x = 0, i = y * w; x < w; x++, i++) {
      if (Math.abs(area[i]! - bg[0]!) > INK_DIFF || Math.abs(area[h * w + i]! - bg[1]!) > INK_DIFF || Math.abs(area[2 * h * w + i]! - bg[2]!) > INK_DIFF) count++;
    }
    const fill = count / w;
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

/** Is the text of a box of this type and size read line by line? */
export function readsByLines(type: ElementType, box: Box): boolean {
  return type === 'text_area' || (type === 'draggable_text' && box.bottom - box.top >= TALL_TILE_CSS);
}

/** The line boxes to read for such a box: a tile's name may start at its very edge, so its lines span the whole tile. */
export function lineBoxesOf(image: FloatTensor, type: ElementType, box: Box): Box[] {
  const found = textLineBoxes(image, box);
  return type === 'text_area' ? found : found.map((l) => ({ ...l, left: box.left, right: box.right }));
}
