/**
 * The seed split of design.md, enforced in one place.
 *   0-999      evaluation only
 *   1000-2999  vision training data
 *   3000-3999  demonstrations
 *
 * @example
 *   assertSeedsFor('training', parseSeedRange('1000-1999')) // ok
 *   assertSeedsFor('demos', [5])                             // throws SeedPolicyError
 */
import { InvalidArgumentError, SeedPolicyError } from './errors.js';

export const SEED_RANGES = {
  evaluation: { min: 0, max: 999 },
  training: { min: 1000, max: 2999 },
  demos: { min: 3000, max: 3999 },
} as const;

export type SeedPurpose = keyof typeof SEED_RANGES;

export function seedPurposeOf(seed: number): SeedPurpose | 'other' {
  for (const [purpose, r] of Object.entries(SEED_RANGES)) {
    if (seed >= r.min && seed <= r.max) return purpose as SeedPurpose;
  }
  return 'other';
}

/** Parses "5", "0-49" or "1,2,10-12" into a sorted list of distinct seeds. */
export function parseSeedRange(spec: string): number[] {
  const seeds = new Set<number>();
  for (const part of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) throw new InvalidArgumentError(`Bad seed range "${part}": expected N, A-B or a comma list of them`);
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    // Past 2^53 a number loses its last digits (s++ no longer moves it): refuse, never loop.
    if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) {
      throw new InvalidArgumentError(`Bad seed range "${part.slice(0, 60)}": seeds are whole numbers from 0 to ${Number.MAX_SAFE_INTEGER}`);
    }
    if (b < a) throw new InvalidArgumentError(`Bad seed range "${part}": end before start`);
    if (b - a > 1_000_000) throw new InvalidArgumentError(`Seed range "${part}" is too large`);
    for (let s = a; s <= b; s++) seeds.add(s);
  }
  if (seeds.size === 0) throw new InvalidArgumentError(`Empty seed range "${spec}"`);
  return [...seeds].sort((x, y) => x - y);
}

/** Refuses any seed outside the range reserved for `purpose`. */
export function assertSeedsFor(purpose: SeedPurpose, seeds: number[]): void {
  const r = SEED_RANGES[purpose];
  const bad = seeds.filter((s) => s < r.min || s > r.max);
  if (bad.length) {
    const examples = bad.slice(0, 5).join(', ');
    throw new SeedPolicyError(
      `Seeds ${examples}${bad.length > 5 ? ', ...' : ''} may not be used for ${purpose}: ` +
        `${purpose} uses seeds ${r.min}-${r.max} only (0-999 evaluation, 1000-2999 training, 3000-3999 demos).`,
    );
  }
}
