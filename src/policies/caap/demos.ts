/**
 * Demonstrations for the prompt's first part, as the paper uses them: a task of the same
 * type solved at a demo seed (3000-3999), recorded step by step with the screen as the
 * ONNX observer saw it, each action with the element it acted on and a rationale that
 * says where it came from (the scripted policy's own reason, an LLM following the paper's
 * Figure 8 recipe, or the person who acted). Stored as JSON in prompts/demos/<task>/*.json.
 *
 * How many demos a task gets (the paper: 0 to 5 per task, "tailored to the task's
 * complexity", 1.48 on average): demoCountFor() gives each task
 *   round(N x c(task) / mean c), clamped to 0..5 and to what the library holds,
 * where N is the mean asked for (--demos, default 1.48) and c(task) the median number of
 * actions of the task's demos in the library (its complexity). A one-click task gets none
 * at the default; a nine-action form gets four.
 *
 * @example
 *   const demos = selectDemos('email-inbox-forward-nl', 1.48)   // the first 2 of its library demos
 *   renderDemos(demos, { rationales: true })                     // Figure 9's DEMO_1 = {...} blocks
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { InvalidArgumentError } from '../../errors.js';
import { ElementListSchema } from '../../perception/element.js';
import { assertSeedsFor } from '../../seeds.js';
import { parseAction } from '../../agent/actions.js';
import { actionBody, quoteReason } from '../../agent/history-text.js';
import { ActedElementSchema } from '../../agent/record.js';
import { DEMOS_DIR } from '../../paths.js';

/** Where a rationale came from: the scripted policy's reason, an LLM (Figure 8), or the person who acted. */
export const RATIONALE_SOURCES = ['scripted', 'llm', 'person'] as const;
export type RationaleSource = (typeof RATIONALE_SOURCES)[number];

export const RationaleSchema = z.object({
  text: z.string().min(1),
  source: z.enum(RATIONALE_SOURCES),
  /** The model that wrote it (source "llm"). */
  model: z.string().optional(),
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
  /** The screen before the step's actions (the actions before the last one did not change it). */
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

/** Parses and checks one demo file: schema, demo seed, registry actions. */
export function readDemo(file: string): DemoRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InvalidArgumentError(`Demo ${file} is not readable JSON: ${(e as Error).message}`);
  }
  const r = DemoRecordSchema.safeParse(raw);
  if (!r.success) throw new InvalidArgumentError(`Demo ${file} is not a demo record: ${r.error.issues[0]?.message} at ${r.error.issues[0]?.path.join('.')}`);
  assertSeedsFor('demos', [r.data.seed]);
  for (const s of r.data.steps) for (const a of s.actions) parseAction(a.name, a.args); // must be valid actions
  return r.data;
}

function demoFilesOf(dir: string, task: string): string[] {
  const d = path.join(dir, task);
  return existsSync(d) ? readdirSync(d).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(d, f)) : [];
}

/** Loads the demonstrations of `task` (sorted by file name), at most `max` (default all). */
export function loadDemos(task: string, opts: { dir?: string; max?: number } = {}): DemoRecord[] {
  return demoFilesOf(opts.dir ?? DEMOS_DIR, task).slice(0, opts.max ?? Infinity).map(readDemo);
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
  /** Mean complexity over the tasks that hold demos. */
  meanComplexity: number;
}

const statsCache = new Map<string, LibraryStats>();

/** The library's per-task demo counts and complexities (read once per folder and process). */
export function libraryStats(dir = DEMOS_DIR): LibraryStats {
  const hit = statsCache.get(dir);
  if (hit) return hit;
  const tasks = new Map<string, { demos: number; complexity: number }>();
  const folders = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : [];
  for (const task of folders) {
    const demos = demoFilesOf(dir, task).map(readDemo);
    if (demos.length) tasks.set(task, { demos: demos.length, complexity: median(demos.map(actionCount)) });
  }
  const cs = [...tasks.values()].map((t) => t.complexity);
  const stats = { tasks, meanComplexity: cs.length ? cs.reduce((a, b) => a + b, 0) / cs.length : 0 };
  statsCache.set(dir, stats);
  return stats;
}

/** The number of demos `task` gets for a mean of `perTask` (the rule in the header). */
export function demoCountFor(task: string, perTask: number, stats: LibraryStats = libraryStats()): number {
  const t = stats.tasks.get(task);
  if (!t || perTask <= 0 || stats.meanComplexity <= 0) return 0;
  return Math.min(t.demos, Math.max(0, Math.min(5, Math.round((perTask * t.complexity) / stats.meanComplexity))));
}

/** The demos the prompt of `task` shows: the first demoCountFor() of the library (by file name). */
export function selectDemos(task: string, perTask: number, dir = DEMOS_DIR): DemoRecord[] {
  const n = demoCountFor(task, perTask, libraryStats(dir));
  return n ? loadDemos(task, { dir, max: n }) : [];
}

/** The element a demo action acted on, described as in the action history (from the step's screen). */
function demoActionBody(step: DemoStep, a: DemoStep['actions'][number]): string {
  return actionBody(a.name, a.args, a.element);
}

/** Every action of a demo with its step (for per-action rationales). */
export function demoActions(d: DemoRecord): { step: DemoStep; stepIndex: number; action: DemoStep['actions'][number]; last: boolean }[] {
  return d.steps.flatMap((step, stepIndex) => step.actions.map((action, i) => ({ step, stepIndex, action, last: i === step.actions.length - 1 })));
}

/**
 * One demo as the paper's Figure 9 shows it: the task, then its action history where each
 * action carries the element description and (with rationales) its reason.
 */
export function renderDemo(d: DemoRecord, n: number, opts: { rationales: boolean; startReason: string }): string {
  const lines = [`DEMO_${n} = {`, `TASK: ${d.goal}`, 'Action History:'];
  lines.push(`demo_action_1: {name: start${opts.rationales ? `, reason: ${quoteReason(opts.startReason)}` : ''}}`);
  demoActions(d).forEach(({ step, action }, i) => {
    const reason = opts.rationales && action.rationale ? `, reason: ${quoteReason(action.rationale.text)}` : '';
    lines.push(`demo_action_${i + 2}: {${demoActionBody(step, action)}${reason}}`);
  });
  lines.push('}');
  return lines.join('\n');
}

export function renderDemos(demos: DemoRecord[], opts: { rationales: boolean; startReason?: string }): string {
  return demos.map((d, i) => renderDemo(d, i + 1, { rationales: opts.rationales, startReason: opts.startReason ?? 'The task begins.' })).join('\n');
}

/** Who performed the demos and who wrote the reasons shown, for the prompt's honest wording. */
export function demoProvenance(demos: DemoRecord[]): { performers: Set<string>; reasons: Set<RationaleSource>; missingReasons: number } {
  const performers = new Set<string>(demos.map((d) => d.performer));
  const reasons = new Set<RationaleSource>();
  let missingReasons = 0;
  for (const d of demos) for (const { action } of demoActions(d)) {
    if (action.rationale) reasons.add(action.rationale.source); else missingReasons++;
  }
  return { performers, reasons, missingReasons };
}
