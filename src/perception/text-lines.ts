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
/** How far outside (and inside) a box's edges its border is looked for. */
const BORDER_SEARCH = 4;
/** How far outside a box's left and right edges a border is looked for when none is near. */
const BORDER_FAR = 8;
/** How far left of an unbordered box's left edge the ink of its first letters is looked for. */
const INK_LEFT_REACH = 1;
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

/** A float in [0, 1] as the 8-bit value it was decoded from. */
function toU8(v: number): number {
  return Math.min(255, Math.max(0, Math.floor(v * 255 + 0.5)));
}

/** Does the canonical pixel (x, y) differ from the background by more than INK_DIFF in a channel? */
function inkAt(image: FloatTensor, bg: number[], x: number, y: number): boolean {
  const [, , H, W] = image.dims as [number, number, number, number];
  for (let c = 0; c < 3; c++) if (Math.abs(toU8(image.data[c * H * W + y * W + x]!) - bg[c]!) > INK_DIFF) return true;
  return false;
}

/** The inner area of a box: its inset edges (CSS px) and canonical pixel ranges. */
function innerArea(image: FloatTensor, box: Box) {
  const [, , H, W] = image.dims as [number, number, number, number];
  const s = CANON_SCALE;
  const il = box.left + INSET_X, ir = box.right - INSET_X, it = box.top + INSET_Y, ib = box.bottom - INSET_Y;
  const x0 = Math.max(0, Math.ceil(il * s)), x1 = Math.min(W, Math.floor((ir - GRIP_W) * s));
  const y0 = Math.max(0, Math.ceil(it * s)), y1 = Math.min(H, Math.floor(ib * s));
  return { il, ir, x0, x1, y0, y1 };
}

/** The area [x0, x1) x [y0, y1) as 8-bit values, channel-major [3][h][w], and its per-channel median (the background). */
function readArea(image: FloatTensor, { x0, x1, y0, y1 }: ReturnType<typeof innerArea>): { area: Uint8Array; bg: number[] } {
  const [, , H, W] = image.dims as [number, number, number, number];
  const w = x1 - x0, h = y1 - y0, plane = H * W;
  const area = new Uint8Array(3 * h * w);
  for (let c = 0; c < 3; c++) {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) area[(c * h + y) * w + x] = toU8(image.data[c * plane + (y0 + y) * W + x0 + x]!);
    }
  }
  const bg = [0, 1, 2].map((c) => {
    const hist = new Uint32Array(256);
    for (let i = c * h * w; i < (c + 1) * h * w; i++) hist[area[i]!]!++;
    return medianU8(hist, h * w);
  });
  return { area, bg };
}

/**
 * The box with its edges moved onto the area's border where one is drawn near them: a column
 * (for left and right) or a row (for top and bottom) that is ink on at least BORDER_FILL of the
 * area's rows or columns. Within BORDER_SEARCH CSS px of the left and right edges the outermost
 * such column is taken (the leftmost on the left, the rightmost on the right); beyond that, up
 * to BORDER_FAR, and for the top and bottom, the border nearest the edge, at its outer side (a
 * neighbouring area's border a few px away must not win). The same box where none is drawn.
 * The labeller's boxes sit on the border already, so training sees the same lines; a detected
 * box a few pixels inside the border would otherwise start every line inside its first letter,
 * or cut its first or last line.
 */
function snapToBorder(image: FloatTensor, box: Box, bg: number[],
  inner: { x0: number; x1: number; y0: number; y1: number }): { box: Box; snappedLeft: boolean }
{
  const [, , H, W] = image.dims as [number, number, number, number];
  const s = CANON_SCALE;
  const isInk = (x: number, y: number) => inkAt(image, bg, x, y);
  const filled = (n: number, ink: (i: number) => boolean, from: number, to: number) => {
    let count = 0;
    for (let i = from; i < to; i++) if (ink(i)) count++;
    return count >= BORDER_FILL * (to - from);
  };
  const isBorderColumn = (x: number) => x < W && filled(inner.y1 - inner.y0, (y) => isInk(x, y), inner.y0, inner.y1);
  const isBorderRow = (y: number) => y < H && filled(inner.x1 - inner.x0, (x) => isInk(x, y), inner.x0, inner.x1);
  /** Canonical pixel indices from CSS a (inclusive) to b (exclusive), clamped to [0, n). */
  const range = (a: number, b: number, n: number): number[] => {
    const out: number[] = [];
    for (let i = Math.max(0, Math.ceil(a * s)); i < Math.min(n, Math.ceil(b * s)); i++) out.push(i);
    return out;
  };
  /** From the line of pixels nearest the edge that is border, walk outwards while it stays border. */
  const outerOfNearest = (indices: number[], isBorder: (i: number) => boolean, outward: 1 | -1): number | undefined => {
    let i = indices.find(isBorder);
    if (i === undefined) return undefined;
    while (i + outward >= 0 && isBorder(i + outward)) i += outward;
    return i;
  };
  // Left and right: the outermost border column near the edge, else the nearest one further out.
  let left = range(box.left - BORDER_SEARCH, box.left + INSET_X, W).find(isBorderColumn);
  left ??= outerOfNearest(range(box.left - BORDER_FAR, box.left - BORDER_SEARCH, W).reverse(), isBorderColumn, -1);
  let right = range(box.right - INSET_X, box.right + BORDER_SEARCH, W).reverse().find(isBorderColumn);
  right ??= outerOfNearest(range(box.right + BORDER_SEARCH, box.right + BORDER_FAR, W), isBorderColumn, 1);
  // Top and bottom: the border row nearest the edge, inside or out, at its outer side.
  const nearest = (edge: number, reach: number[], isBorder: (i: number) => boolean, outward: 1 | -1) =>
    outerOfNearest([...reach].sort((a, b) => Math.abs(a + 0.5 - edge * s) - Math.abs(b + 0.5 - edge * s) || outward * (b - a)), isBorder, outward);
  const top = nearest(box.top, range(box.top - BORDER_SEARCH, box.top + INSET_Y, H), isBorderRow, -1);
  const bottom = nearest(box.bottom, range(box.bottom - INSET_Y, box.bottom + BORDER_SEARCH, H), isBorderRow, 1);
  const snapped = {
    left: left === undefined ? box.left : left / s,
    top: top === undefined ? box.top : top / s,
    right: right === undefined ? box.right : (right + 1) / s,
    bottom: bottom === undefined ? box.bottom : (bottom + 1) / s,
  };
  const same = snapped.left === box.left && snapped.top === box.top && snapped.right === box.right && snapped.bottom === box.bottom;
  return { box: same ? box : snapped, snappedLeft: left !== undefined };
}

