/**
 * The pixels a figure is made of, for the geometry measurements (measure-points.ts,
 * measure-sector.ts): the background is the most common colour on a thin ring just outside
 * the box, and "ink" is every pixel in the box (grown by a margin) that differs clearly from
 * it. Pixel centres are returned in task-frame CSS px, so the measurements never deal with
 * the screenshot scale.
 *
 * @example
 *   const ink = inkPixels(img, box, 2)   // { points: [{x: 47.75, y: 61.75}, ...], background: [255, 255, 255], step: 0.5 }
 */
import type { Pixels } from './colour.js';
import type { Box, Point } from './element.js';
import type { Rgb } from './palette.js';

export interface Ink {
  /** Centres of the ink pixels, CSS px. */
  points: Point[];
  /** Ink pixels on the figure's outline (a 4-neighbour is not ink). */
  boundary: Point[];
  background: Rgb;
  /** Size of one pixel in CSS px (1 / scale). */
  step: number;
}

/** Sum of absolute channel differences. */
export const rgbDistance = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);

/** Integer pixel range of a CSS box grown by `marginCss`, clipped to the image. */
export function pixelRange(img: Pixels, box: Box, scale: number, marginCss: number) {
  return {
    x0: Math.max(0, Math.floor((box.left - marginCss) * scale)),
    x1: Math.min(img.width, Math.ceil((box.right + marginCss) * scale)),
    y0: Math.max(0, Math.floor((box.top - marginCss) * scale)),
    y1: Math.min(img.height, Math.ceil((box.bottom + marginCss) * scale)),
  };
}

/** The most common colour (exact) on the ring between the box grown by 1 and by 3 CSS px. */
export function backgroundAround(img: Pixels, box: Box, scale: number): Rgb {
  const inner = pixelRange(img, box, scale, 1), outer = pixelRange(img, box, scale, 3);
  const counts = new Map<number, number>();
  let best = -1, bestN = 0;
  // Every other pixel is plenty to find the most common colour of a ring.
  for (let y = outer.y0; y < outer.y1; y += 2) {
    for (let x = outer.x0; x < outer.x1; x += 2) {
      if (x >= inner.x0 && x < inner.x1 && y >= inner.y0 && y < inner.y1) {
        // Jump over the box to the first column past it on the same every-other grid.
        x = inner.x1 + ((inner.x1 - outer.x0) & 1) - 2;
        continue;
      }
      const [r, g, b] = img.rgb(x, y);
      const k = (r << 16) | (g << 8) | b;
      const n = (counts.get(k) ?? 0) + 1;
      counts.set(k, n);
      if (n > bestN) {
        bestN = n;
        best = k;
      }
    }
  }
  return best < 0 ? [255, 255, 255] : [(best >> 16) & 255, (best >> 8) & 255, best & 255];
}

/**
 * Ink pixels of a box (grown by `marginCss`): those that differ from the background by more
 * than half the strongest difference found there, so an anti-aliased edge is cut where its
 * pixels are half covered, or, with `like`, those within `threshold` of that colour.
 * `boundary` holds the ink pixels with a 4-neighbour that is not ink: the outline of the figure.
 */
export function inkPixels(img: Pixels, box: Box, scale: number, opts: { marginCss?: number; threshold?: number; like?: Rgb } = {}): Ink {
  const background = backgroundAround(img, box, scale);
  const { x0, x1, y0, y1 } = pixelRange(img, box, scale, opts.marginCss ?? 1);
  const w = Math.max(0, x1 - x0), h = Math.max(0, y1 - y0);
  const dist = new Float32Array(w * h);
  let strongest = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const rgb = img.rgb(x0 + x, y0 + y);
      const d = opts.like ? rgbDistance(rgb, opts.like) : rgbDistance(rgb, background);
      dist[y * w + x] = d;
      if (d > strongest) strongest = d;
    }
  }
  const threshold = opts.threshold ?? Math.max(60, strongest / 2);
  const isInk = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && (opts.like ? dist[y * w + x]! <= threshold : dist[y * w + x]! > threshold);
  const points: Point[] = [], boundary: Point[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!isInk(x, y)) continue;
      const p = { x: (x0 + x + 0.5) / scale, y: (y0 + y + 0.5) / scale };
      points.push(p);
      if (!isInk(x - 1, y) || !isInk(x + 1, y) || !isInk(x, y - 1) || !isInk(x, y + 1)) boundary.push(p);
    }
  }
  return { points, boundary, background, step: 1 / scale };
}

/** Convex hull (Andrew's monotone chain), counter-clockwise in screen coordinates' math sense. */
export function convexHull(points: Point[]): Point[] {
  const ps = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (ps.length < 3) return ps;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [], upper: Point[] = [];
  for (const p of ps) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  for (let i = ps.length - 1; i >= 0; i--) {
    const p = ps[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Area of a simple polygon (absolute value). */
export function polygonArea(poly: Point[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!, b = poly[(i + 1) % poly.length]!;
    s += a.x * b.y - b.x * a.y;
  }
  return Math.abs(s) / 2;
}

/** A straight line fitted through points by total least squares: a point on it and its unit direction. */
export interface Line {
  c: Point;
  d: Point;
}

export function fitLine(points: Point[]): Line | null {
  if (points.length < 2) return null;
  let mx = 0, my = 0;
  for (const p of points) {
    mx += p.x;
    my += p.y;
  }
  mx /= points.length;
  my /= points.length;
  let sxx = 0, syy = 0, sxy = 0;
  for (const p of points) {
    const dx = p.x - mx, dy = p.y - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { c: { x: mx, y: my }, d: { x: Math.cos(angle), y: Math.sin(angle) } };
}

/** Where two lines cross, or null when they are (nearly) parallel. */
export function crossing(a: Line, b: Line): Point | null {
  const den = a.d.x * b.d.y - a.d.y * b.d.x;
  if (Math.abs(den) < 1e-6) return null;
  const t = ((b.c.x - a.c.x) * b.d.y - (b.c.y - a.c.y) * b.d.x) / den;
  return { x: a.c.x + t * a.d.x, y: a.c.y + t * a.d.y };
}

/** Distance of a point from a line. */
export const lineDistance = (l: Line, p: Point) => Math.abs((p.x - l.c.x) * l.d.y - (p.y - l.c.y) * l.d.x);
