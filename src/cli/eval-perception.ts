/** `caap eval-perception`: score the Visual Observer against DOM labels on evaluation seeds. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { buildDataset } from '../dataset/build.js';
import { drawLabelTile, contactSheet } from '../dataset/overlay.js';
import { readDataset } from '../dataset/records.js';
import { resolveSuite } from '../env/suites.js';
import { measureOnLabels } from '../perception/measure-on-labels.js';
import { PerceptionScore, type ScreenErrors } from '../perception/score.js';
import { InvalidArgumentError } from '../errors.js';
import { parseSeedRange } from '../seeds.js';
import { onnxObserver } from './run-observer.js';
import { intArg, withSuiteOptions, scaleOption } from './options.js';
import { parseTaskList } from '../sweep/plan.js';

interface EvalOpts {
  suite: 'embedded' | 'official';
  miniwobDir?: string;
  tasks: string;
  seeds: string;
  perTask: number;
  scale: number;
  out?: string;
  json?: boolean;
  worst: number;
  evalSet?: string;
  onLabels?: boolean;
}

export function registerEvalPerception(program: Command): void {
  withSuiteOptions(program.command('eval-perception').description('score perception against ground-truth labels on evaluation seeds'))
    .requiredOption('--tasks <list>', 'comma-separated tasks, or "all"')
    .requiredOption('--seeds <range>', 'evaluation seeds, e.g. 0-19 (must be within 0-999)')
    .option('--per-task <n>', 'distinct screens per task (start screens and explored states)', intArg('per-task', { min: 1 }), 10)
    .addOption(scaleOption('screenshot scale'))
    .option('--out <dir>', 'keep the evaluation set, the report and the worst examples here')
    .option('--eval-set <dir>', 'score an existing evaluation set (caap dataset build --eval) instead of building one')
    .option('--worst <n>', 'how many worst screens to draw', intArg('worst', { min: 0 }), 12)
    .option('--on-labels',
      'no models: measure colour, figure points, sectors, tree state and text style on the labelled boxes, and score those measurements alone')
    .option('--json', 'print the metrics as JSON')
    .addHelpText('after', '\nExamples:\n  caap eval-perception --suite embedded --tasks all --seeds 0-19 --json\n' +
      '  caap eval-perception --tasks click-pie,count-sides --seeds 0-19 --on-labels   # the pixel measurements on ground-truth boxes')
    .action(async (opts: EvalOpts) => {
      const suite = resolveSuite(opts);
      const tasks = parseTaskList(opts.tasks, suite.listTasks());
      const out = path.resolve(opts.out ?? path.join(os.tmpdir(), `caap-eval-${process.pid}`));
      const setDir = path.resolve(opts.evalSet ?? path.join(out, 'eval-set'));
      mkdirSync(out, { recursive: true });
      const say = (s: string) => {
        if (!opts.json) console.error(s);
      };
      if (!opts.evalSet) {
        say(`building the evaluation set (${tasks.length} tasks, seeds ${opts.seeds}) in ${setDir}`);
        await buildDataset({
          suite: opts.suite,
          miniwobDir: opts.miniwobDir,
          tasks,
          seeds: parseSeedRange(opts.seeds),
          seedSpec: opts.seeds,
          perTask: opts.perTask,
          out: setDir,
          scale: opts.scale,
          evalSet: true,
          force: true,
          log: say,
          command: `caap eval-perception --tasks ${opts.tasks} --seeds ${opts.seeds}`,
        });
      }
      const { manifest, records: all } = await readDataset(setDir);
      if (manifest.split !== 'eval') {
        throw new InvalidArgumentError(`${setDir} is a ${manifest.split} set: perception is scored on evaluation seeds only (build it with --eval)`);
      }
      const records = all.filter((r) => tasks.includes(r.task));
      const observer = opts.onLabels ? null : await onnxObserver();
      const score = new PerceptionScore();
      const worst: { errors: ScreenErrors; image: string; task: string; seed: number; pred: import('../perception/element.js').Element[] }[] = [];
      for (const [i, r] of records.entries()) {
        if (!opts.json && i % 10 === 0) process.stderr.write(`\rperceiving ${i + 1}/${records.length}`);
        const png = readFileSync(path.join(setDir, r.image));
        const pred = observer ? await observer.observe(png, r.scale) : await measureOnLabels(png, r.scale, r.elements);
        const errors = score.add(r.task, pred, r.elements);
        if (errors.total > 0) worst.push({ errors, image: r.image, task: r.task, seed: r.seed, pred });
      }
      if (!opts.json) process.stderr.write('\n');
      const summary = score.summary();
      worst.sort((a, b) => b.errors.total - a.errors.total);
      const tiles = await Promise.all(
        worst.slice(0, opts.worst).map(async (w) =>
          drawLabelTile(readFileSync(path.join(setDir, w.image)), opts.scale, w.pred, {
            title:
              `${w.task} seed ${w.seed}: ${w.errors.total} errors (missed ${w.errors.missed}, extra ${w.errors.extra}, type ${w.errors.wrongType}, text ${w.errors.wrongText}, state ${w.errors.wrongState})`,
          })
        ),
      );
      if (tiles.length) writeFileSync(path.join(out, 'worst.png'), await contactSheet(tiles, 2));
      const report = { suite: suite.name, tasks: tasks.length, seeds: opts.seeds, screens: records.length, scale: opts.scale,
        boxes: opts.onLabels ? 'labels' : 'models', ...summary, worst: tiles.length ? path.join(out, 'worst.png') : null };
      writeFileSync(path.join(out, 'report.json'), JSON.stringify(report, null, 1));
      if (opts.json) {
        console.log(JSON.stringify(report));
        return;
      }
      const o = summary.overall;
      const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(2)}%`);
      console.log(`${records.length} screens, ${o.labels} labelled elements, ${o.predictions} predicted`);
      console.log(
        `recall ${pct(o.recall)}  precision ${pct(o.precision)}  type ${pct(o.typeAccuracy)}  text exact ${pct(o.textExact)} (n-best ${pct(o.textNBest)})  ` +
          `states ${pct(o.stateAccuracy)}  edge error p50 ${o.edgeP50} px, p95 ${o.edgeP95} px`,
      );
      console.log(measuredLine(o, pct));
      console.log('\nper task (recall / precision / type / text / states):');
      for (const [t, m] of Object.entries(summary.perTask)) {
        console.log(`  ${t.padEnd(30)} ${pct(m.recall)} / ${pct(m.precision)} / ${pct(m.typeAccuracy)} / ${pct(m.textExact)} / ${pct(m.stateAccuracy)}`);
      }
      for (const [title, group] of [['per type', summary.perType], ['per task', summary.perTask]] as const) {
        const measured = Object.entries(group).filter(([, m]) => hasMeasuredLabels(m));
        if (!measured.length) continue;
        console.log(`\nmeasured fields ${title}:`);
        for (const [k, m] of measured) console.log(`  ${k.padEnd(30)} ${measuredLine(m, pct)}`);
      }
      console.log(`\nreport: ${path.join(out, 'report.json')}${tiles.length ? `\nworst examples: ${path.join(out, 'worst.png')}` : ''}`);
    });
}

type MetricsOf = ReturnType<PerceptionScore['summary']>['overall'];

const hasMeasuredLabels = (m: MetricsOf) =>
  [m.colourName, m.sectorWithin1, m.valueAccuracy, m.expandedAccuracy, m.styleAccuracy].some((x) => x !== null) || m.geometryN > 0;

/** Colour names, figure geometry (median / p95 CSS px, points missed), sectors, slider values, tree state, text style: those labelled. */
function measuredLine(m: MetricsOf, pct: (x: number | null) => string): string {
  const px = (x: number | null) => (x === Infinity ? 'missed' : `${x} px`);
  const parts: string[] = [];
  if (m.colourName !== null) parts.push(`colour names ${pct(m.colourName)}`);
  if (m.geometryN > 0) parts.push(`geometry p50 ${px(m.geometryP50)}, p95 ${px(m.geometryP95)} (${m.geometryN} points, ${m.geometryMissed} missed)`);
  if (m.sectorWithin1 !== null) parts.push(`sectors within 1 deg ${pct(m.sectorWithin1)} (p50 ${m.sectorP50 === Infinity ? 'missed' : m.sectorP50})`);
  if (m.valueAccuracy !== null) parts.push(`slider values ${pct(m.valueAccuracy)}`);
  if (m.expandedAccuracy !== null) parts.push(`tree state ${pct(m.expandedAccuracy)}`);
  if (m.styleAccuracy !== null) parts.push(`text style ${pct(m.styleAccuracy)}`);
  return parts.length ? parts.join('  ') : 'no measured fields labelled';
}
