/**
 * `caap report` and the end of every sweep: read the records of one or more sweep
 * folders (shards, machines), build the leaderboard and write leaderboard.md, .json,
 * .html and the chart (leaderboard-chart.svg and .png) into the output folder.
 *
 * @example
 *   const lb = await writeReport({ inputs: ['runs/shard1', 'runs/shard2'], outDir: 'runs/merged' })
 *   console.log(headline(lb))
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError } from '../../errors.js';
import { readRecordFiles } from '../records.js';
import { chartPng, chartSvg } from './chart.js';
import { pct } from './format.js';
import { buildLeaderboard, type Leaderboard } from './leaderboard.js';
import { loadPublished, type Published } from './published.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-md.js';

export interface ReportOptions {
  inputs: string[];
  outDir: string;
  /** Published numbers; default data/published. `null` leaves them out. */
  published?: Published | null;
  generatedAt?: string;
  /** Skip the PNG (rasterising needs sharp's SVG support; the SVG is always written). */
  png?: boolean;
}

export const REPORT_FILES = ['leaderboard.md', 'leaderboard.json', 'leaderboard.html', 'leaderboard-chart.svg', 'leaderboard-chart.png'] as const;

export async function writeReport(o: ReportOptions): Promise<Leaderboard> {
  const { records, problems } = readRecordFiles(o.inputs);
  if (!records.length) throw new InvalidArgumentError(`No episode records in ${o.inputs.join(', ')}${problems.length ? ` (${problems.length} unreadable line(s))` : ''}`);
  const outDir = path.resolve(o.outDir);
  mkdirSync(outDir, { recursive: true });
  const lb = buildLeaderboard(records, {
    outDir, sources: o.inputs.map((p) => path.resolve(p)), generatedAt: o.generatedAt,
    published: o.published === null ? undefined : (o.published ?? loadPublished()),
    problems: problems.map((p) => `${path.relative(outDir, p.file)} line ${p.line}: ${p.problem}`),
  });
  const svg = chartSvg(lb);
  writeFileSync(path.join(outDir, 'leaderboard.json'), `${JSON.stringify(lb, null, 1)}\n`);
  writeFileSync(path.join(outDir, 'leaderboard.md'), renderMarkdown(lb));
  writeFileSync(path.join(outDir, 'leaderboard.html'), renderHtml(lb, svg));
  writeFileSync(path.join(outDir, 'leaderboard-chart.svg'), `${svg}\n`);
  if (o.png !== false) writeFileSync(path.join(outDir, 'leaderboard-chart.png'), await chartPng(svg));
  return lb;
}

/** The headline numbers of each run, one line each. */
export function headline(lb: Leaderboard): string[] {
  return lb.runs.map((r) => `${r.label}: mean success ${pct(r.metrics.meanSuccess)} over ${r.metrics.tasks} task(s) ` +
    `(${r.successes}/${r.episodes} episodes); tasks >= 90 %: ${r.metrics.atLeast['90']}, >= 80 %: ${r.metrics.atLeast['80']}, ` +
    `>= 70 %: ${r.metrics.atLeast['70']}; over the ${r.metrics.standardSet.size}-task set: ${pct(r.metrics.standardSet.success)}` +
    `${r.harnessErrors ? `; ${r.harnessErrors} harness error(s)` : ''}`);
}
