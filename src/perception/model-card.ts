/**
 * models/perception.json: what the exported ONNX models expect and produce (written by
 * training/caap_train/export.py). Validated with zod; a missing or mismatched file is a
 * clear error naming the file.
 *
 * @example
 *   const { meta, dir } = readPerceptionMeta()          // models/ or $CAAP_MODELS_DIR
 *   meta.detector.score_threshold                        // 0.3
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ModelMismatchError, ModelsNotFoundError } from '../errors.js';
import { ELEMENT_TYPES } from './element.js';

export const PerceptionMetaSchema = z.object({
  format: z.literal(1),
  canonical_scale: z.number(),
  image: z.object({ width: z.number(), height: z.number() }),
  types: z.array(z.string()),
  subtypes: z.array(z.string()),
  charset: z.string(),
  ctc_blank: z.literal(0),
  states: z.array(z.string()),
  detector: z.object({
    file: z.string(),
    sha256: z.string(),
    score_threshold: z.number(),
    nms_iou: z.number(),
    /** The same detector as a tile graph (training/caap_train/cut_detector_tile.py; incremental/detector-tile.ts), from the file whose sha256 is `source_sha256`. */
    tile: z.object({ file: z.string(), sha256: z.string(), source_sha256: z.string() }).optional(),
  }),
  understander: z.object({
    file: z.string(),
    sha256: z.string(),
    /** The same model cut in three (training/caap_train/split_understander.py; understander-parts.ts), from the file whose sha256 is `source_sha256`. */
    parts: z.object({
      source_sha256: z.string(),
      box: z.object({ file: z.string(), sha256: z.string() }),
      text: z.object({ file: z.string(), sha256: z.string() }),
      ctc: z.object({ file: z.string(), sha256: z.string() }),
    }).optional(),
  }),
});
export type PerceptionMeta = z.infer<typeof PerceptionMetaSchema>;

const REPO_MODELS = fileURLToPath(new URL('../../models/', import.meta.url));

export function modelsDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CAAP_MODELS_DIR ?? REPO_MODELS);
}

export function readPerceptionMeta(dir = modelsDir()): { meta: PerceptionMeta; dir: string } {
  const file = path.join(dir, 'perception.json');
  if (!existsSync(file)) {
    throw new ModelsNotFoundError(
      `${file} not found: the vision models are not there. Train and export them (npm run train), ` +
        'point CAAP_MODELS_DIR at a folder with perception.json, detector.onnx and understander.onnx, ' +
        'or (for evaluation only) use --observer labels, the DOM-derived ground truth.',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ModelMismatchError(`${file} is not valid JSON: ${(e as Error).message}`);
  }
  const r = PerceptionMetaSchema.safeParse(parsed);
  if (!r.success) throw new ModelMismatchError(`${file} does not describe caap's models: ${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message}`);
  const meta = r.data;
  // The contract only grows at its end, so models trained on its first N types stay valid.
  if (meta.types.length === 0 || meta.types.join() !== ELEMENT_TYPES.slice(0, meta.types.length).join()) {
    throw new ModelMismatchError(`${file} lists types [${meta.types.join(', ')}], expected the first types of [${ELEMENT_TYPES.join(', ')}]`);
  }
  const parts = meta.understander.parts;
  if (parts && parts.source_sha256 !== meta.understander.sha256) {
    throw new ModelMismatchError(
      `${file}: understander.parts were cut from another understander (sha256 ${parts.source_sha256.slice(0, 16)}, not ${
        meta.understander.sha256.slice(0, 16)
      }); ` +
        'cut them again: cd training && /usr/bin/python3 -m caap_train.split_understander --models <this folder>',
    );
  }
  const tile = meta.detector.tile;
  if (tile && tile.source_sha256 !== meta.detector.sha256) {
    throw new ModelMismatchError(
      `${file}: detector.tile was cut from another detector (sha256 ${tile.source_sha256.slice(0, 16)}, not ${meta.detector.sha256.slice(0, 16)}); ` +
        'cut it again: cd training && /usr/bin/python3 -m caap_train.cut_detector_tile --models <this folder>',
    );
  }
  return { meta, dir };
}
