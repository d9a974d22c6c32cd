// Incremental perception (src/perception/incremental/): the detector's tile graph against the
// whole detector it was cut from (bit for bit over the whole frame), where two screens differ,
// which tiles run again, and the incremental observer's contract: a first screen is perceived
// whole, an unchanged screen is answered from the last one exactly, and a detection with no
// change near it keeps its reading. How its lists compare with whole perceptions over recorded
// episodes is a measurement (src/bench/incremental.ts, docs/perception.md), not asserted here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOnnxModel, type InferenceModel } from '../../src/perception/backend.js';
import { canonicalImage } from '../../src/perception/image.js';
import { changedCells } from '../../src/perception/incremental/changes.js';
import { compareLists } from '../../src/perception/incremental/compare-lists.js';
import { DetectorTile } from '../../src/perception/incremental/detector-tile.js';
import { incrementally } from '../../src/perception/incremental/incremental-observer.js';
import { GRID_H, GRID_W, TILE_ALIGN, zonesOf } from '../../src/perception/incremental/zones.js';
import { readPerceptionMeta } from '../../src/perception/model-card.js';
import { OnnxObserver } from '../../src/perception/onnx-observer.js';
import type { RgbImage } from '../../src/env/screen.js';

const SCREENS = 'tests/fixtures/perception/screens';
// The scale from the PNG's width (its IHDR): the stored screens are at scales 1 and 2.
const shots = readdirSync(SCREENS).filter((f) => f.endsWith('.png'))
  .map((f) => ({ file: f, scale: readFileSync(path.join(SCREENS, f)).readUInt32BE(16) / 160 }));

let detector: InferenceModel;
let tile: DetectorTile;
let onnx: OnnxObserver;
beforeAll(async () => {
  const { meta, dir } = readPerceptionMeta();
  detector = await loadOnnxModel(path.join(dir, meta.detector.file), { threads: 1 });
  tile = await DetectorTile.load(dir, meta.detector.tile!, { threads: 1 });
  onnx = await OnnxObserver.load({ threads: 1 });
});

/** A canonical screen with a filled rectangle painted over it (canonical px), as PNG at scale 2. */
async function painted(rgb: RgbImage, x: number, y: number, w: number, h: number): Promise<Buffer> {
  const data = Buffer.from(rgb.data);
  for (let r = y; r < y + h; r++) for (let c = x; c < x + w; c++) data.set([200, 30, 30], (r * rgb.width + c) * 3);
  return sharp(data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } }).png().toBuffer();
}

describe('the detector tile graph', () => {
  it('is shipped, cut from the shipped detector', () => {
    const { meta } = readPerceptionMeta();
    expect(meta.detector.tile?.source_sha256).toBe(meta.detector.sha256);
  });

  it('gives the whole detector outputs bit for bit over the whole padded frame', async () => {
    for (const { file, scale } of shots) {
      const { tensor } = await canonicalImage(readFileSync(path.join(SCREENS, file)), scale);
      const a = await detector.run({ image: tensor });
      const b = await tile.whole(tensor);
      expect(b.boxes.dims, file).toEqual(a.boxes!.dims);
      expect(Buffer.from(b.boxes.data.buffer).equals(Buffer.from(a.boxes!.data.buffer)), `${file} boxes`).toBe(true);
      expect(Buffer.from(b.scores.data.buffer).equals(Buffer.from(a.scores!.data.buffer)), `${file} scores`).toBe(true);
    }
  });

  it('splices only the anchors of a zone: with no zone the outputs are the last ones', async () => {
    const { tensor } = await canonicalImage(readFileSync(path.join(SCREENS, shots[0]!.file)), shots[0]!.scale);
    const last = await tile.whole(tensor);
    const same = await tile.spliced(tensor, last, []);
    expect(Buffer.from(same.scores.data.buffer).equals(Buffer.from(last.scores.data.buffer))).toBe(true);
    // A zone whose tile is the whole frame recomputes its anchors to the same values.
    const full = await tile.spliced(tensor, last, [{ keep: { left: 40, top: 40, right: 80, bottom: 80 },
      tile: { left: 0, top: 0, right: GRID_W, bottom: GRID_H } }]);
    expect(Buffer.from(full.boxes.data.buffer).equals(Buffer.from(last.boxes.data.buffer))).toBe(true);
  });
});

