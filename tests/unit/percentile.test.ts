import { describe, expect, it } from 'vitest';
import { percentile } from '../../src/util/percentile.js';

describe('percentile (nearest rank)', () => {
  it('picks a value of the sample: the smallest with p % at or below it', () => {
    const xs = [3, 5, 8, 13];
    expect([0, 25, 26, 50, 51, 90, 100].map((p) => percentile(xs, p))).toEqual([3, 3, 5, 5, 8, 13, 13]);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});
