/**
 * The pictures: a legend entry only for series with data, a whisker per bar of ours, the
 * covered count beside every standard-set figure, and the heat map's cells and footer.
 */
import { describe, expect, it } from 'vitest';
import { chartSvg } from '../../../src/sweep/report/chart.js';
import { heatmapSvg } from '../../../src/sweep/report/heatmap.js';
import { buildLeaderboard } from '../../../src/sweep/report/leaderboard.js';
import { loadPublished } from '../../../src/sweep/report/published.js';
import { episodes, rec } from './report-records.js';

const opts = { outDir: '/sweeps/a', sources: ['/sweeps/a'], published: loadPublished() };

describe('the per-task chart', () => {
  it('lists only series with data, each standard-set figure with its covered count, and draws a whisker per bar of ours', () => {
    const lb = buildLeaderboard([
      ...episodes('odd-or-even', 2, 3),
      // A run whose only episode was an LLM failure has no bar: no legend entry either.
      rec({ task: 'odd-or-even', seed: 0, ok: false, policy: 'caap', model: 'gpt-4o', variant: 'full', failure: 'llm' }),
    ], opts);
    const svg = chartSvg(lb);
    expect(svg).toContain('scripted: standard set 0.0% (covered 0/100)');
    expect(svg).not.toContain('gpt-4o');
    // odd-or-even is not in Table 8: no CAAP bar, so no CAAP legend entry.
    expect(svg).not.toContain('CAAP (paper');
    expect(svg.match(/<path d="M/g)).toHaveLength(1);
    expect(svg).toContain('odd-or-even *');
  });

  it("adds the paper's CAAP series where Table 8 has the task", () => {
    const svg = chartSvg(buildLeaderboard(episodes('click-button', 1, 2), opts));
    expect(svg).toContain('CAAP (paper, Table 8; no whisker: no episode counts published): standard set 63.3% (covered 67/100)');
    expect(svg).toContain('click-button: CAAP (paper) 98.0%');
  });
});

describe('the heat map', () => {
  it("has a cell per task and column and a footer with every column's standard-set figure and covered count", () => {
    const svg = heatmapSvg(buildLeaderboard([...episodes('click-button', 1, 2), ...episodes('drag-circle', 2, 2)], opts));
    expect(svg).toContain('click-button · scripted: 50.0% of 2');
    expect(svg).toContain('drag-circle · CAAP (paper): no number');
    expect(svg).toContain('outside the standard set');
    for (const footer of ['>0.5%<', '>1/100<', '>94.5%<', '>100/100<', '>63.3%<', '>67/100<']) expect(svg).toContain(footer);
  });
});
