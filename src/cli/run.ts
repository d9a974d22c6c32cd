/** `caap run`: being built (see the issue tracker); replaced by its owner. */
import type { Command } from 'commander';
import { CaapError } from '../errors.js';

export function registerRun(program: Command): void {
  program
    .command('run')
    .description('(not built yet)')
    .allowUnknownOption()
    .action(() => {
      throw new CaapError('NOT_BUILT', '`caap run` is not built yet');
    });
}
