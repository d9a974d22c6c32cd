/**
 * The demonstration library, in one place: the record schema, reading (with every check a
 * demo must pass), writing, listing, and the rule that picks which demos a prompt shows.
 * Both the CAAP prompt (src/policies/caap) and the `caap demos` commands use it; rendering
 * stays with the prompt (src/policies/caap/demos.ts).
 *
 * A demo is a task of the same type solved at a demo seed (3000-3999), recorded step by step
 * with the screen as the ONNX observer saw it (ids 1..N, the instruction bar included), each
 * action with the element it acted on and a rationale that says who wrote it. Stored as pretty
 * JSON in prompts/demos/<task>/<name>.json, so a person can review and edit it.
 *
 * How many demos a task gets (the paper: 0 to 5 per task, "tailored to the task's complexity",
 * 1.48 on average over its 67 tasks): demoCountFor() gives each task
 *   min(5, demos held, round(k x c(task)))
 * where c(task) is the median number of actions of the task's demos (its complexity) and k is
 * calibrated once per mean N (--demos): the smallest k at which the mean count over the
 * reference tasks comes nearest N. The reference tasks are the paper's 67 tasks that the
 * library holds (src/demos/paper-tasks.ts), or every task of the library when it holds none of
 * them (a test library). A one-click task gets none at the default; a nine-action form gets three.
 *
 * @example
 *   const demos = selectDemos('email-inbox-forward-nl', 1.48)   // the first 2 of its library demos
 *   const file = writeDemo(record)                              // prompts/demos/<task>/seed-<seed>.json
 *   for (const { file, demo } of readDemoFiles(['click-button'])) console.log(file, demo.steps.length)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { InvalidArgumentError } from '../errors.js';
import { ElementListSchema } from '../perception/element.js';
import { assertSeedsFor } from '../seeds.js';
import { parseAction } from '../agent/actions.js';
import { ActedElementSchema } from '../agent/record.js';
import { DEMOS_DIR } from '../util/paths.js';
import { PAPER_TASKS } from './paper-tasks.js';

/** Where a rationale came from: written by the program (scripted), an LLM (Figure 8), or the person who acted. */
export const RATIONALE_SOURCES = ['scripted', 'llm', 'person'] as const;
export type RationaleSource = (typeof RATIONALE_SOURCES)[number];

export const RationaleSchema = z.object({
  text: z.string().min(1),
  source: z.enum(RATIONALE_SOURCES),
  /** The model that wrote it (source "llm"). */
  model: z.string().optional(),
  /**
   * Which program wrote a "scripted" rationale: the template writer (src/demos/template-rationale.ts,
   * from the demo's own screens and actions), or, when absent, the scripted policy's own one-line reason.
   */
  writer: z.literal('template').optional(),
}).strict();
export type Rationale = z.infer<typeof RationaleSchema>;

export const DemoActionSchema = z.object({
  name: z.string(),
  args: z.record(z.string(), z.unknown()).default({}),
  /** The element the action touched, as it looked then (data; files written before hold its text, read back into data). */
  element: ActedElementSchema.optional(),
  /** Why the action was taken, and who says so. */
  rationale: RationaleSchema.optional(),
});

export const DemoStepSchema = z.object({
  /** The screen before the step's actions, as the observer numbered it (the actions before the last one did not change it). */
  elements: ElementListSchema,
  actions: z.array(DemoActionSchema).min(1),
  /** The screen after the step's last action (absent when the episode ended with it). */
  after: ElementListSchema.optional(),
});

/** Who performed the demonstration's actions. */
export const PERFORMERS = ['scripted-policy', 'person'] as const;

export const DemoRecordSchema = z.object({
  task: z.string(),
  seed: z.number().int(),
  goal: z.string(),
  steps: z.array(DemoStepSchema).min(1),
  performer: z.enum(PERFORMERS),
  /** The perception the screens came from: models = the ONNX observer (what the agent sees). */
  observer: z.enum(['models', 'labels']),
  /**
   * How the recording loop cut multi-action batches: any-change (the paper's; only a step's
   * last action changed the screen) or ids (an earlier action may have changed it too).
   * Absent for a person's recording, where every gesture is its own step.
   */
  batchStop: z.enum(['any-change', 'ids']).optional(),
  /** Raw reward the demonstration reached. */
  rawReward: z.number().optional(),
  /** How the record was made (command, policy, versions). */
  source: z.string().optional(),
});
export type DemoRecord = z.infer<typeof DemoRecordSchema>;
export type DemoStep = DemoRecord['steps'][number];
export type DemoAction = DemoStep['actions'][number];

/** Checks a parsed value as a demo: schema, demo seed, registry actions. `where` names it in errors. */
export function validateDemo(raw: unknown, where: string): DemoRecord {
  const r = DemoRecordSchema.safeParse(raw);
  if (!r.success) throw new InvalidArgumentError(`${where} is not a demo record: ${r.error.issues[0]?.message} at ${r.error.issues[0]?.path.join('.')}`);
  assertSeedsFor('demos', [r.data.seed]);
  for (const s of r.data.steps) for (const a of s.actions) parseAction(a.name, a.args); // must be valid actions
  return r.data;
}

/** Reads and checks one demo file. */
export function readDemo(file: string): DemoRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InvalidArgumentError(`Demo ${file} is not readable JSON: ${(e as Error).message}`);
  }
  return validateDemo(raw, `Demo ${file}`);
}

