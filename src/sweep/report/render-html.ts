/**
 * leaderboard.html: the report document (report-doc.ts) as one self-contained page, the
 * charts inline as SVG, every failed episode linked to its trace (the seed, with the
 * reason as a tooltip).
 *
 * @example
 *   writeFileSync('leaderboard.html', renderHtml(lb, { chart: chartSvg(lb), heatmap: heatmapSvg(lb) }))
 */
import type { Block, Span } from './doc.js';
import type { Leaderboard } from './leaderboard.js';
import { reportDoc } from './report-doc.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function spanHtml(s: Span): string {
  let t = esc(s.text);
  if (s.code) t = `<code>${t}</code>`;
  if (s.strong) t = `<b>${t}</b>`;
  if (s.tone) t = `<span class="${s.tone}">${t}</span>`;
  if (s.href) return `<a href="${esc(s.href)}"${s.title ? ` title="${esc(s.title)}"` : ''}>${t}</a>`;
  return s.title ? `<span title="${esc(s.title)}">${t}</span>` : t;
}

const line = (spans: Span[]) => spans.map(spanHtml).join('');

export interface InlineCharts {
  chart?: string;
  heatmap?: string;
}

/** What the page may link to besides the traces: the PNG pictures only when they were written (--no-png writes none). */
export interface HtmlLinks {
  png?: boolean;
}

export function blocksToHtml(blocks: Block[], charts: InlineCharts = {}, links: HtmlLinks = {}): string {
  return blocks.map((b) => {
    if (b.kind === 'heading') return `<h${b.level}${b.id ? ` id="${esc(b.id)}"` : ''}>${esc(b.text)}</h${b.level}>`;
    if (b.kind === 'para') return `<p>${line(b.spans)}</p>`;
    if (b.kind === 'list') return `<ul>${b.items.map((i) => `<li>${line(i)}</li>`).join('')}</ul>`;
    if (b.kind === 'image') {
      const svg = b.inline ? charts[b.inline] : undefined;
      const png = links.png !== false ? ` · <a href="${esc(b.src.replace(/\.svg$/, '.png'))}">PNG</a>` : '';
      return `<figure>${svg ?? `<img src="${esc(b.src)}" alt="${esc(b.alt)}">`}<figcaption>${esc(b.alt)} · <a href="${
        esc(b.src)
      }">SVG</a>${png}</figcaption></figure>`;
    }
    return `<table><tr>${b.header.map((x) => `<th>${esc(x)}</th>`).join('')}</tr>${
      b.rows.map((r) => `<tr>${r.map((c) => `<td>${line(c)}</td>`).join('')}</tr>`).join('')
    }</table>`;
  }).join('\n');
}

export function renderHtml(lb: Leaderboard, charts: InlineCharts = {}, links: HtmlLinks = {}): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>MiniWoB++ leaderboard</title><style>
body{font:13px/1.4 sans-serif;margin:20px;max-width:1600px}table{border-collapse:collapse;margin:8px 0 18px}
td,th{border-bottom:1px solid #ddd;padding:3px 7px;text-align:right;vertical-align:top}td:first-child,th:first-child{text-align:left}
th{background:#f4f4f4;font-weight:600}.good{color:#080}.fair{color:#b60}.poor{color:#c00}.warn{color:#a40;background:#fff3e0}.muted{color:#999}
code{font-size:11px}figure{margin:10px 0}figcaption{color:#555}
</style></head><body>
${blocksToHtml(reportDoc(lb), charts, links)}
</body></html>
`;
}
