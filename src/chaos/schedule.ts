/**
 * When a fault campaign disrupts its sweep: the moments of the sweep kills (SIGKILL to the
 * sweep's whole process group, then `--resume`) and of the browser kills (SIGKILL to the
 * sweep's Chromium processes), drawn from the campaign's seed.
 *
 * A moment is "after the records file holds N lines, wait D ms": tied to the sweep's
 * progress, so that every disruption lands while episodes are running whatever the speed of
 * the machine, and D puts it at a random point of an episode (or of the start-up of a
 * resumed sweep, when N was already reached before that sweep started).
 *
 * @example
 *   disruptionSchedule({ episodes: 100, kills: 5, browserKills: 2, seed: 1 })
 *   // [{ kind: 'browser-kill', afterRecords: 9, delayMs: 2310 }, { kind: 'sweep-kill', afterRecords: 17, delayMs: 4120 }, ...]
 */
import seedrandom from 'seedrandom';

export type DisruptionKind = 'sweep-kill' | 'browser-kill';

export interface Disruption {
  kind: DisruptionKind;
  /** Due once the records file holds this many lines (and the disruption before it happened). */
  afterRecords: number;
  /** Then fired this many ms later. */
  delayMs: number;
}

/** Delays after the due point: a sweep kill anywhere in the next few seconds, a browser kill once an episode is under way. */
export const DELAY_MS: Record<DisruptionKind, [number, number]> = { 'sweep-kill': [0, 6_000], 'browser-kill': [500, 4_000] };

export function disruptionSchedule(o: { episodes: number; kills: number; browserKills: number; seed: number }): Disruption[] {
  const rng = seedrandom(`caap-chaos:${o.seed}`);
  const between = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  // Due points between 5 % and 85 % of the plan: room after the last one for the sweep to end on its own.
  const lo = Math.max(1, Math.floor(o.episodes * 0.05)), hi = Math.max(lo, Math.floor(o.episodes * 0.85));
  const draw = (kind: DisruptionKind, n: number): Disruption[] =>
    Array.from({ length: n }, () => ({
      kind,
      afterRecords: between(lo, hi),
      delayMs: between(...DELAY_MS[kind]),
    }));
  const all = [...draw('sweep-kill', o.kills), ...draw('browser-kill', o.browserKills)];
  return all.sort((a, b) => a.afterRecords - b.afterRecords || a.delayMs - b.delayMs);
}

/** Harness faults the sweep applies itself (CAAP_SWEEP_FAULTS, src/sweep/faults.ts), each recorded as a failure of its kind. */
export const HARNESS_FAULTS = [
  { kind: 'crash-page', failure: 'page' },
  { kind: 'hang', failure: 'budget' },
  { kind: 'navigate-away', failure: 'harness' },
  { kind: 'nan-reward', failure: 'harness' },
] as const;

/**
 * `n` episodes of the plan, drawn from the seed, each with a harness fault (crash-page, hang,
 * navigate-away and nan-reward in turn): a fault that ends in a record, so a resumed sweep does not meet it again.
 * Returns the CAAP_SWEEP_FAULTS value and the failure each episode's record must carry.
 */
export function harnessFaultPlan(o: { tasks: string[]; seeds: number[]; n: number; seed: number }): { spec: string; expected: Map<string, string> } {
  const rng = seedrandom(`caap-chaos-harness:${o.seed}`);
  const pool = o.seeds.flatMap((s) => o.tasks.map((t) => `${t}#${s}`));
  const expected = new Map<string, string>();
  const entries: string[] = [];
  for (let i = 0; i < Math.min(o.n, pool.length); i++) {
    const [key] = pool.splice(Math.floor(rng() * pool.length), 1);
    const f = HARNESS_FAULTS[i % HARNESS_FAULTS.length]!;
    entries.push(`${f.kind}@${key}`);
    expected.set(key!, f.failure);
  }
  return { spec: entries.join(','), expected };
}
