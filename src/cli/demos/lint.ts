/**
 * `caap demos lint`: checks that every demo agrees with itself (src/demos/lint.ts); --fix
 * first restates each action's stored element from its step's screen. Exit 1 when
 * problems remain.
 *
 * @example
 *   caap demos lint --fix   // "318 demo(s): 0 problem(s), 2 stored element(s) restated"
 */
import path from 'node:path';
import type { Command } from 'commander';
import { readDemoFiles, writeDemo } from '../../demos/library.js';
import { lintDemo, restateStoredElements } from '../../demos/lint.js';
import { DEMOS_DIR } from '../../util/paths.js';
import { taskList } from './common.js';

interface LintOpts {
  tasks: string;
  out: string;
  fix?: boolean;
}

/** Lints every demo (src/demos/lint.ts); --fix restates stored elements first. Exit 1 when problems remain. */
function lint(o: LintOpts): void {
  const files = readDemoFiles(o.tasks === 'all' ? undefined : taskList(o.tasks), o.out);
  let problems = 0, fixed = 0;
  for (const { file, demo } of files) {
    let d = demo;
    if (o.fix) {
      const r = restateStoredElements(demo);
      if (r.fixed) {
        writeDemo(r.demo, { file });
        fixed += r.fixed;
        d = r.demo;
      }
    }
    for (const p of lintDemo(d)) {
      console.log(`${path.relative(o.out, file)}: ${p}`);
      problems++;
    }
  }
  console.log(`${files.length} demo(s): ${problems} problem(s)${o.fix ? `, ${fixed} stored element(s) restated` : ''}`);
  if (problems) process.exitCode = 1;
}

export function registerDemosLint(demos: Command): void {
  demos.command('lint')
    .description(
      'check that every demo agrees with itself: no element id in a rationale, quotes only of what is there, action ids and stored elements as the step screens list them',
    )
    .option('--tasks <list>', 'comma list of tasks, or "all"', 'all')
    .option('--fix', "first restate each action's stored element from its step's screen where they differ")
    .option('--out <dir>', 'demo library folder', DEMOS_DIR)
    .addHelpText('after', '\nExits 1 when a problem remains.\n\nExample:\n  caap demos lint --fix')
    .action((o: LintOpts) => lint({ ...o, out: path.resolve(o.out) }));
}