describe('changes and zones', () => {
  it('finds the 16-px cells that differ, and the boxes near them', async () => {
    const { rgb } = await canonicalImage(readFileSync(path.join(SCREENS, shots[0]!.file)), shots[0]!.scale);
    expect(changedCells(rgb, rgb).count).toBe(0);
    const { rgb: after } = await canonicalImage(await painted(rgb, 100, 200, 1, 1), 2);
    const changes = changedCells(rgb, after);
    expect(changes.count).toBe(1);
    expect(changes.changed[Math.floor(200 / 16) * changes.cols + Math.floor(100 / 16)]).toBe(1);
    expect(changes.anyNear({ left: 50, top: 100, right: 51, bottom: 101 }, 0)).toBe(true); // CSS px: the pixel's own cell
    expect(changes.anyNear({ left: 10, top: 10, right: 20, bottom: 20 }, 12)).toBe(false);
    expect(() => changedCells(rgb, { width: 10, height: 10, data: new Uint8Array(300) })).toThrow(/different sizes/);
  });

  it('tiles a small change on the 16-px grid with context around it, and gives up on a large one', async () => {
    const { rgb } = await canonicalImage(readFileSync(path.join(SCREENS, shots[0]!.file)), shots[0]!.scale);
    const { rgb: small } = await canonicalImage(await painted(rgb, 150, 200, 10, 10), 2);
    const zones = zonesOf(changedCells(rgb, small), [], { reach: 8, context: 16, fullShare: 0.6 })!;
    expect(zones).toHaveLength(1);
    const { keep, tile: t } = zones[0]!;
    for (const v of [t.left, t.top, t.right, t.bottom]) expect(v % TILE_ALIGN).toBe(0);
    expect(t.left).toBeLessThanOrEqual(keep.left - 16);
    expect(t.right).toBeGreaterThanOrEqual(keep.right + 16);
    expect(keep.left).toBeLessThanOrEqual(75 - 8);
    const { rgb: big } = await canonicalImage(await painted(rgb, 0, 0, 320, 300), 2);
    expect(zonesOf(changedCells(rgb, big), [])).toBeNull();
    expect(zonesOf(changedCells(rgb, rgb), [])).toEqual([]);
  });
});

describe('the incremental observer', () => {
  it('perceives a first screen whole, and an unchanged one from the last exactly', async () => {
    for (const { file, scale } of shots.slice(0, 4)) {
      const png = readFileSync(path.join(SCREENS, file));
      const whole = await onnx.observe(png, scale);
      const inc = incrementally(onnx);
      expect(await inc.observe(png, scale), file).toEqual(whole);
      expect(await inc.observe(png, scale), file).toEqual(whole);
      expect(inc.stats).toEqual({ whole: 1, incremental: 1, carried: whole.length });
    }
  });

  it('reads again only near a change: the detections far from it keep their readings', async () => {
    const { file, scale } = shots.find((s) => s.file.startsWith('click-checkboxes'))!;
    const { rgb } = await canonicalImage(readFileSync(path.join(SCREENS, file)), scale);
    const inc = incrementally(onnx);
    const first = await inc.observe(await sharp(Buffer.from(rgb.data), { raw: { width: 320, height: 420, channels: 3 } }).png().toBuffer(), 2);
    const next = await inc.observe(await painted(rgb, 300, 380, 12, 12), 2); // a mark in the bottom-right corner, far from every element
    expect(inc.stats.incremental).toBe(1);
    expect(inc.stats.carried).toBeGreaterThan(0);
    const far = first.filter((e) => e.box.bottom < 150 && e.box.right < 130);
    expect(far.length).toBeGreaterThan(2);
    for (const e of far) expect(next.find((n) => n.id === e.id), `element ${e.id}`).toEqual(e);
  });
});

describe('compareLists', () => {
  const el = { id: 1, type: 'button' as const, text: 'OK', box: { left: 1, top: 2, right: 30, bottom: 12 }, score: 0.9 };
  it('tells identical, alike and different lists apart', () => {
    expect(compareLists([el], [el])).toEqual({ kind: 'identical' });
    expect(compareLists([el], [{ ...el, box: { ...el.box, left: 1.04 }, score: 0.91 }])).toEqual({ kind: 'alike', maxBoxDelta: 0.04, maxScoreDelta: 0.01 });
    expect(compareLists([el], [{ ...el, text: 'Ok' }]).kind).toBe('different');
    expect(compareLists([el], []).kind).toBe('different');
  });
});
