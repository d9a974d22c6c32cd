/**
 * The nearest-rank percentile of a sample: the smallest value with at least p % of the
 * sample at or below it (always a value of the sample, never an interpolation). One copy
 * for benchmarks (capture and perception latency) and perception scores.
 *
 * @example
 *   percentile([3, 5, 8, 13], 50) // 5
 *   percentile([3, 5, 8, 13], 90) // 13
 */

/** The p-th percentile (0-100, nearest rank) of an ascending array; NaN for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
