/**
 * The ONNX observer (detector + understander) of a models folder, loaded once per process
 * and shared by every episode it runs (a load takes seconds; an episode host runs hundreds).
 *
 * @example
 *   assertModelFiles(dir)                        // before a browser starts: a clear error when they are missing
 *   const observer = await sharedOnnxObserver(dir)
 */
import path from 'node:path';
import { readPerceptionMeta } from '../perception/model-card.js';
import { OnnxObserver } from '../perception/onnx-observer.js';

const loaded = new Map<string, Promise<OnnxObserver>>();

/** Fails early when the models are missing or malformed. */
export function assertModelFiles(modelsDir: string): void {
  readPerceptionMeta(modelsDir);
}

export function sharedOnnxObserver(modelsDir: string): Promise<OnnxObserver> {
  const key = path.resolve(modelsDir);
  let p = loaded.get(key);
  if (!p) {
    p = OnnxObserver.load({ modelsDir: key });
    loaded.set(key, p);
    p.catch(() => {
      loaded.delete(key);
    });
  }
  return p;
}
