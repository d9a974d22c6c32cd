/**
 * The understander run in its three parts (training/caap_train/split_understander.py cuts them
 * from understander.onnx): the box path per width bucket, the text path only for boxes whose
 * text is read and only over the columns they fill, the CTC head over all steps. The outputs
 * are bitwise those of the whole model (tests/unit/perception-understander-parts.test.ts):
 *
 * - A crop is CROP_W (288) columns wide, the columns right of the box masked to zero. A bucket
 *   of width W computes the first W columns exactly when W covers the box's columns plus the
 *   trunk's reach (its receptive field: 26 columns for the box trunk, 16 for the text trunk;
 *   the margins below leave room for rounding). The box path pools over the box's columns
 *   only, so nothing else is needed.
 * - The text path's CTC runs over all 144 steps. A step whose receptive field holds none of
 *   the box's columns reads only masked zeros: its features are those of an all-zero crop,
 *   computed once per model (`zeroFeatures`).
 *
 * @example
 *   const parts = await UnderstanderParts.load(dir, meta.understander.parts, { threads: 2 })
 *   const out = await parts.run(tensor, boxes, detectionTypes)   // same UnderstanderOutputs as the whole model
 */
import path from 'node:path';
import { expectSignature, loadOnnxModel, type BackendOptions, type BoolTensor, type FloatTensor, type InferenceModel } from './backend.js';
import { ELEMENT_TYPES, type ElementType } from './element.js';
import { argmax } from './ctc.js';
import { reportedType, textIsRead, type UnderstanderOutputs } from './understand.js';
import type { UnderstanderModel } from './understander-model.js';
import type { PerceptionMeta } from './model-card.js';

const CROP_W = 288;
const CROP_H = 24;
const BUCKET = 32;
/** Columns past the box's last one that a bucket must hold: the trunk's reach (box 14, text 8) and room for rounding. */
const BOX_MARGIN = 24;
const TEXT_MARGIN = 28;
/** Crop columns past the box before a text step's receptive field (±8 columns around 2 s) is all zeros. */
const TEXT_ZERO_LEAD = 10;
const STEPS = CROP_W / 2;
/** Box crop margin (CSS px), the text window's height and left pad: understander.py's MARGIN, TEXT_H_CSS, TEXT_PAD_CSS. */
const MARGIN = 3;
const TEXT_H_CSS = 16;
const TEXT_PAD_CSS = 2;
const TEXT_LIKE = new Set(['text', 'hyperlink', 'tabled_text'].map((t) => ELEMENT_TYPES.indexOf(t as ElementType)));

type Parts = NonNullable<PerceptionMeta['understander']['parts']>;

export class UnderstanderParts implements UnderstanderModel {
  private zero: Float32Array | null = null;

  private constructor(private readonly box: InferenceModel, private readonly text: InferenceModel, private readonly ctc: InferenceModel) {}

  static async load(dir: string, parts: Parts, opts: BackendOptions = {}): Promise<UnderstanderParts> {
    const [box, text, ctc] = await Promise.all([parts.box, parts.text, parts.ctc].map((p) => loadOnnxModel(path.join(dir, p.file), opts)));
    expectSignature(box!, ['image', 'boxes', 'box_cols'], ['type_logits', 'subtype_logits', 'state_logits']);
    expectSignature(text!, ['image', 'boxes', 'text_cols', 'text_like'], ['text_features']);
    expectSignature(ctc!, ['text_features'], ['text_logprobs']);
    return new UnderstanderParts(box!, text!, ctc!);
  }

  async run(image: FloatTensor, boxes: Float32Array, fallbackTypes: readonly ElementType[]): Promise<UnderstanderOutputs> {
    const E = boxes.length / 4;
    const boxOut = await this.boxPath(image, boxes);
    const read = [...Array(E).keys()].filter((e) => textIsRead(e, reportedType(boxOut.type_logits, e, fallbackTypes), fallbackTypes));
    const textLike = read.map((e) => TEXT_LIKE.has(argmax(boxOut.type_logits.data, e * boxOut.type_logits.dims[1]!, boxOut.type_logits.dims[1]!)));
    const features = await this.textFeatures(image, boxes, read, textLike);
    const lp = read.length
      ? (await this.ctc.run({ text_features: { data: features, dims: [read.length, 96, STEPS] } })).text_logprobs!
      : { data: new Float32Array(0), dims: [0, STEPS, 1] };
    // Boxes whose text is not read keep zeros: decodeUnderstanding never looks at them (textIsRead).
    const classes = lp.dims[2]!;
    const text = new Float32Array(E * STEPS * classes);
    read.forEach((e, k) => text.set(lp.data.subarray(k * STEPS * classes, (k + 1) * STEPS * classes), e * STEPS * classes));
    return { ...boxOut, text_logprobs: { data: text, dims: [E, STEPS, classes] } };
  }

