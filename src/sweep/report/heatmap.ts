/**
 * The per-task table as a picture: tasks down, runs across (then the paper's Table 8
 * methods), each cell coloured by success from red (0 %) through yellow to green (100 %)
 * and printed as a percentage; grey where there is no number. The last row gives each
 * column's standard-set figure with the count of standard-set tasks it covers, so a
 * 3-task sweep cannot pass for a 100-task one. Tasks outside the standard set are listed
 * last, under a rule.
 *
 * @example
 *   writeFileSync('leaderboard-heatmap.svg', heatmapSvg(lb))
 */
import { esc, FONT } from './chart.js';
import { pct } from './format.js';
import type { Leaderboard } from './leaderboard.js';
import { runHeaders } from './report-doc-tasks.js';

/** Red -> yellow -> green, light enough for dark text. */
export function heatColour(v: number): string {
  return `hsl(${Math.round(Math.max(0, Math.min(1, v)) * 120)}, 70%, ${v > 0.45 && v < 0.75 ? 62 : 68}%)`;
}

/** `footer`: the standard-set figure and, under it, the covered count. */
interface Column {
  head: string;
  value(task: string): { v: number; n?: number } | undefined;
  footer: [string, string];
  ours: boolean;
  test?: boolean;
}

function columnsOf(lb: Leaderboard): Column[] {
  const heads = runHeaders(lb.runs);
  const size = lb.published?.standardSet.length ?? 0;
  const ours: Column[] = lb.runs.map((r, i) => ({
    head: heads[i]!,
    ours: true,
    test: r.testModel,
    value: (task) => {
      const t = r.rows.find((x) => x.task === task);
      return t && t.success !== null ? { v: t.success, n: t.episodes } : undefined;
    },
    footer: r.metrics.standard ? [pct(r.metrics.standard.success), `${r.metrics.standard.covered}/${size}`] : ['—', `${r.metrics.tasks} tasks`],
  }));
  const paper: Column[] = (lb.published?.methods ?? []).map((m) => ({
    head: `${m.name} (paper)`,
    ours: false,
    value: (task) => (m.perTask[task] === undefined ? undefined : { v: m.perTask[task]! }),
    footer: [pct(m.standardSetSuccess), `${Object.keys(m.perTask).length}/${size}`],
  }));
  return [...ours, ...paper];
}

export function heatmapSvg(lb: Leaderboard): string {
  const cols = columnsOf(lb);
  const covered = [...new Set(lb.runs.flatMap((r) => r.rows.filter((t) => t.success !== null).map((t) => t.task)))].sort();
  const std = lb.published ? covered.filter((t) => lb.published!.standardSet.includes(t)) : covered;
  const outside = lb.published ? covered.filter((t) => !lb.published!.standardSet.includes(t)) : [];
  const rows = [...std, ...outside];
  const MAX_HEAD = 52;
  const cw = 58, ch = 18, left = 200, gapCol = 14;
  // Room for the longest header, written at 55 degrees.
  const headH = Math.min(230, 24 + Math.max(10, ...cols.map((c) => Math.min(MAX_HEAD, c.head.length))) * 4.2);
  const ourCount = cols.filter((c) => c.ours).length;
  const colX = (i: number) => left + i * cw + (i >= ourCount ? gapCol : 0);
  const top = 34 + headH;
  const sepH = outside.length ? 10 : 0;
  const rowY = (i: number) => top + i * ch + (i >= std.length ? sepH : 0);
  const footY = rowY(rows.length) + 6;
  const W = colX(cols.length) + 130, H = footY + 2 * ch + 40;
  const p: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="18" font-size="14" font-weight="bold">Success per task: runs of ours (left) and the paper's Table 8 (right)</text>`,
  ];
  cols.forEach((c, i) => {
    const cx = colX(i) + cw / 2;
    const head = c.head.length > MAX_HEAD ? `${c.head.slice(0, MAX_HEAD - 1)}…` : c.head;
    p.push(
      `<text transform="translate(${cx + 4},${top - 6}) rotate(-55)" font-weight="${c.ours ? 'bold' : 'normal'}"${c.test ? ' fill="#b35900"' : ''}>${
        esc(head)
      }<title>${esc(c.head)}</title></text>`,
    );
  });
  if (!rows.length) p.push(`<text x="10" y="${top + 14}" fill="#a00">No task has a counted episode.</text>`);
  rows.forEach((task, r) => {
    const y = rowY(r);
    p.push(`<text x="${left - 6}" y="${y + ch / 2 + 4}" text-anchor="end">${esc(task)}</text>`);
    cols.forEach((c, i) => {
      const v = c.value(task);
      const x = colX(i);
      p.push(
        `<rect x="${x + 1}" y="${y + 1}" width="${cw - 2}" height="${ch - 2}" fill="${v ? heatColour(v.v) : '#eee'}"><title>${
          esc(`${task} · ${c.head}: ${v ? `${pct(v.v)}${v.n !== undefined ? ` of ${v.n}` : ''}` : 'no number'}`)
        }</title></rect>`,
        `<text x="${x + cw / 2}" y="${y + ch / 2 + 4}" text-anchor="middle" fill="${v ? '#111' : '#999'}">${v ? Math.round(v.v * 100) : '—'}</text>`,
      );
    });
  });
  if (outside.length) {
    const y = rowY(std.length) - sepH / 2;
    p.push(`<line x1="10" x2="${W - 10}" y1="${y}" y2="${y}" stroke="#888" stroke-dasharray="4,3"/>`,
      `<text x="10" y="${y - 2}" font-size="9" fill="#555">outside the standard set ↓</text>`);
  }
  p.push(`<text x="${left - 6}" y="${footY + ch / 2 + 4}" text-anchor="end" font-weight="bold">standard set success</text>`,
    `<text x="${left - 6}" y="${footY + ch + ch / 2 + 4}" text-anchor="end" font-weight="bold">standard-set tasks covered</text>`);
  cols.forEach((c, i) =>
    c.footer.forEach((f, k) =>
      p.push(`<text x="${colX(i) + cw / 2}" y="${footY + k * ch + ch / 2 + 4}" text-anchor="middle" font-weight="bold">${esc(f)}</text>`)
    )
  );
  const ly = footY + 2 * ch + 14;
  [0, 0.25, 0.5, 0.75, 1].forEach((v, i) =>
    p.push(
      `<rect x="${10 + i * 36}" y="${ly}" width="34" height="12" fill="${heatColour(v)}"/><text x="${27 + i * 36}" y="${
        ly + 10
      }" text-anchor="middle" font-size="9">${v * 100}%</text>`,
    )
  );
  p.push(
    `<rect x="${10 + 5 * 36 + 8}" y="${ly}" width="34" height="12" fill="#eee"/><text x="${10 + 5 * 36 + 48}" y="${
      ly + 10
    }" font-size="9">no number (not run, or not reported)</text>`,
  );
  p.push('</svg>');
  return p.join('\n');
}
