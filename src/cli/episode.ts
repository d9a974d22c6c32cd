/** `caap episode`: start one episode, print the goal, write the screenshot. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { BrowserHost } from '../env/host.js';
import { intArg, seedArg, withSuiteOptions, scaleOption } from './options.js';
import { prepareFileParent } from './writable.js';

interface EpisodeOpts {
  task: string;
  seed: number;
  suite: string;
  miniwobDir?: string;
  scale: number;
  out?: string;
  json?: boolean;
  mode: string;
}

export function registerEpisode(program: Command): void {
  withSuiteOptions(
    program
      .command('episode')
      .description('start an episode by seed: print the goal and write the task-frame screenshot')
      .requiredOption('--task <task>', 'task name, e.g. click-button')
      .requiredOption('--seed <n>', 'episode seed', seedArg()),
  )
    .addOption(scaleOption('device scale of the screenshot'))
    .option('--out <file>', 'write the screenshot PNG here', undefined)
    .option('--mode <mode>', 'data mode passed to core.setDataMode', 'train')
    .option('--json', 'print {task, seed, suite, goal, screenshot}')
    .addHelpText('after', '\nExample:\n  caap episode --task click-button --seed 1000 --out x.png --json')
    .action(async (opts: EpisodeOpts) => {
      // Before the browser starts: the folder is made, or the option is refused in one line.
      if (opts.out) prepareFileParent('--out', opts.out);
      const host = await BrowserHost.start();
      try {
        const ep = await host.openEpisode({ ...opts });
        const png = await ep.screen.screenshot();
        const out = opts.out ? path.resolve(opts.out) : null;
        if (out) writeFileSync(out, png);
        if (opts.json) {
          console.log(JSON.stringify({ task: opts.task, seed: opts.seed, suite: ep.info.suite, goal: ep.goal, screenshot: out }));
        } else {
          console.log(ep.goal);
          if (out) console.error(`screenshot: ${out} (${160 * opts.scale}x${210 * opts.scale})`);
        }
        await ep.close();
      } finally {
        await host.close();
      }
    });
}
