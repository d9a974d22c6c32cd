/**
 * Pixel checks for labeller tests: where the ink of a screenshot lies, so a label's box
 * can be compared with what was actually drawn (hand-checking, automated).
 */
import sharp from 'sharp';

export interface Ink {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Bounds (task-frame CSS px) of the pixels darker than `threshold` inside `region`
 * (CSS px), in a PNG captured at `scale`. Null if there is no such pixel.
 */
export async function inkBounds(png: Buffer, scale: number, region: Ink, threshold = 140): Promise<Ink | null> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const x0 = Math.max(0, Math.floor(region.left * scale));
  const y0 = Math.max(0, Math.floor(region.top * scale));
  const x1 = Math.min(info.width, Math.ceil(region.right * scale));
  const y1 = Math.min(info.height, Math.ceil(region.bottom * scale));
  let l = Infinity, t = Infinity, r = -Infinity, b = -Infinity;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (data[y * info.width + x]! < threshold) {
        l = Math.min(l, x);
        t = Math.min(t, y);
        r = Math.max(r, x + 1);
        b = Math.max(b, y + 1);
      }
    }
  }
  return l === Infinity ? null : { left: l / scale, top: t / scale, right: r / scale, bottom: b / scale };
}
