/**
 * leaderboard.html: one self-contained page with the summary, the chart (inline SVG),
 * the per-task tables with the published numbers beside ours, and a link to the trace of
 * every failed episode (screenshots with overlays, prompts, replies, actions).
 *
 * @example
 *   writeFileSync('leaderboard.html', renderHtml(lb, chartSvg(lb)))
 */
import { ci, num, pct, pct0, secs } from './format.js';
import type { Leaderboard } from './leaderboard.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const tr = (cells: string[], tag = 'td') => `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;

export function renderHtml(lb: Leaderboard, chart: string): string {
  const methods = lb.published?.methods ?? [];
  const size = lb.runs[0]?.metrics.standardSet.size ?? 100;
  const summary = [
    tr(['', 'tasks', 'mean success', '≥ 70 %', '≥ 80 %', '≥ 90 %', `over ${size} tasks`, 'reported (tasks)', 'episodes', 'steps / ep', 'tokens / ep', 'wall s / ep'], 'th'),
    ...lb.runs.map((r) => tr([`<b>ours: ${esc(r.label)}</b>`, String(r.metrics.tasks), pct(r.metrics.meanSuccess), String(r.metrics.atLeast['70']),
      String(r.metrics.atLeast['80']), String(r.metrics.atLeast['90']), pct(r.metrics.standardSet.success), '', String(r.episodes),
      num(r.perEpisode.steps), String(Math.round(r.perEpisode.tokens)), secs(r.perEpisode.wallMs)])),
    ...methods.map((p) => {
      const has = (x: string | number) => (p.metrics.tasks ? String(x) : '—');
      const reported = p.reported ? `${pct(p.reported.mean)}${p.reported.uncertain ? '<span class="u">?</span>' : ''} (${p.reported.tasks})` : '—';
      return tr([`${esc(p.name)}${p.uncertainValues ? ' <span class="u">?</span>' : ''}`, String(p.metrics.tasks), has(pct(p.metrics.meanSuccess)),
        has(p.metrics.atLeast['70']), has(p.metrics.atLeast['80']), has(p.metrics.atLeast['90']), has(pct(p.metrics.standardSet.success)), reported, '', '', '', '']);
    }),
  ];
  const versus = lb.runs.flatMap((r) => methods.flatMap((p) => {
    const v = r.versus[p.id];
    return v?.tasks ? [tr([esc(r.label), esc(p.name), String(v.tasks), pct(v.ours), pct(v.theirs)])] : [];
  }));
  const perRun = lb.runs.map((r) => {
    const rows = r.rows.map((t) => {
      const fails = t.failures.map((f) => (f.trace ? `<a href="${esc(f.trace)}" title="${esc(f.reason)}">${f.seed}</a>` : `<span title="${esc(f.reason)}">${f.seed}</span>`)).join(' ');
      const pubs = methods.map((p) => { const c = p.perTask[t.task]; return c ? `${pct0(c.value)}${c.uncertain ? '<span class="u">?</span>' : ''}` : '—'; });
      const cls = t.success >= 0.9 ? 'g' : t.success >= 0.7 ? 'a' : 'r';
      return tr([esc(t.task), String(t.episodes), `<span class="${cls}">${pct(t.success)}</span>`, ci(t.ci95), num(t.steps), String(Math.round(t.tokens)), secs(t.wallMs), ...pubs, fails]);
    });
    return `<h2>Per task: ${esc(r.label)}</h2><p class="k">configuration <code>${esc(r.key)}</code>: <code>${esc(JSON.stringify(r.config))}</code></p>` +
      `<table>${tr(['task', 'n', 'success', '95 % CI', 'steps', 'tokens', 'wall s', ...methods.map((p) => esc(p.name)), 'failed seeds (trace)'], 'th')}${rows.join('')}</table>`;
  });
  return `<!doctype html><html><head><meta charset="utf-8"><title>MiniWoB++ leaderboard</title><style>
body{font:13px/1.4 sans-serif;margin:20px;max-width:1400px}table{border-collapse:collapse;margin:8px 0 18px}
td,th{border-bottom:1px solid #ddd;padding:3px 7px;text-align:right}td:first-child,th:first-child{text-align:left}
th{background:#f4f4f4}.g{color:#080}.a{color:#b60}.r{color:#c00}.u{color:#c60;font-weight:bold}.k{color:#555}code{font-size:11px}
</style></head><body><h1>MiniWoB++ leaderboard</h1>
<p>Generated ${esc(lb.generatedAt)} from ${lb.sources.map((s) => `<code>${esc(s)}</code>`).join(', ')}. Success = raw reward &gt; 0; 95 % Wilson intervals;
mean success is over the tasks each row covers; the ${size}-task column counts every uncovered task as a failure.
<span class="u">?</span> marks published numbers not checked against their paper.</p>
<h2>Summary</h2><table>${summary.join('')}</table>
${versus.length ? `<h3>On the tasks both cover</h3><table>${tr(['run', 'method', 'shared tasks', 'ours', 'theirs'], 'th')}${versus.join('')}</table>` : ''}
<h2>Chart</h2><p><a href="leaderboard-chart.png">PNG</a> · <a href="leaderboard-chart.svg">SVG</a></p>${chart}
${perRun.join('\n')}
${lb.published ? `<h2>Published numbers</h2><p>${esc(lb.published.title)}. ${esc(lb.published.citation)}</p><p>${esc(lb.published.note)}</p><ul>${methods.map((p) => `<li><b>${esc(p.name)}</b> (${esc(p.input)}): ${esc(p.citation)}</li>`).join('')}</ul>` : ''}
${lb.problems.length ? `<h2>Problems</h2><ul>${lb.problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>` : ''}
</body></html>
`;
}
