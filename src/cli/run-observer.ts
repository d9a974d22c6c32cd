/**
 * The observers the CLI can use. `models` (default) is the screenshot-only ONNX pair
 * (detector + understander) in models/ or $CAAP_MODELS_DIR, loaded once per process;
 * `labels` is the DOM-derived ground truth of the dataset labeller, for evaluation only (it
 * reads the page, so it is harness code and is created here, never inside the agent).
 *
 * @example
 *   const observer = await createObserver('labels', ep)
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { groundTruthObserver } from '../dataset/ground-truth-observer.js';
import type { Episode } from '../env/episode.js';
import { modelsDir, readPerceptionMeta } from '../perception/model-card.js';
import type { Observer } from '../perception/observer.js';
import { OnnxObserver } from '../perception/onnx-observer.js';

export type ObserverKind = 'models' | 'labels';

/** Fails early (before a browser starts) when the models are missing or malformed. */
export function assertModelFiles(): void {
  readPerceptionMeta();
}

let shared: Promise<OnnxObserver> | null = null;

/** The ONNX observer, loaded once per process. */
export function onnxObserver(): Promise<OnnxObserver> {
  shared ??= OnnxObserver.load();
  shared.catch(() => { shared = null; });
  return shared;
}

export async function createObserver(kind: ObserverKind, ep: Pick<Episode, 'page'>): Promise<Observer> {
  return kind === 'labels' ? groundTruthObserver(ep.page) : onnxObserver();
}

const fileHashes = new Map<string, string>();

/** sha256 prefix of a model file, read once per process: every episode record carries it. */
function modelFileHash(file: string): string {
  let h = fileHashes.get(file);
  if (h === undefined) {
    h = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
    fileHashes.set(file, h);
  }
  return h;
}

/** Short hashes of the model files in use, for the episode record. */
export function observerVersions(kind: ObserverKind): Record<string, string> {
  if (kind === 'labels') return { labels: 'dom-ground-truth' };
  const { meta, dir } = readPerceptionMeta();
  const out: Record<string, string> = {};
  for (const f of [meta.detector.file, meta.understander.file]) out[f] = modelFileHash(path.join(dir, f));
  return out;
}

export { modelsDir };
