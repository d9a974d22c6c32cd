/**
 * leaderboard.md: the summary (ours beside the published methods), the fair comparison
 * on shared tasks, one per-task table per run with the published columns and links to
 * the traces of failed episodes, and the citation of the published numbers.
 *
 * @example
 *   writeFileSync('leaderboard.md', renderMarkdown(lb))
 */
import { ci, num, pct, pct0, secs } from './format.js';
import type { Leaderboard } from './leaderboard.js';

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const esc = (s: string) => s.replace(/\|/g, '\\|');
const MAX_FAILURE_LINKS = 8;

export function renderMarkdown(lb: Leaderboard): string {
  const out: string[] = ['# MiniWoB++ leaderboard', ''];
  out.push(`Generated ${lb.generatedAt} from ${lb.sources.map((s) => `\`${s}\``).join(', ')}. ` +
    'Success = raw reward > 0; intervals are 95 % Wilson score intervals; "mean success" is over the tasks each row covers; ' +
    `the ${lb.runs[0]?.metrics.standardSet.size ?? 100}-task column counts every uncovered task as a failure; ` +
    'a "?" marks a published number not checked against its paper.', '');
  const methods = lb.published?.methods ?? [];

  out.push('## Summary', '');
  out.push(row(['', 'tasks', 'mean success', '≥ 70 %', '≥ 80 %', '≥ 90 %', `over ${lb.runs[0]?.metrics.standardSet.size ?? 100} tasks`, 'reported (tasks)',
    'episodes', 'steps / ep', 'tokens / ep', 'wall s / ep']));
  out.push(row(Array(12).fill('---')));
  for (const r of lb.runs) {
    const m = r.metrics;
    out.push(row([`**ours: ${esc(r.label)}**`, m.tasks, pct(m.meanSuccess), m.atLeast['70'], m.atLeast['80'], m.atLeast['90'], pct(m.standardSet.success), '',
      r.episodes, num(r.perEpisode.steps), Math.round(r.perEpisode.tokens), secs(r.perEpisode.wallMs)]));
  }
  for (const p of methods) {
    const m = p.metrics;
    const reported = p.reported ? `${pct(p.reported.mean)}${p.reported.uncertain ? '?' : ''} (${p.reported.tasks})` : '—';
    const has = (x: string | number) => (m.tasks ? x : '—');
    out.push(row([`${esc(p.name)}${p.uncertainValues ? ' ?' : ''}`, m.tasks, has(pct(m.meanSuccess)), has(m.atLeast['70']), has(m.atLeast['80']), has(m.atLeast['90']),
      has(pct(m.standardSet.success)), reported, '', '', '', '']));
  }
  out.push('');
  if (methods.length && lb.runs.length) {
    out.push('### On the tasks both cover', '');
    out.push(row(['run', 'method', 'shared tasks', 'ours', 'theirs']));
    out.push(row(Array(5).fill('---')));
    for (const r of lb.runs) {
      for (const p of methods) {
        const v = r.versus[p.id];
        if (v?.tasks) out.push(row([esc(r.label), esc(p.name), v.tasks, pct(v.ours), pct(v.theirs)]));
      }
    }
    out.push('');
  }

  for (const r of lb.runs) {
    out.push(`## Per task: ${esc(r.label)}`, '', `Configuration \`${r.key}\`: ${esc(JSON.stringify(r.config))}`, '');
    out.push(row(['task', 'n', 'success', '95 % CI', 'steps', 'tokens', 'wall s', ...methods.map((p) => esc(p.name)), 'failed seeds (trace)']));
    out.push(row(Array(8 + methods.length).fill('---')));
    for (const t of r.rows) {
      const fails = t.failures.slice(0, MAX_FAILURE_LINKS).map((f) => (f.trace ? `[${f.seed}](${f.trace})` : String(f.seed))).join(' ') +
        (t.failures.length > MAX_FAILURE_LINKS ? ` +${t.failures.length - MAX_FAILURE_LINKS}` : '');
      const pubs = methods.map((p) => { const c = p.perTask[t.task]; return c ? `${pct0(c.value)}${c.uncertain ? '?' : ''}` : '—'; });
      out.push(row([t.task, t.episodes, pct(t.success), ci(t.ci95), num(t.steps), Math.round(t.tokens), secs(t.wallMs), ...pubs, fails]));
    }
    out.push('');
  }

  if (lb.published) {
    out.push('## Published numbers', '', `${lb.published.title}. ${lb.published.citation}`, '', lb.published.note, '');
    for (const p of methods) out.push(`- **${esc(p.name)}** (${p.input}): ${p.citation}`);
    out.push('');
  }
  if (lb.problems.length) out.push('## Problems', '', ...lb.problems.map((p) => `- ${p}`), '');
  return `${out.join('\n')}\n`;
}
