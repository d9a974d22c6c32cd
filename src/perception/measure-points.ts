/**
 * Figure geometry measured from pixels after detection (a measurement, not a model), in
 * task-frame CSS px, the way the labeller states it (element.ts `points`):
 * - a dot (circle): its centre, the centre of its box: the box is the circle's extent, and
 *   an ink centroid would be pulled off by the lines that run through dots (bisect-angle);
 * - a line: its two ends, the corners of its box on the diagonal the ink runs along (the
 *   box spans the ends; the ink along the middle of each diagonal decides which);
 * - a rectangle: its box's corners, clockwise from the top left (pages draw them upright);
 * - a triangle or polygon: its vertices, clockwise on screen from the one nearest the top left. The ink's convex hull is reduced to its corners (the smallest
 *   corners are dropped while they cut less than 1 % of the area), each side is refitted to
 *   the outline pixels along it, and neighbouring sides cross at the vertices. An outline
 *   drawn with a pen (count-sides) gives the middle of the pen stroke, as the labels do.
 * Sectors (pie slices) are measured in measure-sector.ts.
 *
 * @example
 *   measurePoints(img, { type: 'shape', subtype: 'line', box }, 2)  // [{x: 54.5, y: 127.5}, {x: 47.5, y: 61.5}]
 */
import type { Pixels } from './colour.js';
import type { Box, Point } from './element.js';
import { backgroundAround, convexHull, crossing, fitLine, inkPixels, lineDistance, polygonArea, rgbDistance, type Line } from './measure-ink.js';

/** The shortest side a page's polygon has (CSS px): nearer vertices are one corner measured twice. */
const MIN_SIDE = 5;

/** Shape subtypes whose geometry is their vertices. */
const POLYGONS = new Set(['triangle', 'polygon']);

const round = (v: number) => Math.round(v * 100) / 100;
const pt = (x: number, y: number): Point => ({ x: round(x), y: round(y) });

/** The figure points of a shape, or undefined where its subtype has none (or nothing was drawn). */
export function measurePoints(img: Pixels, el: { type: string; subtype?: string; box: Box }, scale: number): Point[] | undefined {
  if (el.type !== 'shape') return undefined;
  const { box } = el;
  if (el.subtype === 'circle') return [pt((box.left + box.right) / 2, (box.top + box.bottom) / 2)];
  if (el.subtype === 'line') return lineEnds(img, box, scale);
  // A rectangle on a page stands straight: its corners are its box's (the cost of measuring them is not worth it).
  if (el.subtype === 'rectangle') return [pt(box.left, box.top), pt(box.right, box.top), pt(box.right, box.bottom), pt(box.left, box.bottom)];
  if (el.subtype && POLYGONS.has(el.subtype)) return polygonVertices(img, box, scale);
  return undefined;
}

function lineEnds(img: Pixels, box: Box, scale: number): Point[] {
  const main = [pt(box.left, box.top), pt(box.right, box.bottom)], anti = [pt(box.right, box.top), pt(box.left, box.bottom)];
  const background = backgroundAround(img, box, scale);
  // Ink along the middle of each diagonal (the ends often carry dots); a line too short to
  // show between its dots spans its box either way, so the main diagonal is as good a guess.
  const inkAlong = ([a, b]: Point[]) => {
    let n = 0;
    for (let k = 0; k <= 20; k++) {
      const t = 0.25 + (0.5 * k) / 20;
      const x = Math.floor((a!.x + t * (b!.x - a!.x)) * scale), y = Math.floor((a!.y + t * (b!.y - a!.y)) * scale);
      if (x >= 0 && y >= 0 && x < img.width && y < img.height && rgbDistance(img.rgb(x, y), background) > 100) n++;
    }
    return n;
  };
  return inkAlong(anti) > inkAlong(main) ? anti : main;
}

/** Drops the hull corner that cuts the least area until every corner left cuts at least `minArea`. */
function simplify(hull: Point[], minArea: number): Point[] {
  const poly = [...hull];
  const cut = (i: number) => {
    const a = poly[(i + poly.length - 1) % poly.length]!, b = poly[i]!, c = poly[(i + 1) % poly.length]!;
    return Math.abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / 2;
  };
  while (poly.length > 3) {
    let best = 0, bestCut = Infinity;
    for (let i = 0; i < poly.length; i++) {
      const c = cut(i);
      if (c < bestCut) {
        bestCut = c;
        best = i;
      }
    }
    if (bestCut >= minArea) break;
    poly.splice(best, 1);
  }
  return poly;
}

