/**
 * Perceptual hash of a screen, used to keep distinct screens only. A difference hash on a
 * 41x52 grey grid (about 4x4 CSS px per cell whatever the capture scale): a checkbox
 * ticked, a letter typed or a menu item lit changes it; re-rendering the same state, a
 * caret blink or JPEG-like noise does not.
 *
 * @example
 *   const h = await perceptualHash(png)   // 'a3f0...' (40 hex chars; equal for equal-looking screens)
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

const GRID_W = 41;
const GRID_H = 52;

export async function perceptualHash(png: Buffer): Promise<string> {
  const { data } = await sharp(png)
    .greyscale()
    .resize(GRID_W, GRID_H, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const bits: number[] = [];
  for (let y = 0; y < GRID_H; y++) {
    for (let x = 0; x < GRID_W - 1; x++) {
      const a = data[y * GRID_W + x]!;
      const b = data[y * GRID_W + x + 1]!;
      // A dead band keeps flat areas (equal neighbours) stable under tiny shading changes.
      bits.push(a > b + 2 ? 1 : 0);
    }
  }
  // Brightness per cell, coarsely quantised, so a uniform colour change (a hover fill) counts too.
  let hex = '';
  for (let i = 0; i < bits.length; i += 4) {
    hex += ((bits[i]! << 3) | ((bits[i + 1] ?? 0) << 2) | ((bits[i + 2] ?? 0) << 1) | (bits[i + 3] ?? 0)).toString(16);
  }
  for (let i = 0; i < data.length; i += 1) hex += (data[i]! >> 6).toString(16);
  // Only equality matters: keep a short digest of the quantised picture.
  return createHash('sha1').update(hex).digest('hex');
}
