/**
 * Choosing an Observer on the command line: `models` (the ONNX Visual Observer, the agent's
 * real eyes) or `labels` (DOM-derived ground truth; evaluation and debugging only, since
 * it reads the page). Harness code: only the CLI may build the labels observer.
 */
import type { Page } from 'playwright-core';
import { groundTruthObserver } from '../dataset/ground-truth-observer.js';
import { OnnxObserver } from '../perception/onnx-observer.js';
import type { Observer } from '../perception/observer.js';

export type ObserverKind = 'models' | 'labels';

let shared: Promise<OnnxObserver> | null = null;

/** The ONNX observer, loaded once per process. */
export function onnxObserver(): Promise<OnnxObserver> {
  shared ??= OnnxObserver.load();
  shared.catch(() => { shared = null; });
  return shared;
}

export async function makeObserver(kind: ObserverKind, page: Page): Promise<Observer> {
  return kind === 'labels' ? groundTruthObserver(page) : onnxObserver();
}
