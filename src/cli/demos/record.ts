/**
 * `caap demos record`: a person solves a task in a visible browser window; their input
 * becomes a demo (the recorder is recorder.ts beside it), saved when the episode succeeds.
 *
 * @example
 *   caap demos record --task click-tab-2 --seed 3005   // writes prompts/demos/click-tab-2/seed-3005-human.json
 */
import path from 'node:path';
import type { Command } from 'commander';
import { writeDemo } from '../../demos/library.js';
import { BrowserHost } from '../../env/host.js';
import { InvalidArgumentError } from '../../errors.js';
import { assertSeedsFor } from '../../seeds.js';
import { DEMOS_DIR } from '../../util/paths.js';
import { recordHumanDemo } from './recorder.js';
import { intArg, seedArg } from '../options.js';
import { createObserver, type ObserverKind } from '../run-observer.js';
import { DEMO_MIN_RAW_REWARD, observerOption, taskList } from './common.js';

interface RecordOpts {
  task: string;
  seed: number;
  observer: ObserverKind;
  out: string;
  timeout: number;
  headless?: boolean;
}

async function record(o: RecordOpts): Promise<void> {
  assertSeedsFor('demos', [o.seed]);
  taskList(o.task);
  const host = await BrowserHost.start({ headless: Boolean(o.headless) });
  try {
    const ep = await host.openEpisode({ task: o.task, seed: o.seed });
    try {
      console.error(`goal: ${ep.goal}\nSolve the task in the browser window; recording until the episode ends (timeout ${o.timeout} s).`);
      const observer = await createObserver(o.observer, ep);
      const { demo, rawReward, done } = await recordHumanDemo(ep, observer, { timeoutMs: o.timeout * 1000, observerKind: o.observer, log: (l) =>
        console.error(l) });
      if (!done) throw new InvalidArgumentError(`the episode did not end within ${o.timeout} s; nothing was saved`);
      if (!demo.steps.length) throw new InvalidArgumentError('no input was recorded; nothing was saved');
      if (rawReward < DEMO_MIN_RAW_REWARD) {
        console.error(`the episode failed (raw reward ${rawReward}); nothing was saved`);
        process.exitCode = 1;
        return;
      }
      console.log(writeDemo(demo, { dir: o.out, suffix: '-human' }));
    } finally {
      await ep.close();
    }
  } finally {
    await host.close();
  }
}

export function registerDemosRecord(demos: Command): void {
  demos.command('record')
    .description('solve a task yourself in a visible browser window; your clicks, drags and keys become a demo')
    .requiredOption('--task <task>', 'task name')
    .requiredOption('--seed <n>', 'demo seed (3000-3999)', seedArg())
    .addOption(observerOption())
    .option('--timeout <s>', 'give up after this many seconds', intArg('timeout', { min: 1 }), 600)
    .option('--out <dir>', 'demo library folder', DEMOS_DIR)
    .option('--headless', 'no window (for tests that drive the page themselves)')
    .addHelpText('after', '\nThe demo is saved as <out>/<task>/seed-<seed>-human.json when the episode succeeds.\n' +
      'Needs a display (DISPLAY or WAYLAND_DISPLAY) for the window.\n\nExample:\n  caap demos record --task click-tab-2 --seed 3005')
    .action((o: RecordOpts) => record({ ...o, out: path.resolve(o.out) }));
}
