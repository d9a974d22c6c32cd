/**
 * `caap demos list`: what the demo library holds per task (demos, actions, whose
 * rationales, observers, seeds) and how many demos a prompt shows at --demos N.
 *
 * @example
 *   caap demos list --demos 1.48   // one row per task, then "106/130 tasks have demos; at --demos 1.48: 173 shown, ..."
 *   caap demos list --json
 */
import path from 'node:path';
import type { Command } from 'commander';
import { demoActions, demoCountFor, libraryStats, listDemoFiles, readDemo } from '../../demos/library.js';
import { embeddedSuite } from '../../env/suites.js';
import { PAPER_DEMOS_PER_TASK } from '../../policies/caap/prompt-config.js';
import { DEMOS_DIR } from '../../util/paths.js';

interface ListOpts {
  out: string;
  json?: boolean;
  demos: number;
}

interface TaskRow {
  task: string;
  demos: number;
  shown: number;
  complexity: number;
  actions: number;
  rationales: Record<string, number>;
  observers: string[];
  seeds: number[];
}

/** One row per embedded task: its demos and actions, rationales by source, and how many a prompt shows at `demosPerTask`. */
function taskRows(out: string, demosPerTask: number): TaskRow[] {
  const stats = libraryStats(out);
  return embeddedSuite().listTasks().map((task) => {
    const demos = listDemoFiles([task], out).map((f) => readDemo(f));
    const acts = demos.flatMap((d) => demoActions(d).map((a) => a.action));
    const sources: Record<string, number> = {};
    for (const a of acts) {
      const k = a.rationale?.source ?? 'none';
      sources[k] = (sources[k] ?? 0) + 1;
    }
    return { task, demos: demos.length, shown: demoCountFor(task, demosPerTask, stats), complexity: stats.tasks.get(task)?.complexity ?? 0,
      actions: acts.length, rationales: sources, observers: [...new Set(demos.map((d) => d.observer))], seeds: demos.map((d) => d.seed) };
  });
}

function list(o: ListOpts): void {
  const rows = taskRows(o.out, o.demos);
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

export function registerDemosList(demos: Command): void {
  demos.command('list')
    .description('demos, actions, rationale sources per task, and how many a prompt shows at --demos N')
    .option('--out <dir>', 'demo library folder', DEMOS_DIR)
    .option('--demos <n>', `mean demonstrations per task for the "shown" column (default ${PAPER_DEMOS_PER_TASK}, the paper's)`, Number, PAPER_DEMOS_PER_TASK)
    .option('--json', 'as JSON')
    .action((o: ListOpts) => list({ ...o, out: path.resolve(o.out) }));
}
