/**
 * Whether a tree node is open, measured from pixels (a measurement, not a model): a tree
 * draws an expander glyph to the left of a node's label, a small hollow square with a
 * minus (open) or a plus (closed) inside, as navigate-tree's file tree does. A text element
 * gets `expanded` only where such a glyph sits on its line within 40 CSS px to its left;
 * an empty square (a checkbox) or anything else leaves it out.
 *
 * The glyph is found as a connected blob of non-background pixels whose box is square,
 * 6-11.5 CSS px wide, mostly hollow and drawn along all four sides; the bars are the dark runs through the middle row
 * and the middle column of its inside.
 *
 * @example
 *   measureExpanded(img, { type: 'text', text: 'Beaulah', box }, 2)   // false: a plus in front of it
 */
import type { Pixels } from './colour.js';
import type { Box } from './element.js';
import { backgroundAround, pixelRange, rgbDistance } from './measure-ink.js';

const REACH = 40;

export function measureExpanded(img: Pixels, el: { type: string; box: Box }, scale: number): boolean | undefined {
  if (el.type !== 'text') return undefined;
  const cy = (el.box.top + el.box.bottom) / 2;
  const window: Box = { left: el.box.left - REACH, right: el.box.left - 0.5, top: cy - 8, bottom: cy + 8 };
  if (window.right <= 0) return undefined;
  const background = backgroundAround(img, { left: window.left + 3, right: window.right - 3, top: window.top + 3, bottom: window.bottom - 3 }, scale);
  const { x0, x1, y0, y1 } = pixelRange(img, window, scale, 0);
  const w = x1 - x0, h = y1 - y0;
  if (w <= 0 || h <= 0) return undefined;
  // Cheap first look: a glyph's bar is dark on the label's middle row (most text has nothing there).
  const row = Math.min(img.height - 1, Math.floor(cy * scale));
  let dark = false;
  for (let x = x0; x < x1 && !dark; x++) {
    const [r, g, b] = img.rgb(x, row);
    dark = r + g + b < 300;
  }
  if (!dark) return undefined;
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) ink[y * w + x] = rgbDistance(img.rgb(x0 + x, y0 + y), background) > 120 ? 1 : 0;
  // The nearest glyph to the label wins: scan blobs and keep the right-most that qualifies.
  let best: { right: number; open: boolean } | undefined;
  const seen = new Uint8Array(w * h);
  for (let start = 0; start < w * h; start++) {
    if (!ink[start] || seen[start]) continue;
    const blob = floodFill(ink, seen, w, h, start);
    const glyph = readGlyph(img, ink, blob, { x0, y0, w }, scale, cy);
    if (glyph !== undefined && (!best || blob.x1 > best.right)) best = { right: blob.x1, open: glyph };
  }
  return best?.open;
}

interface Blob {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  n: number;
}

function floodFill(ink: Uint8Array, seen: Uint8Array, w: number, h: number, start: number): Blob {
  const blob: Blob = { x0: w, x1: -1, y0: h, y1: -1, n: 0 };
  const stack = [start];
  seen[start] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w, y = (i - x) / w;
    blob.n++;
    blob.x0 = Math.min(blob.x0, x);
    blob.x1 = Math.max(blob.x1, x);
    blob.y0 = Math.min(blob.y0, y);
    blob.y1 = Math.max(blob.y1, y);
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const nx = x + dx, ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const j = ny * w + nx;
      if (ink[j] && !seen[j]) {
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return blob;
}

/** Open (minus), closed (plus) or undefined when the blob is no expander glyph on the label's line. */
function readGlyph(img: Pixels, ink: Uint8Array, b: Blob, at: { x0: number; y0: number; w: number }, scale: number, lineY: number): boolean | undefined {
  const bw = (b.x1 - b.x0 + 1) / scale, bh = (b.y1 - b.y0 + 1) / scale;
  if (bw < 6 || bw > 11.5 || Math.abs(bw - bh) > 1.5) return undefined;
  if (b.n > 0.6 * (b.x1 - b.x0 + 1) * (b.y1 - b.y0 + 1)) return undefined; // a filled square, not a frame
  // A frame: each side of the blob's box is drawn along (nearly) its whole length.
  const isInk = (x: number, y: number) => ink[y * at.w + x] === 1;
  const side = (n: number, f: (k: number) => boolean) => {
    let c = 0;
    for (let k = 0; k < n; k++) if (f(k)) c++;
    return c / n;
  };
  const cols = b.x1 - b.x0 + 1, rows = b.y1 - b.y0 + 1;
  const sides = [
    side(cols, (k) => isInk(b.x0 + k, b.y0) || isInk(b.x0 + k, b.y0 + 1)),
    side(cols, (k) => isInk(b.x0 + k, b.y1) || isInk(b.x0 + k, b.y1 - 1)),
    side(rows, (k) => isInk(b.x0, b.y0 + k) || isInk(b.x0 + 1, b.y0 + k)),
    side(rows, (k) => isInk(b.x1, b.y0 + k) || isInk(b.x1 - 1, b.y0 + k)),
  ];
  if (Math.min(...sides) < 0.8) return undefined;
  const cyCss = (at.y0 + (b.y0 + b.y1 + 1) / 2) / scale;
  if (Math.abs(cyCss - lineY) > 4) return undefined;
  // Inside the frame: dark pixels through the middle row and the middle column.
  const inset = Math.ceil(1.5 * scale);
  const ix0 = at.x0 + b.x0 + inset, ix1 = at.x0 + b.x1 - inset, iy0 = at.y0 + b.y0 + inset, iy1 = at.y0 + b.y1 - inset;
  if (ix1 - ix0 < 2 || iy1 - iy0 < 2) return undefined;
  const mx = Math.round((ix0 + ix1) / 2), my = Math.round((iy0 + iy1) / 2);
  const dark = (x: number, y: number) => {
    const [r, g, bl] = img.rgb(x, y);
    return r + g + bl < 300;
  };
  const across = side(ix1 - ix0 + 1, (k) => dark(ix0 + k, my) || dark(ix0 + k, my - 1) || dark(ix0 + k, my + 1));
  const down = side(iy1 - iy0 + 1, (k) => dark(mx, iy0 + k) || dark(mx - 1, iy0 + k) || dark(mx + 1, iy0 + k));
  if (across < 0.4) return undefined;
  return down < 0.4;
}
