/**
 * Colour measured from pixels (a measurement, not a model): after detection, the fill of a
 * shape or box is the most common colour inside its box (an inset keeps borders and
 * anti-aliased edges out), and the ink of a text line is the most common colour among the
 * pixels that differ clearly from that line's background. Colours are quantised to 4 bits
 * per channel for counting and then averaged over the winning bin, so anti-aliasing and
 * JPEG-like noise do not split one colour into many.
 *
 * @example
 *   const img = tensorPixels(tensor)                      // the observer's canonical image
 *   fillColour(img, box, 2)   // { rgb: [255, 0, 0], share: 0.97 }
 */
import type { FloatTensor } from './backend.js';
import type { Box } from './element.js';
import type { Rgb } from './palette.js';

/** Read access to an RGB image, channels 0-255. */
export interface Pixels {
  width: number;
  height: number;
  rgb(x: number, y: number): Rgb;
}

/** The observer's NCHW float tensor (values 0-1) as Pixels. */
export function tensorPixels(t: FloatTensor): Pixels {
  const [, , height, width] = t.dims as [number, number, number, number];
  const n = width * height;
  const at = (i: number) => Math.round(t.data[i]! * 255);
  return { width, height, rgb: (x, y) => { const i = y * width + x; return [at(i), at(n + i), at(2 * n + i)]; } };
}

export interface MeasuredColour {
  rgb: Rgb;
  /** Share of the counted pixels in the winning colour bin. */
  share: number;
}

const binOf = ([r, g, b]: Rgb) => ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);

/** The most common colour of a sample (4-bit bins, averaged within the winning bin). */
export function dominantColour(samples: Rgb[]): MeasuredColour | null {
  if (samples.length === 0) return null;
  const bins = new Map<number, { n: number; sum: [number, number, number] }>();
  for (const s of samples) {
    const k = binOf(s);
    const b = bins.get(k) ?? { n: 0, sum: [0, 0, 0] };
    b.n++; b.sum[0] += s[0]; b.sum[1] += s[1]; b.sum[2] += s[2];
    bins.set(k, b);
  }
  let best: { n: number; sum: [number, number, number] } | undefined;
  for (const b of bins.values()) if (!best || b.n > best.n) best = b;
  const w = best!;
  return { rgb: [Math.round(w.sum[0] / w.n), Math.round(w.sum[1] / w.n), Math.round(w.sum[2] / w.n)], share: w.n / samples.length };
}

/** Pixel rectangle of a CSS-px box at `scale`, shrunk by `insetCss` on each side (never empty). */
function pixelRect(img: Pixels, box: Box, scale: number, insetCss: number) {
  const w = box.right - box.left, h = box.bottom - box.top;
  const ix = Math.min(insetCss, w / 4), iy = Math.min(insetCss, h / 4);
  const x0 = Math.max(0, Math.floor((box.left + ix) * scale)), x1 = Math.min(img.width, Math.ceil((box.right - ix) * scale));
  const y0 = Math.max(0, Math.floor((box.top + iy) * scale)), y1 = Math.min(img.height, Math.ceil((box.bottom - iy) * scale));
  return { x0, x1: Math.max(x0 + 1, x1), y0, y1: Math.max(y0 + 1, y1) };
}

function collect(img: Pixels, box: Box, scale: number, insetCss: number): Rgb[] {
  const { x0, x1, y0, y1 } = pixelRect(img, box, scale, insetCss);
  // At most ~4,000 samples: large boxes are sampled on a grid.
  const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / 4000)));
  const out: Rgb[] = [];
  for (let y = y0; y < y1 && y < img.height; y += step) for (let x = x0; x < x1 && x < img.width; x += step) out.push(img.rgb(x, y));
  return out;
}

/** The fill of a shape or box: the dominant colour inside it (1.5 CSS px inset). */
export function fillColour(img: Pixels, box: Box, scale: number): MeasuredColour | null {
  return dominantColour(collect(img, box, scale, 1.5));
}

const far = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 100;

/** The ink of text (or of a figure on a background): the dominant colour of the pixels far from the background. */
export function inkColour(img: Pixels, box: Box, scale: number): MeasuredColour | null {
  const all = collect(img, box, scale, 0);
  const background = dominantColour(all);
  if (!background) return null;
  return dominantColour(all.filter((p) => far(p, background.rgb)));
}