/**
 * The leftmost ink column on the rows of the found lines, between INK_LEFT_REACH CSS px left of
 * the box and the lines' left edge: where no border was found on the left, a detected box that
 * starts inside the first letters moves its lines' left edge there (the labeller's box puts the
 * edge INSET_X before the text of a padded area, which is where such ink is not).
 */
function inkLeftOf(image: FloatTensor, bg: number[], boxLeft: number, il: number, rows: [number, number][]): number | undefined {
  const W = image.dims[3]!;
  const s = CANON_SCALE;
  for (let x = Math.max(0, Math.ceil((boxLeft - INK_LEFT_REACH) * s)); x < Math.min(W, Math.ceil(il * s)); x++) {
    for (const [a, b] of rows) for (let y = a; y <= b; y++) if (inkAt(image, bg, x, y)) return x / s;
  }
  return undefined;
}

export function textLineBoxes(image: FloatTensor, detected: Box): Box[] {
  const s = CANON_SCALE;
  const first = innerArea(image, detected);
  if (first.x1 - first.x0 < 4 || first.y1 - first.y0 < 4) return [];
  const firstRead = readArea(image, first);
  const { box, snappedLeft } = snapToBorder(image, detected, firstRead.bg, first);
  // Where nothing snapped (the labeller's boxes, a well-placed detection) the first read stands.
  const inner = box === detected ? first : innerArea(image, box);
  const { il, ir, x0, x1, y0, y1 } = inner;
  if (x1 - x0 < 4 || y1 - y0 < 4) return [];
  const { area, bg } = inner === first ? firstRead : readArea(image, inner);
  const w = x1 - x0, h = y1 - y0;
  const ink: boolean[] = [];
  for (let y = 0; y < h; y++) {
    let count = 0;
    for (let x = 0, i = y * w; x < w; x++, i++) {
      if (Math.abs(area[i]! - bg[0]!) > INK_DIFF || Math.abs(area[h * w + i]! - bg[1]!) > INK_DIFF || Math.abs(area[2 * h * w + i]! - bg[2]!) > INK_DIFF) {
        count++;
      }
    }
    const fill = count / w;
    ink.push(fill > 0 && fill < BORDER_FILL);
  }

  let runs: [number, number][] = [];
  let start = -1, last = -1;
  ink.forEach((on, r) => {
    if (!on) return;
    if (start >= 0 && r === last + 1) {
      last = r;
      return;
    }
    if (start >= 0) runs.push([start, last]);
    start = last = r;
  });
  if (start >= 0) runs.push([start, last]);
  runs = runs.filter(([a, b]) => b - a + 1 >= MIN_ROWS);

  const lastRow = ink.length - 1;
  const heights = (rs: [number, number][]) => rs.map(([a, b]) => b - a + 1);
  const uncut = heights(runs.filter(([a, b]) => a > 0 && b < lastRow));
  const full = uncut.length ? Math.max(...uncut) : Math.max(0, ...heights(runs));
  const kept = runs.filter(([a, b]) => !((a === 0 || b === lastRow) && b - a + 1 < CUT_KEEP * full));
  const left = snappedLeft ? il : Math.min(il, inkLeftOf(image, bg, box.left, il, kept.map(([a, b]) => [y0 + a, y0 + b])) ?? il);
  return kept.map(([a, b]) => {
    const cy = (y0 + (a + b + 1) / 2) / s;
    return { left, top: cy - LINE_HALF, right: ir, bottom: cy + LINE_HALF };
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
