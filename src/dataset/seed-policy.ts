/**
 * Seed discipline of the dataset (design.md, seed split): training data only from seeds
 * 1000-2999; seeds 0-999 only with the explicit evaluation switch, which writes an
 * evaluation set (used by perception evaluation alone); demo seeds 3000-3999 never.
 *
 * @example
 *   checkDatasetSeeds([1000, 1001], false)  // ok: training
 *   checkDatasetSeeds([5], false)           // throws SeedPolicyError: needs --eval
 *   checkDatasetSeeds([5], true)            // ok: evaluation set
 */
import { SeedPolicyError } from '../errors.js';
import { assertSeedsFor, seedPurposeOf } from '../seeds.js';

export function checkDatasetSeeds(seeds: number[], evalSet: boolean): void {
  if (evalSet) {
    assertSeedsFor('evaluation', seeds);
    return;
  }
  const evalSeeds = seeds.filter((s) => seedPurposeOf(s) === 'evaluation');
  if (evalSeeds.length) {
    throw new SeedPolicyError(
      `Seeds ${evalSeeds.slice(0, 5).join(', ')}${evalSeeds.length > 5 ? ', ...' : ''} are evaluation seeds (0-999): ` +
        'training data comes from seeds 1000-2999 only. Pass --eval to write an evaluation set from them instead.',
    );
  }
  assertSeedsFor('training', seeds);
}
