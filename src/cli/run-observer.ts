/**
 * The observers `caap run` can use. `models` (default) is the screenshot-only ONNX pair
 * (detector + understander) in models/; `labels` is the DOM-derived ground truth of the
 * dataset labeller, for evaluation only (it reads the page, so it is harness code and is
 * created here, never inside the agent).
 *
 * @example
 *   const observer = await createObserver('labels', ep)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../agent/paths.js';
import type { Episode } from '../env/episode.js';
import { ModelsNotFoundError } from '../errors.js';
import type { Observer } from '../perception/observer.js';

export type ObserverKind = 'models' | 'labels';

export const MODELS_DIR = process.env.CAAP_MODELS_DIR ?? path.join(PACKAGE_ROOT, 'models');
export const MODEL_FILES = ['detector.onnx', 'understander.onnx'] as const;

/** Module and export the ONNX observer is expected at (built by the perception issue). */
const MODEL_OBSERVER_MODULE = '../perception/model-observer.js';
const LABELS_OBSERVER_MODULE = '../dataset/ground-truth-observer.js';

/** Fails early (before a browser starts) when the model files are missing. */
export function assertModelFiles(): void {
  const missing = MODEL_FILES.filter((f) => !existsSync(path.join(MODELS_DIR, f)));
  if (missing.length) {
    throw new ModelsNotFoundError(`No perception models: ${missing.join(' and ')} missing in ${MODELS_DIR}. ` +
      'Train and export them (training/), point CAAP_MODELS_DIR at a folder that has them, ' +
      'or use --observer labels (DOM-derived ground truth, evaluation only).');
  }
}

export async function createObserver(kind: ObserverKind, ep: Episode): Promise<Observer> {
  if (kind === 'labels') {
    let mod: { groundTruthObserver?: (page: Episode['page']) => Observer };
    try {
      mod = (await import(LABELS_OBSERVER_MODULE)) as typeof mod;
    } catch (e) {
      throw new ModelsNotFoundError(`The labels observer (src/dataset/ground-truth-observer.ts) is not available: ${(e as Error).message}`);
    }
    if (typeof mod.groundTruthObserver !== 'function') throw new ModelsNotFoundError('src/dataset/ground-truth-observer.ts exports no groundTruthObserver(page)');
    return mod.groundTruthObserver(ep.page);
  }
  assertModelFiles();
  let mod: { createModelObserver?: (dir: string) => Observer | Promise<Observer> };
  try {
    mod = (await import(MODEL_OBSERVER_MODULE)) as typeof mod;
  } catch (e) {
    throw new ModelsNotFoundError(`The models are in ${MODELS_DIR} but the ONNX observer (src/perception/model-observer.ts, ` +
      `createModelObserver(dir)) is not built: ${(e as Error).message}`);
  }
  if (typeof mod.createModelObserver !== 'function') throw new ModelsNotFoundError('src/perception/model-observer.ts exports no createModelObserver(dir)');
  return mod.createModelObserver(MODELS_DIR);
}

/** Short hashes of the model files in use, for the episode record. */
export function observerVersions(kind: ObserverKind): Record<string, string> {
  if (kind === 'labels') return { labels: 'dom-ground-truth' };
  const out: Record<string, string> = {};
  for (const f of MODEL_FILES) {
    const p = path.join(MODELS_DIR, f);
    if (existsSync(p)) out[f] = createHash('sha256').update(readFileSync(p)).digest('hex').slice(0, 16);
  }
  return out;
}
