/**
 * Plane geometry for the figure tasks (bisect-angle, right-angle, find-midpoint): pure
 * functions over points in task-frame CSS px (y grows downwards), no element types, so
 * each can be tested on its own numbers.
 *
 * @example
 *   midpoint({ x: 0, y: 0 }, { x: 10, y: 4 })                       // { x: 5, y: 2 }
 *   angleAt({ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 })          // 90
 *   bisectorPoint({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 10 }, { left: 0, top: 0, right: 99, bottom: 99 })  // on y = x, 60 px out
 */

import type { Box as Region, Point as Pt } from '../../../perception/element.js';

/** Pt: a point; Region: an axis-aligned region where a point may go (inclusive bounds). Perception's Point and Box. */
export type { Box as Region, Point as Pt } from '../../../perception/element.js';

export const dist = (a: Pt, b: Pt): number => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Pt, b: Pt): Pt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const inRegion = (p: Pt, r: Region): boolean => p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;

/** The angle P-V-Q at V in degrees (0..180); NaN when P or Q sits on V. */
export function angleAt(v: Pt, p: Pt, q: Pt): number {
  const ax = p.x - v.x, ay = p.y - v.y, bx = q.x - v.x, by = q.y - v.y;
  const n = Math.hypot(ax, ay) * Math.hypot(bx, by);
  if (n === 0) return NaN;
  const c = Math.max(-1, Math.min(1, (ax * bx + ay * by) / n));
  return (Math.acos(c) * 180) / Math.PI;
}

/** The unit vector along the bisector of angle A-V-B (for a straight angle, either perpendicular). */
export function bisectorDirection(v: Pt, a: Pt, b: Pt): Pt | null {
  const la = dist(v, a), lb = dist(v, b);
  if (la === 0 || lb === 0) return null;
  const sx = (a.x - v.x) / la + (b.x - v.x) / lb, sy = (a.y - v.y) / la + (b.y - v.y) / lb;
  const n = Math.hypot(sx, sy);
  if (n > 1e-6) return { x: sx / n, y: sy / n };
  return { x: -(a.y - v.y) / la, y: (a.x - v.x) / la };
}

/**
 * The point farthest from V along the direction `dir` (a unit vector), at most `maxLen`
 * and at least `minLen` px, that lies inside `region`: far from V a pixel of error turns
 * the line least. Null when even `minLen` falls outside.
 */
export function pointOnRay(v: Pt, dir: Pt, region: Region, maxLen = 60, minLen = 10): Pt | null {
  for (let len = maxLen; len >= minLen; len -= 1) {
    const p = { x: v.x + dir.x * len, y: v.y + dir.y * len };
    if (inRegion(p, region)) return p;
  }
  return null;
}

/** The point on the bisector of angle A-V-B as far from V as `region` allows (see pointOnRay). */
export function bisectorPoint(v: Pt, a: Pt, b: Pt, region: Region, maxLen = 60): Pt | null {
  const dir = bisectorDirection(v, a, b);
  return dir ? pointOnRay(v, dir, region, maxLen) : null;
}

/**
 * The point at up to `length` px from V on the perpendicular to VA, on the side that lets it
 * lie farther inside `region`. Null when neither side has room for 10 px.
 */
export function perpendicularPoint(v: Pt, a: Pt, region: Region, length = 40): Pt | null {
  const d = dist(v, a);
  if (d === 0) return null;
  const u = { x: -(a.y - v.y) / d, y: (a.x - v.x) / d };
  const sides = [pointOnRay(v, u, region, length), pointOnRay(v, { x: -u.x, y: -u.y }, region, length)]
    .filter((p): p is Pt => p !== null)
    .sort((p, q) => dist(q, v) - dist(p, v) || roomIn(q, region) - roomIn(p, region));
  return sides[0] ?? null;
}

/** Distance from a point to the nearest edge of a region (negative outside). */
const roomIn = (p: Pt, r: Region) => Math.min(p.x - r.left, r.right - p.x, p.y - r.top, r.bottom - p.y);

/**
 * When a segment's two ends are known but not which one is the vertex: the point of
 * `region` (on a `step`-px grid) whose angle is nearest 90 degrees at whichever end is
 * worse, i.e. maximising min over both ends of (90 - |90 - angle|). A right angle cannot be
 * had at both ends at once; the best such point sits on the segment's perpendicular
 * bisector, where both angles are equal. Returns the point and that worst-case angle error
 * in degrees; null when no grid point is usable.
 */
export function rightAngleEitherEnd(p: Pt, q: Pt, region: Region, allowed: (pt: Pt) => boolean = () => true, step = 1): { point: Pt; error: number } | null {
  let best: { point: Pt; error: number } | null = null;
  for (let x = Math.ceil(region.left); x <= region.right; x += step) {
    for (let y = Math.ceil(region.top); y <= region.bottom; y += step) {
      const u = { x, y };
      if (!allowed(u)) continue;
      const error = Math.max(Math.abs(90 - angleAt(p, q, u)), Math.abs(90 - angleAt(q, p, u)));
      if (Number.isNaN(error)) continue;
      // Ties go to the point farther from the segment's ends (less sensitive to a pixel).
      if (!best || error < best.error - 1e-9 ||
        (Math.abs(error - best.error) <= 1e-9 && Math.min(dist(u, p), dist(u, q)) > Math.min(dist(best.point, p), dist(best.point, q))))
      {
        best = { point: u, error };
      }
    }
  }
  return best;
}

/** Values that lie within `tol` of each other merged into one (their mean), ascending. */
export function clusterValues(values: readonly number[], tol = 4): number[] {
  const groups: number[][] = [];
  for (const v of [...values].sort((a, b) => a - b)) {
    const last = groups.at(-1);
    if (last && v - last[last.length - 1]! <= tol) last.push(v);
    else groups.push([v]);
  }
  return groups.map((g) => g.reduce((s, v) => s + v, 0) / g.length);
}
