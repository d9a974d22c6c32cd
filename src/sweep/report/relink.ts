/**
 * `caap report --relink DIR`: rewrites a leaderboard folder whose links no longer reach their
 * files (a leaderboard copied out of its sweep folder, as the ones committed under results/,
 * written where the traces were). From DIR/leaderboard.json alone: every failed episode's
 * trace link whose file is not there any more becomes "no trace kept", and leaderboard.json,
 * .md and .html are written again by today's renderers, the charts inlined from DIR's SVGs and
 * the PNG pictures linked only when DIR holds them. No record is needed.
 *
 * @example
 *   const r = relinkReport('results/scripted-106-labels-0-49')
 *   console.log(`${r.dropped} dead trace link(s) removed`)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError } from '../../errors.js';
import { LeaderboardSchema, type Leaderboard } from './leaderboard.js';
import { CHART_FILES } from './report-doc.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-md.js';

/** Whether a relative link from DIR reaches a file (the link's segments are URL-encoded). */
export function linkReaches(dir: string, href: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return false;
  try {
    return existsSync(path.join(dir, ...decodeURI(href.split('#')[0]!).split('/')));
  } catch {
    return false;
  }
}

export function relinkReport(dir: string): { dropped: number; kept: number; png: boolean } {
  const file = path.join(dir, 'leaderboard.json');
  let lb: Leaderboard;
  try {
    // Checked against today's schema, but rewritten as it was written: an older configuration
    // keeps its own shape (the schema would read it into today's, with defaults it never had).
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Leaderboard;
    const r = LeaderboardSchema.safeParse(raw);
    if (!r.success) throw new Error(`${r.error.issues[0]?.message} at ${r.error.issues[0]?.path.join('.')}: written by an older version`);
    lb = raw;
  } catch (e) {
    throw new InvalidArgumentError(`--relink ${dir}: ${file} is not a readable leaderboard (${(e as Error).message.split('\n')[0]})`);
  }
  let dropped = 0, kept = 0;
  for (const run of lb.runs) {
    for (const row of run.rows) {
      for (const f of row.failures) {
        if (f.trace === null) continue;
        if (linkReaches(dir, f.trace)) kept++;
        else {
          f.trace = null;
          dropped++;
        }
      }
    }
  }
  const svg = (name: string) => {
    const p = path.join(dir, `${name}.svg`);
    return existsSync(p) ? readFileSync(p, 'utf8').trim() : undefined;
  };
  const charts = { chart: svg(CHART_FILES.chart), heatmap: svg(CHART_FILES.heatmap) };
  const png = existsSync(path.join(dir, `${CHART_FILES.chart}.png`)) && existsSync(path.join(dir, `${CHART_FILES.heatmap}.png`));
  writeFileSync(file, `${JSON.stringify(lb, null, 1)}\n`);
  writeFileSync(path.join(dir, 'leaderboard.md'), renderMarkdown(lb));
  writeFileSync(path.join(dir, 'leaderboard.html'),
    renderHtml(lb, { ...(charts.chart ? { chart: charts.chart } : {}), ...(charts.heatmap ? { heatmap: charts.heatmap } : {}) }, { png }));
  return { dropped, kept, png };
}
