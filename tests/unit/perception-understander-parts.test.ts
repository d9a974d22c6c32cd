// The understander's three parts (training/caap_train/split_understander.py) against the whole
// model they were cut from, on every stored screenshot: the raw outputs bit for bit wherever the
// observer reads them, and the element lists equal. A margin too small for the trunks' reach, a
// bucket that cuts a box short or a text step filled wrongly shows up here as a differing float.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOnnxModel, type InferenceModel } from '../../src/perception/backend.js';
import { postprocessDetections } from '../../src/perception/detect.js';
import { canonicalImage } from '../../src/perception/image.js';
import { readPerceptionMeta, type PerceptionMeta } from '../../src/perception/model-card.js';
import { OnnxObserver } from '../../src/perception/onnx-observer.js';
import { reportedType, textIsRead, type UnderstanderOutputs } from '../../src/perception/understand.js';
import { UnderstanderParts } from '../../src/perception/understander-parts.js';
import { ModelMismatchError } from '../../src/errors.js';

const FIXTURES = 'tests/fixtures/perception';
const screens = [
  ...readdirSync(path.join(FIXTURES, 'screens')).filter((f) => f.endsWith('.png')).map((f) => path.join(FIXTURES, 'screens', f)),
  ...readdirSync(path.join(FIXTURES, 'measure/images')).map((f) => path.join(FIXTURES, 'measure/images', f)),
  ...readdirSync(path.join(FIXTURES, 'text-lines')).filter((f) => f.endsWith('.png')).map((f) => path.join(FIXTURES, 'text-lines', f)),
];

let meta: PerceptionMeta;
let dir: string;
let detector: InferenceModel;
let whole: InferenceModel;
let parts: UnderstanderParts;
let partsObserver: OnnxObserver;
let wholeObserver: OnnxObserver;
beforeAll(async () => {
  ({ meta, dir } = readPerceptionMeta());
  detector = await loadOnnxModel(path.join(dir, meta.detector.file), { threads: 1 });
  whole = await loadOnnxModel(path.join(dir, meta.understander.file), { threads: 1 });
  parts = await UnderstanderParts.load(dir, meta.understander.parts!, { threads: 1 });
  partsObserver = await OnnxObserver.load({ threads: 1 });
  wholeObserver = await OnnxObserver.load({ threads: 1, understander: 'whole' });
});

/** The shipped models' boxes on a screen, plus a few wide and narrow ones of its own, so every bucket runs. */
async function boxesOn(png: Buffer) {
  const { tensor } = await canonicalImage(png, 2);
  const det = await detector.run({ image: tensor });
  const found = postprocessDetections(det.boxes!, det.scores!, { scoreThreshold: meta.detector.score_threshold, nmsIou: meta.detector.nms_iou,
    canonicalScale: meta.canonical_scale });
  const extra = [[2, 2, 158, 14], [5, 60, 9, 64], [10, 100, 150, 190], [40, 50, 41, 80]];
  const all = [...found.map((d) => [d.box.left, d.box.top, d.box.right, d.box.bottom]), ...extra];
  return { tensor, boxes: Float32Array.from(all.flat()), types: found.map((d) => d.type) };
}

function firstDifference(a: Float32Array, b: Float32Array, from = 0, to = a.length): number {
  for (let i = from; i < to; i++) if (!Object.is(a[i], b[i]) && a[i] !== b[i]) return i;
  return -1;
}

describe('the understander in parts', () => {
  it('is shipped, cut from the shipped understander', () => {
    expect(meta.understander.parts?.source_sha256).toBe(meta.understander.sha256);
    expect(partsObserver.understanderMode).toBe('parts');
    expect(wholeObserver.understanderMode).toBe('whole');
    expect(screens.length).toBeGreaterThanOrEqual(30);
  });

  for (const file of screens) {
    it(`gives the whole model's outputs bit for bit on ${path.basename(file)}`, async () => {
      const { tensor, boxes, types } = await boxesOn(readFileSync(file));
      const E = boxes.length / 4;
      const ref = (await whole.run({ image: tensor, boxes: { data: boxes, dims: [E, 4] } })) as unknown as UnderstanderOutputs;
      const got = await parts.run(tensor, boxes, types);
      for (const k of ['type_logits', 'subtype_logits', 'state_logits'] as const) {
        expect(got[k].dims).toEqual(ref[k].dims);
        expect(firstDifference(got[k].data, ref[k].data), k).toBe(-1);
      }
      expect(got.text_logprobs.dims).toEqual(ref.text_logprobs.dims);
      const per = ref.text_logprobs.dims[1]! * ref.text_logprobs.dims[2]!;
      let read = 0;
      for (let e = 0; e < E; e++) {
        if (!textIsRead(e, reportedType(ref.type_logits, e, types), types)) continue;
        read++;
        expect(firstDifference(got.text_logprobs.data, ref.text_logprobs.data, e * per, (e + 1) * per), `text of box ${e}`).toBe(-1);
      }
      expect(read).toBeGreaterThan(0);
    });
  }

  it('gives the same element lists as the whole model', async () => {
    for (const file of screens) {
      const png = readFileSync(file);
      expect(await partsObserver.observe(png, 2), file).toEqual(await wholeObserver.observe(png, 2));
    }
  });

  it('refuses parts cut from another understander', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'caap-parts-'));
    for (const f of [meta.detector.file, meta.understander.file]) copyFileSync(path.join(dir, f), path.join(other, f));
    const stale = { ...meta, understander: { ...meta.understander, parts: { ...meta.understander.parts!, source_sha256: '0'.repeat(64) } } };
    writeFileSync(path.join(other, 'perception.json'), JSON.stringify(stale));
    expect(() => readPerceptionMeta(other)).toThrow(ModelMismatchError);
    expect(() => readPerceptionMeta(other)).toThrow(/split_understander/);
  });
});
