/**
 * Which parts of a screen the detector runs on again, from what changed since the last screen.
 * A zone is a rectangle (CSS px) whose anchors are recomputed (`keep`: the changed cells, the
 * last screen's boxes that touch them, and REACH around), and the tile the detector runs on to
 * recompute them (`tile`: `keep` with CONTEXT around, on the detector's 16-px grid, clipped to
 * the padded frame). The context is what the anchors kept see around them; within a tile's own
 * edges that are the frame's edges, a tile sees exactly what the whole frame does.
 *
 * @example
 *   const zones = zonesOf(changedCells(last.rgb, rgb), last.detections)   // null: redetect the whole frame
 */
import type { Detection } from '../detect.js';
import type { Box } from '../element.js';
import { CANON_SCALE } from '../image.js';
import { CELL, type ChangeMap } from './changes.js';

/** The detector's input grid in CSS px: 160 wide, 210 padded to 224 (training/caap_train/detector.py). */
export const GRID_W = 160;
export const GRID_H = 224;
/** The coarsest stride (CSS px): a tile starts and ends on it, so its cells are the frame's cells. */
export const TILE_ALIGN = 16;

export interface ZoneOptions {
  /** CSS px around the changed boxes whose anchors are recomputed (an element's anchors lie inside its box; this covers boxes that grew). */
  reach: number;
  /** CSS px of context the detector sees around `keep`, beyond which the tile's own edge stands in for the frame's pixels. */
  context: number;
  /** Above this share of the frame in tiles, the whole frame is detected again (it costs the same). */
  fullShare: number;
}

export const DEFAULT_ZONE_OPTIONS: ZoneOptions = { reach: 8, context: 48, fullShare: 0.6 };

/** A rectangle in CSS px, the shape of an element's box. */
export type Rect = Box;

export interface Zone {
  keep: Rect;
  tile: Rect;
}

export function zonesOf(changes: ChangeMap, previous: readonly Detection[], opts: ZoneOptions = DEFAULT_ZONE_OPTIONS): Zone[] | null {
  const cellCss = CELL / CANON_SCALE;
  const rects: Rect[] = [];
  for (let y = 0; y < changes.rows; y++) {
    for (let x = 0; x < changes.cols; x++) {
      if (changes.changed[y * changes.cols + x]) rects.push({ left: x * cellCss, top: y * cellCss, right: (x + 1) * cellCss, bottom: (y + 1) * cellCss });
    }
  }
  if (!rects.length) return [];
  // An element that touches a change may change as a whole (a field typed into, a list opened over it).
  for (const d of previous) if (changes.anyNear(d.box, 1)) rects.push({ ...d.box });
  let groups = mergeTouching(rects.map((r) => grow(r, opts.reach)));
  let zones = groups.map((keep) => ({ keep, tile: tileAround(keep, opts.context) }));
  // Tiles that overlap run as one: one run costs less than two over the same cells.
  for (;;) {
    groups = mergeTouching(zones.map((z) => z.tile));
    if (groups.length === zones.length) break;
    zones = groups.map((tile) => ({ keep: bound(zones.filter((z) => inside(z.tile, tile)).map((z) => z.keep)), tile }));
  }
  const area = zones.reduce((s, z) => s + (z.tile.right - z.tile.left) * (z.tile.bottom - z.tile.top), 0);
  return area >= opts.fullShare * GRID_W * GRID_H ? null : zones;
}

/** `keep` with `context` around it, out to the 16-px grid, within the padded frame. */
function tileAround(keep: Rect, context: number): Rect {
  const out = (v: number) => Math.floor(v / TILE_ALIGN) * TILE_ALIGN, up = (v: number) => Math.ceil(v / TILE_ALIGN) * TILE_ALIGN;
  return {
    left: Math.max(0, out(keep.left - context)),
    top: Math.max(0, out(keep.top - context)),
    right: Math.min(GRID_W, up(keep.right + context)),
    bottom: Math.min(GRID_H, up(keep.bottom + context)),
  };
}

/** Rectangles that overlap or touch, merged into their bounding rectangles until none do. */
function mergeTouching(rects: Rect[]): Rect[] {
  let out = rects.slice();
  for (let merged = true; merged;) {
    merged = false;
    const next: Rect[] = [];
    for (const r of out) {
      const hit = next.findIndex((n) => r.left <= n.right && n.left <= r.right && r.top <= n.bottom && n.top <= r.bottom);
      if (hit < 0) next.push(r);
      else {
        next[hit] = bound([next[hit]!, r]);
        merged = true;
      }
    }
    out = next;
  }
  return out;
}

function bound(rs: Rect[]): Rect {
  return {
    left: Math.min(...rs.map((r) => r.left)),
    top: Math.min(...rs.map((r) => r.top)),
    right: Math.max(...rs.map((r) => r.right)),
    bottom: Math.max(...rs.map((r) => r.bottom)),
  };
}

function grow(r: Rect, by: number): Rect {
  return { left: r.left - by, top: r.top - by, right: r.right + by, bottom: r.bottom + by };
}

function inside(r: Rect, outer: Rect): boolean {
  return r.left >= outer.left && r.top >= outer.top && r.right <= outer.right && r.bottom <= outer.bottom;
}
