/**
 * `caap demos`: the demonstration library in prompts/demos/<task>/*.json.
 *   build      record successful scripted-policy episodes at demo seeds as demos
 *   record     a person solves a task in a visible browser; the input becomes a demo
 *   rationale  the configured LLM writes each action's rationale (the paper's Figure 8); --template: the template writer
 *   lint       checks that every demo agrees with itself (--fix restates stored elements from the step screens)
 *   list       what the library holds per task
 * Demos come from demo seeds only (3000-3999); other seeds are refused.
 *
 * @example
 *   caap demos build --tasks all --seeds 3000-3999 --per-task 3
 *   caap demos record --task click-tab-2 --seed 3005
 *   OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap demos rationale --tasks click-button --cache-mode auto
 *   caap demos rationale --template --tasks all && caap demos lint
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { CACHE_MODES, type CacheMode } from '../llm/cache.js';
import { DEMOS_DIR } from '../util/paths.js';
import { LlmClient } from '../llm/client.js';
import { llmConfigFromEnv } from '../llm/config.js';
import { runLoop } from '../agent/loop.js';
import { DemoCollector } from '../demos/from-episode.js';
import { demoActions, demoCountFor, demoFile, libraryStats, listDemoFiles, readDemo, readDemoFiles, writeDemo, type DemoRecord } from '../demos/library.js';
import { writeRationales } from '../demos/rationale.js';
import { withTemplateRationales } from '../demos/template-rationale.js';
import { lintDemo, restateStoredElements } from '../demos/lint.js';
import { BrowserHost } from '../env/host.js';
import { embeddedSuite } from '../env/suites.js';
import { InvalidArgumentError } from '../errors.js';
import { PAPER_DEMOS_PER_TASK } from '../policies/caap/prompt-config.js';
import { ScriptedPolicy } from '../policies/scripted/scripted-policy.js';
import { assertSeedsFor, parseSeedRange } from '../seeds.js';
import { intArg, seedArg, scaleOption } from './options.js';
import { recordHumanDemo } from './demos-record.js';
import { gitSha } from './run-versions.js';
import { createObserver, type ObserverKind } from './run-observer.js';

/** A demo counts as solved from this raw reward up (partial-credit tasks give less for wrong answers). */
export const DEMO_MIN_RAW_REWARD = 0.5;

function taskList(spec: string): string[] {
  const all = embeddedSuite().listTasks();
  if (spec === 'all') return all;
  const tasks = spec.split(',').map((t) => t.trim()).filter(Boolean);
  const unknown = tasks.filter((t) => !all.includes(t));
  if (unknown.length) throw new InvalidArgumentError(`Unknown task(s): ${unknown.join(', ')} (see caap tasks)`);
  return tasks;
}

interface BuildOpts {
  tasks: string;
  seeds: string;
  perTask: number;
  observer: ObserverKind;
  maxSteps: number;
  out: string;
  force?: boolean;
  scale: number;
  maxTries: number;
  verbose?: boolean;
}

