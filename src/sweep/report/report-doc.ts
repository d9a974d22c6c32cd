/**
 * What the leaderboard says, in order: the rules it applied; the summary by the paper's
 * Table 5 columns (ours, then the published methods over their own rows); what an episode
 * cost per run (tokens, LLM calls, LLM seconds, wall seconds, USD); the charts; the
 * per-task tables (report-doc-tasks.ts); the real-time tasks' step times; the sources of the
 * published numbers; problems.
 *
 * @example
 *   writeFileSync('leaderboard.md', renderMarkdown(reportDoc(lb)))
 */
import { cell, type Block, type Cell, h, list, para, span, table, toneOf } from './doc.js';
import { num, pct, rate, secs, usd } from './format.js';
import type { Leaderboard, Run } from './leaderboard.js';
import { TEST_MODEL_MARK } from './run-label.js';
import { ablationBlocks, perRunBlocks, sideBySideBlocks } from './report-doc-tasks.js';

export const CHART_FILES = { chart: 'leaderboard-chart', heatmap: 'leaderboard-heatmap' } as const;

function rules(lb: Leaderboard): Block[] {
  const size = lb.published?.standardSet.length;
  const out: Block[] = [
    para(`Generated ${lb.generatedAt} from `, ...lb.sources.flatMap((s, i) => [span(s, { code: true }), span(i < lb.sources.length - 1 ? ', ' : '.')])),
    para("Rules (the CAAP paper's, which reproduce its Table 5): success is a raw reward above 0; every rate of ours carries a 95 % Wilson interval ",
      '(a mean over tasks carries the mean of the per-task bounds, a conservative band) and its episode count; ',
      '"> 70 / 80 / 90 %" counts tasks strictly over the threshold; ', size ?
      `the standard set is the paper's Table 8 (${size} tasks): its figure is the sum of per-task success over those ${size} tasks divided by ${size}, ` +
      `a task not run counting 0, and "covered" says how many of the ${size} a run actually ran; tasks outside it are reported apart; ` +
      "a published method's figures are computed over its own Table 8 rows; " :
      'no published numbers were loaded, so there is no standard-set figure; ',
      'episodes that ended in an LLM failure (an outage or a replay miss) are left out of every rate and per-episode figure and counted apart; ',
      'harness failures (browser, page, budget) count as failed episodes. ', lb.prices
      ? `Cost: recorded tokens at the prices of ${lb.prices.file} (USD per 1M tokens).`
      : 'Cost: blank, no price table given (caap report --prices FILE).'),
  ];
  if (lb.runs.some((r) => r.testModel)) {
    out.push(para(span(`Runs marked ${TEST_MODEL_MARK} were answered by this repository's scripted test model (caap-test-server): ` +
      'they exercise the harness and the prompt plumbing, and say nothing about a language model.', { tone: 'warn', strong: true })));
  }
  return out;
}

const rateCell = (r: Run): Cell => cell(rate(r.success, r.ci95, r.episodes), { tone: toneOf(r.success) });

