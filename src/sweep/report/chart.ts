/**
 * The per-task chart: for every task a group of horizontal bars, one per run that has data
 * on some task, with its 95 % Wilson interval as a whisker, and the paper's CAAP number
 * (Table 8) as the last bar where there is one. The legend lists only series with data,
 * each with its standard-set figure and how many of the standard-set tasks it covers.
 * SVG, so it goes inline into leaderboard.html; `chartPng` rasterises it with sharp.
 *
 * @example
 *   writeFileSync('leaderboard-chart.svg', chartSvg(lb))
 *   writeFileSync('leaderboard-chart.png', await chartPng(chartSvg(lb)))
 */
import sharp from 'sharp';
import { pct } from './format.js';
import type { Leaderboard } from './leaderboard.js';
import { runHeaders } from './report-doc-tasks.js';

export const SERIES_COLOURS = ['#1f77b4', '#2ca02c', '#9467bd', '#8c564b', '#17becf', '#e377c2', '#7f7f7f', '#bcbd22'];
const PAPER = '#ff7f0e';
export const FONT = 'Liberation Sans, DejaVu Sans, Arial, sans-serif';
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Bar {
  value: number;
  ci?: readonly [number, number];
  title: string;
}
interface Series {
  label: string;
  colour: string;
  bars: Map<string, Bar>;
}

function seriesOf(lb: Leaderboard, compareWith: string): Series[] {
  const heads = runHeaders(lb.runs);
  const runs = lb.runs.map((r, i) => ({
    label: `${heads[i]}: ${
      r.metrics.standard
        ? `standard set ${pct(r.metrics.standard.success)} (covered ${r.metrics.standard.covered}/${r.metrics.standard.size})`
        : `mean ${pct(r.metrics.meanSuccess)} over ${r.metrics.tasks} task(s)`
    }`,
    colour: SERIES_COLOURS[i % SERIES_COLOURS.length]!,
    bars: new Map(
      r.rows.filter((t) => t.success !== null).map((
        t,
      ) => [t.task, { value: t.success!, ci: t.ci95, title: `${t.task}: ${pct(t.success)} of ${t.episodes} [${pct(t.ci95[0])}–${pct(t.ci95[1])}]` }]),
    ),
  }));
  const tasks = new Set(lb.runs.flatMap((r) => r.rows.map((t) => t.task)));
  const paper = lb.published?.methods.find((m) => m.id === compareWith);
  const paperBars = new Map(
    Object.entries(paper?.perTask ?? {}).filter(([t]) => tasks.has(t)).map(([t, v]) => [t, { value: v, title: `${t}: ${paper!.name} (paper) ${pct(v)}` }]),
  );
  const all: Series[] = [...runs, ...(paper ?
    [{
      label: `${paper.name} (paper, Table 8; no whisker: no episode counts published): standard set ${pct(paper.standardSetSuccess)} (covered ${
        Object.keys(paper.perTask).length
      }/${lb.published!.standardSet.length})`,
      colour: PAPER,
      bars: paperBars,
    }] :
    [])];
  return all.filter((s) => s.bars.size > 0);
}

export function chartSvg(lb: Leaderboard, compareWith = 'caap'): string {
  const series = seriesOf(lb, compareWith);
  const tasks = [...new Set(series.flatMap((s) => [...s.bars.keys()]))].sort();
  const standard = new Set(lb.published?.standardSet ?? tasks);
  const bar = 9, gap = 7, left = 200, width = 440;
  const legendH = 16 * series.length;
  const top = 50 + legendH;
  const group = Math.max(1, series.length) * bar + gap;
  const H = top + tasks.length * group + 34;
  const W = Math.max(left + width + 40, 40 + Math.max(0, ...series.map((s) => s.label.length)) * 6.3);
  const x = (v: number) => left + v * width;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W)}" height="${H}" viewBox="0 0 ${Math.round(W)} ${H}" font-family="${FONT}" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="18" font-size="14" font-weight="bold">Success per task (raw reward &gt; 0), whiskers: 95 % Wilson interval</text>`,
  ];
  if (!series.length) parts.push(`<text x="10" y="40" fill="#a00">No task has a counted episode: nothing to chart.</text>`);
  series.forEach((s, i) =>
    parts.push(`<rect x="10" y="${32 + i * 16}" width="12" height="10" fill="${s.colour}"/><text x="28" y="${41 + i * 16}">${esc(s.label)}</text>`)
  );
  for (const t of [0, 0.25, 0.5, 0.7, 0.8, 0.9, 1]) {
    const strong = t === 0 || t === 0.5 || t === 1;
    parts.push(
      `<line x1="${x(t)}" x2="${x(t)}" y1="${top - 4}" y2="${H - 28}" stroke="${strong ? '#ccc' : '#eee'}"${strong ? '' : ' stroke-dasharray="3,3"'}/>`,
      `<text x="${x(t)}" y="${H - 14}" text-anchor="middle" fill="#555">${Math.round(t * 100)}%</text>`,
    );
  }
  tasks.forEach((task, i) => {
    const y0 = top + i * group;
    const name = standard.has(task) ? task : `${task} *`;
    parts.push(`<text x="${left - 6}" y="${y0 + (series.length * bar) / 2 + 4}" text-anchor="end">${esc(name)}</text>`);
    series.forEach((s, j) => {
      const b = s.bars.get(task);
      if (!b) return;
      const y = y0 + j * bar;
      parts.push(
        `<rect x="${left}" y="${y}" width="${Math.max(1, b.value * width).toFixed(1)}" height="${bar - 1}" fill="${s.colour}" fill-opacity="${
          b.ci ? 0.85 : 1
        }"><title>${esc(b.title)}</title></rect>`,
      );
      if (b.ci) {
        const cy = y + (bar - 1) / 2;
        parts.push(
          `<path d="M${x(b.ci[0]).toFixed(1)} ${cy}H${x(b.ci[1]).toFixed(1)}M${x(b.ci[0]).toFixed(1)} ${cy - 3}v6M${x(b.ci[1]).toFixed(1)} ${
            cy - 3
          }v6" stroke="#222" stroke-width="1.1" fill="none"/>`,
        );
      }
    });
  });
  if (tasks.some((t) => !standard.has(t))) {
    parts.push(`<text x="10" y="${H - 4}" fill="#555" font-size="10">* outside the paper's standard set (Table 8)</text>`);
  }
  parts.push('</svg>');
  return parts.join('\n');
}

export async function chartPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
}
