/**
 * The ONNX observer (detector + understander) of a models folder, loaded once per process
 * and shared by every episode it runs (a load takes seconds; an episode host runs hundreds).
 *
 * @example
 *   assertModelFiles(dir)                        // before a browser starts: a clear error when they are missing
 *   const observer = await sharedOnnxObserver(dir, perceptionThreads(process.env))   // in an entry point: $CAAP_PERCEPTION_THREADS, else 2
 */
import path from 'node:path';
import { InvalidArgumentError } from '../errors.js';
import { BackendOptionsSchema } from '../perception/backend.js';
import { readPerceptionMeta } from '../perception/model-card.js';
import { OnnxObserver } from '../perception/onnx-observer.js';

const loaded = new Map<string, Promise<OnnxObserver>>();

/** Fails early when the models are missing or malformed. */
export function assertModelFiles(modelsDir: string): void {
  readPerceptionMeta(modelsDir);
}

/**
 * Intra-op threads of each ONNX session, from $CAAP_PERCEPTION_THREADS (the backend's default
 * when unset). Operational: it changes how fast perception runs, not what it reads (the bench
 * checks the lists). A sweep of 2 workers on 2 cores runs two observers side by side, so this is
 * the knob for how they share the cores.
 */
export function perceptionThreads(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.CAAP_PERCEPTION_THREADS;
  return raw === undefined || raw === '' ? undefined : checkedThreads(Number(raw), 'CAAP_PERCEPTION_THREADS', raw);
}

/** A thread count within the backend's own bound (BackendOptionsSchema.threads, not written again here); a clear error naming `what` otherwise. */
export function checkedThreads(value: number, what: string, given: unknown = value): number {
  const threads = BackendOptionsSchema.shape.threads.unwrap();
  const n = threads.safeParse(value);
  if (!n.success) {
    throw new InvalidArgumentError(`${what} must be a whole number from ${threads.minValue} to ${threads.maxValue} (got ${JSON.stringify(given)})`);
  }
  return n.data;
}

export function sharedOnnxObserver(modelsDir: string, threads?: number): Promise<OnnxObserver> {
  const dir = path.resolve(modelsDir);
  const key = `${dir} threads=${threads ?? 'default'}`;
  let p = loaded.get(key);
  if (!p) {
    p = OnnxObserver.load({ modelsDir: dir, ...(threads ? { threads } : {}) });
    loaded.set(key, p);
    p.catch(() => {
      loaded.delete(key);
    });
  }
  return p;
}
