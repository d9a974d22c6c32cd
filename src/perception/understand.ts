/**
 * Decoding the understander's outputs for a batch of boxes: type by argmax, subtype by argmax
 * among the subtypes that type can carry (subtypeFitsType), tri-state states (n/a, false, true),
 * and text by CTC decoding (blank = 0, ctc.ts): the greedy reading, plus the n best readings
 * where the model is unsure; only where the reported type carries text (element-fields.ts).
 */
import type { FloatTensor } from './backend.js';
import { argmax, ctcReadings, type Reading } from './ctc.js';
import type { ElementType } from './element.js';
import { ELEMENT_TYPES, subtypeFitsType } from './element.js';
import { FIELDS_BY_TYPE } from './element-fields.js';

export interface Understanding {
  type: ElementType;
  typeScore: number;
  subtype?: string;
  text: string;
  /** Likely readings of the text, best first, where the greedy one is not sure. */
  readings?: Reading[];
  checked?: boolean;
  focused?: boolean;
  highlighted?: boolean;
}

function softmaxAt(data: Float32Array, offset: number, n: number, k: number): number {
  let max = -Infinity;
  for (let i = 0; i < n; i++) max = Math.max(max, data[offset + i]!);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Math.exp(data[offset + i]! - max);
  return Math.exp(data[offset + k]! - max) / sum;
}

export interface UnderstanderOutputs {
  type_logits: FloatTensor;
  subtype_logits: FloatTensor;
  state_logits: FloatTensor;
  text_logprobs: FloatTensor;
}

/**
 * `fallbackTypes[e]` is the type the observer reports for box e when the understander is unsure
 * of its own (the detector's, mergeDetection): the subtype is then chosen among those that type
 * carries, so a slider track is never reported with a figure's subtype such as `line`.
 */
export function decodeUnderstanding(out: UnderstanderOutputs, subtypes: string[], charset: string,
  fallbackTypes: readonly ElementType[] = []): Understanding[]
{
  const E = out.type_logits.dims[0]!;
  const nTypes = out.type_logits.dims[1]!;
  const nSub = out.subtype_logits.dims[1]!;
  const [, steps, classes] = out.text_logprobs.dims as [number, number, number];
  const res: Understanding[] = [];
  const chars = [...charset];
  for (let e = 0; e < E; e++) {
    const t = argmax(out.type_logits.data, e * nTypes, nTypes);
    const state = (j: number): boolean | undefined => {
      const k = argmax(out.state_logits.data, e * 9 + j * 3, 3);
      return k === 0 ? undefined : k === 2;
    };
    const u: Understanding = {
      type: ELEMENT_TYPES[t]!,
      typeScore: softmaxAt(out.type_logits.data, e * nTypes, nTypes, t),
      text: '',
    };
    const reported = reportedType(out.type_logits, e, fallbackTypes);
    if (textIsRead(e, reported, fallbackTypes)) {
      const reading = ctcReadings(out.text_logprobs.data, e * steps * classes, steps, classes, chars);
      u.text = reading.text;
      if (reading.readings) u.readings = reading.readings;
    }
    const sub = bestSubtype(out.subtype_logits.data, e * nSub, subtypes, reported);
    if (sub) u.subtype = sub;
    const [checked, focused, highlighted] = [state(0), state(1), state(2)];
    if (checked !== undefined) u.checked = checked;
    if (focused !== undefined) u.focused = focused;
    if (highlighted !== undefined) u.highlighted = highlighted;
    res.push(u);
  }
  return res;
}

/**
 * The type the observer reports for box e: the understander's when it is sure (softmax >= 0.5),
 * else the detector's (`fallbackTypes[e]`, mergeDetection); undefined past the detections.
 */
export function reportedType(typeLogits: FloatTensor, e: number, fallbackTypes: readonly ElementType[]): ElementType | undefined {
  const nTypes = typeLogits.dims[1]!;
  const t = argmax(typeLogits.data, e * nTypes, nTypes);
  return softmaxAt(typeLogits.data, e * nTypes, nTypes, t) >= 0.5 ? ELEMENT_TYPES[t]! : fallbackTypes[e];
}

/**
 * Whether box e's text is read. A detection reported as a type without text (icon, slider,
 * scrollbar, resize handle) keeps none, so its text path need not run (understander-parts.ts);
 * boxes past the detections are text lines, always read.
 */
export function textIsRead(e: number, reported: ElementType | undefined, fallbackTypes: readonly ElementType[]): boolean {
  return e >= fallbackTypes.length || !reported || FIELDS_BY_TYPE[reported].includes('text');
}

/** The likeliest subtype `type` can carry, any type's without one ('none': undefined). */
function bestSubtype(logits: Float32Array, offset: number, subtypes: string[], type?: ElementType): string | undefined {
  let best: string | undefined;
  let bestLogit = -Infinity;
  subtypes.forEach((sub, k) => {
    const logit = logits[offset + k]!;
    if (logit > bestLogit && (sub === 'none' || !type || subtypeFitsType(type, sub))) [best, bestLogit] = [sub, logit];
  });
  return best === 'none' ? undefined : best;
}
