/** `caap llm-test-server`: being built (see the issue tracker); replaced by its owner. */
import type { Command } from 'commander';
import { CaapError } from '../errors.js';

export function registerLlmTestServer(program: Command): void {
  program
    .command('llm-test-server')
    .description('(not built yet)')
    .allowUnknownOption()
    .action(() => {
      throw new CaapError('NOT_BUILT', '`caap llm-test-server` is not built yet');
    });
}
