/** `caap tasks`: the tasks of a suite, with their group (the standard set, or beyond it). */
import type { Command } from 'commander';
import { resolveSuite } from '../env/suites.js';
import { taskFacts } from '../env/task-facts.js';
import { loadPublished } from '../sweep/report/published.js';
import { withSuiteOptions } from './options.js';

export function registerTasks(program: Command): void {
  withSuiteOptions(program.command('tasks').description('list the tasks of a suite'))
    .option('--json', 'print a JSON array of {name, suite, group: "standard" | "beyond", unsolvable?}')
    .addHelpText('after', '\ngroup: "standard" for the 100 tasks of the CAAP paper\'s Table 8, "beyond" for the rest; unsolvable: why no agent\n' +
      'can solve the task on the official page (hover-shape never gives a reward).\n\nExample:\n  caap tasks --json')
    .action((opts: { suite: string; miniwobDir?: string; json?: boolean }) => {
      const suite = resolveSuite(opts);
      const standard = loadPublished().standardSet;
      const tasks = suite.listTasks().map((t) => taskFacts(t, suite.name, standard));
      if (opts.json) console.log(JSON.stringify(tasks));
      else {
        for (const t of tasks) {
          console.log(`${t.name}${t.group === 'beyond' ? '  (beyond the standard set)' : ''}${t.unsolvable ? `  (unsolvable: ${t.unsolvable})` : ''}`);
        }
        const inStandard = tasks.filter((t) => t.group === 'standard').length;
        console.error(
          `${tasks.length} tasks in the ${suite.name} suite (${suite.root}): ${inStandard} of the standard set's ${standard.length}, ${
            tasks.length - inStandard
          } beyond it`,
        );
      }
    });
}
