/**
 * `caap bench perception`: Visual Observer latency per stage on real screenshots of every
 * task, the shipped pipeline alone or beside a candidate (other models, another build of the
 * code, other session options) in the same run, with a budget per stage that fails the run.
 *
 * @example
 *   caap bench perception --json
 *   caap bench perception --candidate models/candidates/v9 --budget total=25 --json
 *   caap bench perception --baseline-build /tmp/base/dist --screens bench-screens --json   # this code against an older build
 */
import os from 'node:os';
import type { Command } from 'commander';
import { InvalidArgumentError as CommanderArgumentError } from 'commander';
import { loadObserverFromBuild } from '../bench/observer-build.js';
import { overBudget, parseBudget, type StageBudget } from '../bench/budget.js';
import { benchSides, captureRows, type BenchSide, type BenchReport } from '../bench/perception.js';
import { captureScreens, loadScreens, saveScreens } from '../bench/screens.js';
import { embeddedSuite } from '../env/suites.js';
import { BackendOptionsSchema, type BackendOptions } from '../perception/backend.js';
import { modelsDir } from '../perception/model-card.js';
import { OnnxObserver } from '../perception/onnx-observer.js';
import { parseTaskList } from '../sweep/plan.js';
import { intArg, seedArg } from './options.js';

interface BenchCliOptions {
  tasks: string;
  seed: number;
  repeat: number;
  threads: number;
  scales: string;
  json?: boolean;
  candidate?: string;
  candidateSession?: BackendOptions;
  baselineBuild?: string;
  screens?: string;
  saveScreens?: string;
  budget?: StageBudget[];
}

const sessionArg = (v: string): BackendOptions => {
  let raw: unknown;
  try {
    raw = JSON.parse(v);
  } catch {
    throw new CommanderArgumentError(`--candidate-session must be JSON, e.g. '{"threads":1}' (got ${v.slice(0, 40)})`);
  }
  const r = BackendOptionsSchema.safeParse(raw);
  if (!r.success) throw new CommanderArgumentError(`--candidate-session: ${r.error.issues[0]?.path.join('.') || 'options'}: ${r.error.issues[0]?.message}`);
  return r.data;
};
const budgetArg = (v: string) => {
  try {
    return parseBudget(v);
  } catch (e) {
    throw new CommanderArgumentError((e as Error).message);
  }
};

export function registerBench(program: Command): void {
  const bench = program.command('bench').description('benchmarks');
  bench
    .command('perception')
    .description('perception latency per screen and per stage (decode, detector, lines, understander, reading, measure, merge; ' +
      'p50/p90), the shipped pipeline alone or beside a candidate, interleaved in one run')
    .option('--tasks <list>', 'tasks to screenshot, or "all"', 'all')
    .option('--seed <n>', 'episode seed of the screenshots', seedArg(), 0)
    .option('--scales <list>', 'device scales to capture, comma-separated', '1,2')
    .option('--repeat <n>', 'timed runs per screenshot and side', intArg('repeat', { min: 1 }), 3)
    .option('--threads <n>', 'onnxruntime intra-op threads', intArg('threads', { min: 1, max: 64 }), 2)
    .option('--candidate <dir>', 'models folder of a candidate pair (perception.json + the two .onnx), benched beside the shipped pair')
    .option('--candidate-session <json>', 'onnxruntime options of the candidate side, e.g. \'{"graphOptimizationLevel":"extended"}\'', sessionArg)
    .option('--baseline-build <dist>', 'the shipped side runs the observer of this other build (a dist/ folder) of the code: compares code changes')
    .option('--screens <dir>', 'perceive the screens saved in this folder instead of capturing')
    .option('--save-screens <dir>', 'save the captured screens (and their index) to this folder')
    .option('--budget <items>', 'fail (exit 1) when a stage of the pipeline under test is over budget: stage=ms (p50) or stage:p90=ms, comma-separated',
      budgetArg)
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  caap bench perception --json\n' +
      '  caap bench perception --candidate models/candidates/v9 --budget total=25,measure=2 --json\n' +
      '  caap bench perception --baseline-build /tmp/base/dist --screens /tmp/screens --json   # this code against an older build (docs/perception.md)')
    .action(async (opts: BenchCliOptions) => {
      const report = await runBench(opts);
      if (opts.json) console.log(JSON.stringify(report));
      else printReport(report);
      if (report.budget && !report.budget.ok) {
        console.error(`over budget:\n  ${report.budget.exceeded.join('\n  ')}`);
        process.exitCode = 1;
      }
    });
}

