/**
 * Scoring perception against ground-truth labels (issue 8's metrics): elements are matched
 * greedily by IoU >= 0.5; recall and precision count matches; on matched pairs, box edge
 * error (CSS px, each of the four edges), type accuracy, text exact-match (where the label
 * has text), state accuracy (each checked/focused/highlighted the label states), colour
 * name accuracy (where the label has a colour) and figure geometry error (CSS px between
 * the label's points and the prediction's; a missing point counts as a miss). Points are
 * paired nearest first, since a screenshot cannot show the order a line or polygon was drawn
 * in, except a sector's, whose order (centre, then the arc's ends clockwise) is its meaning.
 * Where labels carry them: sector angle error (degrees, the worse of start and end), slider
 * value, tree node open state and text style (bold/italic/underline, absent = false).
 *
 * @example
 *   const acc = new PerceptionScore()
 *   acc.add('click-button', predicted, labels)
 *   acc.summary() // { overall: { recall, precision, ... }, perTask: {...}, perType: {...} }
 */
import { FIELDS_BY_TYPE } from './element-fields.js';
import { percentile } from '../util/percentile.js';
import { iou } from './detect.js';
import { STATE_KEYS, type Element, type Point, type TextStyle } from './element.js';

export interface Counts {
  labels: number;
  predictions: number;
  matched: number;
  typeOk: number;
  textN: number;
  textOk: number;
  /** Labelled texts that the reading or one of its other readings (the n-best) equals. */
  textNBestOk: number;
  stateN: number;
  stateOk: number;
  edges: number[];
  colourN: number;
  colourOk: number;
  /** Distances of figure points; Infinity for a labelled point the prediction lacks. */
  points: number[];
  /** Sector angle errors in degrees; Infinity where the prediction has no sector. */
  sectors: number[];
  valueN: number;
  valueOk: number;
  expandedN: number;
  expandedOk: number;
  styleN: number;
  styleOk: number;
}

export interface Metrics {
  labels: number;
  predictions: number;
  recall: number;
  precision: number;
  /** Null where nothing was there to score (no matches, no labelled text, no labelled state). */
  typeAccuracy: number | null;
  textExact: number | null;
  /**
   * The n-best oracle: the share of labelled texts that the reading or any of the element's
   * other readings equals. Its gap to textExact is what a consumer of the readings could
   * still recover; the rest of the errors are not among the model's candidates at all.
   */
  textNBest: number | null;
  stateAccuracy: number | null;
  edgeP50: number | null;
  edgeP95: number | null;
  colourName: number | null;
  /** Median distance of figure points (CSS px); null where no label has points. */
  geometryP50: number | null;
  geometryP95: number | null;
  /** Labelled figure points scored, and how many of them the prediction lacked. */
  geometryN: number;
  geometryMissed: number;
  /** Median and share within 1 degree of sector angle errors; null where no label has a sector. */
  sectorP50: number | null;
  sectorWithin1: number | null;
  /** Slider values equal within 0.5, tree open states, text styles; null where no label has one. */
  valueAccuracy: number | null;
  expandedAccuracy: number | null;
  styleAccuracy: number | null;
}

const empty = (): Counts => ({
  labels: 0,
  predictions: 0,
  matched: 0,
  typeOk: 0,
  textN: 0,
  textOk: 0,
  textNBestOk: 0,
  stateN: 0,
  stateOk: 0,
  edges: [],
  colourN: 0,
  colourOk: 0,
  points: [],
  sectors: [],
  valueN: 0,
  valueOk: 0,
  expandedN: 0,
  expandedOk: 0,
  styleN: 0,
  styleOk: 0,
});

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Distance of each labelled point to its prediction: in order for a sector, otherwise paired
 * nearest first (each predicted point used once); Infinity where none is left.
 */
export function pointErrors(gold: Point[], pred: Point[] | undefined, ordered: boolean): number[] {
  const p = pred ?? [];
  if (ordered) return gold.map((g, k) => (p[k] ? dist(g, p[k]) : Infinity));
  const pairs = gold.flatMap((g, i) => p.map((q, j) => ({ i, j, d: dist(g, q) }))).sort((a, b) => a.d - b.d);
  const out = gold.map(() => Infinity);
  const usedG = new Set<number>(), usedP = new Set<number>();
  for (const { i, j, d } of pairs) {
    if (usedG.has(i) || usedP.has(j)) continue;
    usedG.add(i);
    usedP.add(j);
    out[i] = d;
  }
  return out;
}

