/**
 * Incremental perception: an episode's observer that perceives each screen from the last one.
 * Consecutive screens differ in small regions (a box ticked, a field typed into, a menu
 * opened). The pixels are compared in 8x8 CSS-px cells (changes.ts); the detector runs again
 * only on tiles around the changed cells and the boxes that touch them (zones.ts,
 * detector-tile.ts), every other anchor keeping its last value; a detection the last screen
 * had, with no changed pixel within READ_REACH of its box, keeps its reading (the understander
 * reads nothing farther out), and only the others are read. The measurements run on the whole
 * list again (about half a millisecond). A screen that changed over most of the frame is
 * perceived whole, as is the first.
 *
 * Not the agent's observer: with the shipped detector its lists are not a whole perception's.
 * The detector's deepest features (SPPF, the top-down path) see the whole frame, so every anchor
 * moves a little with any change, and a tile sees less than the frame near its edges. Measured
 * over recorded episodes, 26-33 % of the screens perceived incrementally read differently at the
 * default context (docs/perception.md, "Incremental perception: measured, not shipped";
 * `node dist/bench/incremental.js --episodes DIR`). A detector with a bounded receptive field
 * would make it exact with `context` set to that field.
 *
 * @example
 *   const observer = incrementally(await OnnxObserver.load())   // one per episode
 *   await observer.observe(first, 2); await observer.observe(next, 2)   // the second from the first
 *   observer.stats                                                      // { whole: 1, incremental: 1, carried: 7 }
 */
import type { Frame, RgbImage } from '../../env/screen.js';
import type { FloatTensor } from '../backend.js';
import type { Detection } from '../detect.js';
import type { Element, ElementList } from '../element.js';
import type { Observer } from '../observer.js';
import type { OnnxObserver, Perception, PerceptionPlan } from '../onnx-observer.js';
import { changedCells } from './changes.js';
import type { DetectorTile } from './detector-tile.js';
import { DEFAULT_ZONE_OPTIONS, zonesOf, type ZoneOptions } from './zones.js';

/** CSS px around a box within which the understander and the line finder read pixels (3-px crop margin, a 16-px text window centred on small boxes, borders 8 px out), rounded up. */
export const READ_REACH = 12;

export interface IncrementalStats {
  /** Screens perceived whole (the first, and those that changed over most of the frame). */
  whole: number;
  /** Screens perceived from the last one. */
  incremental: number;
  /** Detections whose reading was carried over from the last screen. */
  carried: number;
}

export interface IncrementalObserver extends Observer {
  readonly stats: IncrementalStats;
}

export function incrementally(onnx: OnnxObserver, zoneOptions: ZoneOptions = DEFAULT_ZONE_OPTIONS): IncrementalObserver {
  const stats: IncrementalStats = { whole: 0, incremental: 0, carried: 0 };
  let last: { perception: Perception; scale: number } | null = null;
  return {
    stats,
    async observe(shot: Buffer | Frame, scale: number): Promise<ElementList> {
      const tile = await onnx.detectorTile();
      const plan = tile && last?.scale === scale ? planFrom(last.perception, tile, zoneOptions, stats) : undefined;
      const perception = await onnx.perceive(shot, scale, plan);
      // perceive always begins a plan it is given; `used` says whether the plan took the screen or left it whole.
      if (plan?.used) stats.incremental++;
      else stats.whole++;
      last = { perception, scale };
      return perception.list;
    },
  };
}

function planFrom(last: Perception, tile: DetectorTile, zoneOptions: ZoneOptions, stats: IncrementalStats): PerceptionPlan & { used: boolean } {
  const plan = {
    used: false,
    begin(rgb: RgbImage) {
      const changes = changedCells(last.rgb, rgb);
      const zones = zonesOf(changes, last.detections, zoneOptions);
      if (!zones) return null;
      plan.used = true;
      const kept = new Map<string, number>();
      last.detections.forEach((d, i) => kept.set(keyOf(d), i));
      return {
        detect: (tensor: FloatTensor) => (zones.length ? tile.spliced(tensor, last.anchors, zones) : Promise.resolve(last.anchors)),
        carried(d: Detection): Omit<Element, 'id'> | undefined {
          const i = kept.get(keyOf(d));
          if (i === undefined || changes.anyNear(d.box, READ_REACH)) return undefined;
          stats.carried++;
          return structuredClone(last.read[i]!);
        },
      };
    },
  };
  return plan;
}

/** A detection's identity: the same anchor values give the same type, score and box to the last bit. */
function keyOf(d: Detection): string {
  return `${d.type} ${d.score} ${d.box.left} ${d.box.top} ${d.box.right} ${d.box.bottom}`;
}
