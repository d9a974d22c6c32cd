/**
 * A pie or donut slice measured from pixels (a measurement, not a model): its centre, the
 * two ends of its outer arc and its angles, as the labeller states them (element.ts:
 * `points` = centre then the arc's ends, `sector` = clockwise degrees from 12 o'clock).
 *
 * The slice is the pixels of its fill colour around its box. Its two straight sides are
 * found among its outline pixels as the two lines with the most pixels on them (a Hough
 * vote, then a least-squares refit); the centre is where they cross. The arc starts on the side from which the slice's pixels lie clockwise. The radius
 * is the farthest slice pixel from the centre; slices cut by the frame's edge look shorter,
 * so slices that share a centre share the largest radius (shareSectorRadius).
 *
 * @example
 *   measureSector(img, { type: 'shape', subtype: 'path', box }, 2)
 *   // { points: [{x: 80, y: 51}, {x: 116, y: -11.35}, {x: 152, y: 51}], sector: { start: 30, end: 90 } }
 */
import { fillColour, type Pixels } from './colour.js';
import type { Box, Colour, Point } from './element.js';
import { hexToRgb } from './palette.js';
import { crossing, fitLine, inkPixels, lineDistance, type Line } from './measure-ink.js';

export interface MeasuredSector {
  points: Point[];
  sector: { start: number; end: number };
  /** Distance from the centre to the farthest slice pixel, CSS px. */
  radius: number;
}

const round = (v: number) => Math.round(v * 100) / 100;

/** Clockwise degrees from 12 o'clock of the direction from `c` to `p` (screen y grows down). */
export function bearingOf(c: Point, p: Point): number {
  return ((Math.atan2(p.x - c.x, -(p.y - c.y)) * 180) / Math.PI + 360) % 360;
}

/** The point at `radius` from `c` in the direction `bearing` (degrees). */
export function pointAt(c: Point, radius: number, bearing: number): Point {
  const a = (bearing * Math.PI) / 180;
  return { x: round(c.x + radius * Math.sin(a)), y: round(c.y - radius * Math.cos(a)) };
}

/** The line moved by `by` away from the side `p` is on. */
function outward(l: Line, p: Point, by: number): Line {
  const n = { x: -l.d.y, y: l.d.x };
  const s = (p.x - l.c.x) * n.x + (p.y - l.c.y) * n.y >= 0 ? -by : by;
  return { c: { x: l.c.x + n.x * s, y: l.c.y + n.y * s }, d: l.d };
}

/** How far a line's points spread along it. */
function extent({ line, on }: { line: Line; on: Point[] }): number {
  const t = on.map((p) => (p.x - line.c.x) * line.d.x + (p.y - line.c.y) * line.d.y);
  return Math.max(...t) - Math.min(...t);
}

const HOUGH_STEPS = 360; // 0.5 degree
const COS = Float64Array.from({ length: HOUGH_STEPS }, (_, i) => Math.cos((i * Math.PI) / HOUGH_STEPS));
const SIN = Float64Array.from({ length: HOUGH_STEPS }, (_, i) => Math.sin((i * Math.PI) / HOUGH_STEPS));

/**
 * The straight line through the most points (a Hough vote: 0.5 degree by 1 CSS px cells,
 * on at most 600 of the points), refitted by least squares to all points within `tol` of it.
 */
function strongestLine(points: Point[], tol: number): { line: Line; on: Point[] } | null {
  if (points.length < 8) return null;
  const k = Math.max(1, Math.ceil(points.length / 600));
  const sample = points.filter((_, i) => i % k === 0);
  let reach = 0;
  for (const p of sample) reach = Math.max(reach, Math.abs(p.x) + Math.abs(p.y));
  const bins = Math.ceil(2 * reach) + 2;
  const votes = new Int32Array(HOUGH_STEPS * bins);
  let best = 0, bestAt = 0;
  for (const p of sample) {
    for (let a = 0; a < HOUGH_STEPS; a++) {
      const cell = a * bins + Math.round(p.x * COS[a]! + p.y * SIN[a]! + reach);
      const v = ++votes[cell]!;
      if (v > best) {
        best = v;
        bestAt = cell;
      }
    }
  }
  const a = Math.floor(bestAt / bins), rho = (bestAt % bins) - reach;
  // The line x cos + y sin = rho: through (rho cos, rho sin), running along (-sin, cos).
  const peak: Line = { c: { x: rho * COS[a]!, y: rho * SIN[a]! }, d: { x: -SIN[a]!, y: COS[a]! } };
  // The vote's cells are coarse: refit to the points near the peak line, then twice to those within `tol`.
  let line = fitLine(points.filter((p) => lineDistance(peak, p) <= 1.5));
  let on: Point[] = [];
  for (let round = 0; round < 2 && line; round++) {
    const fitted: Line = line;
    on = points.filter((p) => lineDistance(fitted, p) <= tol);
    line = fitLine(on);
  }
  return line && on.length >= 8 ? { line, on } : null;
}

