/** Small statistics helpers for benchmarks. */

/** The p-th percentile (nearest rank) of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
