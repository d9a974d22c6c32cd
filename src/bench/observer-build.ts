/**
 * The Visual Observer of another build of this repository (its compiled `dist/` folder), for
 * comparing code changes in one run: the bench loads the old build's observer beside this
 * build's and interleaves them, so a change is measured against what it replaces under the
 * same load. Both run the models given (default: this repository's shipped pair).
 *
 * @example
 *   // git archive HEAD src tsconfig.json package.json models | tar -x -C /tmp/base; (cd /tmp/base; ln -s $PWD/node_modules .; npx tsc)
 *   const old = await loadObserverFromBuild('/tmp/base/dist', { threads: 2 })
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { InvalidArgumentError } from '../errors.js';
import type { TimedObserver } from './perception.js';

interface ObserverModule {
  OnnxObserver: { load(opts: { threads?: number; modelsDir?: string }): Promise<TimedObserver> };
}

export async function loadObserverFromBuild(distDir: string, opts: { threads?: number; modelsDir?: string }): Promise<TimedObserver> {
  const file = path.resolve(distDir, 'perception', 'onnx-observer.js');
  if (!existsSync(file)) throw new InvalidArgumentError(`${file} not found: --baseline-build takes the dist/ folder of a built checkout`);
  const mod = (await import(pathToFileURL(file).href)) as Partial<ObserverModule>;
  if (typeof mod.OnnxObserver?.load !== 'function') throw new InvalidArgumentError(`${file} exports no OnnxObserver.load`);
  return mod.OnnxObserver.load(opts);
}