function summary(lb: Leaderboard): Block[] {
  const size = lb.published?.standardSet.length ?? 0;
  const header = ['run', 'policy', 'model / input', size ? `tasks (of the ${size})` : 'tasks', 'episodes: success [95 % CI]', 'mean over tasks [band]',
    '> 70 %', '> 80 %', '> 90 %', size ? `success over the ${size} (covered)` : 'standard set', 'success over all official tasks (covered)',
    'LLM failures (left out)', 'harness errors', 'paper Table 1 (tasks)'];
  const rows: Cell[][] = lb.runs.map((r) => {
    const s = r.metrics.standard;
    return [
      cell(r.label, { strong: true, tone: r.testModel ? 'warn' : undefined }),
      cell(r.policy),
      cell(r.model ? `${r.model}${r.testModel ? ' [test]' : ''}` : '—', { tone: r.testModel ? 'warn' : undefined }),
      cell(s ? `${s.covered}` : String(r.metrics.tasks)),
      rateCell(r),
      cell(
        s
          ? `${pct(s.meanSuccess)} [${pct(s.meanCi95[0])}–${pct(s.meanCi95[1])}]`
          : `${pct(r.metrics.meanSuccess)} [${pct(r.metrics.meanCi95[0])}–${pct(r.metrics.meanCi95[1])}]`,
      ),
      cell(s?.over['70'] ?? '—'),
      cell(s?.over['80'] ?? '—'),
      cell(s?.over['90'] ?? '—'),
      cell(s ? `${pct(s.success)} [${pct(s.ci95[0])}–${pct(s.ci95[1])}] (covered ${s.covered}/${s.size})` : '—'),
      cell(r.metrics.all ? `${pct(r.metrics.all.success)} (covered ${r.metrics.all.covered}/${r.metrics.all.size})` : '—'),
      cell(r.llmFailures, { tone: r.llmFailures ? 'warn' : undefined }),
      cell(r.harnessErrors),
      cell('—'),
    ];
  });
  for (const p of lb.published?.methods ?? []) {
    rows.push([
      cell(`${p.name} (paper)`),
      cell('published'),
      cell(p.input),
      cell(p.tasks),
      cell('—'),
      cell(pct(p.meanSuccess)),
      cell(p.over['70']),
      cell(p.over['80']),
      cell(p.over['90']),
      cell(`${pct(p.standardSetSuccess)} (covered ${Object.keys(p.perTask).length}/${size})`),
      cell('—'),
      cell('—'),
      cell('—'),
      cell(p.table1 ? `${pct(p.table1.success)} (${p.table1.tasks})` : '—'),
    ]);
  }
  const out: Block[] = [h(2, 'Summary', 'summary'), para(
    'Ours: the figures of Table 5 over the standard-set tasks each run covered (the mean is over those tasks); the pooled episode rate is over every task of the run. ' +
      'Published: Table 8\'s own rows by the same rules; "paper Table 1" is what the paper reports over its own coverage. ' +
      "All official tasks: the 130 official MiniWoB++ pages by the standard set's rule (uncovered tasks at 0; hover-shape, which the official page never rewards, counts 0 as it does there).",
  ), table(header, rows)];
  const outside = lb.runs.filter((r) => r.metrics.outside.tasks.length);
  if (outside.length) {
    out.push(h(3, 'Outside the standard set'), table(['run', 'tasks', 'mean success', '> 70 %', '> 80 %', '> 90 %'], outside.map((r) => [
      cell(r.label),
      cell(r.metrics.outside.tasks.join(', ')),
      cell(pct(r.metrics.outside.meanSuccess)),
      cell(r.metrics.outside.over['70']),
      cell(r.metrics.outside.over['80']),
      cell(r.metrics.outside.over['90']),
    ])));
  }
  return out;
}

function cost(lb: Leaderboard): Block[] {
  if (!lb.runs.length) return [];
  return [h(2, 'Per episode: steps, tokens, LLM calls, time, cost', 'cost'),
    para("Means over the episodes counted in the rates. LLM seconds are summed over an episode's steps; wall seconds include perception and the browser. " +
      'Step overhead: the median over all steps of everything but the model calls (capture, settle, perception, execution), in ms.'),
    table(['run', 'policy', 'episodes', 'success [95 % CI]', 'steps', 'tokens', 'prompt', 'completion', 'LLM calls', 'LLM s', 'wall s',
      'step overhead p50 (ms)', 'cost (USD)'], lb.runs.map((
        r,
      ) => [cell(r.label, { tone: r.testModel ? 'warn' : undefined }), cell(r.policy), cell(r.episodes), rateCell(r), cell(num(r.perEpisode.steps)),
        cell(Math.round(r.perEpisode.tokens)), cell(Math.round(r.perEpisode.promptTokens)), cell(Math.round(r.perEpisode.completionTokens)),
        cell(num(r.perEpisode.llmCalls)), cell(secs(r.perEpisode.llmSeconds)), cell(secs(r.perEpisode.wallSeconds)),
        cell(r.perEpisode.stepOverheadMsP50 ?? '—'), cell(usd(r.perEpisode.costUsd))]
      ))];
}

