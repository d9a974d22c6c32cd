/**
 * `caap report DIR...`: merges the episode records of sweep folders (shards, machines,
 * resumed runs) and writes leaderboard.md, leaderboard.json, leaderboard.html and two
 * pictures (per-task chart, tasks x runs heat map), the CAAP paper's numbers beside ours
 * by the paper's rules. `--published-only` writes the paper's tables without any sweep.
 *
 * @example
 *   caap report runs/shard1 runs/shard2 --out runs/merged --prices prices.json
 *   caap report runs/s1 --csv   # one row per episode and one per task x run, beside the leaderboard
 *   caap report --published-only --out runs/paper
 */
import path from 'node:path';
import type { Command } from 'commander';
import { InvalidArgumentError } from '../errors.js';
import { PAPER_TABLES_FILES, TABLE5_HEADER, table5Cells } from '../sweep/report/paper-tables.js';
import { PRICES_EXAMPLE } from '../sweep/report/prices.js';
import { loadPublished, PUBLISHED_FILES } from '../sweep/report/published.js';
import { headline, REPORT_FILES, writePaperTables, writeReport } from '../sweep/report/write.js';
import { CSV_FILES } from '../sweep/report/csv.js';
import { relinkReport } from '../sweep/report/relink.js';

interface ReportOpts {
  out?: string;
  published?: string | boolean;
  publishedOnly?: boolean;
  prices?: string;
  png: boolean;
  json?: boolean;
  csv?: boolean;
  relink?: boolean;
}

export function registerReport(program: Command): void {
  program
    .command('report')
    .description('merge sweep records (folders or .jsonl files) into leaderboard.md/.json/.html and a chart')
    .argument('[dirs...]', 'sweep folders (DIR/episodes.jsonl), folders of sweep folders, or .jsonl files (required unless --published-only)')
    .option('--out <dir>', 'where to write the leaderboard (default: the first folder; required with --published-only)')
    .option('--prices <file>', `price table for the cost columns: JSON of model -> USD per 1M tokens, e.g. ${PRICES_EXAMPLE}`)
    .option('--published <dir>', `folder of the published numbers (default data/published: ${Object.values(PUBLISHED_FILES).join(', ')})`)
    .option('--no-published', 'leave the published numbers out (no standard-set figures then)')
    .option('--published-only', "write the paper's tables (Table 5 recomputed from Table 8 and checked; Tables 1, 6, 7) to --out; no sweep needed")
    .option('--no-png', 'write the pictures as SVG only')
    .option('--json', 'print leaderboard.json on stdout')
    .option('--relink',
      'rewrite the leaderboard in each folder given from its leaderboard.json, dropping the trace links whose files are gone (a leaderboard copied out of its sweep); no records needed')
    .option('--csv', `also write ${CSV_FILES.episodes} (one row per episode) and ${CSV_FILES.tasks} (one row per task x run), for pandas or a spreadsheet`)
    .addHelpText('after', `
One run per sweep configuration (policy, model as recorded, prompt preset and switches, variant,
observer, suite, budgets): policies and models are compared side by side, never merged; answers of
the built-in test model (caap-test-server/...) are marked as such. An episode recorded twice counts once;
shards merged give the leaderboard of one run of the whole sweep.

The paper's rules: success = raw reward > 0, with 95 % Wilson intervals; "tasks over 70/80/90 %" is
strictly over; the standard set is the paper's Table 8 (100 tasks), its figure the sum over those 100
divided by 100 with tasks not run counting 0, shown with the number of them covered; tasks outside it
are reported apart; published methods are computed over their own Table 8 rows; episodes with an LLM
failure (outage, replay miss) are left out of the rates and counted apart. Runs that differ only in
prompt variant get an ablation table beside the paper's Table 6. Cost per episode needs --prices.

Examples:
  caap report runs/scripted
  caap report runs/scripted --csv      # + leaderboard-episodes.csv, leaderboard-tasks.csv
  caap report runs/shard1 runs/shard2 --out runs/merged
  caap report runs/caap runs/dpot runs/screenagent --out runs/compare --prices prices.json
  caap report --published-only --out runs/paper
  caap report --relink results/*/      # leaderboards moved out of their sweep folders: no dead trace links`)
    .action(async (dirs: string[], o: ReportOpts) => {
      const published = o.published === false ? null : typeof o.published === 'string' ? loadPublished(path.resolve(o.published)) : undefined;
      if (o.publishedOnly) {
        if (!o.out) throw new InvalidArgumentError("--published-only needs --out DIR (where the paper's tables go)");
        if (published === null) throw new InvalidArgumentError('--published-only and --no-published contradict each other');
        const outDir = path.resolve(o.out);
        const t = writePaperTables(outDir, published ?? loadPublished());
        console.log(`| ${TABLE5_HEADER.join(' | ')} |\n| ${TABLE5_HEADER.map(() => '---').join(' | ')} |`);
        for (const r of t.table5) console.log(`| ${table5Cells(r).join(' | ')} |`);
        console.error(`wrote ${PAPER_TABLES_FILES.map((f) => path.join(outDir, f)).join(', ')}`);
        return;
      }
      if (o.relink) {
        if (!dirs.length) throw new InvalidArgumentError('--relink needs the leaderboard folders to rewrite');
        // One folder that cannot be read does not stop the others; it is said, and the exit code is 2.
        for (const d of dirs) {
          try {
            const r = relinkReport(path.resolve(d));
            console.error(`${d}: ${r.dropped} dead trace link(s) dropped, ${r.kept} kept; PNG pictures ${r.png ? 'linked' : 'absent, not linked'}`);
          } catch (e) {
            if (!(e instanceof InvalidArgumentError)) throw e;
            console.error(`caap: ${e.message}`);
            process.exitCode = 2;
          }
        }
        return;
      }
      if (!dirs.length) throw new InvalidArgumentError('caap report needs at least one sweep folder or .jsonl file (or --published-only)');
      const outDir = path.resolve(o.out ?? (dirs[0]!.endsWith('.jsonl') ? path.dirname(dirs[0]!) : dirs[0]!));
      const lb = await writeReport({ inputs: dirs, outDir, published, png: o.png, pricesFile: o.prices, csv: Boolean(o.csv) });
      if (o.json) console.log(JSON.stringify(lb, null, 1));
      else for (const l of headline(lb)) console.log(l);
      for (const p of lb.problems) console.error(`warning: ${p}`);
      const files = [...REPORT_FILES.filter((f) => o.png || !f.endsWith('.png')), ...(o.csv ? Object.values(CSV_FILES) : [])];
      console.error(`wrote ${files.map((f) => path.join(outDir, f)).join(', ')}`);
    });
}
