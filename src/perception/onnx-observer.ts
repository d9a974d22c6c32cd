/**
 * The Visual Observer: screenshot PNG -> ElementList, with the two ONNX models trained by
 * training/. Sessions are loaded once and reused. Input at any supported scale; boxes come
 * out in task-frame CSS pixels, ids 1..N in reading order.
 *
 * @example
 *   const observer = await OnnxObserver.load()            // models/ or $CAAP_MODELS_DIR
 *   const elements = await observer.observe(png, 2)
 *   console.log(observer.lastTimings)   // { decodeMs, detectorMs, linesMs, understanderMs, readingMs, measureMs, mergeMs, totalMs, boxes }
 */
import path from 'node:path';
import { expectSignature, loadOnnxModel, type BackendOptions, type FloatTensor, type InferenceModel } from './backend.js';
import { postprocessDetections, type Detection } from './detect.js';
import { DetectorTile, type DetectorOutputs } from './incremental/detector-tile.js';
import { ElementListSchema, numberElements, STATE_KEYS, type Element, type ElementList } from './element.js';
import { canonicalImage } from './image.js';
import { joinedReadings, type LineReading } from './line-readings.js';
import { lineBoxesOf, readsByLines } from './text-lines.js';
import { readPerceptionMeta, type PerceptionMeta } from './model-card.js';
import type { Observer } from './observer.js';
import { FIELDS_BY_TYPE } from './element-fields.js';
import { decodeUnderstanding } from './understand.js';
import { loadUnderstander, type UnderstanderMode, type UnderstanderModel } from './understander-model.js';
import { rgbPixels } from './colour.js';
import type { Frame, RgbImage } from '../env/screen.js';
import { withMeasuredFields } from './measure-fields.js';

/**
 * The stages of one perception, in the order they run (times in ms): decoding the PNG into the
 * models' input, the detector (run and post-processing; for an incremental perception, finding
 * what changed since the last screen too), finding the text lines of boxes read
 * line by line, the understander's one batched run, reading its outputs (types, states, CTC
 * text), the pixel measurements, and the merge into the numbered list.
 */
export const PERCEPTION_STAGES = ['decode', 'detector', 'lines', 'understander', 'reading', 'measure', 'merge'] as const;
export type PerceptionStage = (typeof PERCEPTION_STAGES)[number];

export type PerceptionTimings = { [K in `${PerceptionStage | 'total'}Ms`]: number } & {
  /** Boxes the understander ran on (detections plus text lines). */
  boxes: number;
};

export interface OnnxObserverOptions extends BackendOptions {
  /** Folder with perception.json, detector.onnx and understander.onnx. */
  modelsDir?: string;
  /** Override the detector's score threshold from perception.json. */
  scoreThreshold?: number;
  /** 'whole' runs understander.onnx as one graph even where its parts are there (the bench's and the parts test's reference). */
  understander?: UnderstanderMode;
}

export class OnnxObserver implements Observer {
  lastTimings: PerceptionTimings | null = null;

  private constructor(
    readonly meta: PerceptionMeta,
    private readonly detector: InferenceModel,
    private readonly understander: UnderstanderModel & { mode: UnderstanderMode },
    private readonly scoreThreshold: number,
    private readonly loadTile: () => Promise<DetectorTile | null>,
  ) {}

  private tile: Promise<DetectorTile | null> | null = null;

  /** The detector as a tile graph, where the models folder has one (incremental perception runs it); loaded on first use. */
  detectorTile(): Promise<DetectorTile | null> {
    return this.tile ??= this.loadTile();
  }

  /** How the understander runs: in its parts (the default where the folder has them) or whole. */
  get understanderMode(): UnderstanderMode {
    return this.understander.mode;
  }

  static async load(opts: OnnxObserverOptions = {}): Promise<OnnxObserver> {
    const { meta, dir } = readPerceptionMeta(opts.modelsDir);
    const detector = await loadOnnxModel(path.join(dir, meta.detector.file), opts);
    const understander = await loadUnderstander(meta, dir, opts, opts.understander);
    expectSignature(detector, ['image'], ['boxes', 'scores']);
    const tile = meta.detector.tile;
    const loadTile = async () => (tile ? DetectorTile.load(dir, tile, opts) : null);
    return new OnnxObserver(meta, detector, understander, opts.scoreThreshold ?? meta.detector.score_threshold, loadTile);
  }

  /** Perceives a screenshot: a Frame (decoded once, whoever reads it) or its PNG. */
  async observe(shot: Buffer | Frame, scale: number): Promise<ElementList> {
    return (await this.perceive(shot, scale)).list;
  }

