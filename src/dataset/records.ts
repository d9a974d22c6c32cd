/**
 * The on-disk dataset format (zod schemas, the single source of truth):
 *   DIR/manifest.json   what was built, from what, and how many of each type
 *   DIR/labels.jsonl    one ScreenRecord per line, sorted by task, seed, step
 *   DIR/images/*.png    the screens, (160*scale)x(210*scale)
 *
 * @example
 *   const { manifest, records } = await readDataset('datasets/train')
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ElementListSchema, ELEMENT_TYPES } from '../perception/element.js';
import { InvalidArgumentError } from '../errors.js';
import { VariationSchema } from './variations.js';

export const ScreenRecordSchema = z.object({
  /** Path of the PNG relative to the dataset folder. */
  image: z.string(),
  suite: z.string(),
  task: z.string(),
  seed: z.number().int(),
  /** 0 for the start screen, then the number of pokes made before this screen. */
  step: z.number().int().nonnegative(),
  /** The poke that led here ("start" for the first screen). */
  action: z.string(),
  scale: z.number().int(),
  goal: z.string(),
  variation: VariationSchema.nullable(),
  phash: z.string(),
  elements: ElementListSchema,
});
export type ScreenRecord = z.infer<typeof ScreenRecordSchema>;

export const ManifestSchema = z.object({
  format: z.literal('caap-dataset/1'),
  split: z.enum(['train', 'eval']),
  suite: z.string(),
  tasks: z.array(z.string()),
  seeds: z.string(),
  scale: z.number().int(),
  perTask: z.number().int(),
  actionsPerEpisode: z.number().int(),
  vary: z.boolean(),
  /** Who chose the pokes; manifests written before the scripted driver have none (random). */
  driver: z.enum(['random', 'scripted']).default('random'),
  /** The share of random decisions under the scripted driver. */
  offPolicy: z.number().min(0).max(1).optional(),
  screens: z.number().int(),
  episodes: z.number().int(),
  screensPerTask: z.record(z.string(), z.number().int()),
  countsPerType: z.record(z.string(), z.number().int()),
  /** sha256 over the images' bytes and the label lines: equal for equal builds. */
  datasetHash: z.string(),
  gitSha: z.string().nullable(),
  command: z.string(),
  buildMs: z.number(),
  createdAt: z.string(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export function countTypes(records: ScreenRecord[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(ELEMENT_TYPES.map((t) => [t, 0]));
  for (const r of records) for (const e of r.elements) counts[e.type] = (counts[e.type] ?? 0) + 1;
  return counts;
}

export async function readDataset(dir: string): Promise<{ manifest: Manifest; records: ScreenRecord[] }> {
  const mPath = path.join(dir, 'manifest.json');
  const lPath = path.join(dir, 'labels.jsonl');
  if (!existsSync(mPath) || !existsSync(lPath)) {
    throw new InvalidArgumentError(`${dir} is not a dataset folder: expected manifest.json and labels.jsonl (build one with \`caap dataset build\`)`);
  }
  const manifest = ManifestSchema.parse(JSON.parse(await readFile(mPath, 'utf8')));
  const lines = (await readFile(lPath, 'utf8')).split('\n').filter((l) => l.trim());
  const records = lines.map((l, i) => {
    try {
      return ScreenRecordSchema.parse(JSON.parse(l));
    } catch (e) {
      throw new InvalidArgumentError(`${lPath} line ${i + 1} is not a screen record: ${(e as Error).message}`);
    }
  });
  return { manifest, records };
}
