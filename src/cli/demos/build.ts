/**
 * `caap demos build`: runs the scripted policy at demo seeds and keeps the successful
 * episodes as demos in the library (prompts/demos/<task>/seed-<seed>.json).
 *
 * @example
 *   caap demos build --tasks click-tab-2,email-inbox --seeds 3000-3099 --per-task 3
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { runLoop } from '../../agent/loop.js';
import { DemoCollector } from '../../demos/from-episode.js';
import { demoFile, listDemoFiles, writeDemo, type DemoRecord } from '../../demos/library.js';
import { restateStoredElements } from '../../demos/lint.js';
import { withTemplateRationales } from '../../demos/template-rationale.js';
import { BrowserHost } from '../../env/host.js';
import { ScriptedPolicy } from '../../policies/scripted/scripted-policy.js';
import { assertSeedsFor, parseSeedRange } from '../../seeds.js';
import { DEMOS_DIR } from '../../util/paths.js';
import { intArg, scaleOption } from '../options.js';
import { createObserver, type ObserverKind } from '../run-observer.js';
import { gitSha } from '../run-versions.js';
import { DEMO_MIN_RAW_REWARD, observerOption, taskList } from './common.js';

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

type BatchStop = 'any-change' | 'ids';

/** One scripted episode at a demo seed; the demo when it succeeded. */
async function demoEpisode(host: BrowserHost, o: BuildOpts, task: string, seed: number,
  batchStop: BatchStop): Promise<{ demo?: DemoRecord; rawReward: number }>
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

/** The demos of one task, up to --per-task (existing files count); returns how many it has, how many it wrote, and the seeds tried. */
async function buildTask(host: BrowserHost, o: BuildOpts, task: string, seeds: number[]): Promise<{ have: number; made: number; tried: string[] }> {
  let have = o.force ? 0 : listDemoFiles([task], o.out).length, made = 0;
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
  return { have, made, tried };
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
      const r = await buildTask(host, o, task, seeds);
      made += r.made;
      console.error(`[${ti + 1}/${tasks.length}] ${task}: ${r.have} demo(s)${r.have < o.perTask ? ` (wanted ${o.perTask}; tried ${r.tried.join(' ')})` : ''}`);
    }
  } finally {
    await host.close();
  }
  console.log(`${made} demo(s) written to ${o.out}`);
}

export function registerDemosBuild(demos: Command): void {
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
}
