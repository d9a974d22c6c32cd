/**
 * The per-task parts of the report: every run side by side on each task with the paper's
 * Table 8 columns beside them (standard set), then what an episode cost each run on each
 * task (when any run called an LLM), the tasks outside the standard set apart,
 * the ablation tables beside Table 6, and one table per run with what each task's episodes
 * cost and a link to the trace of every failed episode.
 *
 * @example
 *   blocks.push(...sideBySideBlocks(lb), ...ablationBlocks(lb), ...perRunBlocks(lb))
 */
import { cell, type Block, type Cell, h, para, span, type Span, table, toneOf } from './doc.js';
import { frac, num, pct, rate, secs, usd } from './format.js';
import type { Leaderboard, Run, TaskRow } from './leaderboard.js';

/** Column headers for runs: the short label, made unique with the configuration key. */
export function runHeaders(runs: Run[]): string[] {
  return runs.map((r) => (runs.filter((x) => x.short === r.short).length > 1 ? `${r.short} (${r.key.slice(0, 6)})` : r.short));
}

const rowCell = (
  t: TaskRow | undefined,
): Cell => (t
  ? cell(rate(t.success, t.ci95, t.episodes) + (t.llmFailures ? ` +${t.llmFailures} LLM failure(s)` : ''), { tone: toneOf(t.success) })
  : cell('—', { tone: 'muted' }));

export function sideBySideBlocks(lb: Leaderboard): Block[] {
  if (!lb.runs.length) return [];
  const methods = lb.published?.methods ?? [];
  const heads = runHeaders(lb.runs);
  const tasks = [...new Set(lb.runs.flatMap((r) => r.rows.map((t) => t.task)))].sort();
  const std = lb.published ? tasks.filter((t) => lb.published!.standardSet.includes(t)) : tasks;
  const outside = lb.published ? tasks.filter((t) => !lb.published!.standardSet.includes(t)) : [];
  const rows = (list: string[], paper: boolean): Cell[][] =>
    list.map((task) => [
      cell(task),
      ...lb.runs.map((r) => rowCell(r.rows.find((t) => t.task === task))),
      ...(paper ? methods.map((m) => cell(frac(m.perTask[task]), { tone: m.perTask[task] === undefined ? 'muted' : undefined })) : []),
    ]);
  const out: Block[] = [h(2, lb.published ? 'Per task, side by side (standard set)' : 'Per task, side by side', 'per-task'), para(lb.published ?
    `Ours: success [95 % CI] and episodes; the paper's Table 8 beside it (fractions; "—": not reported). ${std.length} of the ${lb.published.standardSet.length} standard-set tasks were run.`
    : 'Success [95 % CI] and episodes.'),
    table(['task', ...heads, ...(lb.published ? methods.map((m) => `${m.name} (paper)`) : [])], rows(std, !!lb.published))];
  if (lb.runs.some((r) => r.perEpisode.llmCalls > 0)) {
    const costCell = (
      t: TaskRow | undefined,
    ): Cell => (t && t.episodes ?
      cell(`${Math.round(t.perEpisode.tokens)} tok · ${num(t.perEpisode.llmCalls)} calls · ` +
        `${secs(t.perEpisode.llmSeconds)} s · ${usd(t.perEpisode.costUsd)}`) :
      cell('—', { tone: 'muted' }));
    out.push(h(3, 'Per task, side by side: what an episode cost'), para('Per episode: tokens (prompt + completion), LLM calls, LLM seconds, USD.'),
      table(['task', ...heads], tasks.map((task) => [cell(task), ...lb.runs.map((r) => costCell(r.rows.find((t) => t.task === task)))])));
  }
  if (outside.length) {
    out.push(h(3, 'Outside the standard set'),
      para("Tasks of this project that the paper's Table 8 does not list: no published numbers, not in the standard-set figure."),
      table(['task', ...heads], rows(outside, false)));
  }
  return out;
}

export function ablationBlocks(lb: Leaderboard): Block[] {
  return lb.ablations.flatMap((a, i) => {
    const header = ['task',
      ...a.variants.flatMap((v) => [`${v.variant} (ours)`, v.paperName ? `${v.paperName} (Table 6)` : `${v.variant} (no Table 6 column)`])];
    const rows: Cell[][] = a.rows.map((r) => [cell(r.task), ...r.ours.flatMap((o, j) => [
      cell(rate(o.success, o.ci95, o.episodes), { tone: toneOf(o.success) }),
      cell(frac(r.paper[j])),
    ])]);
    rows.push([cell(`mean over the ${a.means[0]?.tasks ?? 0} tasks every variant covers`, { strong: true }),
      ...a.means.flatMap((m) => [cell(pct(m.ours), { strong: true }), cell(pct(m.paper), { strong: true })])]);
    rows.push([cell('Table 6 mean over its own tasks'), ...a.means.flatMap((m) => [cell(''), cell(pct(m.paperAll))])]);
    return [h(2, `Ablation: prompt variants beside the paper's Table 6${lb.ablations.length > 1 ? ` (${i + 1})` : ''}`, `ablation-${i + 1}`),
      para(`Runs of ${a.group} that differ only in the prompt variant.`), table(header, rows)];
  });
}

function failureSpans(t: TaskRow): Span[] {
  return t.failures.flatMap((f, i) => {
    const text = `${f.seed}${f.kind === 'agent' ? '' : ` (${f.kind})`}`;
    // Only a trace file that exists is linked (task-row.ts traceHref); an unlinked seed says it kept none.
    const s = f.trace ? span(text, { href: f.trace, title: f.reason }) : span(text, { title: `${f.reason} · no trace kept`, tone: 'muted' });
    return i ? [span(' '), s] : [s];
  });
}

export function perRunBlocks(lb: Leaderboard): Block[] {
  return lb.runs.flatMap((r) => [
    h(2, `Run: ${r.label}`, `run-${r.key}`),
    para('Configuration ', span(r.key, { code: true }), ': ', span(JSON.stringify(r.config), { code: true }),
      r.modelsRecorded.length ? `. Model(s) as recorded: ${r.modelsRecorded.join(', ')}` : '', '.'),
    ...(r.rows.some((t) => t.failures.some((f) => !f.trace)) ?
      [para('Failed episodes: a linked seed opens its trace; a grey one has no trace kept ' +
        "(sweeps keep the failures' traces by default, ", span('--traces none', { code: true }),
        ' keeps none, and a leaderboard copied out of its sweep folder cannot reach them).')] :
      []),
    table(['task', 'success [95 % CI]', 'LLM failures', 'steps', 'tokens', 'LLM calls', 'LLM s', 'wall s', 'cost (USD)', 'failed episodes: seed (trace)'],
      r.rows.map((
        t,
      ) => [cell(`${t.task}${t.standard || !lb.published ? '' : ' (outside)'}`), cell(rate(t.success, t.ci95, t.episodes), { tone: toneOf(t.success) }),
        cell(t.llmFailures || ''), cell(num(t.perEpisode.steps)), cell(Math.round(t.perEpisode.tokens)), cell(num(t.perEpisode.llmCalls)),
        cell(secs(t.perEpisode.llmSeconds)), cell(secs(t.perEpisode.wallSeconds)), cell(usd(t.perEpisode.costUsd)), failureSpans(t)]
      )),
  ]);
}
