/**
 * `caap report` and the end of every sweep: read the records of one or more sweep
 * folders (shards, machines), build the leaderboard and write leaderboard.md, .json,
 * .html and the two pictures (leaderboard-chart and leaderboard-heatmap, SVG and PNG)
 * into the output folder. `writePaperTables` writes the paper's tables alone.
 *
 * @example
 *   const lb = await writeReport({ inputs: ['runs/shard1', 'runs/shard2'], outDir: 'runs/merged', pricesFile: 'prices.json' })
 *   console.log(headline(lb).join('\n'))
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError } from '../../errors.js';
import { readRecordFiles } from '../records.js';
import { chartPng, chartSvg } from './chart.js';
import { CSV_FILES, episodesCsv, tasksCsv } from './csv.js';
import { pct } from './format.js';
import { heatmapSvg } from './heatmap.js';
import { buildLeaderboard, type Leaderboard } from './leaderboard.js';
import { paperTables, PAPER_TABLES_FILES, type PaperTables } from './paper-tables.js';
import { loadPrices } from './prices.js';
import { loadPublished, type Published } from './published.js';
import { CHART_FILES } from './report-doc.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-md.js';

export interface ReportOptions {
  inputs: string[];
  outDir: string;
  /** Published numbers; default data/published. `null` leaves them out. */
  published?: Published | null;
  /** A price table (JSON of model -> USD per 1M prompt/completion tokens) for the cost columns. */
  pricesFile?: string;
  generatedAt?: string;
  /** Skip the PNGs (the SVGs are always written). */
  png?: boolean;
  /** Also write the two CSV tables (csv.ts): one row per episode, one per task x run. */
  csv?: boolean;
}

export const REPORT_FILES = ['leaderboard.md', 'leaderboard.json', 'leaderboard.html', `${CHART_FILES.chart}.svg`, `${CHART_FILES.chart}.png`,
  `${CHART_FILES.heatmap}.svg`, `${CHART_FILES.heatmap}.png`] as const;

export async function writeReport(o: ReportOptions): Promise<Leaderboard> {
  const prices = o.pricesFile ? { file: o.pricesFile, table: loadPrices(o.pricesFile) } : undefined;
  const png = o.png !== false;
  const { records, problems } = readRecordFiles(o.inputs);
  if (!records.length) {
    throw new InvalidArgumentError(`No episode records in ${o.inputs.join(', ')}${problems.length ? ` (${problems.length} unreadable line(s))` : ''}`);
  }
  const outDir = path.resolve(o.outDir);
  mkdirSync(outDir, { recursive: true });
  const lb = buildLeaderboard(records, {
    outDir,
    sources: o.inputs.map((p) => path.resolve(p)),
    generatedAt: o.generatedAt,
    prices,
    published: o.published === null ? undefined : (o.published ?? loadPublished()),
    problems: problems.map((p) => `${path.relative(outDir, p.file)} line ${p.line}: ${p.problem}`),
  });
  const charts = { chart: chartSvg(lb), heatmap: heatmapSvg(lb) };
  writeFileSync(path.join(outDir, 'leaderboard.json'), `${JSON.stringify(lb, null, 1)}\n`);
  writeFileSync(path.join(outDir, 'leaderboard.md'), renderMarkdown(lb));
  writeFileSync(path.join(outDir, 'leaderboard.html'), renderHtml(lb, charts, { png }));
  for (const [name, svg] of [[CHART_FILES.chart, charts.chart], [CHART_FILES.heatmap, charts.heatmap]] as const) {
    writeFileSync(path.join(outDir, `${name}.svg`), `${svg}\n`);
    if (png) writeFileSync(path.join(outDir, `${name}.png`), await chartPng(svg));
  }
  if (o.csv) {
    writeFileSync(path.join(outDir, CSV_FILES.episodes), episodesCsv(records, lb, prices?.table));
    writeFileSync(path.join(outDir, CSV_FILES.tasks), tasksCsv(lb));
  }
  return lb;
}

/** `--published-only`: the paper's tables (Table 5 recomputed and checked, Tables 1, 6, 7) as .md and .json. */
export function writePaperTables(outDir: string, published: Published = loadPublished()): PaperTables {
  const t = paperTables(published);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, PAPER_TABLES_FILES[0]), t.markdown);
  const { markdown: _md, ...data } = t;
  writeFileSync(path.join(outDir, PAPER_TABLES_FILES[1]), `${JSON.stringify({ source: published.source, ...data }, null, 1)}\n`);
  return t;
}

/** The headline numbers of each run, one line each. */
export function headline(lb: Leaderboard): string[] {
  return lb.runs.map((r) => {
    const s = r.metrics.standard;
    return `${r.label}: success ${pct(r.success)} [${pct(r.ci95[0])}–${
      pct(r.ci95[1])
    }] (${r.successes}/${r.episodes} episodes) over ${r.metrics.tasks} task(s)` +
      (s
        ? `; standard set ${pct(s.success)} (covered ${s.covered}/${s.size}); tasks over 90 %: ${s.over['90']}, over 80 %: ${s.over['80']}, over 70 %: ${
          s.over['70']
        }`
        : '') +
      (r.metrics.outside.tasks.length ? `; ${r.metrics.outside.tasks.length} task(s) outside the standard set` : '') +
      (r.metrics.all ? `; all ${r.metrics.all.size} tasks ${pct(r.metrics.all.success)} (covered ${r.metrics.all.covered}/${r.metrics.all.size})` : '') +
      (r.llmFailures ? `; ${r.llmFailures} LLM failure(s) left out` : '') + (r.harnessErrors ? `; ${r.harnessErrors} harness error(s)` : '') +
      (lb.prices && r.perEpisode.costUsd !== null && r.perEpisode.costUsd > 0 ? `; $${r.perEpisode.costUsd.toPrecision(3)} per episode` : '');
  });
}
