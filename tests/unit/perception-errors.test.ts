/**
 * Perception's bad-input errors: an empty or corrupt PNG, a wrong size, a missing model
 * folder or file, a model whose inputs do not match — each a clear error naming the file
 * and what was expected.
 */
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidImageError, ModelMismatchError, ModelsNotFoundError } from '../../src/errors.js';
import { expectSignature, loadOnnxModel } from '../../src/perception/backend.js';
import { canonicalImage } from '../../src/perception/image.js';
import { readPerceptionMeta } from '../../src/perception/model-card.js';
import { OnnxObserver } from '../../src/perception/onnx-observer.js';

const FIXTURES = path.resolve(__dirname, '../fixtures/perception');
const white = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#fff' } }).png().toBuffer();

describe('perception input errors', () => {
  it('rejects empty, corrupt and non-PNG input', async () => {
    await expect(canonicalImage(Buffer.alloc(0), 1)).rejects.toThrow(/Empty screenshot/);
    await expect(canonicalImage(Buffer.from('not a png at all'), 1)).rejects.toBeInstanceOf(InvalidImageError);
    const jpeg = await sharp({ create: { width: 160, height: 210, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    await expect(canonicalImage(jpeg, 1)).rejects.toThrow(/expected a PNG/);
  });

  it('rejects a wrong size, naming the expected one', async () => {
    await expect(canonicalImage(await white(100, 100), 1)).rejects.toThrow(/100x100: expected 160x210/);
    await expect(canonicalImage(await white(160, 210), 2)).rejects.toThrow(/expected 320x420/);
    await expect(canonicalImage(await white(160, 210), 4)).rejects.toThrow(/Unsupported scale 4/);
  });

  it('decodes every supported scale to the canonical 320x420 tensor', async () => {
    for (const s of [1, 2, 3]) {
      const { tensor } = await canonicalImage(await white(160 * s, 210 * s), s);
      expect(tensor.dims).toEqual([1, 3, 420, 320]);
      expect(tensor.data[0]).toBeCloseTo(1, 5);
    }
  });
});

describe('model errors', () => {
  it('a missing models folder names perception.json and how to get it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-models-'));
    expect(() => readPerceptionMeta(dir)).toThrow(ModelsNotFoundError);
    expect(() => readPerceptionMeta(dir)).toThrow(/perception\.json not found.*npm run train/);
    await expect(OnnxObserver.load({ modelsDir: dir })).rejects.toBeInstanceOf(ModelsNotFoundError);
  });

  it('a malformed perception.json is a mismatch naming the field', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-models-'));
    writeFileSync(path.join(dir, 'perception.json'), '{"format": 1}');
    expect(() => readPerceptionMeta(dir)).toThrow(ModelMismatchError);
    writeFileSync(path.join(dir, 'perception.json'), '{oops');
    expect(() => readPerceptionMeta(dir)).toThrow(/not valid JSON/);
  });

  it('a missing model file and a model with the wrong signature are clear errors', async () => {
    await expect(loadOnnxModel('/nonexistent/detector.onnx')).rejects.toThrow(/detector\.onnx not found/);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-models-'));
    const garbage = path.join(dir, 'garbage.onnx');
    writeFileSync(garbage, 'this is not onnx');
    await expect(loadOnnxModel(garbage)).rejects.toBeInstanceOf(ModelMismatchError);
    const file = path.join(dir, 'detector.onnx');
    copyFileSync(path.join(FIXTURES, 'mismatch.onnx'), file);
    const model = await loadOnnxModel(file);
    expect(() => expectSignature(model, ['image'], ['boxes', 'scores'])).toThrow(/expected inputs \[image\].*found inputs \[x\]/);
  });
});