async function runBench(opts: BenchCliOptions) {
  const progress = opts.json ? undefined : (line: string) => process.stderr.write(`\r${line.padEnd(70)}`);
  const scales = opts.scales.split(',').map((s) => Number(s.trim()));
  if (scales.some((s) => ![1, 2, 3].includes(s))) throw new CommanderArgumentError(`--scales takes 1, 2 and 3 (got ${opts.scales})`);
  const sides = await loadSides(opts);
  const screens = opts.screens
    ? loadScreens(opts.screens).filter((s) => scales.includes(s.scale))
    : await captureScreens(parseTaskList(opts.tasks, embeddedSuite().listTasks()), opts.seed, scales, progress);
  if (!screens.length) throw new CommanderArgumentError('no screens to perceive');
  if (opts.saveScreens) saveScreens(opts.saveScreens, screens);
  const loadBefore = os.loadavg();
  const bench = await benchSides(screens, sides, { repeat: opts.repeat, onProgress: progress });
  if (progress) process.stderr.write('\n');
  const underTest = sides.at(-1)!.name;
  const results = Object.fromEntries(Object.entries(bench.scales).map(([k, s]) => [k, s.sides[underTest]!]));
  const exceeded = opts.budget ? Object.entries(results).flatMap(([k, row]) => overBudget(opts.budget!, row, k)) : [];
  return {
    threads: opts.threads,
    tasks: new Set(screens.map((s) => s.task)).size,
    seed: opts.seed,
    // The machine is shared: the load average (1, 5, 15 min) says how far to trust the numbers.
    load: { before: loadBefore.map((x) => Math.round(x * 100) / 100), after: os.loadavg().map((x) => Math.round(x * 100) / 100), cpus: os.cpus().length },
    capture: captureRows(screens),
    /** The pipeline under test (the candidate when there is one), per scale: the shape training/caap_train/card.py reads. */
    results,
    ...(sides.length === 2 ? { compare: { shipped: describe(opts, 'shipped'), candidate: describe(opts, 'candidate'), scales: bench.scales } } : {}),
    ...(opts.budget ? { budget: { items: opts.budget, ok: exceeded.length === 0, exceeded } } : {}),
  };
}

async function loadSides(opts: BenchCliOptions): Promise<BenchSide[]> {
  const base = { threads: opts.threads };
  const shipped = opts.baselineBuild
    ? await loadObserverFromBuild(opts.baselineBuild, { ...base, modelsDir: modelsDir() })
    : await OnnxObserver.load(base);
  if (!opts.candidate && !opts.candidateSession && !opts.baselineBuild) return [{ name: 'shipped', observer: shipped }];
  const candidate = await OnnxObserver.load({ ...base, ...opts.candidateSession, ...(opts.candidate ? { modelsDir: opts.candidate } : {}) });
  return [{ name: 'shipped', observer: shipped }, { name: 'candidate', observer: candidate }];
}

function describe(opts: BenchCliOptions, side: 'shipped' | 'candidate'): string {
  if (side === 'shipped') return `${opts.baselineBuild ? `the build in ${opts.baselineBuild}` : 'this build'} with the shipped models (${modelsDir()})`;
  return `this build with ${opts.candidate ? `the models in ${opts.candidate}` : 'the shipped models'}` +
    (opts.candidateSession ? `, session ${JSON.stringify(opts.candidateSession)}` : '');
}

function printReport(report: Awaited<ReturnType<typeof runBench>> & { compare?: { scales: BenchReport['scales'] } }): void {
  const stages = ['decode', 'detector', 'lines', 'understander', 'reading', 'measure', 'merge'];
  for (const [k, c] of Object.entries(report.capture)) console.log(`${k}: capture p50 ${c.p50} ms, p90 ${c.p90} ms (${c.n} screens)`);
  const line = (name: string, r: Record<string, number>) =>
    `  ${name}: total p50 ${r.totalP50} ms, p90 ${r.totalP90} ms | ${
      stages.filter((s) => r[`${s}P50`] !== undefined).map((s) => `${s} ${r[`${s}P50`]}`).join(' · ')
    } ms (p50) | ${r.meanBoxes} boxes/screen`;
  for (const [k, r] of Object.entries(report.results)) {
    const cmp = report.compare?.scales[k];
    console.log(`${k} (${report.threads} threads, load ${report.load.before[0]}):`);
    if (!cmp) {
      console.log(line('shipped', r));
      continue;
    }
    for (const [name, row] of Object.entries(cmp.sides)) console.log(line(name, row));
    console.log(`  ratio candidate/shipped (p50): ${Object.entries(cmp.ratioP50 ?? {}).map(([s, v]) => `${s} ${v}`).join(' · ')}`);
    console.log(
      `  identical element lists: ${cmp.identicalLists}/${r.screens}${
        cmp.differing?.length ? ` (differ: ${cmp.differing.slice(0, 8).join(', ')}${cmp.differing.length > 8 ? ', ...' : ''})` : ''
      }`,
    );
  }
}
