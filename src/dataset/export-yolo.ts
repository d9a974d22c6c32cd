/**
 * YOLO-format export for the detector: images/{train,val}/*.png, labels/{train,val}/*.txt
 * with one `class cx cy w h` line per element (normalised to the 160x210 frame, so the
 * same labels fit any capture scale) and data.yaml naming the 14 classes in the order of
 * ELEMENT_TYPES. Screens are split by seed (about 10 % of seeds to val) so no episode
 * is in both.
 *
 * @example
 *   await exportYolo('datasets/train', 'datasets/train/yolo')
 */
import { copyFile, link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../env/screen.js';
import { ELEMENT_TYPES, type Element } from '../perception/element.js';
import { readDataset } from './records.js';

/** Val split by seed: stable, about one seed in ten. */
export const isValSeed = (seed: number): boolean => ((seed * 2654435761) >>> 0) % 10 === 0;

export function yoloLine(e: Element): string {
  const cls = ELEMENT_TYPES.indexOf(e.type);
  const cx = (e.box.left + e.box.right) / 2 / FRAME_WIDTH;
  const cy = (e.box.top + e.box.bottom) / 2 / FRAME_HEIGHT;
  const w = (e.box.right - e.box.left) / FRAME_WIDTH;
  const h = (e.box.bottom - e.box.top) / FRAME_HEIGHT;
  return [cls, cx, cy, w, h].map((v, i) => (i === 0 ? String(v) : v.toFixed(6))).join(' ');
}

export async function exportYolo(dir: string, out: string): Promise<{ train: number; val: number }> {
  const { records } = await readDataset(dir);
  const counts = { train: 0, val: 0 };
  for (const split of ['train', 'val'] as const) {
    await mkdir(path.join(out, 'images', split), { recursive: true });
    await mkdir(path.join(out, 'labels', split), { recursive: true });
  }
  for (const r of records) {
    const split = isValSeed(r.seed) ? 'val' : 'train';
    const base = path.basename(r.image, '.png');
    const dst = path.join(out, 'images', split, `${base}.png`);
    // A hard link costs no space; fall back to a copy across file systems.
    await link(path.join(dir, r.image), dst).catch(() => copyFile(path.join(dir, r.image), dst));
    await writeFile(path.join(out, 'labels', split, `${base}.txt`), r.elements.map(yoloLine).join('\n') + '\n');
    counts[split]++;
  }
  const yaml = [
    `path: ${path.resolve(out)}`,
    'train: images/train',
    'val: images/val',
    `nc: ${ELEMENT_TYPES.length}`,
    `names: [${ELEMENT_TYPES.map((t) => `'${t}'`).join(', ')}]`,
  ].join('\n');
  await writeFile(path.join(out, 'data.yaml'), yaml + '\n');
  return counts;
}