  /**
   * One perception, with what it leaves for the next one. Without a `plan` it perceives the whole
   * screen; incremental perception (src/perception/incremental/) passes a plan that says, from the
   * last screen, what need not be computed again.
   */
  async perceive(shot: Buffer | Frame, scale: number, plan?: PerceptionPlan): Promise<Perception> {
    const clock = stageClock();
    const { tensor, rgb } = await canonicalImage(shot, scale);
    clock.lap('decode');
    const step = plan?.begin(rgb) ?? null;
    const anchors = step ? await step.detect(tensor) : await this.detectWhole(tensor);
    const detections = postprocessDetections(anchors.boxes, anchors.scores, {
      scoreThreshold: this.scoreThreshold,
      nmsIou: this.meta.detector.nms_iou,
      canonicalScale: this.meta.canonical_scale,
    });
    clock.lap('detector');
    // A detection the last screen had, with nothing it reads changed, keeps its reading.
    const read: (Omit<Element, 'id'> | undefined)[] = detections.map((d) => step?.carried(d));
    const fresh = detections.filter((_, i) => !read[i]);
    let boxCount = 0;
    if (fresh.length) {
      // Text areas and tall tiles are read line by line: their lines ride in the same batch, after the detections.
      const byLines = fresh.map((d) => readsByLines(d.type, d.box));
      const lines = fresh.map((d, i) => (byLines[i] ? lineBoxesOf(tensor, d.type, d.box) : []));
      const all = [...fresh.map((d) => d.box), ...lines.flat()];
      boxCount = all.length;
      const boxes = new Float32Array(all.length * 4);
      all.forEach((b, i) => boxes.set([b.left, b.top, b.right, b.bottom], i * 4));
      clock.lap('lines');
      const out = await this.understander.run(tensor, boxes, fresh.map((d) => d.type));
      clock.lap('understander');
      const u = decodeUnderstanding(out, this.meta.subtypes, this.meta.charset, fresh.map((d) => d.type));
      clock.lap('reading');
      let next = fresh.length, k = 0;
      detections.forEach((d, i) => {
        if (read[i]) return;
        const j = k++;
        read[i] = mergeDetection(d, u[j]!, byLines[j] ? u.slice(next, next += lines[j]!.length) : undefined);
      });
      clock.lap('merge');
    }
    const merged = read as Omit<Element, 'id'>[];
    // Colour, figure points, sectors, tree state and text style are measured on the canonical image (scale 2), not predicted.
    const elements = merged.length ? withMeasuredFields(merged, rgbPixels(rgb), this.meta.canonical_scale) : [];
    clock.lap('measure');
    const list = ElementListSchema.parse(numberElements(elements));
    clock.lap('merge');
    this.lastTimings = clock.timings(boxCount);
    return { list, rgb, anchors, detections, read: merged };
  }

  private async detectWhole(tensor: FloatTensor): Promise<DetectorOutputs> {
    const det = await this.detector.run({ image: tensor });
    return { boxes: det.boxes!, scores: det.scores! };
  }
}

/** What a perception leaves for the next screen's: its pixels, the detector's outputs per anchor, the detections and their readings. */
export interface Perception {
  list: ElementList;
  rgb: RgbImage;
  anchors: DetectorOutputs;
  detections: Detection[];
  /** Per detection, the element read from it before the measurements (which always run again: they are cheap and look across elements). */
  read: Omit<Element, 'id'>[];
}

/** How a perception may lean on the last one (src/perception/incremental/). */
export interface PerceptionPlan {
  /** Called with the new screen's pixels; null: perceive it whole. */
  begin(rgb: RgbImage): {
    /** The detector's outputs for the new screen. */
    detect(tensor: FloatTensor): Promise<DetectorOutputs>;
    /** The element read from the same detection on the last screen, when nothing it reads has changed. */
    carried(d: Detection): Omit<Element, 'id'> | undefined;
  } | null;
}

/** Times the stages of one perception (a stage timed twice sums); a stage that did not run (no detections) counts 0 ms. */
function stageClock() {
  const t0 = performance.now();
  let last = t0;
  const ms = Object.fromEntries(PERCEPTION_STAGES.map((s) => [s, 0])) as Record<PerceptionStage, number>;
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    lap(stage: PerceptionStage) {
      const now = performance.now();
      ms[stage] += now - last;
      last = now;
    },
    timings(boxes: number): PerceptionTimings {
      const out = Object.fromEntries(PERCEPTION_STAGES.map((s) => [`${s}Ms`, r(ms[s])])) as Omit<PerceptionTimings, 'totalMs' | 'boxes'>;
      return { ...out, totalMs: r(last - t0), boxes };
    },
  };
}

/**
 * One element from a detection and its understanding. The understander sees the box at
 * reading resolution with context, so its type wins when it is confident; only the fields
 * that apply to the final type are kept. `lines` are the box's text lines, read one by one
 * (readsByLines): a text area keeps them as lines, a tile joins them with spaces.
 */
function mergeDetection(d: import('./detect.js').Detection, u: import('./understand.js').Understanding, lines?: LineReading[]): Omit<Element, 'id'> {
  const type = u.typeScore >= 0.5 ? u.type : d.type;
  const el: Omit<Element, 'id'> = { type, box: roundBox(d.box), score: Math.round(d.score * 1000) / 1000 };
  const fields = FIELDS_BY_TYPE[type];
  if (fields.includes('subtype') && u.subtype) el.subtype = u.subtype;
  if (fields.includes('text')) {
    // A box read in one piece keeps the model's doubts about it; a box read by lines, its lines' doubts joined.
    const separator = type === 'text_area' ? '\n' : ' ';
    // A text area whose lines were not found reads as empty; a tile falls back to its one-piece reading.
    const byLines = lines !== undefined && (lines.length > 0 || type === 'text_area');
    el.text = byLines ? lines.map((l) => l.text).join(separator) : u.text;
    const readings = byLines ? joinedReadings(lines, separator) : lines ? undefined : u.readings;
    if (readings) el.readings = readings.map((r) => ({ text: r.text, p: Math.round(r.p * 1000) / 1000 }));
  }
  for (const k of STATE_KEYS) if (fields.includes(k)) el[k] = u[k] ?? false;
  return el;
}

function roundBox(b: import('./element.js').Box) {
  const r = (x: number) => Math.round(x * 100) / 100;
  return { left: r(b.left), top: r(b.top), right: r(b.right), bottom: r(b.bottom) };
}
