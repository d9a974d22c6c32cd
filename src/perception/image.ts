/**
 * Screenshot decoding for perception: a PNG of the task frame at scale 1, 2 or 3 becomes
 * the models' canonical input, the frame at scale 2 (320x420) as NCHW float32 RGB in [0,1],
 * and the same pixels as 8-bit RGB for the measurements after the models. Scale-2
 * screenshots pass through unresized, exactly as in training.
 *
 * The canonical image is made once per Frame (src/env/screen.ts) and kept with it: every stage
 * of a perception, and a second perception of the same Frame, read the same decode; at scale 2
 * it is the Frame's own decode, shared with every other reader of its pixels. The header is
 * checked before anything is decoded (format, size), so no metadata call is needed.
 *
 * @example
 *   const { tensor, rgb } = await canonicalImage(png, 1) // upsampled 160x210 -> 320x420
 *   await canonicalImage(frame, frame.scale)             // decoded once per frame
 */
import sharp from 'sharp';
import { Frame, type RgbImage } from '../env/screen.js';
import { InvalidImageError } from '../errors.js';
import type { FloatTensor } from './backend.js';

export const CANON_SCALE = 2;
export const CANON_W = 320;
export const CANON_H = 420;

export interface CanonicalImage {
  /** NCHW float32 RGB in [0, 1], 1x3x420x320: the models' input. */
  tensor: FloatTensor;
  /** The same pixels, 8-bit RGB row-major (the measurements read these). */
  rgb: RgbImage;
}

const canonical = new WeakMap<Frame, Promise<CanonicalImage>>();

export async function canonicalImage(shot: Buffer | Frame, scale: number): Promise<CanonicalImage> {
  const png = shot instanceof Frame ? shot.png : shot;
  if (!Buffer.isBuffer(png) || png.length === 0) throw new InvalidImageError('Empty screenshot: expected a PNG of the 160x210 task frame');
  if (![1, 2, 3].includes(scale)) throw new InvalidImageError(`Unsupported scale ${scale}: expected 1, 2 or 3`);
  if (shot instanceof Frame && shot.scale !== scale) throw new InvalidImageError(`Frame is at scale ${shot.scale}, perceived as scale ${scale}`);
  checkHeader(png, scale);
  const frame = shot instanceof Frame ? shot : new Frame(png, scale);
  let made = canonical.get(frame);
  if (!made) canonical.set(frame, made = toCanonical(frame));
  return made;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Format and size from the PNG header (signature, then IHDR's width and height), before any decoding. */
function checkHeader(png: Buffer, scale: number): void {
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    const format = png[0] === 0xff && png[1] === 0xd8 ? 'jpeg' : png.toString('latin1', 0, 4) === 'RIFF' ? 'webp' : 'not an image';
    throw new InvalidImageError(`Screenshot is ${format}: expected a PNG`);
  }
  const width = png.readUInt32BE(16), height = png.readUInt32BE(20);
  if (width !== 160 * scale || height !== 210 * scale) {
    throw new InvalidImageError(`Screenshot is ${width}x${height}: expected ${160 * scale}x${210 * scale} (the 160x210 task frame at scale ${scale})`);
  }
}

async function toCanonical(frame: Frame): Promise<CanonicalImage> {
  let rgb: RgbImage;
  try {
    if (frame.scale === CANON_SCALE) rgb = await frame.pixels();
    else {
      // Decoded and resized in one sharp pipeline: one trip to sharp's threads, where a decode
      // and then a resize of its pixels took two (the bytes are the same either way).
      const { data, info } = await sharp(frame.png, { failOn: 'error' }).removeAlpha().toColourspace('srgb')
        .resize(CANON_W, CANON_H, { kernel: 'linear', fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
      rgb = { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
    }
  } catch (e) {
    throw new InvalidImageError(`Screenshot could not be decoded as PNG: ${(e as Error).message}`);
  }
  return { tensor: tensorOf(rgb), rgb };
}

/** 8-bit RGB (HWC) -> float NCHW in [0, 1]. */
function tensorOf({ width, height, data: raw }: RgbImage): FloatTensor {
  const n = width * height;
  const data = new Float32Array(3 * n);
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    data[i] = raw[p]! / 255;
    data[n + i] = raw[p + 1]! / 255;
    data[2 * n + i] = raw[p + 2]! / 255;
  }
  return { data, dims: [1, 3, height, width] };
}
