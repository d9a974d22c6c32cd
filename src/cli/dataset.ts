/**
 * `caap dataset`: build, audit and export the automatically labelled screenshot dataset.
 *
 * @example
 *   caap dataset build --tasks all --seeds 1000-2999 --per-task 70 --out datasets/train
 *   caap dataset show datasets/train --n 50 --out sheet.png
 *   caap dataset export datasets/train --yolo --crops
 */
import path from 'node:path';
import { Option, type Command } from 'commander';
import { resolveSuite } from '../env/suites.js';
import { InvalidArgumentError } from '../errors.js';
import { parseSeedRange } from '../seeds.js';
import { buildDataset } from '../dataset/build.js';
import { DEFAULT_OFF_POLICY, type ExploreDriver } from '../dataset/explore-episode.js';
import { checkDatasetSeeds } from '../dataset/seed-policy.js';
import { exportCrops } from '../dataset/export-crops.js';
import { exportYolo } from '../dataset/export-yolo.js';
import { showDataset } from '../dataset/show.js';
import { registerSynthText } from './dataset-synth.js';
import { intArg, shareArg, withSuiteOptions, scaleOption } from './options.js';

interface BuildCliOpts {
  suite: 'embedded' | 'official';
  miniwobDir?: string;
  tasks: string;
  seeds?: string;
  perTask: number;
  out?: string;
  scale: number;
  actions: number;
  maxEpisodes?: number;
  vary?: boolean;
  driver: ExploreDriver;
  offPolicy?: number;
  eval?: boolean;
  workers: number;
  force?: boolean;
  yolo?: boolean;
  crops?: boolean;
  json?: boolean;
}

function tasksFrom(spec: string, suite: ReturnType<typeof resolveSuite>): string[] {
  const known = suite.listTasks();
  if (spec === 'all') return known;
  const tasks = spec.split(',').map((t) => t.trim()).filter(Boolean);
  for (const t of tasks) suite.taskPath(t); // throws UnknownTaskError with suggestions
  if (tasks.length === 0) throw new InvalidArgumentError('--tasks is empty: give a comma list of task names or "all"');
  return tasks;
}

async function runExports(dir: string, opts: { yolo?: boolean; crops?: boolean }): Promise<void> {
  if (opts.yolo) {
    const c = await exportYolo(dir, path.join(dir, 'yolo'));
    console.error(`yolo: ${c.train} train + ${c.val} val screens in ${path.join(dir, 'yolo')} (data.yaml)`);
  }
  if (opts.crops) {
    const c = await exportCrops(dir, path.join(dir, 'crops'));
    console.error(`crops: ${c.crops} element crops in ${path.join(dir, 'crops')} (crops.jsonl)`);
  }
}

