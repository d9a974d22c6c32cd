/**
 * `caap report DIR...`: merges the episode records of sweep folders (shards, machines,
 * resumed runs) and writes leaderboard.md, leaderboard.json, leaderboard.html and the
 * chart (leaderboard-chart.svg / .png), with the published numbers beside ours.
 *
 * @example
 *   caap report runs/shard1 runs/shard2 --out runs/merged
 */
import path from 'node:path';
import type { Command } from 'commander';
import { loadPublished } from '../sweep/report/published.js';
import { headline, REPORT_FILES, writeReport } from '../sweep/report/write.js';

interface ReportOpts { out?: string; published?: string | boolean; png: boolean; json?: boolean }

export function registerReport(program: Command): void {
  program
    .command('report')
    .description('merge sweep records (folders or .jsonl files) into leaderboard.md/.json/.html and a chart')
    .argument('<dirs...>', 'sweep folders (DIR/episodes.jsonl), folders of sweep folders, or .jsonl files')
    .option('--out <dir>', 'where to write the leaderboard (default: the first folder)')
    .option('--published <dir>', 'folder of the published numbers (sources.json, miniwob-per-task.tsv)')
    .option('--no-published', 'leave the published numbers out')
    .option('--no-png', 'write the chart as SVG only')
    .option('--json', 'print leaderboard.json on stdout')
    .addHelpText('after', `
Records of one configuration (policy, model, variant, observer, suite, budgets) form one run; an episode
recorded twice counts once. Shards merged give the same leaderboard as one run of the whole sweep.

Examples:
  caap report runs/scripted
  caap report runs/shard1 runs/shard2 --out runs/merged
  caap report runs/a/episodes.jsonl runs/b/episodes.jsonl --out runs/ab --no-published`)
    .action(async (dirs: string[], o: ReportOpts) => {
      const outDir = path.resolve(o.out ?? (dirs[0]!.endsWith('.jsonl') ? path.dirname(dirs[0]!) : dirs[0]!));
      const published = o.published === false ? null : typeof o.published === 'string' ? loadPublished(path.resolve(o.published)) : undefined;
      const lb = await writeReport({ inputs: dirs, outDir, published, png: o.png });
      if (o.json) console.log(JSON.stringify(lb, null, 1));
      else for (const l of headline(lb)) console.log(l);
      for (const p of lb.problems) console.error(`warning: ${p}`);
      console.error(`wrote ${REPORT_FILES.filter((f) => o.png || !f.endsWith('.png')).map((f) => path.join(outDir, f)).join(', ')}`);
    });
}