/** One scripted episode at a demo seed; the demo when it succeeded. */
async function demoEpisode(host: BrowserHost, o: BuildOpts, task: string, seed: number,
  batchStop: 'any-change' | 'ids'): Promise<{ demo?: DemoRecord; rawReward: number }>
{
  const ep = await host.openEpisode({ task, seed, scale: o.scale });
  try {
    const collector = new DemoCollector();
    const observer = await createObserver(o.observer, ep);
    const policy = new ScriptedPolicy({ batchStop });
    await runLoop({
      screen: ep.screen,
      goal: ep.goal,
      task,
      observer,
      policy,
      maxSteps: o.maxSteps,
      isDone: async () => (await ep.reward()).done,
      onStep: (rec, art) => {
        collector.add(rec, art);
        if (o.verbose) {
          console.error(`  ${task} seed ${seed} step ${rec.step}: ${rec.actions.map((a) => a.name).join(', ') || '(none)'}` +
            `${rec.error ? ` · ${rec.error.message}` : ''}${rec.batchStop ? ` · cut: ${rec.batchStop.reason}` : ''}`);
        }
      },
    });
    const r = await ep.reward();
    if (!r.done || r.rawReward < DEMO_MIN_RAW_REWARD) return { rawReward: r.rawReward };
    const recorded = collector.record({ task, seed, goal: ep.goal, rawReward: r.rawReward, performer: 'scripted-policy', observer: o.observer, batchStop,
      source:
        `caap demos build: scripted policy (src/policies/scripted) at git ${gitSha()}, observer ${o.observer} at scale ${o.scale}, batch stop ${batchStop}; ` +
        "each action's rationale is written by the template writer from the demo's own screens and actions (source scripted, writer template) " +
        "until caap demos rationale replaces it with an LLM's" });
    // The template reads only the demo's data; the stored elements are stated as the step screens list them.
    const demo = withTemplateRationales(restateStoredElements(recorded).demo).demo;
    return demo.steps.length ? { demo, rawReward: r.rawReward } : { rawReward: r.rawReward };
  } finally {
    await ep.close();
  }
}

/**
 * Demos per task from successful scripted episodes. The loop halts batches on any screen
 * change (the paper's batch stop), so within a step only the last action changed the
 * screen and every action has its own before and after screens (for Figure 8 rationales).
 * A task that gets no demo that way in --max-tries seeds (the scripted rule cannot recover
 * from a cut it did not plan for) is tried again with the ids batch stop; the demo says so.
 */
async function build(o: BuildOpts): Promise<void> {
  const seeds = parseSeedRange(o.seeds);
  assertSeedsFor('demos', seeds);
  const tasks = taskList(o.tasks);
  const host = await BrowserHost.start();
  let made = 0;
  try {
    for (const [ti, task] of tasks.entries()) {
      let have = o.force ? 0 : listDemoFiles([task], o.out).length;
      const tried: string[] = [];
      for (const batchStop of ['any-change', 'ids'] as const) {
        if (batchStop === 'ids' && have > 0) break;
        let failed = 0;
        for (const seed of seeds) {
          if (have >= o.perTask || failed >= o.maxTries) break;
          if (!o.force && existsSync(demoFile(task, seed, '', o.out))) continue;
          const { demo, rawReward } = await demoEpisode(host, o, task, seed, batchStop);
          tried.push(`${seed}:${rawReward}${batchStop === 'ids' ? '(ids)' : ''}`);
          if (!demo) {
            failed++;
            continue;
          }
          writeDemo(demo, { dir: o.out });
          have++;
          made++;
        }
      }
      console.error(`[${ti + 1}/${tasks.length}] ${task}: ${have} demo(s)${have < o.perTask ? ` (wanted ${o.perTask}; tried ${tried.join(' ')})` : ''}`);
    }
  } finally {
    await host.close();
  }
  console.log(`${made} demo(s) written to ${o.out}`);
}

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

interface RationaleOpts {
  tasks: string;
  out: string;
  force?: boolean;
  template?: boolean;
  model?: string;
  cacheMode: CacheMode;
  cacheDir: string;
}

/** Is any LLM endpoint configured (or a cache to replay from)? */
export function llmConfigured(env: NodeJS.ProcessEnv, cacheMode: CacheMode): boolean {
  return Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL || env.AZURE_OPENAI_ENDPOINT) || cacheMode === 'replay';
}