function versus(lb: Leaderboard): Block[] {
  const methods = lb.published?.methods ?? [];
  if (!methods.length || !lb.runs.length) return [];
  return [h(3, 'On the tasks both cover'),
    para('Mean success of the run and of each published method over the tasks both have a number for: shared tasks, ours against theirs.'),
    table(['run', ...methods.map((m) => m.name)], lb.runs.map((r) => [cell(r.label), ...methods.map((m) => {
      const v = r.versus[m.id];
      return v?.tasks ? cell(`${v.tasks}: ${pct(v.ours)} vs ${pct(v.theirs)}`) : cell('—', { tone: 'muted' });
    })]))];
}

function realTime(lb: Leaderboard): Block[] {
  const runs = lb.runs.filter((r) => r.realTime?.length);
  if (!runs.length) return [];
  return [h(2, 'Real-time tasks: where the time went', 'real-time'),
    para('Tasks whose page runs on its own clock while the agent looks and thinks. Per step (medians over every step): capture is the ',
      'screenshot with the wait for a still screen before it, decide includes the model call, execute the input events and the wait ',
      'after them (a watch or a follow of the screen counts here, its perception under perceive). "Thinking" is the share of all step ',
      'time spent capturing, perceiving and deciding.'), ...runs.flatMap((
      r,
    ) => [h(3, r.label),
      table(['task', 'page clock', 'limit (s)', 'episodes', 'steps / episode', 'episode (s)', 'step ms: total (capture / perceive / decide / execute)',
        'step ms p90', 'thinking'], r.realTime!.map((t) => [
          cell(t.task, { strong: true }),
          cell(t.clock),
          cell(secs(t.limitS)),
          cell(t.episodes),
          cell(num(t.stepsPerEpisode)),
          cell(secs(t.episodeS)),
          cell(
            `${Math.round(t.step.total)} (${Math.round(t.step.capture)} / ${Math.round(t.step.perceive)} / ${Math.round(t.step.decide)} / ${
              Math.round(t.step.execute)
            })`,
          ),
          cell(Math.round(t.stepP90)),
          cell(pct(t.thinkingShare)),
        ]))]
    )];
}

function publishedSources(lb: Leaderboard): Block[] {
  const p = lb.published;
  if (!p) return [];
  const differ = p.methods.filter((m) => m.table1 && Math.abs(m.table1.success - m.meanSuccess) >= 0.0005);
  return [h(2, 'Published numbers', 'published'), para(p.source), ...(differ.length
    ? [
      para(
        `The paper's Table 1 and the means of its own Table 8 columns disagree for ${
          differ.map((m) => `${m.name} (${pct(m.table1!.success)} against ${pct(m.meanSuccess)})`).join(', ')
        }; the summary shows both.`,
      ),
    ]
    : []), list(p.methods.map((m) => [span(m.name, { strong: true }), ` (${m.input}): ${m.citation}`]))];
}

export function reportDoc(lb: Leaderboard): Block[] {
  return [
    h(1, 'MiniWoB++ leaderboard'),
    ...rules(lb),
    ...summary(lb),
    ...versus(lb),
    ...cost(lb),
    ...(lb.runs.length ?
      [h(2, 'Charts', 'charts'), { kind: 'image', src: `${CHART_FILES.chart}.svg`, alt: 'success per task with 95 % intervals', inline: 'chart' } as Block,
        { kind: 'image', src: `${CHART_FILES.heatmap}.svg`, alt: 'tasks x runs heat map of success', inline: 'heatmap' } as Block] :
      []),
    ...sideBySideBlocks(lb),
    ...ablationBlocks(lb),
    ...perRunBlocks(lb),
    ...realTime(lb),
    ...publishedSources(lb),
    ...(lb.problems.length ? [h(2, 'Problems', 'problems'), list(lb.problems.map((p) => [p]))] : []),
  ];
}