export function registerDataset(program: Command): void {
  const dataset = program.command('dataset').description('build, audit and export the labelled screenshot dataset (vision training data)');

  withSuiteOptions(
    dataset
      .command('build')
      .description('explore tasks with raw mouse/keyboard input and save distinct screens with their DOM-derived labels'),
  )
    .requiredOption('--tasks <list>', 'comma list of task names, or "all"')
    .option('--seeds <range>', 'seed range (default 1000-2999, or 0-999 with --eval); evaluation seeds need --eval')
    .option('--per-task <n>', 'distinct screens per task', intArg('per-task', { min: 1 }), 70)
    .option('--out <dir>', 'output folder (default datasets/train, or datasets/eval with --eval)')
    .addOption(scaleOption('device scale of the saved PNGs'))
    .option('--actions <n>', 'pokes per episode after the start screen', intArg('actions', { min: 0 }), 10)
    .option('--max-episodes <n>', 'episodes per task at most (default: max(per-task, 10))', intArg('max-episodes', { min: 1 }))
    .option('--vary', 'vary the look per episode: another sans-serif font, ±10% zoom, slight colour shift')
    .addOption(
      new Option('--driver <who>',
        'who chooses the pokes: random = random pokes on the labelled elements; scripted = the scripted policy on the ground-truth labels (the states the agent passes through), with a share of random pokes (--off-policy)')
        .choices(['random', 'scripted']).default('random'),
    )
    .option('--off-policy <p>', `with --driver scripted, the share of decisions that are random pokes, 0-1 (default ${DEFAULT_OFF_POLICY})`,
      shareArg('off-policy'))
    .option('--eval', 'write an evaluation set from seeds 0-999 (for perception evaluation only)')
    .option('--workers <n>', 'tasks explored at the same time (4 keeps 2 cores busy: much of an episode is waiting for the page)',
      intArg('workers', { min: 1, max: 64 }), 4)
    .option('--force', 'replace an existing dataset in --out')
    .option('--yolo', 'also write the YOLO export (DIR/yolo)')
    .option('--crops', 'also write per-element crops (DIR/crops)')
    .option('--json', 'print the manifest as JSON when done')
    .addHelpText('after', `
Seeds: 1000-2999 are training seeds; 0-999 (evaluation) are refused unless --eval is given,
which writes an evaluation set instead; 3000-3999 (demos) are always refused.

Example:
  caap dataset build --suite embedded --tasks all --seeds 1000-2999 --per-task 70 --out datasets/train
  caap dataset build --tasks use-colorwheel,search-engine --per-task 150 --driver scripted --out datasets/paths`)
    .action(async (opts: BuildCliOpts) => {
      const suite = resolveSuite(opts);
      const tasks = tasksFrom(opts.tasks, suite);
      const out = path.resolve(opts.out ?? (opts.eval ? 'datasets/eval' : 'datasets/train'));
      const seedSpec = opts.seeds ?? (opts.eval ? '0-999' : '1000-2999');
      const seeds = parseSeedRange(seedSpec);
      checkDatasetSeeds(seeds, opts.eval ?? false); // refuse before anything starts
      if (opts.offPolicy !== undefined && opts.driver !== 'scripted') {
        throw new InvalidArgumentError('--off-policy is the share of random pokes under --driver scripted; give --driver scripted too, or leave it out');
      }
      console.error(
        `building ${
          opts.eval ? 'an evaluation set' : 'training data'
        }: ${tasks.length} tasks x ${opts.perTask} screens, seeds ${seedSpec}, scale ${opts.scale} -> ${out}`,
      );
      const manifest = await buildDataset({
        suite: suite.name,
        miniwobDir: opts.miniwobDir,
        tasks,
        seeds,
        seedSpec,
        perTask: opts.perTask,
        out,
        scale: opts.scale,
        actions: opts.actions,
        maxEpisodes: opts.maxEpisodes,
        vary: opts.vary ?? false,
        driver: opts.driver,
        offPolicy: opts.offPolicy,
        evalSet: opts.eval ?? false,
        workers: opts.workers,
        force: opts.force ?? false,
        command: process.argv.slice(2).join(' '),
        log: (l) => console.error(l),
      });
      await runExports(out, opts);
      if (opts.json) console.log(JSON.stringify(manifest, null, 2));
      else {
        console.log(`${manifest.screens} distinct screens from ${manifest.episodes} episodes in ${(manifest.buildMs / 1000).toFixed(1)} s -> ${out}`);
        console.log(`per type: ${Object.entries(manifest.countsPerType).map(([t, n]) => `${t} ${n}`).join(', ')}`);
        console.log(`dataset hash ${manifest.datasetHash}`);
      }
    });

  registerSynthText(dataset);

  dataset
    .command('show <dir>')
    .description('draw labels over screens of a dataset (box colour by type, element list beside) for a person to audit')
    .option('--n <n>', 'screens on the sheet, picked evenly across the dataset', intArg('n', { min: 1 }), 50)
    .option('--task <task>', 'only screens of this task')
    .option('--columns <n>', 'tiles per row', intArg('columns', { min: 1 }), 3)
    .requiredOption('--out <file>', 'PNG to write')
    .addHelpText('after', '\nExample:\n  caap dataset show datasets/train --n 50 --out sheet.png')
    .action(async (dir: string, opts: { n: number; task?: string; columns: number; out: string }) => {
      const { shown } = await showDataset(dir, opts);
      console.error(`${shown.length} screens drawn to ${path.resolve(opts.out)}`);
    });

  dataset
    .command('export <dir>')
    .description('write the YOLO export (detector) and/or per-element crops (understander) of a dataset')
    .option('--yolo', 'YOLO format in DIR/yolo: images/, labels/, data.yaml')
    .option('--crops', 'element crops in DIR/crops with crops.jsonl')
    .addHelpText('after', '\nExample:\n  caap dataset export datasets/train --yolo --crops')
    .action(async (dir: string, opts: { yolo?: boolean; crops?: boolean }) => {
      if (!opts.yolo && !opts.crops) throw new InvalidArgumentError('Nothing to export: pass --yolo and/or --crops');
      await runExports(dir, opts);
    });
}