  /** Type, subtype and state logits, the boxes grouped by the crop width they need. */
  private async boxPath(image: FloatTensor, boxes: Float32Array) {
    const E = boxes.length / 4;
    const widths = [...Array(E).keys()].map((e) => {
      const [l, t, r, b] = boxes.subarray(e * 4, e * 4 + 4) as unknown as number[];
      const h = Math.max(b! - t! + 2 * MARGIN, 1), w = Math.max(r! - l! + 2 * MARGIN, 1);
      return w * Math.min(CROP_H / h, CROP_W / w); // columns the box fills, as the graph's sx
    });
    const outs: Record<'type_logits' | 'subtype_logits' | 'state_logits', FloatTensor> = {} as never;
    for (const [W, idx] of buckets(widths.map((v) => v + BOX_MARGIN))) {
      const o = await this.box.run({ image, boxes: pick(boxes, idx, 4), box_cols: columns(W) });
      for (const name of ['type_logits', 'subtype_logits', 'state_logits'] as const) {
        const part = o[name]!;
        const per = part.data.length / idx.length;
        outs[name] ??= { data: new Float32Array(E * per), dims: [E, ...part.dims.slice(1)] };
        idx.forEach((e, k) => outs[name].data.set(part.data.subarray(k * per, (k + 1) * per), e * per));
      }
    }
    return outs;
  }

  /** Column features [read.length, 96, STEPS] of the boxes whose text is read. */
  private async textFeatures(image: FloatTensor, boxes: Float32Array, read: number[], textLike: boolean[]): Promise<Float32Array> {
    const zero = this.zero ??= await this.zeroFeatures(image);
    const out = new Float32Array(read.length * 96 * STEPS);
    const widths = read.map((e, k) => {
      const [l, t, r, b] = boxes.subarray(e * 4, e * 4 + 4) as unknown as number[];
      const height = textLike[k] ? Math.max(b! - t! + 4, TEXT_H_CSS) : TEXT_H_CSS;
      return (r! - l! + 2 * TEXT_PAD_CSS) * CROP_H / height;
    });
    for (const [W, ks] of buckets(widths.map((v) => v + TEXT_MARGIN))) {
      const o = (await this.text.run({
        image,
        boxes: pick(boxes, ks.map((k) => read[k]!), 4),
        text_cols: columns(W),
        text_like: boolTensor(ks.map((k) => textLike[k]!)),
      })).text_features!;
      const steps = W / 2;
      ks.forEach((k, i) => {
        const computed = W === CROP_W ? STEPS : Math.min(STEPS, Math.ceil((widths[k]! + TEXT_ZERO_LEAD) / 2));
        for (let c = 0; c < 96; c++) {
          const dst = (k * 96 + c) * STEPS;
          out.set(o.data.subarray((i * 96 + c) * steps, (i * 96 + c) * steps + computed), dst);
          out.set(zero.subarray(c * STEPS + computed, (c + 1) * STEPS), dst + computed);
        }
      });
    }
    return out;
  }

  /** Text features of a crop with no valid column (a box whose right edge is left of its left edge). */
  private async zeroFeatures(image: FloatTensor): Promise<Float32Array> {
    const o = await this.text.run({ image, boxes: { data: Float32Array.of(100, 100, 20, 110), dims: [1, 4] }, text_cols: columns(CROP_W),
      text_like: boolTensor([false]) });
    return o.text_features!.data.slice();
  }
}

/** Indices grouped by the bucket width (a multiple of BUCKET, at most CROP_W) that holds `need[i]` columns. */
function buckets(need: number[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  need.forEach((n, i) => {
    const W = Math.min(CROP_W, Math.ceil(n / BUCKET) * BUCKET);
    groups.set(W, [...(groups.get(W) ?? []), i]);
  });
  return groups;
}

const columnGrids = new Map<number, FloatTensor>();
/** The crop's column grid, 0.5 .. W - 0.5, as the graph had it for 288. */
function columns(W: number): FloatTensor {
  let g = columnGrids.get(W);
  if (!g) columnGrids.set(W, g = { data: Float32Array.from({ length: W }, (_, j) => j + 0.5), dims: [1, W] });
  return g;
}

function pick(boxes: Float32Array, idx: number[], per: number): FloatTensor {
  const data = new Float32Array(idx.length * per);
  idx.forEach((e, k) => data.set(boxes.subarray(e * per, (e + 1) * per), k * per));
  return { data, dims: [idx.length, per] };
}

function boolTensor(values: boolean[]): BoolTensor {
  return { type: 'bool', data: Uint8Array.from(values.map(Number)), dims: [values.length] };
}