/** Merges corners closer than `minSide` CSS px (an anti-aliased tip shows as two hull corners). */
export function mergeClose(corners: Point[], minSide: number): Point[] {
  const poly = [...corners];
  for (let i = 0; poly.length > 3 && i < poly.length;) {
    const a = poly[i]!, b = poly[(i + 1) % poly.length]!;
    if (Math.hypot(b.x - a.x, b.y - a.y) >= minSide) {
      i++;
      continue;
    }
    const merged = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    // The last corner's neighbour is the first: splice(i, 2) would drop only one of the pair
    // there, and the loop would meet the same close pair for ever.
    if (i === poly.length - 1) {
      poly[0] = merged;
      poly.pop();
    } else poly.splice(i, 2, merged);
  }
  return poly;
}

function polygonVertices(img: Pixels, box: Box, scale: number): Point[] | undefined {
  const ink = inkPixels(img, box, scale, { marginCss: 2 });
  const hull = convexHull(ink.points);
  if (hull.length < 3) return undefined;
  const area = polygonArea(hull);
  const corners = mergeClose(simplify(hull, Math.max(1, 0.01 * area)), 2);
  const centre = corners.reduce((s, p) => ({ x: s.x + p.x / corners.length, y: s.y + p.y / corners.length }), { x: 0, y: 0 });
  const inkArea = ink.points.length * ink.step * ink.step;
  const perimeter = corners.reduce((s, p, i) => s + Math.hypot(corners[(i + 1) % corners.length]!.x - p.x, corners[(i + 1) % corners.length]!.y - p.y), 0);
  // A pen-drawn outline covers a band along the perimeter; a filled shape covers its hull.
  const penWidth = inkArea / area < 0.6 ? inkArea / perimeter : 0;
  const sides: Line[] = [];
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i]!, b = corners[(i + 1) % corners.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const hullSide: Line = { c: a, d: { x: (b.x - a.x) / len, y: (b.y - a.y) / len } };
    // Outline pixels along the middle of this side, off the corners.
    const along = ink.boundary.filter((p) => {
      const t = ((p.x - a.x) * hullSide.d.x + (p.y - a.y) * hullSide.d.y) / len;
      return t > 0.15 && t < 0.85 && lineDistance(hullSide, p) <= 1.25;
    });
    let side = fitLine(along) ?? hullSide;
    // Outline pixel centres sit half a pixel inside the edge; a pen stroke's middle is half its width further in.
    const inward = normalTowards(side, centre);
    const shift = -ink.step / 2 + penWidth / 2;
    side = { c: { x: side.c.x + inward.x * shift, y: side.c.y + inward.y * shift }, d: side.d };
    sides.push(side);
  }
  const vertices: Point[] = [];
  for (let i = 0; i < sides.length; i++) {
    const v = crossing(sides[(i + sides.length - 1) % sides.length]!, sides[i]!) ?? corners[i]!;
    vertices.push(v);
  }
  // A sharp tip of a pen-drawn outline leaves two hull corners a few px apart; each keeps a
  // short side whose refitted neighbours cross twice near the one vertex (a triangle with six
  // vertices). Vertices closer than a pen's few px are one.
  return clockwiseFromTopLeft(mergeClose(vertices, MIN_SIDE)).map((p) => pt(p.x, p.y));
}

/** The unit normal of a line pointing to the side `p` is on. */
function normalTowards(l: Line, p: Point): Point {
  const n = { x: -l.d.y, y: l.d.x };
  return (p.x - l.c.x) * n.x + (p.y - l.c.y) * n.y >= 0 ? n : { x: -n.x, y: -n.y };
}

/** Vertices clockwise on screen (y grows down), starting with the one nearest the top left. */
export function clockwiseFromTopLeft(vertices: Point[]): Point[] {
  const c = vertices.reduce((s, p) => ({ x: s.x + p.x / vertices.length, y: s.y + p.y / vertices.length }), { x: 0, y: 0 });
  const sorted = [...vertices].sort((a, b) => Math.atan2(a.y - c.y, a.x - c.x) - Math.atan2(b.y - c.y, b.x - c.x));
  let first = 0;
  sorted.forEach((p, i) => {
    if (p.x + p.y < sorted[first]!.x + sorted[first]!.y) first = i;
  });
  return [...sorted.slice(first), ...sorted.slice(0, first)];
}
