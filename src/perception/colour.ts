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
import type { RgbImage } from '../env/screen.js';
import type { FloatTensor } from './backend.js';
import type { Box } from './element.js';
import type { Rgb } from './palette.js';

/** Read access to an RGB image, channels 0-255. */
export interface Pixels {
  width: number;
  height: number;
  rgb(x: number, y: number): Rgb;
  /** The same pixels as 8-bit RGB, row-major, 3 bytes each, where the image has them (a fast path for sampling). */
  data?: Uint8Array;
}

/**
 * 8-bit RGB (the observer's canonical image, image.ts) as Pixels: the same values as
 * tensorPixels of the tensor made from it (round(v / 255 * 255) is v), read without the
 * float round trip.
 */
export function rgbPixels({ width, height, data }: RgbImage): Pixels {
  return { width, height, data, rgb: (x, y) => {
    const i = (y * width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  } };
}

/** The observer's NCHW float tensor (values 0-1) as Pixels. */
export function tensorPixels(t: FloatTensor): Pixels {
  const [, , height, width] = t.dims as [number, number, number, number];
  const n = width * height;
  const at = (i: number) => Math.round(t.data[i]! * 255);
  return { width, height, rgb: (x, y) => {
    const i = y * width + x;
    return [at(i), at(n + i), at(2 * n + i)];
  } };
}

export interface MeasuredColour {
  rgb: Rgb;
  /** Share of the counted pixels in the winning colour bin. */
  share: number;
}

/** A sample of colours, flat: 3 bytes per colour. */
interface Sample {
  data: Uint8Array;
  count: number;
}

const BINS = 4096;
// Scratch counters, reset after each use through the list of bins that were touched.
const binN = new Int32Array(BINS), binR = new Float64Array(BINS), binG = new Float64Array(BINS), binB = new Float64Array(BINS);

/**
 * The most common 4-bit bin of a flat sample, averaged within it. Ties go to the bin met first
 * (as a Map counted in order would give them).
 */
function dominantOfSample({ data, count }: Sample): MeasuredColour | null {
  if (count === 0) return null;
  const touched = new Int32Array(Math.min(count, BINS));
  let m = 0;
  for (let i = 0, p = 0; i < count; i++, p += 3) {
    const r = data[p]!, g = data[p + 1]!, b = data[p + 2]!;
    const k = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    if (binN[k] === 0) touched[m++] = k;
    binN[k]!++;
    binR[k]! += r;
    binG[k]! += g;
    binB[k]! += b;
  }
  let best = touched[0]!;
  for (let j = 1; j < m; j++) if (binN[touched[j]!]! > binN[best]!) best = touched[j]!;
  const n = binN[best]!;
  const out: MeasuredColour = { rgb: [Math.round(binR[best]! / n), Math.round(binG[best]! / n), Math.round(binB[best]! / n)], share: n / count };
  for (let j = 0; j < m; j++) {
    const k = touched[j]!;
    binN[k] = 0;
    binR[k] = 0;
    binG[k] = 0;
    binB[k] = 0;
  }
  return out;
}

/** The most common colour of a sample (4-bit bins, averaged within the winning bin). */
export function dominantColour(samples: Rgb[]): MeasuredColour | null {
  const data = new Uint8Array(samples.length * 3);
  samples.forEach((s, i) => data.set(s, i * 3));
  return dominantOfSample({ data, count: samples.length });
}

/** Pixel rectangle of a CSS-px box at `scale`, shrunk by `insetCss` on each side (never empty). */
function pixelRect(img: Pixels, box: Box, scale: number, insetCss: number) {
  const w = box.right - box.left, h = box.bottom - box.top;
  const ix = Math.min(insetCss, w / 4), iy = Math.min(insetCss, h / 4);
  const x0 = Math.max(0, Math.floor((box.left + ix) * scale)), x1 = Math.min(img.width, Math.ceil((box.right - ix) * scale));
  const y0 = Math.max(0, Math.floor((box.top + iy) * scale)), y1 = Math.min(img.height, Math.ceil((box.bottom - iy) * scale));
  return { x0, x1: Math.max(x0 + 1, x1), y0, y1: Math.max(y0 + 1, y1) };
}

function collect(img: Pixels, box: Box, scale: number, insetCss: number): Sample {
  const { x0, x1, y0, y1 } = pixelRect(img, box, scale, insetCss);
  // At most ~4,000 samples: large boxes are sampled on a grid.
  const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / 4000)));
  const xEnd = Math.min(x1, img.width), yEnd = Math.min(y1, img.height);
  const cols = xEnd > x0 ? Math.ceil((xEnd - x0) / step) : 0, rows = yEnd > y0 ? Math.ceil((yEnd - y0) / step) : 0;
  const data = new Uint8Array(cols * rows * 3);
  const src = img.data;
  let p = 0;
  for (let y = y0; y < yEnd; y += step) {
    for (let x = x0; x < xEnd; x += step) {
      if (src) {
        const i = (y * img.width + x) * 3;
        data[p] = src[i]!;
        data[p + 1] = src[i + 1]!;
        data[p + 2] = src[i + 2]!;
      } else data.set(img.rgb(x, y), p);
      p += 3;
    }
  }
  return { data, count: p / 3 };
}

/** The fill of a shape or box: the dominant colour inside it (1.5 CSS px inset). */
export function fillColour(img: Pixels, box: Box, scale: number): MeasuredColour | null {
  return dominantOfSample(collect(img, box, scale, 1.5));
}

/** The ink of text (or of a figure on a background): the dominant colour of the pixels far from the background. */
export function inkColour(img: Pixels, box: Box, scale: number): MeasuredColour | null {
  const all = collect(img, box, scale, 0);
  const background = dominantOfSample(all);
  if (!background) return null;
  const [br, bg, bb] = background.rgb;
  const far = new Uint8Array(all.data.length);
  let q = 0;
  for (let p = 0; p < all.count * 3; p += 3) {
    const r = all.data[p]!, g = all.data[p + 1]!, b = all.data[p + 2]!;
    if (Math.abs(r - br) + Math.abs(g - bg) + Math.abs(b - bb) > 100) {
      far[q] = r;
      far[q + 1] = g;
      far[q + 2] = b;
      q += 3;
    }
  }
  return dominantOfSample({ data: far, count: q / 3 });
}
