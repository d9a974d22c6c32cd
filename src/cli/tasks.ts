/** `caap tasks`: the tasks of a suite. */
import type { Command } from 'commander';
import { resolveSuite } from '../env/suites.js';
import { withSuiteOptions } from './options.js';

export function registerTasks(program: Command): void {
  withSuiteOptions(program.command('tasks').description('list the tasks of a suite'))
    .option('--json', 'print a JSON array of {name, suite}')
    .action((opts: { suite: string; miniwobDir?: string; json?: boolean }) => {
      const suite = resolveSuite(opts);
      const tasks = suite.listTasks();
      if (opts.json) console.log(JSON.stringify(tasks.map((name) => ({ name, suite: suite.name }))));
      else {
        for (const t of tasks) console.log(t);
        console.error(`${tasks.length} tasks in the ${suite.name} suite (${suite.root})`);
      }
    });
}
