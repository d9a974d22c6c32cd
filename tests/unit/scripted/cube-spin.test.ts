/**
 * The drag-cube model: the page's bands and its torque, and drags planned on it.
 */
import { describe, expect, it } from 'vitest';
import { activeSide, planDrag, spin, START } from '../../../src/policies/scripted/rules/drag/cube-spin.js';

describe('cube model', () => {
  it("reads the sides off the page's bands", () => {
    expect(activeSide({ x: 100, y: 250, upsideDown: false })).toBe(1);
    expect(activeSide({ x: 100, y: 100, upsideDown: true })).toBe(6);
    expect(activeSide({ x: 100, y: 20, upsideDown: false })).toBe(5);
    expect(activeSide({ x: 100, y: 150, upsideDown: true })).toBe(3);
    expect(activeSide({ x: 10, y: 150, upsideDown: true })).toBe(4);
    expect(activeSide({ x: 10, y: 20, upsideDown: false })).toBe(2);
  });
  it('turns about 1.05 degrees per pixel of a 40 px drag, and the torque dies below 1', () => {
    const s = spin(START, -40, 0);
    // Upside down at the start: a drag to the left raises X from 1122 (42 after the wraps).
    expect(s.x).toBeGreaterThan(42 + 40);
    expect(s.x).toBeLessThan(42 + 48);
    expect(Math.abs(s.tx)).toBeLessThanOrEqual(1);
    expect(s.y).toBe(136);
  });
  it("gives the page notes' sides for the first drag from the start", () => {
    expect(activeSide(spin(START, -40, 0))).toBe(3);
    expect(activeSide(spin(START, -110, 0))).toBe(2);
    expect(activeSide(spin(START, 40, 0))).toBe(4);
    expect(activeSide(spin(START, 110, 0))).toBe(5);
    expect(activeSide(spin(START, 0, -110))).toBe(1);
    expect(activeSide(spin(START, 0, 40))).toBe(6);
  });
  it('plans one drag from the start to every side, inside the page', () => {
    for (const side of [1, 2, 3, 4, 5, 6]) {
      const p = planDrag(START, side, { maxDx: 140, maxDy: 110 })!;
      expect(p, `side ${side}`).not.toBeNull();
      expect(activeSide(p.after)).toBe(side);
      expect(Math.abs(p.dx) <= 140 && Math.abs(p.dy) <= 110).toBe(true);
    }
  });
});

describe('drag planning', () => {
  it('centres the pose in its band: side 3 from the start is a drag of about 40 px to the left, not a nudge', () => {
    const p = planDrag(START, 3, { maxDx: 140, maxDy: 110 })!;
    expect(p.dy).toBe(0);
    expect(p.dx).toBeLessThan(-30);
    expect(p.after.x).toBeGreaterThan(70);
    expect(p.after.x).toBeLessThan(100);
  });
});
