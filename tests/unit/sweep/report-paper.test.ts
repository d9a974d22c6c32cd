/**
 * The paper's rules on the paper's own data: Table 5 recomputed from Table 8 (every
 * method, every column, as the paper prints it), Table 6's means recomputed from Table 6,
 * and the rules applied to runs of ours: strict thresholds, the standard-set figure with
 * uncovered tasks counting 0 and its covered count, the six tasks outside the standard
 * set apart, published methods over their own rows.
 */
import { describe, expect, it } from 'vitest';
import { buildLeaderboard } from '../../../src/sweep/report/leaderboard.js';
import { columnMeans, isOver, overCounts, recomputeTable5, transcribedTable5 } from '../../../src/sweep/report/paper-rules.js';
import { table5Cells } from '../../../src/sweep/report/paper-tables.js';
import { loadPublished } from '../../../src/sweep/report/published.js';
import { renderMarkdown } from '../../../src/sweep/report/render-md.js';
import { episodes } from './report-records.js';

const pub = loadPublished();

/** The paper's Table 5, row by row as printed (CAAP's row says "CAAP (Ours)" there). */
const PAPER_TABLE5 = [
  'CAAP 67 65 61 55 63.3%',
  'RCI 54 49 48 48 50.8%',
  'AdaPlanner 53 51 47 36 49.2%',
  'WebGUM 57 51 50 50 52.7%',
  'CC-Net 100 96 91 83 94.5%',
  'Pix2Act 58 56 55 52 55.8%',
  'SeeClick 55 33 24 18 38.2%',
  'Human 100 100 98 83 94.6%',
];

const SIX_OUTSIDE = ['drag-circle', 'drag-single-shape', 'find-greatest', 'generate-number', 'odd-or-even', 'sign-agreement'];

describe("the paper's tables from data/published", () => {
  it('recomputes Table 5 from Table 8 exactly: every method, every column', () => {
    const rows = recomputeTable5(pub);
    expect(rows.map((r) => table5Cells(r).join(' '))).toEqual(PAPER_TABLE5);
    expect(rows).toEqual(transcribedTable5(pub));
  });

  it("recomputes Table 6's column means (67 tasks each)", () => {
    const means = columnMeans(pub.table6);
    const rounded = Object.fromEntries(Object.entries(means).map(([k, v]) => [k, Math.round(v.mean * 1000) / 1000]));
    expect(rounded).toEqual({ full: 0.944, demo_without_cot: 0.92, cot_without_demo: 0.857, cot_with_action_only_demo: 0.911, no_cot_no_demo: 0.809 });
    expect(rounded).toEqual(pub.aggregates.ablations_table6_means);
    expect(Object.values(means).map((m) => m.tasks)).toEqual([67, 67, 67, 67, 67]);
  });

  it('has the 100-task standard set, and none of our six extra tasks in it', () => {
    expect(pub.standardSet).toHaveLength(100);
    for (const t of SIX_OUTSIDE) expect(pub.standardSet).not.toContain(t);
  });
});

describe('the rules applied to our runs', () => {
  it('counts tasks strictly over 70/80/90 %: a task at exactly the threshold is not over it', () => {
    expect([isOver(0.9, '90'), isOver(45 / 50, '90'), isOver(0.91, '90'), isOver(0.7, '70'), isOver(0.71, '70')]).toEqual([false, false, true, false, true]);
    expect(overCounts([0.7, 0.8, 0.9, 1, 0.5])).toEqual({ '70': 3, '80': 2, '90': 1 });
    // 9/10, 8/10, 7/10 exactly at the thresholds; 10/10 over all three.
    const recs = [...episodes('click-button', 9, 10), ...episodes('click-test', 8, 10), ...episodes('enter-text', 7, 10), ...episodes('click-link', 10, 10)];
    const lb = buildLeaderboard(recs, { outDir: '/sweeps/a', sources: ['/sweeps/a'], published: pub });
    expect(lb.runs[0]!.metrics.standard!.over).toEqual({ '70': 3, '80': 2, '90': 1 });
  });

  it('gives the standard-set figure over all 100 tasks, uncovered counting 0, with the covered count; the six extra tasks apart', () => {
    const recs = [...episodes('click-button', 4, 4), ...episodes('enter-text', 2, 4), ...episodes('click-test', 1, 4), ...episodes('odd-or-even', 4, 4),
      ...episodes('sign-agreement', 0, 4)];
    const lb = buildLeaderboard(recs, { outDir: '/sweeps/a', sources: ['/sweeps/a'], published: pub });
    const m = lb.runs[0]!.metrics;
    expect(m.standard).toMatchObject({ size: 100, covered: 3, success: (1 + 0.5 + 0.25) / 100 });
    expect(m.standard!.meanSuccess).toBeCloseTo((1 + 0.5 + 0.25) / 3, 4);
    // The band only widens where a task was run: the uncovered 97 stay 0.
    expect(m.standard!.ci95[1]).toBeLessThan(0.03);
    expect(m.outside).toEqual({ tasks: ['odd-or-even', 'sign-agreement'], meanSuccess: 0.5, over: { '70': 1, '80': 1, '90': 1 } });
    const md = renderMarkdown(lb);
    expect(md).toContain('1.8% [');
    expect(md).toMatch(/1\.8% \[[^\]]*\] \(covered 3\/100\)/);
    expect(md).toContain('### Outside the standard set');
    expect(md).toMatch(/\| odd-or-even \| 100\.0% \[\d+–100\] n=4 \|/);
    // The extra tasks sit in no standard-set table row with paper columns.
    const standardTable = md.slice(md.indexOf('## Per task, side by side'),
      md.indexOf('### Outside the standard set', md.indexOf('## Per task, side by side')));
    expect(standardTable).not.toContain('odd-or-even');
  });

  it('computes the published methods over their own rows: CC-Net 94.5 % on the standard set whatever our run covers', () => {
    const lb = buildLeaderboard(episodes('click-button', 3, 3), { outDir: '/sweeps/a', sources: ['/sweeps/a'], published: pub });
    const cc = lb.published!.methods.find((m) => m.id === 'ccnet')!;
    expect([cc.tasks, cc.standardSetSuccess, cc.meanSuccess, cc.over]).toEqual([100, 0.9449, 0.9449, { '70': 96, '80': 91, '90': 83 }]);
    expect(cc.table1).toEqual({ tasks: 100, success: 0.936 });
    expect(renderMarkdown(lb)).toMatch(/\| CC-Net \(paper\) \| published \| DOM\+Image \| 100 \| — \| 94\.5% \| 96 \| 91 \| 83 \| 94\.5% \(covered 100\/100\)/);
  });
});
