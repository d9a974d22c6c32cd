/**
 * The inference backend behind a small seam: load an ONNX file once, run it on float32
 * tensors. onnxruntime-node today; another runtime only has to implement `InferenceModel`.
 *
 * @example
 *   const model = await loadOnnxModel('models/detector.onnx', { threads: 2 })
 *   const out = await model.run({ image: { data, dims: [1, 3, 420, 320] } })
 */
import { existsSync } from 'node:fs';
import * as ort from 'onnxruntime-node';
import { z } from 'zod';
import { ModelMismatchError, ModelsNotFoundError } from '../errors.js';

export interface FloatTensor {
  data: Float32Array;
  dims: number[];
}

/** A boolean input (the understander's text part takes which boxes are text-like). */
export interface BoolTensor {
  type: 'bool';
  data: Uint8Array;
  dims: number[];
}

export interface InferenceModel {
  readonly path: string;
  readonly inputNames: readonly string[];
  readonly outputNames: readonly string[];
  run(feeds: Record<string, FloatTensor | BoolTensor>): Promise<Record<string, FloatTensor>>;
}

/** onnxruntime session options the observer exposes (the bench compares them: `--candidate-session`). */
export const BackendOptionsSchema = z.object({
  /** Intra-op threads; default: 2 (the machines this runs on). */
  threads: z.number().int().min(1).max(64).optional(),
  /** Inter-op threads (used by the parallel execution mode only); default 1. */
  interOpThreads: z.number().int().min(1).max(64).optional(),
  /** Graph optimisation level; default 'all'. */
  graphOptimizationLevel: z.enum(['disabled', 'basic', 'extended', 'all']).optional(),
  /** Default 'sequential' (the graphs are chains: nothing to run side by side). */
  executionMode: z.enum(['sequential', 'parallel']).optional(),
  /**
   * Whether idle intra-op threads spin waiting for work (onnxruntime's own default) or sleep.
   * Default false: spinning threads keep burning the cores after a run, while the JS reading
   * and measuring the outputs needs one of the two (measured: total p50 x0.54 at scale 2 on a
   * loaded 2-core machine, every list the same; docs/perception.md).
   */
  allowSpinning: z.boolean().optional(),
}).strict();
export type BackendOptions = z.infer<typeof BackendOptionsSchema>;

export async function loadOnnxModel(path: string, opts: BackendOptions = {}): Promise<InferenceModel> {
  if (!existsSync(path)) throw new ModelsNotFoundError(`Model file ${path} not found: train and export the models (npm run train) or set CAAP_MODELS_DIR`);
  let session: ort.InferenceSession;
  try {
    session = await ort.InferenceSession.create(path, {
      intraOpNumThreads: opts.threads ?? 2,
      interOpNumThreads: opts.interOpThreads ?? 1,
      graphOptimizationLevel: opts.graphOptimizationLevel ?? 'all',
      executionMode: opts.executionMode ?? 'sequential',
      extra: { session: { intra_op: { allow_spinning: opts.allowSpinning ? '1' : '0' } } },
    });
  } catch (e) {
    throw new ModelMismatchError(`Model file ${path} could not be loaded as ONNX: ${(e as Error).message}`);
  }
  return {
    path,
    inputNames: session.inputNames,
    outputNames: session.outputNames,
    async run(feeds) {
      const ortFeeds: Record<string, ort.Tensor> = {};
      for (const [name, t] of Object.entries(feeds)) {
        ortFeeds[name] = 'type' in t ? new ort.Tensor('bool', t.data, t.dims) : new ort.Tensor('float32', t.data, t.dims);
      }
      const out = await session.run(ortFeeds);
      const result: Record<string, FloatTensor> = {};
      for (const [name, t] of Object.entries(out)) result[name] = { data: t.data as Float32Array, dims: [...t.dims] };
      return result;
    },
  };
}

/** Fails with a clear error unless the model has exactly the expected input and output names. */
export function expectSignature(model: InferenceModel, inputs: string[], outputs: string[]): void {
  const missingIn = inputs.filter((n) => !model.inputNames.includes(n));
  const missingOut = outputs.filter((n) => !model.outputNames.includes(n));
  if (missingIn.length || missingOut.length) {
    throw new ModelMismatchError(
      `${model.path} does not match the observer: expected inputs [${inputs.join(', ')}] and outputs [${outputs.join(', ')}], ` +
        `found inputs [${model.inputNames.join(', ')}] and outputs [${model.outputNames.join(', ')}]`,
    );
  }
}
