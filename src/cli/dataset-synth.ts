/**
 * `caap dataset synth-text`: synthetic text screens for the understander's reader, drawn per
 * seed in the suite's fonts and styles and labelled by the DOM labeller (src/dataset/synth-text/).
 *
 * @example
 *   caap dataset synth-text --seeds 1000-1999 --screens 3000 --scale 2 --out datasets/synth
 */
import path from 'node:path';
import type { Command } from 'commander';
import { parseSeedRange } from '../seeds.js';
import { buildSynthText } from '../dataset/synth-text/build.js';
import { intArg, scaleOption } from './options.js';

interface SynthCliOpts {
  seeds: string;
  screens: number;
  scale: number;
  out: string;
  force?: boolean;
  json?: boolean;
}

export function registerSynthText(dataset: Command): void {
  dataset
    .command('synth-text')
    .description('draw synthetic text screens (names, dates, prices, files, fields, text areas, terminal, calendar titles) in the task frame and label them')
    .option('--seeds <range>', 'training seeds to draw from (1000-2999 only)', '1000-1999')
    .option('--screens <n>', 'screens to draw (screen k uses seed k mod n, draw k div n)', intArg('screens', { min: 1 }), 1000)
    .addOption(scaleOption('device scale of the saved PNGs'))
    .option('--out <dir>', 'output folder', 'datasets/synth')
    .option('--force', 'replace an existing dataset in --out')
    .option('--json', 'print the manifest as JSON when done')
    .addHelpText('after', `
Each screen is the 160x210 task frame of a task page (choose-date-nodelay's shell: core.css and
jQuery UI) with its query bar and task area replaced by drawn text widgets; the DOM labeller labels
it, so the folder reads like any \`dataset build\` output (labels.jsonl, images/, manifest.json).
Seeds outside 1000-2999 are refused.

Example:
  caap dataset synth-text --seeds 1000-1999 --screens 3000 --scale 2 --out datasets/synth`)
    .action(async (opts: SynthCliOpts) => {
      const seeds = parseSeedRange(opts.seeds);
      const out = path.resolve(opts.out);
      console.error(`drawing ${opts.screens} synthetic text screens from seeds ${opts.seeds}, scale ${opts.scale} -> ${out}`);
      const manifest = await buildSynthText({
        seeds,
        seedSpec: opts.seeds,
        screens: opts.screens,
        scale: opts.scale,
        out,
        force: opts.force ?? false,
        command: process.argv.slice(2).join(' '),
        log: (l) => console.error(l),
      });
      if (opts.json) console.log(JSON.stringify(manifest, null, 2));
      else {
        console.log(`${manifest.screens} screens in ${(manifest.buildMs / 1000).toFixed(1)} s -> ${out}`);
        console.log(`per type: ${Object.entries(manifest.countsPerType).filter(([, n]) => n > 0).map(([t, n]) => `${t} ${n}`).join(', ')}`);
        console.log(`dataset hash ${manifest.datasetHash}`);
      }
    });
}
