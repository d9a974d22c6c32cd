/**
 * The understander behind one call, whichever way it runs: the whole exported model
 * (understander.onnx), or its three parts when the models folder has them and they were cut
 * from that same file (perception.json `understander.parts`, understander-parts.ts), which
 * give the same outputs bit for bit in about half the time.
 *
 * @example
 *   const understander = await loadUnderstander(meta, dir, { threads: 2 })
 *   const out = await understander.run(tensor, boxes, detectionTypes)
 */
import path from 'node:path';
import { expectSignature, loadOnnxModel, type BackendOptions, type FloatTensor } from './backend.js';
import type { ElementType } from './element.js';
import type { PerceptionMeta } from './model-card.js';
import type { UnderstanderOutputs } from './understand.js';
import { UnderstanderParts } from './understander-parts.js';

export interface UnderstanderModel {
  /**
   * Understands `boxes` ([E * 4] task-frame CSS px) on the canonical image. `fallbackTypes[e]`
   * is the detector's type of detection e (the boxes after them are text lines): the parts
   * skip the text of a box reported as a type without text, which decodeUnderstanding ignores.
   */
  run(image: FloatTensor, boxes: Float32Array, fallbackTypes: readonly ElementType[]): Promise<UnderstanderOutputs>;
}

/** 'parts' where the folder has parts cut from its understander (the default), 'whole' to run understander.onnx as one graph. */
export type UnderstanderMode = 'parts' | 'whole';

export async function loadUnderstander(meta: PerceptionMeta, dir: string, opts: BackendOptions = {},
  mode: UnderstanderMode = 'parts'): Promise<UnderstanderModel & { mode: UnderstanderMode }>
{
  // readPerceptionMeta has refused parts cut from another understander.
  const parts = meta.understander.parts;
  if (mode === 'parts' && parts) {
    const model = await UnderstanderParts.load(dir, parts, opts);
    return { mode: 'parts', run: (image, boxes, types) => model.run(image, boxes, types) };
  }
  const whole = await loadOnnxModel(path.join(dir, meta.understander.file), opts);
  expectSignature(whole, ['image', 'boxes'], ['type_logits', 'subtype_logits', 'state_logits', 'text_logprobs']);
  return {
    mode: 'whole',
    async run(image, boxes) {
      return (await whole.run({ image, boxes: { data: boxes, dims: [boxes.length / 4, 4] } })) as unknown as UnderstanderOutputs;
    },
  };
}
