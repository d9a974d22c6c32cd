/**
 * Scoring perception against ground-truth labels (issue 8's metrics): elements are matched
 * greedily by IoU >= 0.5; recall and precision count matches; on matched pairs, box edge
 * error (CSS px, each of the four edges), type accuracy, text exact-match (where the label
 * has text), state accuracy (each checked/focused/highlighted the label states), colour
 * name accuracy (where the label has a colour) and figure geometry error (CSS px between
 * the label's points and the prediction's, point by point; a missing point counts as a miss).
 *
 * @example
 *   const acc = new PerceptionScore()
 *   acc.add('click-button', predicted, labels)
 *   acc.summary() // { overall: { recall, precision, ... }, perTask: {...}, perType: {...} }
 */
import { percentile } from '../percentile.js';
import { iou } from './detect.js';
import { STATE_KEYS, type Element } from './element.js';

export interface Counts {
  labels: number;
  predictions: number;
  matched: number;
  typeOk: number;
  textN: number;
  textOk: number;
  stateN: number;
  stateOk: number;
  edges: number[];
  colourN: number;
  colourOk: number;
  /** Distances of figure points; Infinity for a labelled point the prediction lacks. */
  points: number[];
}

export interface Metrics {
  labels: number;
  predictions: number;
  recall: number;
  precision: number;
  /** Null where nothing was there to score (no matches, no labelled text, no labelled state). */
  typeAccuracy: number | null;
  textExact: number | null;
  stateAccuracy: number | null;
  edgeP50: number | null;
  edgeP95: number | null;
  colourName: number | null;
  /** Median distance of figure points (CSS px); null where no label has points. */
  geometryP50: number | null;
}

const empty = (): Counts => ({ labels: 0, predictions: 0, matched: 0, typeOk: 0, textN: 0, textOk: 0, stateN: 0, stateOk: 0, edges: [], colourN: 0, colourOk: 0, points: [] });

export function matchElements(pred: Element[], gold: Element[], threshold = 0.5): [number, number][] {
  const pairs: { p: number; g: number; v: number }[] = [];
  pred.forEach((p, i) => gold.forEach((g, j) => {
    const v = iou(p.box, g.box);
    if (v >= threshold) pairs.push({ p: i, g: j, v });
  }));
  pairs.sort((a, b) => b.v - a.v);
  const usedP = new Set<number>();
  const usedG = new Set<number>();
  const out: [number, number][] = [];
  for (const { p, g } of pairs) {
    if (usedP.has(p) || usedG.has(g)) continue;
    usedP.add(p);
    usedG.add(g);
    out.push([p, g]);
  }
  return out;
}

/** Per-screen errors, for picking the worst examples. */
export interface ScreenErrors { missed: number; extra: number; wrongType: number; wrongText: number; wrongState: number; total: number }

export class PerceptionScore {
  private readonly overall = empty();
  private readonly perTask = new Map<string, Counts>();
  private readonly perType = new Map<string, Counts>();

  add(task: string, pred: Element[], gold: Element[]): ScreenErrors {
    const t = this.perTask.get(task) ?? empty();
    this.perTask.set(task, t);
    const buckets = (type: string) => {
      const c = this.perType.get(type) ?? empty();
      this.perType.set(type, c);
      return [this.overall, t, c];
    };
    for (const g of gold) for (const c of buckets(g.type)) c.labels++;
    for (const p of pred) for (const c of [this.overall, t]) c.predictions++;
    for (const p of pred) (this.perType.get(p.type) ?? (this.perType.set(p.type, empty()), this.perType.get(p.type)!)).predictions++;
    const errors: ScreenErrors = { missed: 0, extra: 0, wrongType: 0, wrongText: 0, wrongState: 0, total: 0 };
    const pairs = matchElements(pred, gold);
    errors.missed = gold.length - pairs.length;
    errors.extra = pred.length - pairs.length;
    for (const [pi, gi] of pairs) {
      const p = pred[pi]!;
      const g = gold[gi]!;
      const edges = [p.box.left - g.box.left, p.box.top - g.box.top, p.box.right - g.box.right, p.box.bottom - g.box.bottom].map(Math.abs);
      const typeOk = p.type === g.type && (g.subtype === undefined || p.subtype === g.subtype);
      const hasText = g.text !== undefined && g.text !== '';
      const textOk = hasText && (p.text ?? '') === g.text;
      let stateN = 0;
      let stateOk = 0;
      for (const k of STATE_KEYS) {
        if (g[k] === undefined) continue;
        stateN++;
        if ((p[k] ?? false) === g[k]) stateOk++;
      }
      const hasColour = g.color !== undefined;
      const colourOk = hasColour && p.color?.name === g.color!.name;
      const pointErrs = (g.points ?? []).map((gp, k) => { const pp = p.points?.[k]; return pp ? Math.hypot(pp.x - gp.x, pp.y - gp.y) : Infinity; });
      for (const c of buckets(g.type)) {
        c.matched++;
        if (hasColour) { c.colourN++; if (colourOk) c.colourOk++; }
        c.points.push(...pointErrs);
        c.edges.push(...edges);
        if (typeOk) c.typeOk++;
        if (hasText) { c.textN++; if (textOk) c.textOk++; }
        c.stateN += stateN;
        c.stateOk += stateOk;
      }
      if (!typeOk) errors.wrongType++;
      if (hasText && !textOk) errors.wrongText++;
      errors.wrongState += stateN - stateOk;
    }
    errors.total = errors.missed + errors.extra + errors.wrongType + errors.wrongText + errors.wrongState;
    return errors;
  }

  summary(): { overall: Metrics; perTask: Record<string, Metrics>; perType: Record<string, Metrics> } {
    return {
      overall: metricsOf(this.overall),
      perTask: Object.fromEntries([...this.perTask].sort().map(([k, c]) => [k, metricsOf(c)])),
      perType: Object.fromEntries([...this.perType].sort().map(([k, c]) => [k, metricsOf(c)])),
    };
  }
}

/** The p-th percentile (0-100) of an unsorted sample; null (no figure in the JSON) for an empty one. */
function percentileOf(xs: number[], p: number): number | null {
  return xs.length ? percentile([...xs].sort((a, b) => a - b), p) : null;
}

function metricsOf(c: Counts): Metrics {
  const r = (x: number) => Math.round(x * 10000) / 10000;
  const ratio = (a: number, b: number) => (b ? r(a / b) : null);
  const q = (p: number) => { const v = percentileOf(c.edges, p); return v === null ? null : r(v); };
  return {
    labels: c.labels,
    predictions: c.predictions,
    recall: r(c.matched / Math.max(1, c.labels)),
    precision: r(c.matched / Math.max(1, c.predictions)),
    typeAccuracy: ratio(c.typeOk, c.matched),
    textExact: ratio(c.textOk, c.textN),
    stateAccuracy: ratio(c.stateOk, c.stateN),
    edgeP50: q(50),
    edgeP95: q(95),
    colourName: ratio(c.colourOk, c.colourN),
    geometryP50: (() => { const v = percentileOf(c.points, 50); return v === null ? null : Number.isFinite(v) ? r(v) : v; })(),
  };
}
