/** `caap dataset`: being built (see the issue tracker); replaced by its owner. */
import type { Command } from 'commander';
import { CaapError } from '../errors.js';

export function registerDataset(program: Command): void {
  program
    .command('dataset')
    .description('(not built yet)')
    .allowUnknownOption()
    .action(() => {
      throw new CaapError('NOT_BUILT', '`caap dataset` is not built yet');
    });
}
