/**
 * `caap report --published-only`: the paper's tables from data/published alone, no sweep.
 * Table 5 is recomputed from Table 8 by the paper's rules and checked against the
 * transcription of Table 5 (a difference is an error: the data or the rules are wrong);
 * beside it Table 1's reported means against the means of Table 8's own rows, Table 6's
 * column means (the ablation) and Table 7's (RCI with and without CAAP prompting).
 *
 * @example
 *   const t = paperTables(loadPublished())
 *   t.markdown.split('\n')[4]   // "| CAAP | 67 | 65 | 61 | 55 | 63.3% |"
 */
import { InvalidArgumentError } from '../../errors.js';
import { h, para, table, cell, type Block } from './doc.js';
import { TABLE6_COLUMNS } from './ablation.js';
import { columnMeans, paperAggregates, publishedRates, recomputeTable5, transcribedTable5, type Table5Row } from './paper-rules.js';
import type { Published } from './published.js';
import { blocksToMarkdown } from './render-md.js';

export const PAPER_TABLES_FILES = ['paper-tables.md', 'paper-tables.json'] as const;

export const TABLE5_HEADER = ['Method', 'Experimented tasks', 'Tasks over 70% success', 'Tasks over 80% success', 'Tasks over 90% success',
  'Success rate on the standard set'];

/** One Table 5 row as the paper prints it. */
export const table5Cells = (
  r: Table5Row,
): string[] => [r.method, String(r.tasks), String(r.over70), String(r.over80), String(r.over90), `${(r.standardSetSuccess * 100).toFixed(1)}%`];

export interface PaperTables {
  table5: Table5Row[];
  table1: { method: string; reported: number; reportedTasks: number; ownRowsMean: number | null; ownRows: number | null }[];
  table6Means: Record<string, { tasks: number; mean: number; paper: number | null }>;
  table7Means: Record<string, { tasks: number; mean: number; paper: number | null }>;
  markdown: string;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function paperTables(pub: Published): PaperTables {
  const table5 = recomputeTable5(pub);
  const paper5 = transcribedTable5(pub);
  const diff = table5.flatMap((r, i) => (JSON.stringify(r) === JSON.stringify(paper5[i])
    ? []
    : [`${r.method}: recomputed ${table5Cells(r).join(' ')}, transcribed ${table5Cells(paper5[i]!).join(' ')}`])
  );
  if (diff.length) throw new InvalidArgumentError(`${pub.dir}: Table 5 recomputed from Table 8 differs from its transcription: ${diff.join('; ')}`);

  const table1 = pub.aggregates.table1.map((t) => {
    const m = pub.methods.find((x) => x.name === t.method);
    const a = m ? paperAggregates(publishedRates(pub, m.id), pub.standardSet) : null;
    return { method: t.method, reported: t.success, reportedTasks: t.tasks, ownRowsMean: a ? round3(a.meanSuccess) : null, ownRows: a?.tasks ?? null };
  });
  const means = (t: Published['table6'], paper: Record<string, number>) =>
    Object.fromEntries(Object.entries(columnMeans(t))
      .map(([c, v]) => [c, { tasks: v.tasks, mean: round3(v.mean), paper: paper[c] ?? null }]));
  const table6Means = means(pub.table6, pub.aggregates.ablations_table6_means);
  const { tasks: _t, ...rci } = pub.aggregates.rci_table7_means;
  const table7Means = means(pub.table7, rci as Record<string, number>);

  const p1 = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);
  const variantOf = (col: string) => Object.entries(TABLE6_COLUMNS).find(([, v]) => v.column === col);
  const blocks: Block[] = [
    h(2, 'Table 5: stably solved tasks and success on the standard set (recomputed from Table 8)'),
    table(TABLE5_HEADER, table5.map((r) => table5Cells(r).map((c) => cell(c)))),
    para(
      `Recomputed from ${pub.standardSet.length} Table 8 rows: tasks strictly over each threshold; standard-set success = sum over the ${pub.standardSet.length} tasks / ${pub.standardSet.length}, a task without a number counting 0. Equal to the paper's Table 5 in every cell.`,
    ),
    h(2, "Table 1 against the means of Table 8's own rows"),
    table(['Method', 'Table 1: tasks', 'Table 1: success', 'Table 8 rows', 'mean of the rows'],
      table1.map((r) => [cell(r.method), cell(r.reportedTasks), cell(p1(r.reported)), cell(r.ownRows ?? '—'), cell(p1(r.ownRowsMean))])),
    h(2, 'Table 6: CAAP prompt ablations, column means'),
    table(['Table 6 column', 'our variant', 'tasks', 'mean (recomputed)', 'mean (paper)'], Object.entries(table6Means).map(([c, v]) => [
      cell(variantOf(c)?.[1].name ?? c),
      cell(variantOf(c)?.[0] ?? '—'),
      cell(v.tasks),
      cell(p1(v.mean)),
      cell(p1(v.paper)),
    ])),
    h(2, 'Table 7: RCI with and without CAAP prompting, column means'),
    table(['Table 7 column', 'tasks', 'mean (recomputed)', 'mean (paper)'],
      Object.entries(table7Means).map(([c, v]) => [cell(c), cell(v.tasks), cell(p1(v.mean)), cell(p1(v.paper))])),
    para(`Source: ${pub.source}`),
  ];
  return { table5, table1, table6Means, table7Means, markdown: `# The CAAP paper's tables, from data/published\n\n${blocksToMarkdown(blocks)}` };
}