export function demoFile(task: string, seed: number, suffix = '', dir = DEMOS_DIR): string {
  return path.join(dir, task, `seed-${seed}${suffix}.json`);
}

/** Writes (atomically) and returns the file. Refuses records that fail validateDemo (a non-demo seed included). */
export function writeDemo(record: DemoRecord, opts: { dir?: string; suffix?: string; file?: string } = {}): string {
  const demo = validateDemo(record, `the demo of ${record.task} seed ${record.seed}`);
  const file = opts.file ?? demoFile(demo.task, demo.seed, opts.suffix ?? '', opts.dir);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify(demo, null, 1)}\n`);
  renameSync(tmp, file);
  statsCache.clear(); // the counts may have changed
  return file;
}

/** The task folders of the library, sorted. */
export function libraryTasks(dir = DEMOS_DIR): string[] {
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : [];
}

/** The demo files of the given tasks (all task folders when `tasks` is undefined), sorted by task, then file name. */
export function listDemoFiles(tasks?: string[], dir = DEMOS_DIR): string[] {
  return [...(tasks ?? libraryTasks(dir))].sort().flatMap((t) => {
    const d = path.join(dir, t);
    return existsSync(d) ? readdirSync(d).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(d, f)) : [];
  });
}

export function readDemoFiles(tasks?: string[], dir = DEMOS_DIR): { file: string; demo: DemoRecord }[] {
  return listDemoFiles(tasks, dir).map((file) => ({ file, demo: readDemo(file) }));
}

/** Loads the demonstrations of `task` (sorted by file name), at most `max` (default all). */
export function loadDemos(task: string, opts: { dir?: string; max?: number } = {}): DemoRecord[] {
  return listDemoFiles([task], opts.dir ?? DEMOS_DIR).slice(0, opts.max ?? Infinity).map(readDemo);
}

/** Every action of a demo with its step, its index in the step, and whether it is the step's last. */
export function demoActions(d: DemoRecord): { step: DemoStep; stepIndex: number; index: number; action: DemoAction; last: boolean }[] {
  return d.steps.flatMap((step, stepIndex) =>
    step.actions.map((action, index) => ({ step, stepIndex, index, action, last: index === step.actions.length - 1 }))
  );
}

const actionCount = (d: DemoRecord) => d.steps.reduce((n, s) => n + s.actions.length, 0);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export interface LibraryStats {
  /** Per task: demos held and complexity (median actions per demo). */
  tasks: Map<string, { demos: number; complexity: number }>;
  /** The tasks the scale k is calibrated over (the paper's tasks the library holds, else all it holds). */
  reference: string[];
}

const statsCache = new Map<string, LibraryStats>();

/** Stats from per-task counts and complexities (the reference: the paper's tasks among them, else all). */
export function statsOf(tasks: Map<string, { demos: number; complexity: number }>): LibraryStats {
  const paper = [...tasks.keys()].filter((t) => PAPER_TASKS.includes(t));
  return { tasks, reference: paper.length ? paper : [...tasks.keys()] };
}

/** The library's per-task demo counts and complexities (read once per folder and process). */
export function libraryStats(dir = DEMOS_DIR): LibraryStats {
  const key = path.resolve(dir);
  const hit = statsCache.get(key);
  if (hit) return hit;
  const tasks = new Map<string, { demos: number; complexity: number }>();
  for (const task of libraryTasks(dir)) {
    const demos = loadDemos(task, { dir });
    if (demos.length) tasks.set(task, { demos: demos.length, complexity: median(demos.map(actionCount)) });
  }
  const stats = statsOf(tasks);
  statsCache.set(key, stats);
  return stats;
}

const MAX_DEMOS = 5;
const countAt = (t: { demos: number; complexity: number }, k: number) => Math.min(t.demos, MAX_DEMOS, Math.max(0, Math.round(k * t.complexity)));
const meanAt = (stats: LibraryStats, k: number) =>
  stats.reference.reduce((n, task) => n + countAt(stats.tasks.get(task)!, k), 0) / Math.max(1, stats.reference.length);

/**
 * The scale k for a mean of `perTask`: the counts only change where k x c crosses a half, so
 * those points (and 0) are the candidates; the one whose reference mean is nearest wins, the
 * smallest on a tie.
 */
export function demoScale(perTask: number, stats: LibraryStats): number {
  if (perTask <= 0 || !stats.reference.length) return 0;
  const cs = [...new Set(stats.reference.map((t) => stats.tasks.get(t)!.complexity))].filter((c) => c > 0);
  const candidates = [0, ...cs.flatMap((c) => Array.from({ length: MAX_DEMOS }, (_, j) => (j + 0.5) / c + 1e-9))].sort((a, b) => a - b);
  let best = 0, bestGap = Infinity;
  for (const k of candidates) {
    const gap = Math.abs(meanAt(stats, k) - perTask);
    if (gap < bestGap - 1e-9) {
      best = k;
      bestGap = gap;
    }
  }
  return best;
}

/** The number of demos `task` gets for a mean of `perTask` (the rule in the header). */
export function demoCountFor(task: string, perTask: number, stats: LibraryStats = libraryStats()): number {
  const t = stats.tasks.get(task);
  return t ? countAt(t, demoScale(perTask, stats)) : 0;
}

/** The demos the prompt of `task` shows: the first demoCountFor() of the library (by file name). */
export function selectDemos(task: string, perTask: number, dir = DEMOS_DIR): DemoRecord[] {
  const n = demoCountFor(task, perTask, libraryStats(dir));
  return n ? loadDemos(task, { dir, max: n }) : [];
}
