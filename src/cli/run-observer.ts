/**
 * The observers as the CLI commands use them, with the models folder read from the
 * environment here (models/ or $CAAP_MODELS_DIR): `models` (default) is the screenshot-only
 * ONNX pair (detector + understander), loaded once per process; `labels` is the DOM-derived
 * ground truth of the dataset labeller, for evaluation only. The work is done by
 * src/episode/ (onnx.ts, versions.ts, harness.ts); this file only supplies the folder.
 *
 * @example
 *   const observer = await createObserver('labels', ep)
 */
import type { Episode } from '../env/episode.js';
import { observerFor } from '../episode/harness.js';
import { assertModelFiles as assertModelsIn, perceptionThreads, sharedOnnxObserver } from '../episode/onnx.js';
import type { ObserverKind } from '../episode/config.js';
import { observerVersions as versionsIn } from '../episode/versions.js';
import { modelsDir } from '../perception/model-card.js';
import type { Observer } from '../perception/observer.js';
import type { OnnxObserver } from '../perception/onnx-observer.js';

export type { ObserverKind };

/** Fails early (before a browser starts) when the models are missing or malformed. */
export function assertModelFiles(): void {
  assertModelsIn(modelsDir(process.env));
}

/** The ONNX observer, loaded once per process. */
export function onnxObserver(): Promise<OnnxObserver> {
  return sharedOnnxObserver(modelsDir(process.env), perceptionThreads(process.env));
}

export function createObserver(kind: ObserverKind, ep: Pick<Episode, 'page'>): Promise<Observer> {
  return observerFor(kind, ep, modelsDir(process.env), perceptionThreads(process.env));
}

/** Short hashes of the model files in use, for records. */
export function observerVersions(kind: ObserverKind): Record<string, string> {
  return versionsIn(kind, modelsDir(process.env));
}

export { modelsDir };
