/**
 * A pie or donut slice measured from pixels (a measurement, not a model): its centre, the
 * two ends of its outer arc and its angles, as the labeller states them (element.ts:
 * `points` = centre then the arc's ends, `sector` = clockwise degrees from 12 o'clock).
 *
 * The slice is the pixels of its fill colour around its box. Its two straight sides are
 * found among its outline pixels as the two lines with the most pixels on them (a fixed,
 * seeded search over pixel pairs, then a least-squares refit); the centre is where they
 * cross. The arc starts on the side from which the slice's pixels lie clockwise. The radius
 * is the farthest slice pixel from the centre; slices cut by the frame's edge look shorter,
 * so slices that share a centre share the largest radius (shareSectorRadius).
 *
 * @example
 *   measureSector(img, { type: 'shape', subtype: 'path', box }, 2)
 *   // { points: [{x: 80, y: 51}, {x: 116, y: -11.35}, {x: 152, y: 51}], sector: { start: 30, end: 90 } }
 */
import { fillColour, type Pixels } from './colour.js';
import type { Box, Point } from './element.js';
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

/** A tiny deterministic generator, so a screen always measures the same. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
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

/** The line with the most points within `tol` of it, from `trials` pairs; its points and the refitted line. */
function strongestLine(points: Point[], tol: number, trials: number, rand: () => number): { line: Line; on: Point[] } | null {
  let best: Point[] = [];
  for (let t = 0; t < trials; t++) {
    const a = points[Math.floor(rand() * points.length)]!, b = points[Math.floor(rand() * points.length)]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 4) continue;
    const l: Line = { c: a, d: { x: (b.x - a.x) / len, y: (b.y - a.y) / len } };
    const on = points.filter((p) => lineDistance(l, p) <= tol);
    if (on.length > best.length) best = on;
  }
  const line = fitLine(best);
  return line && best.length >= 8 ? { line, on: best } : null;
}

export function measureSector(img: Pixels, el: { type: string; subtype?: string; box: Box }, scale: number): MeasuredSector | undefined {
  if (el.type !== 'shape' || el.subtype !== 'path') return undefined;
  const fill = fillColour(img, el.box, scale);
  if (!fill) return undefined;
  const ink = inkPixels(img, el.box, scale, { marginCss: 1, like: fill.rgb, threshold: 24 });
  // Outline pixels on the frame's edge are where the slice is cut off, not one of its sides.
  const edge = ink.step;
  const outline = ink.boundary.filter((p) => p.x > edge && p.y > edge && p.x < img.width / scale - edge && p.y < img.height / scale - edge);
  if (outline.length < 20) return undefined;
  const rand = lcg(outline.length * 7919 + 17);
  const first = strongestLine(outline, 0.6, 400, rand);
  if (!first) return undefined;
  const rest = outline.filter((p) => lineDistance(first.line, p) > 1.2);
  const second = strongestLine(rest, 0.6, 400, rand);
  if (!second) return undefined;
  const mean = (ps: Point[]) => ps.reduce((s, p) => ({ x: s.x + p.x / ps.length, y: s.y + p.y / ps.length }), { x: 0, y: 0 });
  // Outline pixel centres sit half a pixel inside the slice's sides.
  const middle = mean(ink.points);
  const centre = crossing(outward(first.line, middle, ink.step / 2), outward(second.line, middle, ink.step / 2));
  if (!centre) return undefined;
  const b1 = bearingOf(centre, mean(first.on)), b2 = bearingOf(centre, mean(second.on));
  const inside = bearingOf(centre, middle);
  const cw = (from: number, to: number) => (to - from + 360) % 360;
  let [start, end] = cw(b1, inside) < cw(b1, b2) ? [b1, b2] : [b2, b1];
  if (end <= start) end += 360;
  const dists = ink.points.map((p) => Math.hypot(p.x - centre.x, p.y - centre.y)).sort((a, b) => a - b);
  // Outline pixel centres sit half a pixel inside the arc.
  const radius = dists[Math.floor(0.995 * (dists.length - 1))]! + ink.step / 2;
  // A slice's sides run a good part of its radius; a disc's outline has only short straight runs.
  if (Math.min(extent(first), extent(second)) < 0.35 * radius) return undefined;
  if (!looksLikeSector(el.box, centre, radius, start, end, ink.points)) return undefined;
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