async function rationale(o: RationaleOpts): Promise<void> {
  const files = readDemoFiles(o.tasks === 'all' ? undefined : taskList(o.tasks), o.out);
  if (o.template) {
    let total = 0;
    for (const { file, demo } of files) {
      const { demo: updated, written } = withTemplateRationales(demo, { force: o.force });
      if (written) writeDemo(updated, { file });
      total += written;
    }
    console.log(`${total} template rationale(s) written in ${files.length} demo(s) (source scripted, writer template)`);
    return;
  }
  const pending = files.reduce(
    (n, f) => n + demoActions(f.demo).filter(({ action }) => o.force || !action.rationale || action.rationale.source === 'scripted').length,
    0,
  );
  if (!llmConfigured(process.env, o.cacheMode)) {
    console.log(`No LLM is configured (set OPENAI_BASE_URL / OPENAI_API_KEY, or AZURE_OPENAI_ENDPOINT + AZURE_OPENAI_API_KEY): ` +
      `${pending} action(s) of ${files.length} demo(s) keep their template-written reason (marked source "scripted") or none; ` +
      'prompts say so. (--template rewrites the template reasons without an LLM.)');
    return;
  }
  const llm = new LlmClient(llmConfigFromEnv(process.env, { ...(o.model ? { model: o.model } : {}), cacheMode: o.cacheMode, cacheDir: o.cacheDir }),
    (l) => console.error(l));
  let total = 0;
  for (const [i, { file, demo }] of files.entries()) {
    const { demo: updated, written } = await writeRationales(demo, llm, { force: o.force, log: (l) => console.error(`[${i + 1}/${files.length}] ${l}`) });
    if (written) writeDemo(updated, { file });
    total += written;
  }
  console.log(`${total} rationale(s) written in ${files.length} demo(s)`);
}

/** Lints every demo (src/demos/lint.ts); --fix restates stored elements first. Exit 1 when problems remain. */
function lint(o: { tasks: string; out: string; fix?: boolean }): void {
  const files = readDemoFiles(o.tasks === 'all' ? undefined : taskList(o.tasks), o.out);
  let problems = 0, fixed = 0;
  for (const { file, demo } of files) {
    let d = demo;
    if (o.fix) {
      const r = restateStoredElements(demo);
      if (r.fixed) {
        writeDemo(r.demo, { file });
        fixed += r.fixed;
        d = r.demo;
      }
    }
    for (const p of lintDemo(d)) {
      console.log(`${path.relative(o.out, file)}: ${p}`);
      problems++;
    }
  }
  console.log(`${files.length} demo(s): ${problems} problem(s)${o.fix ? `, ${fixed} stored element(s) restated` : ''}`);
  if (problems) process.exitCode = 1;
}

function list(o: { out: string; json?: boolean; demos: number }): void {
  const stats = libraryStats(o.out);
  const rows = embeddedSuite().listTasks().map((task) => {
    const demos = listDemoFiles([task], o.out).map((f) => readDemo(f));
    const acts = demos.flatMap((d) => demoActions(d).map((a) => a.action));
    const sources: Record<string, number> = {};
    for (const a of acts) {
      const k = a.rationale?.source ?? 'none';
      sources[k] = (sources[k] ?? 0) + 1;
    }
    return { task, demos: demos.length, shown: demoCountFor(task, o.demos, stats), complexity: stats.tasks.get(task)?.complexity ?? 0, actions: acts.length,
      rationales: sources, observers: [...new Set(demos.map((d) => d.observer))], seeds: demos.map((d) => d.seed) };
  });
  if (o.json) {
    console.log(JSON.stringify(rows));
    return;
  }
  for (const r of rows) {
    console.log(
      `${r.task.padEnd(28)} ${String(r.demos).padStart(2)} demo(s), ${String(r.shown).padStart(1)} shown · complexity ${String(r.complexity).padStart(4)} · ` +
        `${String(r.actions).padStart(3)} actions, rationales ${Object.entries(r.rationales).map(([k, v]) => `${k} ${v}`).join(', ')} · ${
          r.observers.join(',')
        } · seeds ${r.seeds.join(',')}`,
    );
  }
  const shown = rows.reduce((n, r) => n + r.shown, 0);
  console.log(`${rows.filter((r) => r.demos > 0).length}/${rows.length} tasks have demos; at --demos ${o.demos}: ${shown} shown, ` +
    `${(shown / rows.length).toFixed(2)} per task (${rows.filter((r) => r.shown === 0).length} tasks with none)`);
}

