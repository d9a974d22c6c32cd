/**
 * Per-element crops for the element-understanding model: crops/<type>/<screen>_<id>.png
 * cut from the screen at its capture scale with a 2 CSS px margin, plus crops.jsonl with
 * each crop's type, subtype, text and states (the understander's targets) and its split.
 *
 * @example
 *   await exportCrops('datasets/train', 'datasets/train/crops')
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../env/screen.js';
import { isValSeed } from './export-yolo.js';
import { readDataset } from './records.js';

const MARGIN = 2;

export async function exportCrops(dir: string, out: string): Promise<{ crops: number }> {
  const { records } = await readDataset(dir);
  const lines: string[] = [];
  for (const r of records) {
    const png = await readFile(path.join(dir, r.image));
    const base = path.basename(r.image, '.png');
    for (const e of r.elements) {
      const l = Math.max(0, Math.floor((e.box.left - MARGIN) * r.scale));
      const t = Math.max(0, Math.floor((e.box.top - MARGIN) * r.scale));
      const rr = Math.min(FRAME_WIDTH * r.scale, Math.ceil((e.box.right + MARGIN) * r.scale));
      const b = Math.min(FRAME_HEIGHT * r.scale, Math.ceil((e.box.bottom + MARGIN) * r.scale));
      if (rr - l < 1 || b - t < 1) continue;
      const rel = path.join(e.type, `${base}_${e.id}.png`);
      await mkdir(path.join(out, e.type), { recursive: true });
      await sharp(png).extract({ left: l, top: t, width: rr - l, height: b - t }).png().toFile(path.join(out, rel));
      lines.push(JSON.stringify({
        crop: rel,
        image: r.image,
        split: isValSeed(r.seed) ? 'val' : 'train',
        task: r.task,
        type: e.type,
        subtype: e.subtype ?? null,
        text: e.text ?? null,
        checked: e.checked ?? null,
        focused: e.focused ?? null,
        highlighted: e.highlighted ?? null,
        box: e.box,
        scale: r.scale,
      }));
    }
  }
  await writeFile(path.join(out, 'crops.jsonl'), lines.join('\n') + (lines.length ? '\n' : ''));
  return { crops: lines.length };
}