const sameStyle = (a: TextStyle | undefined, b: TextStyle | undefined) =>
  (['bold', 'italic', 'underline'] as const).every((k) => (a?.[k] ?? false) === (b?.[k] ?? false));

export function matchElements(pred: Element[], gold: Element[], threshold = 0.5): [number, number][] {
  const pairs: { p: number; g: number; v: number }[] = [];
  pred.forEach((p, i) =>
    gold.forEach((g, j) => {
      const v = iou(p.box, g.box);
      if (v >= threshold) pairs.push({ p: i, g: j, v });
    })
  );
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
export interface ScreenErrors {
  missed: number;
  extra: number;
  wrongType: number;
  wrongText: number;
  wrongState: number;
  total: number;
}

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
      const textNBestOk = textOk || (hasText && (p.readings ?? []).some((r) => r.text === g.text));
      let stateN = 0;
      let stateOk = 0;
      for (const k of STATE_KEYS) {
        // A state the element's type does not carry (a date picker's highlighted day link) is
        // in no element list, the observer's or the prompt's: nothing to score.
        if (g[k] === undefined || !FIELDS_BY_TYPE[g.type].includes(k)) continue;
        stateN++;
        if ((p[k] ?? false) === g[k]) stateOk++;
      }
      const hasColour = g.color !== undefined;
      const colourOk = hasColour && p.color?.name === g.color!.name;
      const pointErrs = pointErrors(g.points ?? [], p.points, g.sector !== undefined);
      const sectorErr = g.sector && (p.sector ? Math.max(Math.abs(p.sector.start - g.sector.start), Math.abs(p.sector.end - g.sector.end)) : Infinity);
      for (const c of buckets(g.type)) {
        c.matched++;
        if (hasColour) {
          c.colourN++;
          if (colourOk) c.colourOk++;
        }
        c.points.push(...pointErrs);
        if (sectorErr !== undefined) c.sectors.push(sectorErr);
        if (g.value !== undefined) {
          c.valueN++;
          if (p.value !== undefined && Math.abs(p.value - g.value) <= 0.5) c.valueOk++;
        }
        if (g.expanded !== undefined) {
          c.expandedN++;
          if (p.expanded === g.expanded) c.expandedOk++;
        }
        if (g.style !== undefined) {
          c.styleN++;
          if (sameStyle(p.style, g.style)) c.styleOk++;
        }
        c.edges.push(...edges);
        if (typeOk) c.typeOk++;
        if (hasText) {
          c.textN++;
          if (textOk) c.textOk++;
          if (textNBestOk) c.textNBestOk++;
        }
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
  const q = (p: number) => {
    const v = percentileOf(c.edges, p);
    return v === null ? null : r(v);
  };
  // Infinity (a missed point or sector) stays Infinity; JSON writes it as null, so the JSON report also gives the counts.
  const pct = (xs: number[], p: number) => {
    const v = percentileOf(xs, p);
    return v === null ? null : Number.isFinite(v) ? r(v) : v;
  };
  return {
    labels: c.labels,
    predictions: c.predictions,
    recall: r(c.matched / Math.max(1, c.labels)),
    precision: r(c.matched / Math.max(1, c.predictions)),
    typeAccuracy: ratio(c.typeOk, c.matched),
    textExact: ratio(c.textOk, c.textN),
    textNBest: ratio(c.textNBestOk, c.textN),
    stateAccuracy: ratio(c.stateOk, c.stateN),
    edgeP50: q(50),
    edgeP95: q(95),
    colourName: ratio(c.colourOk, c.colourN),
    geometryP50: pct(c.points, 50),
    geometryP95: pct(c.points, 95),
    geometryN: c.points.length,
    geometryMissed: c.points.filter((d) => d === Infinity).length,
    sectorP50: pct(c.sectors, 50),
    sectorWithin1: ratio(c.sectors.filter((e) => e <= 1).length, c.sectors.length),
    valueAccuracy: ratio(c.valueOk, c.valueN),
    expandedAccuracy: ratio(c.expandedOk, c.expandedN),
    styleAccuracy: ratio(c.styleOk, c.styleN),
  };
}
