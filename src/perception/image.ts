/**
 * Screenshot decoding for perception: a PNG of the task frame at scale 1, 2 or 3 becomes
 * the models' canonical input, the frame at scale 2 (320x420) as NCHW float32 RGB in [0,1].
 * Scale-2 screenshots pass through unresized, exactly as in training.
 *
 * @example
 *   const { tensor } = await canonicalImage(png, 1) // upsampled 160x210 -> 320x420
 */
import sharp, { type OutputInfo } from 'sharp';
import { InvalidImageError } from '../errors.js';
import type { FloatTensor } from './backend.js';

export const CANON_SCALE = 2;
export const CANON_W = 320;
export const CANON_H = 420;

export async function canonicalImage(png: Buffer, scale: number): Promise<{ tensor: FloatTensor }> {
  if (!Buffer.isBuffer(png) || png.length === 0) throw new InvalidImageError('Empty screenshot: expected a PNG of the 160x210 task frame');
  if (![1, 2, 3].includes(scale)) throw new InvalidImageError(`Unsupported scale ${scale}: expected 1, 2 or 3`);
  let raw: Buffer;
  let info: OutputInfo;
  try {
    const img = sharp(png, { failOn: 'error' });
    const meta = await img.metadata();
    if (meta.format !== 'png') throw new InvalidImageError(`Screenshot is ${meta.format ?? 'not an image'}: expected a PNG`);
    if (meta.width !== 160 * scale || meta.height !== 210 * scale) {
      throw new InvalidImageError(
        `Screenshot is ${meta.width}x${meta.height}: expected ${160 * scale}x${210 * scale} (the 160x210 task frame at scale ${scale})`,
      );
    }
    let pipeline = img.removeAlpha().toColourspace('srgb');
    if (scale !== CANON_SCALE) pipeline = pipeline.resize(CANON_W, CANON_H, { kernel: 'linear', fit: 'fill' });
    ({ data: raw, info } = await pipeline.raw().toBuffer({ resolveWithObject: true }));
  } catch (e) {
    if (e instanceof InvalidImageError) throw e;
    throw new InvalidImageError(`Screenshot could not be decoded as PNG: ${(e as Error).message}`);
  }
  const n = info.width * info.height;
  const data = new Float32Array(3 * n);
  for (let i = 0, p = 0; i < n; i++, p += info.channels) {
    data[i] = raw[p]! / 255;
    data[n + i] = raw[p + 1]! / 255;
    data[2 * n + i] = raw[p + 2]! / 255;
  }
  return { tensor: { data, dims: [1, 3, info.height, info.width] } };
}
