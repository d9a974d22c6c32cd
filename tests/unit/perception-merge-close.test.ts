/**
 * mergeClose joins hull corners closer than a pen width (an anti-aliased tip shows as two).
 * The pair that wraps around (the last corner and the first) once looped for ever: a triangle
 * on drag-single-shape hung the perception step (the episode never reached step 2).
 */
import { describe, expect, it } from 'vitest';
import { mergeClose } from '../../src/perception/measure-points.js';

describe('mergeClose', () => {
  it('merges a close pair in the middle of the outline', () => {
    const out = mergeClose([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10.5, y: 0.5 }, { x: 10, y: 10 }, { x: 0, y: 10 }], 2);
    expect(out).toEqual([{ x: 0, y: 0 }, { x: 10.25, y: 0.25 }, { x: 10, y: 10 }, { x: 0, y: 10 }]);
  });

  it('merges the pair that wraps around (last and first corner) and ends', () => {
    const out = mergeClose([{ x: 1, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 0, y: 1 }, { x: 0.5, y: 0.5 }], 2);
    expect(out.length).toBe(4);
    expect(out).toContainEqual({ x: 10, y: 0 });
    expect(out.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))).toBe(true);
  });

  it('keeps a triangle even when all its corners are close', () => {
    expect(mergeClose([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }], 2).length).toBe(3);
  });
});
