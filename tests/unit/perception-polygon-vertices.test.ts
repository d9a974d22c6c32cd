/**
 * A pen-drawn polygon's vertices (measure-points.ts): count-sides draws its outline with a
 * thick pen and mitred corners, whose sharp anti-aliased tips once measured as two
 * vertices each (a triangle with six).
 */
import { describe, expect, it } from 'vitest';
import type { Pixels } from '../../src/perception/colour.js';
import { measurePoints } from '../../src/perception/measure-points.js';

type P = { x: number; y: number };

/** Is p inside the convex polygon (clockwise or not)? */
function inside(poly: P[], p: P): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!, b = poly[(i + 1) % poly.length]!;
    const c = Math.sign((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
    if (c === 0) continue;
    if (sign === 0) sign = c;
    else if (c !== sign) return false;
  }
  return true;
}

/** The polygon with every side moved outwards by d (mitred corners: neighbouring sides crossed). */
function offset(poly: P[], d: number): P[] {
  const c = poly.reduce((s, p) => ({ x: s.x + p.x / poly.length, y: s.y + p.y / poly.length }), { x: 0, y: 0 });
  const sides = poly.map((a, i) => {
    const b = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    let n = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
    if ((a.x - c.x) * n.x + (a.y - c.y) * n.y < 0) n = { x: -n.x, y: -n.y };
    return { a: { x: a.x + n.x * d, y: a.y + n.y * d }, b: { x: b.x + n.x * d, y: b.y + n.y * d } };
  });
  return sides.map((s, i) => {
    const t = sides[(i + sides.length - 1) % sides.length]!;
    const [p, r] = [t.a, { x: t.b.x - t.a.x, y: t.b.y - t.a.y }];
    const [q, u] = [s.a, { x: s.b.x - s.a.x, y: s.b.y - s.a.y }];
    const k = ((q.x - p.x) * u.y - (q.y - p.y) * u.x) / (r.x * u.y - r.y * u.x);
    return { x: p.x + k * r.x, y: p.y + k * r.y };
  });
}

/** A white 160 x 210 frame at `scale` with the polygon's outline drawn by a `pen` px pen, anti-aliased. */
function outline(poly: P[], pen: number, scale: number): Pixels {
  const outer = offset(poly, pen / 2), inner = offset(poly, -pen / 2);
  const grey = new Map<number, number>();
  const shade = (x: number, y: number) => {
    const key = y * 160 * scale + x;
    if (!grey.has(key)) {
      let n = 0;
      for (let i = 0; i < 4; i++) {
        for (let j = 0; j < 4; j++) {
          const p = { x: (x + (i + 0.5) / 4) / scale, y: (y + (j + 0.5) / 4) / scale };
          if (inside(outer, p) && !inside(inner, p)) n++;
        }
      }
      grey.set(key, Math.round(255 * (1 - n / 16)));
    }
    return grey.get(key)!;
  };
  return { width: 160 * scale, height: 210 * scale, rgb: (x, y) => {
    const g = shade(x, y);
    return [g, g, g];
  } };
}

describe('polygon vertices of a pen-drawn outline', () => {
  const triangle = [{ x: 63, y: 70 }, { x: 110, y: 105 }, { x: 58, y: 128 }];
  it('measures a sharp triangle as three vertices, each near its corner', () => {
    const img = outline(triangle, 3, 2);
    const box = { left: 50, top: 62, right: 120, bottom: 136 };
    const points = measurePoints(img, { type: 'shape', subtype: 'triangle', box }, 2)!;
    expect(points).toHaveLength(3);
    for (const v of triangle) expect(Math.min(...points.map((p) => Math.hypot(p.x - v.x, p.y - v.y)))).toBeLessThan(2.5);
  });
  it('keeps every vertex of a small many-sided polygon (sides of 14 px)', () => {
    for (const n of [5, 6, 7, 8]) {
      const r = 7 / Math.sin(Math.PI / n); // side 14 px
      const poly = Array.from({ length: n },
        (_, k) => ({ x: 80 + r * Math.cos((2 * Math.PI * k) / n + 0.3), y: 100 + r * Math.sin((2 * Math.PI * k) / n + 0.3) }));
      const box = { left: 80 - r - 4, top: 100 - r - 4, right: 80 + r + 4, bottom: 100 + r + 4 };
      expect(measurePoints(outline(poly, 3, 2), { type: 'shape', subtype: 'polygon', box }, 2)).toHaveLength(n);
    }
  });
});
