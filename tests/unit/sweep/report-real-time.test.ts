/**
 * The real-time tasks' section of the report: per task whose page runs on its own clock, the
 * steps an episode took and the median step split by phase, against the page's limit; other
 * tasks have no row, and a leaderboard without real-time tasks has no section.
 */
import { describe, expect, it } from 'vitest';
import { buildLeaderboard } from '../../../src/sweep/report/leaderboard.js';
import { realTimeRows } from '../../../src/sweep/report/real-time.js';
import { renderMarkdown } from '../../../src/sweep/report/render-md.js';
import { rec } from './report-records.js';

const opts = { outDir: '/sweeps/a', sources: ['/sweeps/a'], published: null };

/** A simon-says episode of a watch step (4 s of execute, 100 ms of perception) and a pushing step. */
function simon(seed: number) {
  const r = rec({ task: 'simon-says', seed, ok: true });
  r.steps = [
    { ...r.steps[0]!, step: 1, ms: { capture: 100, perceive: 140, llm: 0, decide: 2, execute: 3800, total: 4042, overhead: 4042 } },
    { ...r.steps[0]!, step: 2, ms: { capture: 40, perceive: 10, llm: 0, decide: 1, execute: 300, total: 351, overhead: 351 } },
  ];
  return r;
}

describe('real-time tasks in the report', () => {
  it('give the steps, the median step by phase and the thinking share, against the page limit', () => {
    const rows = realTimeRows([simon(0), simon(1), rec({ task: 'click-button', seed: 0, ok: true })]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ task: 'simon-says', limitS: 15, episodes: 2, stepsPerEpisode: 2, episodeS: 4.4,
      step: { total: 351, capture: 40, perceive: 10, decide: 1, execute: 300 }, stepP90: 4042 });
    expect(rows[0]!.thinkingShare).toBeCloseTo((100 + 140 + 2 + 40 + 10 + 1) / (4042 + 351), 3);
  });

  it('have a section of their own in leaderboard.md, and none without them', () => {
    const md = renderMarkdown(buildLeaderboard([simon(0)], opts));
    expect(md).toMatch(/## Real-time tasks: where the time went/);
    expect(md).toMatch(/\| \*\*simon-says\*\* \| the flashes play .* \| 15\.0 \| 1 \| 2 \| 4\.4 \| 351 \(40 \/ 10 \/ 1 \/ 300\) \|/);
    expect(renderMarkdown(buildLeaderboard([rec({ task: 'click-button', seed: 0, ok: true })], opts))).not.toMatch(/Real-time tasks/);
  });
});
