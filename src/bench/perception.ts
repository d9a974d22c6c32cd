/**
 * The perception benchmark's measuring part: every screen perceived `repeat` times by each
 * side (the shipped pipeline, and a candidate: other models, another build of the code, other
 * session options), the sides interleaved run by run so that the load of a shared machine
 * falls on both alike, and per stage p50/p90 of each side with the candidate/shipped ratio.
 * The first run of each screen also tells whether the two sides gave the same element list.
 *
 * @example
 *   const report = await benchSides(screens, [{ name: 'shipped', observer: a }, { name: 'candidate', observer: b }], { repeat: 3 })
 *   report.scales.scale2.sides.candidate.totalP50   // ms
 *   report.scales.scale2.ratioP50?.measure          // candidate / shipped
 */
import { percentile } from '../util/percentile.js';
import { PERCEPTION_STAGES } from '../perception/onnx-observer.js';
import type { ElementList } from '../perception/element.js';

/** One screenshot to perceive, with where it came from. */
export interface BenchScreen {
  task: string;
  seed: number;
  scale: number;
  png: Buffer;
  /** How long its capture took (ms), when it was captured by this run. */
  captureMs?: number;
}

/** What a side must offer: the observer's contract plus its per-stage timings of the last call. */
export interface TimedObserver {
  observe(png: Buffer, scale: number): Promise<ElementList>;
  readonly lastTimings: Readonly<Record<string, number>> | null;
}

export interface BenchSide {
  name: string;
  observer: TimedObserver;
}

/** Stages as the report names them; a build that times fewer stages reports those it has. */
export const BENCH_STAGES = [...PERCEPTION_STAGES, 'total'] as const;

/** One side at one scale: screens, runs, mean boxes and `<stage>P50`/`<stage>P90` for every stage it timed. */
export type SideRow = Record<string, number>;

export interface ScaleReport {
  sides: Record<string, SideRow>;
  /** Candidate p50 / shipped p50 per stage (two sides only). */
  ratioP50?: Record<string, number>;
  /** Screens whose first perception gave the same element list on both sides (two sides only). */
  identicalLists?: number;
  /** The screens where the lists differed: `task seed@scale`. */
  differing?: string[];
}

export interface BenchReport {
  sides: string[];
  scales: Record<string, ScaleReport>;
}

export interface BenchOptions {
  repeat: number;
  onProgress?: (line: string) => void;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

export async function benchSides(screens: BenchScreen[], sides: BenchSide[], opts: BenchOptions): Promise<BenchReport> {
  if (sides.length < 1 || sides.length > 2) throw new Error(`benchSides takes one or two sides, got ${sides.length}`);
  const scales = [...new Set(screens.map((s) => s.scale))].sort();
  const report: BenchReport = { sides: sides.map((s) => s.name), scales: {} };
  for (const scale of scales) {
    const mine = screens.filter((s) => s.scale === scale);
    const samples = sides.map(() => new Map<string, number[]>());
    let identical = 0;
    const differing: string[] = [];
    for (const side of sides) await side.observer.observe(mine[0]!.png, scale); // warm-up
    for (const [i, shot] of mine.entries()) {
      opts.onProgress?.(`perceiving scale ${scale}: ${i + 1}/${mine.length}`);
      const first: string[] = [];
      for (let r = 0; r < opts.repeat; r++) {
        // Alternate which side goes first, so neither always meets the cache the other warmed.
        const order = r % 2 === 0 ? sides.map((_, k) => k) : sides.map((_, k) => sides.length - 1 - k);
        for (const k of order) {
          const list = await sides[k]!.observer.observe(shot.png, scale);
          if (r === 0) first[k] = JSON.stringify(list);
          record(samples[k]!, sides[k]!.observer.lastTimings);
        }
      }
      if (sides.length === 2) {
        if (first[0] === first[1]) identical++;
        else differing.push(`${shot.task} ${shot.seed}@${scale}`);
      }
    }
    const rows = Object.fromEntries(sides.map((s, k) => [s.name, sideRow(samples[k]!, mine.length)]));
    const scaleReport: ScaleReport = { sides: rows };
    if (sides.length === 2) {
      const [a, b] = sides.map((s) => rows[s.name]!) as [SideRow, SideRow];
      scaleReport.ratioP50 = Object.fromEntries(BENCH_STAGES.filter((st) => a[`${st}P50`] !== undefined && b[`${st}P50`] !== undefined)
        .map((st) => [st, a[`${st}P50`]! > 0 ? r2(b[`${st}P50`]! / a[`${st}P50`]!) : NaN]));
      scaleReport.identicalLists = identical;
      scaleReport.differing = differing;
    }
    report.scales[`scale${scale}`] = scaleReport;
  }
  return report;
}

function record(into: Map<string, number[]>, timings: Readonly<Record<string, number>> | null): void {
  if (!timings) throw new Error('the observer reported no timings for its last perception');
  for (const [key, v] of Object.entries(timings)) {
    const name = key === 'boxes' ? 'boxes' : key.endsWith('Ms') ? key.slice(0, -2) : null;
    if (name === null || typeof v !== 'number') continue;
    const list = into.get(name) ?? [];
    list.push(v);
    into.set(name, list);
  }
}

function sideRow(samples: Map<string, number[]>, screens: number): SideRow {
  const boxes = samples.get('boxes') ?? [];
  const row: SideRow = { screens, runs: samples.get('total')?.length ?? 0, meanBoxes: r2(boxes.reduce((a, b) => a + b, 0) / Math.max(1, boxes.length)) };
  for (const [stage, values] of samples) {
    if (stage === 'boxes') continue;
    const sorted = [...values].sort((a, b) => a - b);
    row[`${stage}P50`] = r2(percentile(sorted, 50));
    row[`${stage}P90`] = r2(percentile(sorted, 90));
  }
  return row;
}

/** p50/p90 of the capture times of the screens that have one, per scale. */
export function captureRows(screens: BenchScreen[]): Record<string, { n: number; p50: number; p90: number }> {
  const out: Record<string, { n: number; p50: number; p90: number }> = {};
  for (const scale of [...new Set(screens.map((s) => s.scale))].sort()) {
    const ms = screens.filter((s) => s.scale === scale && s.captureMs !== undefined).map((s) => s.captureMs!).sort((a, b) => a - b);
    if (ms.length) out[`scale${scale}`] = { n: ms.length, p50: r2(percentile(ms, 50)), p90: r2(percentile(ms, 90)) };
  }
  return out;
}
