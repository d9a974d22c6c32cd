/**
 * The live progress line of a sweep: done/total, success so far, episodes per minute and
 * the time left at that rate. Pure functions, used by the Playwright reporter.
 *
 * @example
 *   progressLine({ done: 12, total: 450, ok: 11, elapsedMs: 225_000 })
 *   // '12/450 · 11 ok (91.7%) · 3.2 ep/min · ETA 2h 17m'
 */
export interface ProgressState {
  done: number;
  total: number;
  ok: number;
  elapsedMs: number;
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

export function episodesPerMinute(done: number, elapsedMs: number): number {
  return elapsedMs > 0 ? (done * 60_000) / elapsedMs : 0;
}

export function etaMs(s: ProgressState): number {
  if (s.done === 0) return Number.NaN;
  return ((s.total - s.done) * s.elapsedMs) / s.done;
}

export function progressLine(s: ProgressState): string {
  const pct = s.done ? ` (${((100 * s.ok) / s.done).toFixed(1)}%)` : '';
  const rate = episodesPerMinute(s.done, s.elapsedMs);
  // Finished: no duration here; `caap sweep` prints the sweep's one duration at its end.
  const eta = s.done >= s.total ? 'done' : `ETA ${formatDuration(etaMs(s))}`;
  return `${s.done}/${s.total} · ${s.ok} ok${pct} · ${rate.toFixed(1)} ep/min · ${eta}`;
}
