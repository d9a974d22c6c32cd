/**
 * Small statistics for leaderboards: the Wilson score interval of a success rate (good
 * at 0 %, 100 % and small n, where the normal approximation is not) and means.
 *
 * @example
 *   wilson(9, 10) // [0.596, 0.982]
 */

/** 95 % Wilson score interval of `k` successes in `n` trials ([0, 1] when n = 0). */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN;
}

/** Rounds for stable JSON (golden files): 4 decimals for rates, whole numbers for ms. */
export const r4 = (x: number): number => (Number.isFinite(x) ? Math.round(x * 1e4) / 1e4 : x);
export const r1 = (x: number): number => (Number.isFinite(x) ? Math.round(x * 10) / 10 : x);
