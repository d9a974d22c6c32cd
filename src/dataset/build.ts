/**
 * Builds a labelled screenshot dataset: for each task, episodes on seeds of the chosen
 * range (training 1000-2999, or evaluation 0-999 with `eval`), each explored with raw
 * input; distinct screens only (perceptual hash, per task), each saved as a PNG plus its
 * labels. Tasks run `workers` at a time on one browser; each task's result depends only on
 * the arguments, so the dataset (and its hash) repeats.
 *
 * @example
 *   const m = await buildDataset({ suite: 'embedded', tasks: ['click-tab'], seeds: parseSeedRange('1000-2999'),
 *     seedSpec: '1000-2999', perTask: 70, out: 'datasets/train', scale: 1 })
 *   console.log(m.screens, m.countsPerType)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BrowserHost } from '../env/host.js';
import type { SuiteChoice } from '../env/suites.js';
import { InvalidArgumentError } from '../errors.js';
import { checkDatasetSeeds } from './seed-policy.js';
import { DEFAULT_OFF_POLICY, exploreEpisode, type ExploreDriver } from './explore-episode.js';
import { TaskSession } from '../env/task-session.js';
import { countTypes, ManifestSchema, type Manifest, type ScreenRecord } from './records.js';

export interface BuildOptions extends SuiteChoice {
  suite: 'embedded' | 'official';
  tasks: string[];
  seeds: number[];
  /** The seed range as the user wrote it (for the manifest). */
  seedSpec: string;
  /** Distinct screens wanted per task. */
  perTask: number;
  out: string;
  scale?: number;
  /** Pokes per episode after its start screen. Default 10. */
  actions?: number;
  /** Episodes tried per task before giving up on reaching perTask. Default max(perTask, 10). */
  maxEpisodes?: number;
  vary?: boolean;
  /** Who chooses the pokes (explore-episode.ts): random (default) or the scripted policy. */
  driver?: ExploreDriver;
  /** With the scripted driver, the share of random decisions (default 0.2). */
  offPolicy?: number;
  /** Write an evaluation set from seeds 0-999 instead of training data. */
  evalSet?: boolean;
  workers?: number;
  /** Replace an existing dataset in `out`. */
  force?: boolean;
  command?: string;
  log?: (line: string) => void;
}

const fnv1a = (s: string) => {
  let h = 0x811c9dc5;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h;
};

