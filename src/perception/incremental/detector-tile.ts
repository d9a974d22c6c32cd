/**
 * The detector over a tile of the frame (models/detector-tile.onnx, cut from detector.onnx by
 * training/caap_train/cut_detector_tile.py): the same weights and ops, any size on the 16-px
 * grid, the anchors given. `spliced` runs it over each zone's tile and writes the anchors of the
 * zone's `keep` rectangle into a copy of the last screen's outputs; every other anchor keeps its
 * value. Given the whole padded frame, the tile graph returns the whole graph's outputs bit for
 * bit (tests/unit/perception-detector-tile.test.ts).
 *
 * @example
 *   const tile = await DetectorTile.load(dir, meta.detector.tile, { threads: 2 })
 *   const { boxes, scores } = await tile.spliced(tensor, last.anchors, zones)
 */
import path from 'node:path';
import { expectSignature, loadOnnxModel, type BackendOptions, type FloatTensor, type InferenceModel } from '../backend.js';
import { CANON_H, CANON_SCALE, CANON_W } from '../image.js';
import { GRID_H, GRID_W, type Rect, type Zone } from './zones.js';

/** The detector's strides in CSS px (training/caap_train/detector.py STRIDES), finest first, as its outputs list them. */
const STRIDES = [4, 8, 16] as const;

export interface DetectorOutputs {
  /** [1, A, 4] boxes (x1, y1, x2, y2) in canonical pixels, one per anchor of the whole grid. */
  boxes: FloatTensor;
  /** [1, A, C] per-type probabilities. */
  scores: FloatTensor;
}

export class DetectorTile {
  private constructor(private readonly model: InferenceModel) {}

  static async load(dir: string, tile: { file: string }, opts: BackendOptions = {}): Promise<DetectorTile> {
    const model = await loadOnnxModel(path.join(dir, tile.file), opts);
    expectSignature(model, ['image', 'anchor_centres', 'anchor_strides'], ['boxes', 'scores']);
    return new DetectorTile(model);
  }

  /** The detector's outputs over the whole frame with the zones' anchors recomputed from their tiles. */
  async spliced(tensor: FloatTensor, last: DetectorOutputs, zones: readonly Zone[]): Promise<DetectorOutputs> {
    const nCls = last.scores.dims[2]!;
    const boxes = last.boxes.data.slice(), scores = last.scores.data.slice();
    for (const zone of zones) {
      const cells = tileCells(zone.tile);
      const out = await this.model.run({ image: tileImage(tensor, zone.tile), anchor_centres: cells.centres, anchor_strides: cells.strides });
      cells.index.forEach((a, k) => {
        if (!centreIn(cells.centres.data, k, zone.keep)) return;
        boxes.set(out.boxes!.data.subarray(k * 4, k * 4 + 4), a * 4);
        scores.set(out.scores!.data.subarray(k * nCls, (k + 1) * nCls), a * nCls);
      });
    }
    return { boxes: { data: boxes, dims: last.boxes.dims }, scores: { data: scores, dims: last.scores.dims } };
  }

  /** The tile graph over the whole padded frame: the whole detector's outputs (the test's reference). */
  async whole(tensor: FloatTensor): Promise<DetectorOutputs> {
    const all = { left: 0, top: 0, right: GRID_W, bottom: GRID_H };
    const cells = tileCells(all);
    const out = await this.model.run({ image: tileImage(tensor, all), anchor_centres: cells.centres, anchor_strides: cells.strides });
    return { boxes: out.boxes!, scores: out.scores! };
  }
}

/** The canonical pixels of a tile (CSS px on the 16-px grid); rows below the frame are zero, as the detector's pad. */
function tileImage(tensor: FloatTensor, tile: Rect): FloatTensor {
  const s = CANON_SCALE;
  const w = (tile.right - tile.left) * s, h = (tile.bottom - tile.top) * s;
  const x0 = tile.left * s, y0 = tile.top * s;
  const data = new Float32Array(3 * w * h);
  const rows = Math.max(0, Math.min(h, CANON_H - y0));
  for (let c = 0; c < 3; c++) {
    for (let y = 0; y < rows; y++) {
      const from = c * CANON_H * CANON_W + (y0 + y) * CANON_W + x0;
      data.set(tensor.data.subarray(from, from + w), (c * h + y) * w);
    }
  }
  return { data, dims: [1, 3, h, w] };
}

/** A tile's anchors in the order the graph emits them (level by level, row-major), their index in the whole grid, centres and strides in canonical px. */
function tileCells(tile: Rect) {
  const index: number[] = [], centres: number[] = [], strides: number[] = [];
  let levelStart = 0;
  for (const st of STRIDES) {
    const gridCols = GRID_W / st;
    for (let r = tile.top / st; r < tile.bottom / st; r++) {
      for (let q = tile.left / st; q < tile.right / st; q++) {
        index.push(levelStart + r * gridCols + q);
        centres.push((q + 0.5) * st * CANON_SCALE, (r + 0.5) * st * CANON_SCALE);
        strides.push(st * CANON_SCALE);
      }
    }
    levelStart += gridCols * (GRID_H / st);
  }
  return {
    index,
    centres: { data: Float32Array.from(centres), dims: [index.length, 2] },
    strides: { data: Float32Array.from(strides), dims: [index.length, 1] },
  };
}

/** Whether anchor k's centre (canonical px) lies in the rectangle (CSS px). */
function centreIn(centres: Float32Array, k: number, r: Rect): boolean {
  const x = centres[2 * k]! / CANON_SCALE, y = centres[2 * k + 1]! / CANON_SCALE;
  return x >= r.left && x < r.right && y >= r.top && y < r.bottom;
}