export function measureSector(img: Pixels, el: { type: string; subtype?: string; box: Box; color?: Colour }, scale: number): MeasuredSector | undefined {
  if (el.type !== 'shape' || el.subtype !== 'path') return undefined;
  // The fill measure-colour.ts found, when it ran first.
  const fill = el.color ? hexToRgb(el.color.hex) : fillColour(img, el.box, scale)?.rgb;
  if (!fill) return undefined;
  const ink = inkPixels(img, el.box, scale, { marginCss: 1, like: fill, threshold: 24 });
  // Outline pixels on the frame's edge are where the slice is cut off, not one of its sides.
  const edge = ink.step;
  const outline = ink.boundary.filter((p) => p.x > edge && p.y > edge && p.x < img.width / scale - edge && p.y < img.height / scale - edge);
  if (outline.length < 20) return undefined;
  const first = strongestLine(outline, 0.6);
  if (!first) return undefined;
  const rest = outline.filter((p) => lineDistance(first.line, p) > 1.2);
  const second = strongestLine(rest, 0.6);
  if (!second) return undefined;
  const mean = (ps: Point[]) => ps.reduce((s, p) => ({ x: s.x + p.x / ps.length, y: s.y + p.y / ps.length }), { x: 0, y: 0 });
  // Outline pixel centres sit half a pixel inside the slice's sides.
  const middle = mean(ink.points);
  const side1 = outward(first.line, middle, ink.step / 2), side2 = outward(second.line, middle, ink.step / 2);
  const centre = crossing(side1, side2);
  if (!centre) return undefined;
  // Each side's bearing: its direction, pointing from the centre to its pixels.
  const sideBearing = (l: Line, on: Point[]) => {
    const m = mean(on);
    const sign = (m.x - centre.x) * l.d.x + (m.y - centre.y) * l.d.y >= 0 ? 1 : -1;
    return bearingOf(centre, { x: centre.x + sign * l.d.x, y: centre.y + sign * l.d.y });
  };
  const b1 = sideBearing(side1, first.on), b2 = sideBearing(side2, second.on);
  const inside = bearingOf(centre, middle);
  const cw = (from: number, to: number) => (to - from + 360) % 360;
  let [start, end] = cw(b1, inside) < cw(b1, b2) ? [b1, b2] : [b2, b1];
  if (end <= start) end += 360;
  const some = ink.points;
  const dists = some.map((p) => Math.hypot(p.x - centre.x, p.y - centre.y)).sort((a, b) => a - b);
  // Outline pixel centres sit half a pixel inside the arc.
  const radius = dists[Math.floor(0.995 * (dists.length - 1))]! + ink.step / 2;
  // A slice's sides run a good part of its radius; a disc's outline has only short straight runs.
  if (Math.min(extent(first), extent(second)) < 0.35 * radius) return undefined;
  if (!looksLikeSector(el.box, centre, radius, start, end, some)) return undefined;
  return sectorFrom(centre, radius, round(start), round(end));
}

/**
 * A disc, a ring or a glyph also has straight-looking runs in its outline; a slice is kept
 * only when its centre is near its box (a donut slice's box stops at the hole, so not inside
 * it) and (nearly) all its pixels lie inside the slice found.
 */
function looksLikeSector(box: Box, centre: Point, radius: number, start: number, end: number, points: Point[]): boolean {
  const m = Math.max(box.right - box.left, box.bottom - box.top) / 2;
  if (centre.x < box.left - m || centre.x > box.right + m || centre.y < box.top - m || centre.y > box.bottom + m) return false;
  if (end - start >= 359 || radius < 4) return false;
  const inside = points.filter((p) => {
    const d = Math.hypot(p.x - centre.x, p.y - centre.y);
    if (d < 1.5) return true;
    const rel = (bearingOf(centre, p) - start + 360) % 360, span = end - start;
    const off = rel <= span ? 0 : Math.min(rel - span, 360 - rel);
    return off * (Math.PI / 180) * d <= 1.5;
  });
  return inside.length >= 0.97 * points.length;
}

function sectorFrom(centre: Point, radius: number, start: number, end: number): MeasuredSector {
  return { points: [{ x: round(centre.x), y: round(centre.y) }, pointAt(centre, radius, start), pointAt(centre, radius, end)], sector: { start, end }, radius };
}

/**
 * Slices whose centres lie within 2 CSS px of each other are one pie: they get its mean
 * centre and its largest radius.
 */
export function shareSectorRadius(sectors: MeasuredSector[]): MeasuredSector[] {
  return sectors.map((s) => {
    const c = s.points[0]!;
    const pie = sectors.filter((o) => Math.hypot(o.points[0]!.x - c.x, o.points[0]!.y - c.y) <= 2);
    const centre = { x: pie.reduce((t, o) => t + o.points[0]!.x, 0) / pie.length, y: pie.reduce((t, o) => t + o.points[0]!.y, 0) / pie.length };
    return sectorFrom(centre, Math.max(...pie.map((o) => o.radius)), s.sector.start, s.sector.end);
  });
}