/** The commit the dataset was built at (null outside a git checkout); recorded in every manifest. */
export function gitSha(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** sha256 over each record's PNG bytes and label line, in record order. */
export function datasetHashOf(records: { line: string; pngSha: string }[]): string {
  const h = createHash('sha256');
  for (const r of records) h.update(r.pngSha).update('\n').update(r.line).update('\n');
  return h.digest('hex');
}

/** An empty dataset folder with images/: a non-empty one is refused unless `force`, which clears the dataset's own files. */
export async function prepareOut(out: string, force: boolean): Promise<void> {
  if (existsSync(out) && readdirSync(out).length > 0) {
    if (!force) throw new InvalidArgumentError(`${out} is not empty: pass --force to replace the dataset there, or choose another --out`);
    for (const f of ['images', 'labels.jsonl', 'manifest.json', 'yolo', 'crops']) await rm(path.join(out, f), { recursive: true, force: true });
  }
  await mkdir(path.join(out, 'images'), { recursive: true });
}

interface TaskResult {
  task: string;
  records: { record: ScreenRecord; pngSha: string }[];
  episodes: number;
}

async function buildTask(host: BrowserHost, o: BuildOptions, task: string): Promise<TaskResult> {
  const scale = o.scale ?? 1;
  const maxEpisodes = o.maxEpisodes ?? Math.max(o.perTask, 10);
  const seen = new Set<string>();
  const records: TaskResult['records'] = [];
  const offset = fnv1a(task) % o.seeds.length;
  let episodes = 0;
  const session = new TaskSession(host, { suite: o.suite, miniwobDir: o.miniwobDir, task, scale });
  try {
    for (let i = 0; i < Math.min(maxEpisodes, o.seeds.length) && records.length < o.perTask; i++) {
      const seed = o.seeds[(offset + i) % o.seeds.length]!;
      episodes++;
      try {
        await exploreEpisode(session, { suite: o.suite, miniwobDir: o.miniwobDir, task, seed, scale, actions: o.actions ?? 10, vary: o.vary ?? false,
          driver: o.driver, offPolicy: o.offPolicy }, async (s) => {
          if (seen.has(s.phash) || records.length >= o.perTask) return;
          seen.add(s.phash);
          const image = `images/${task}_${seed}_${s.step}.png`;
          await writeFile(path.join(o.out, image), s.png);
          records.push({
            pngSha: createHash('sha256').update(s.png).digest('hex'),
            record: { image, suite: o.suite, task, seed, step: s.step, action: s.action, scale, goal: s.goal, variation: s.variation, phash: s.phash,
              elements: s.elements },
          });
        });
      } catch (e) {
        // One broken episode costs its screens, not the build: note it, start afresh.
        o.log?.(`  ! ${task} seed ${seed}: ${(e as Error).message.split('\n')[0]}`);
        await session.close();
      }
    }
  } finally {
    await session.close();
  }
  return { task, records, episodes };
}

export async function buildDataset(o: BuildOptions): Promise<Manifest> {
  const log = o.log ?? (() => undefined);
  if (o.tasks.length === 0) throw new InvalidArgumentError('No tasks to build from');
  if (!Number.isInteger(o.perTask) || o.perTask < 1) throw new InvalidArgumentError(`--per-task must be a positive integer (got ${o.perTask})`);
  checkDatasetSeeds(o.seeds, o.evalSet ?? false);
  await prepareOut(o.out, o.force ?? false);
  const t0 = Date.now();
  const host = await BrowserHost.start();
  const results: TaskResult[] = [];
  let screens = 0;
  const heartbeat = setInterval(
    () => log(`  ... ${screens} screens so far, ${results.length}/${o.tasks.length} tasks done, ${((Date.now() - t0) / 1000).toFixed(0)} s`),
    15_000,
  );
  try {
    const queue = [...o.tasks];
    const worker = async () => {
      for (let task = queue.shift(); task !== undefined; task = queue.shift()) {
        const t1 = Date.now();
        const r = await buildTask(host, o, task);
        results.push(r);
        screens += r.records.length;
        log(
          `[${results.length}/${o.tasks.length}] ${task}: ${r.records.length} screens from ${r.episodes} episodes (${((Date.now() - t1) / 1000).toFixed(1)} s)`,
        );
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(o.workers ?? 2, o.tasks.length)) }, worker));
  } finally {
    clearInterval(heartbeat);
    await host.close();
  }
  const order = new Map(o.tasks.map((t, i) => [t, i]));
  results.sort((a, b) => order.get(a.task)! - order.get(b.task)!);
  const all = results.flatMap((r) => r.records.sort((a, b) => a.record.seed - b.record.seed || a.record.step - b.record.step));
  const lines = all.map((r) => ({ line: JSON.stringify(r.record), pngSha: r.pngSha }));
  await writeFile(path.join(o.out, 'labels.jsonl'), lines.map((l) => l.line).join('\n') + (lines.length ? '\n' : ''));
  const manifest = ManifestSchema.parse({
    format: 'caap-dataset/1',
    split: o.evalSet ? 'eval' : 'train',
    suite: o.suite,
    tasks: o.tasks,
    seeds: o.seedSpec,
    scale: o.scale ?? 1,
    perTask: o.perTask,
    actionsPerEpisode: o.actions ?? 10,
    vary: o.vary ?? false,
    driver: o.driver ?? 'random',
    ...(o.driver === 'scripted' ? { offPolicy: o.offPolicy ?? DEFAULT_OFF_POLICY } : {}),
    screens: all.length,
    episodes: results.reduce((s, r) => s + r.episodes, 0),
    screensPerTask: Object.fromEntries(results.map((r) => [r.task, r.records.length])),
    countsPerType: countTypes(all.map((r) => r.record)),
    datasetHash: datasetHashOf(lines),
    gitSha: gitSha(),
    command: o.command ?? '',
    buildMs: Date.now() - t0,
    createdAt: new Date().toISOString(),
  });
  await writeFile(path.join(o.out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}