const observerOption = () =>
  new Option('--observer <observer>', 'perception for the demo screens: models = the ONNX observer (what the ' +
    "agent sees, as the paper's demos); labels = DOM-derived ground truth").choices(['models', 'labels']).default('models');

export function registerDemos(program: Command): void {
  const demos = program.command('demos').description(
    'the demonstration library (prompts/demos): build from the scripted policy, record a person, write rationales',
  );

  demos.command('build')
    .description('run the scripted policy at demo seeds and keep successful episodes as demos')
    .option('--tasks <list>', 'comma list of tasks, or "all"', 'all')
    .option('--seeds <range>', 'demo seeds to try, in order (3000-3999 only)', '3000-3999')
    .option('--per-task <n>', 'demos wanted per task (existing files count)', intArg('per-task', { min: 1 }), 3)
    .addOption(observerOption())
    .addOption(scaleOption())
    .option('--max-steps <k>', 'step budget per episode', intArg('max-steps', { min: 1 }), 15)
    .option('--out <dir>', 'demo library folder', DEMOS_DIR)
    .option('--force', 'rebuild: ignore and overwrite existing demo files')
    .option('--max-tries <n>', 'give up on a task after this many failed seeds', intArg('max-tries', { min: 1 }), 20)
    .option('--verbose', 'print every step')
    .addHelpText('after', '\nExample:\n  caap demos build --tasks click-tab-2,email-inbox --seeds 3000-3099 --per-task 3')
    .action((o: BuildOpts) => build({ ...o, out: path.resolve(o.out) }));

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

  demos.command('rationale')
    .description("ask the configured LLM for each demo action's rationale (the paper's Figure 8 recipe: history, screen before, screen after)")
    .option('--tasks <list>', 'comma list of tasks, or "all"', 'all')
    .option('--force', 'rewrite every rationale, also those an LLM or a person wrote (default: replace only the scripted/template ones)')
    .option('--template', 'write them with the template writer (src/demos/template-rationale.ts: what is seen, what remains, why) instead of an LLM')
    .option('--model <name>', 'model name (default $CAAP_MODEL, else gpt-4o)')
    .addOption(new Option('--cache-mode <mode>', 'LLM record/replay cache').choices([...CACHE_MODES]).default('auto'))
    .option('--cache-dir <dir>', 'cache folder', '.cache/llm')
    .option('--out <dir>', 'demo library folder', DEMOS_DIR)
    .addHelpText('after', '\nWithout OPENAI_BASE_URL / OPENAI_API_KEY / AZURE_OPENAI_ENDPOINT (and without --template) it says so and changes\n' +
      'nothing: the demos keep their template-written reasons, marked source "scripted", and the prompt says whose reasons they are.\n\n' +
      'Examples:\n  OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap demos rationale --tasks click-button\n  caap demos rationale --template --tasks all')
    .action((o: RationaleOpts) => rationale({ ...o, out: path.resolve(o.out) }));

  demos.command('lint')
    .description(
      'check that every demo agrees with itself: no element id in a rationale, quotes only of what is there, action ids and stored elements as the step screens list them',
    )
    .option('--tasks <list>', 'comma list of tasks, or "all"', 'all')
    .option('--fix', "first restate each action's stored element from its step's screen where they differ")
    .option('--out <dir>', 'demo library folder', DEMOS_DIR)
    .addHelpText('after', '\nExits 1 when a problem remains.\n\nExample:\n  caap demos lint --fix')
    .action((o: { tasks: string; out: string; fix?: boolean }) => lint({ ...o, out: path.resolve(o.out) }));

  demos.command('list')
    .description('demos, actions, rationale sources per task, and how many a prompt shows at --demos N')
    .option('--out <dir>', 'demo library folder', DEMOS_DIR)
    .option('--demos <n>', `mean demonstrations per task for the "shown" column (default ${PAPER_DEMOS_PER_TASK}, the paper's)`, Number, PAPER_DEMOS_PER_TASK)
    .option('--json', 'as JSON')
    .action((o: { out: string; json?: boolean; demos: number }) => list({ ...o, out: path.resolve(o.out) }));
}
