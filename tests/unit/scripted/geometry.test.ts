/**
 * The plane geometry behind the figure rules (src/policies/scripted/kit/geometry.ts), on
 * numbers worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { angleAt, bisectorDirection, bisectorPoint, dist, midpoint, perpendicularPoint, pointOnRay, rightAngleEitherEnd,
  type Region } from '../../../src/policies/scripted/kit/geometry.js';

const big: Region = { left: -100, top: -100, right: 100, bottom: 100 };

describe('angleAt', () => {
  it('measures the angle at the vertex in degrees', () => {
    expect(angleAt({ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 0, y: 7 })).toBeCloseTo(90);
    expect(angleAt({ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 3, y: 3 })).toBeCloseTo(45);
    expect(angleAt({ x: 0, y: 0 }, { x: 5, y: 0 }, { x: -2, y: 0 })).toBeCloseTo(180);
  });
  it('is NaN when a point sits on the vertex', () => {
    expect(angleAt({ x: 1, y: 1 }, { x: 1, y: 1 }, { x: 3, y: 3 })).toBeNaN();
  });
});

describe('midpoint', () => {
  it('halves the segment', () => {
    expect(midpoint({ x: 10, y: 60 }, { x: 41, y: 121 })).toEqual({ x: 25.5, y: 90.5 });
  });
});

describe('bisector', () => {
  it('points between the arms, at equal angles to both', () => {
    const v = { x: 10, y: 10 }, a = { x: 80, y: 10 }, b = { x: 10, y: 30 };
    const p = bisectorPoint(v, a, b, big, 40)!;
    expect(dist(p, v)).toBeCloseTo(40);
    expect(angleAt(v, a, p)).toBeCloseTo(45);
    expect(angleAt(v, b, p)).toBeCloseTo(45);
  });
  it("does not depend on the arms' lengths", () => {
    const d1 = bisectorDirection({ x: 0, y: 0 }, { x: 3, y: 0 }, { x: 0, y: 50 })!;
    expect(d1.x).toBeCloseTo(Math.SQRT1_2);
    expect(d1.y).toBeCloseTo(Math.SQRT1_2);
  });
  it('takes a perpendicular for a straight angle', () => {
    const d = bisectorDirection({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: -10, y: 0 })!;
    expect(Math.abs(d.y)).toBeCloseTo(1);
  });
  it('comes back towards the vertex until the point is inside the region', () => {
    const region = { left: 0, top: 0, right: 20, bottom: 100 };
    const p = pointOnRay({ x: 10, y: 10 }, { x: 1, y: 0 }, region, 60)!;
    expect(p).toEqual({ x: 20, y: 10 });
    expect(pointOnRay({ x: 10, y: 10 }, { x: -1, y: 0 }, { left: 5, top: 0, right: 20, bottom: 100 }, 60)).toBeNull();
  });
});

describe('perpendicularPoint', () => {
  it('stands square on the segment at the vertex', () => {
    const v = { x: 50, y: 50 }, a = { x: 90, y: 70 };
    const p = perpendicularPoint(v, a, big)!;
    expect(angleAt(v, a, p)).toBeCloseTo(90);
    expect(dist(p, v)).toBeCloseTo(40);
  });
  it('takes the side with room', () => {
    // The segment runs along the top edge: only the downward side fits.
    const p = perpendicularPoint({ x: 50, y: 2 }, { x: 90, y: 2 }, { left: 0, top: 0, right: 150, bottom: 130 })!;
    expect(p.y).toBeCloseTo(42);
  });
});

describe('rightAngleEitherEnd', () => {
  it('balances the angle error between both ends on the perpendicular bisector', () => {
    const p = { x: 40, y: 60 }, q = { x: 60, y: 60 };
    const r = rightAngleEitherEnd(p, q, { left: 0, top: 0, right: 100, bottom: 100 })!;
    expect(r.point.x).toBe(50);
    // Far from the segment both angles approach 90 degrees.
    expect(r.error).toBeLessThan(10);
    expect(Math.abs(90 - angleAt(p, q, r.point))).toBeCloseTo(r.error);
    expect(Math.abs(90 - angleAt(q, p, r.point))).toBeCloseTo(r.error);
  });
  it('cannot beat 45 degrees when the region has no room beside a long segment', () => {
    const r = rightAngleEitherEnd({ x: 0, y: 10 }, { x: 100, y: 10 }, { left: 0, top: 0, right: 100, bottom: 20 })!;
    expect(r.error).toBeGreaterThan(45);
  });
});
