/**
 * The per-task chart: for every task a group of horizontal bars, one per run of ours and
 * one for CAAP's published number (hatched where that number is uncertain). SVG, so it
 * goes inline into leaderboard.html; `chartPng` rasterises it with sharp.
 *
 * @example
 *   writeFileSync('leaderboard-chart.svg', chartSvg(lb))
 */
import sharp from 'sharp';
import type { Leaderboard } from './leaderboard.js';

const OURS = ['#1f77b4', '#2ca02c', '#9467bd', '#8c564b', '#17becf'];
const CAAP = '#ff7f0e';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function chartSvg(lb: Leaderboard, compareWith = 'caap'): string {
  const caap = lb.published?.methods.find((m) => m.id === compareWith);
  const tasks = [...new Set(lb.runs.flatMap((r) => r.rows.map((t) => t.task)))].sort();
  const series = lb.runs.length + (caap ? 1 : 0);
  const bar = 8, gap = 6, left = 190, width = 420, top = 44 + 16 * series;
  const group = series * bar + gap;
  const h = top + tasks.length * group + 30;
  const W = left + width + 60;
  const x = (v: number) => left + v * width;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${h}" viewBox="0 0 ${W} ${h}" font-family="Liberation Sans, Arial, sans-serif" font-size="11">`,
    `<defs><pattern id="hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="4" height="4" fill="#fff"/><rect width="2" height="4" fill="${CAAP}"/></pattern></defs>`,
    `<rect width="${W}" height="${h}" fill="#fff"/>`,
    `<text x="10" y="18" font-size="14" font-weight="bold">Success rate per task (raw reward &gt; 0)</text>`,
  ];
  const legend = [...lb.runs.map((r, i) => ({ color: OURS[i % OURS.length]!, label: `ours: ${r.label}` })),
    ...(caap ? [{ color: CAAP, label: `${caap.name} (published${Object.keys(caap.perTask).length === 0 ? ': no per-task numbers in data/published yet' : caap.uncertainValues ? '; hatched = uncertain transcription' : ''})` }] : [])];
  legend.forEach((l, i) => parts.push(`<rect x="10" y="${28 + i * 16}" width="12" height="10" fill="${l.color}"/><text x="28" y="${37 + i * 16}">${esc(l.label)}</text>`));
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(`<line x1="${x(t)}" x2="${x(t)}" y1="${top - 4}" y2="${h - 26}" stroke="#ddd"/>`,
      `<text x="${x(t)}" y="${h - 12}" text-anchor="middle" fill="#555">${t * 100}%</text>`);
  }
  tasks.forEach((task, i) => {
    const y0 = top + i * group;
    parts.push(`<text x="${left - 6}" y="${y0 + (series * bar) / 2 + 4}" text-anchor="end">${esc(task)}</text>`);
    lb.runs.forEach((r, j) => {
      const row = r.rows.find((t) => t.task === task);
      if (!row) return;
      parts.push(`<rect x="${left}" y="${y0 + j * bar}" width="${Math.max(0.5, row.success * width)}" height="${bar - 1}" fill="${OURS[j % OURS.length]}">` +
        `<title>${esc(task)}: ${(row.success * 100).toFixed(1)}% of ${row.episodes}</title></rect>`);
    });
    const c = caap?.perTask[task];
    if (c) {
      parts.push(`<rect x="${left}" y="${y0 + lb.runs.length * bar}" width="${Math.max(0.5, c.value * width)}" height="${bar - 1}" ` +
        `fill="${c.uncertain ? 'url(#hatch)' : CAAP}" stroke="${CAAP}" stroke-width="0.5"><title>${esc(task)}: ${caap!.name} ${Math.round(c.value * 100)}%${c.uncertain ? ' (uncertain)' : ''}</title></rect>`);
    }
  });
  parts.push('</svg>');
  return parts.join('\n');
}

export async function chartPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
}
