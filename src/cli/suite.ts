/** `caap suite ...`: tools for the embedded suite itself (the look check). */
import path from 'node:path';
import type { Command } from 'commander';
import { BrowserHost } from '../env/host.js';
import { DEFAULT_REFERENCE_DIR, renderLookSheet } from '../env/look-sheet.js';
import { embeddedSuite } from '../env/suites.js';
import { parseTaskList } from '../sweep/plan.js';
import { intArg } from './options.js';

export function registerSuite(program: Command): void {
  const suite = program.command('suite').description('tools for the embedded suite');
  suite
    .command('sheet')
    .description('render embedded tasks at scale 3 beside the official reference pictures, with a difference image')
    .requiredOption('--tasks <list>', 'comma-separated task names, or "all"')
    .option('--seed <n>', 'seed (references exist for 1000 at scale 3)', intArg('seed'), 1000)
    .option('--reference-dir <dir>', 'folder of <task>__seed<N>.png references', DEFAULT_REFERENCE_DIR)
    .requiredOption('--out <file>', 'output PNG')
    .addHelpText('after', '\nExample:\n  caap suite sheet --tasks click-button,choose-list --seed 1000 --out sheet.png')
    .action(async (opts: { tasks: string; seed: number; referenceDir: string; out: string }) => {
      const tasks = parseTaskList(opts.tasks, embeddedSuite().listTasks());
      const host = await BrowserHost.start();
      try {
        const rows = await renderLookSheet(host, {
          tasks,
          seed: opts.seed,
          referenceDir: opts.referenceDir,
          out: path.resolve(opts.out),
          onProgress: (done, total, task) => process.stderr.write(`\r[${done}/${total}] ${task.padEnd(40)}`),
        });
        process.stderr.write('\n');
        for (const r of rows) {
          console.log(`${r.task.padEnd(32)} ${r.reference ? `${r.differingPixels} px differ` : 'NO REFERENCE'}`);
        }
        console.error(`sheet: ${path.resolve(opts.out)}`);
      } finally {
        await host.close();
      }
    });
}
