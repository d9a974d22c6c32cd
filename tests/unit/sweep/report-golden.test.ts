/**
 * The report on a fixed records file (two configurations, successes, failures with traces,
 * harness errors, a duplicate, a line cut by a kill) against the paper's tables in
 * data/published matches the golden leaderboard.
 * Regenerate after an intended change: UPDATE_GOLDEN=1 npx vitest run tests/unit/sweep/report-golden.test.ts
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRecordFiles } from '../../../src/sweep/records.js';
import { chartSvg } from '../../../src/sweep/report/chart.js';
import { heatmapSvg } from '../../../src/sweep/report/heatmap.js';
import { buildLeaderboard, LeaderboardSchema } from '../../../src/sweep/report/leaderboard.js';
import { loadPublished } from '../../../src/sweep/report/published.js';
import { renderHtml } from '../../../src/sweep/report/render-html.js';
import { renderMarkdown } from '../../../src/sweep/report/render-md.js';
import { REPORT_FILES, writeReport } from '../../../src/sweep/report/write.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures');
const golden = path.join(here, 'golden');
const AT = '2024-01-01T00:00:00.000Z';

function leaderboard() {
  const { records, problems } = readRecordFiles([path.join(fixtures, 'records.jsonl')]);
  return buildLeaderboard(records, {
    outDir: fixtures,
    sources: [fixtures],
    generatedAt: AT,
    published: loadPublished(),
    problems: problems.map((p) => `${path.basename(p.file)} line ${p.line}: ${p.problem}`),
  });
}

function matchGolden(name: string, text: string): void {
  const file = path.join(golden, name);
  if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, text);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

describe('leaderboard on a fixed records file', () => {
  it('matches the golden leaderboard.json, leaderboard.md and chart', () => {
    const lb = leaderboard();
    matchGolden('leaderboard.json', `${JSON.stringify(lb, null, 1)}\n`);
    matchGolden('leaderboard.md', renderMarkdown(lb));
    matchGolden('leaderboard-chart.svg', `${chartSvg(lb)}\n`);
    matchGolden('leaderboard-heatmap.svg', `${heatmapSvg(lb)}\n`);
  });

  it('computes what the golden file claims', () => {
    const lb = LeaderboardSchema.parse(leaderboard());
    expect(lb.runs).toHaveLength(2);
    const scripted = lb.runs.find((r) => r.config.episode.policy === 'scripted')!;
    // 9 successes (seeds 0-2) + 6 more of click-button/click-test (3 ok, 3 harness errors); the duplicate counts once.
    expect(scripted.episodes).toBe(15);
    expect(scripted.duplicates).toBe(1);
    expect(scripted.harnessErrors).toBe(3);
    const cb = scripted.rows.find((r) => r.task === 'click-button')!;
    expect([cb.episodes, cb.successes]).toEqual([6, 5]);
    expect(cb.ci95[0]).toBeLessThan(5 / 6);
    expect(cb.ci95[1]).toBeGreaterThan(5 / 6);
    expect(cb.failures).toEqual([expect.objectContaining({ seed: 4, kind: 'harness', trace: 'traces/click-button/seed-4/log.txt' })]);
    // click-button 5/6, click-test 4/6, enter-text 3/3: all three in the standard set.
    expect(scripted.metrics.meanSuccess).toBeCloseTo((5 / 6 + 4 / 6 + 1) / 3, 4);
    const std = scripted.metrics.standard!;
    expect(std.over).toEqual({ '70': 2, '80': 2, '90': 1 });
    expect([std.size, std.covered]).toEqual([100, 3]);
    expect(std.success).toBeCloseTo((5 / 6 + 4 / 6 + 1) / 100, 4);
    // Against the paper's CAAP column (Table 8: click-button 0.98, click-test 1, enter-text 1).
    expect(scripted.versus.caap).toEqual({ tasks: 3, ours: scripted.metrics.meanSuccess, theirs: expect.closeTo((0.98 + 1 + 1) / 3, 4) });
    // Published methods over their own Table 8 rows, not over ours.
    const caap = lb.published!.methods.find((m) => m.id === 'caap')!;
    expect([caap.tasks, caap.standardSetSuccess]).toEqual([67, 0.6326]);
    expect(lb.problems.some((p) => p.includes('cut line'))).toBe(true);
    expect(lb.problems.some((p) => p.includes('duplicate'))).toBe(true);
  });

  it('links failed episodes to their traces and inlines both pictures in the HTML page', () => {
    const lb = leaderboard();
    const html = renderHtml(lb, { chart: chartSvg(lb), heatmap: heatmapSvg(lb) });
    expect(html).toContain('<a href="traces/click-button/seed-4/log.txt"');
    expect(html.match(/<svg/g)).toHaveLength(2);
  });

  it('writes every report file, the PNG pictures included', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'caap-report-'));
    await writeReport({ inputs: [path.join(fixtures, 'records.jsonl')], outDir: out, generatedAt: AT });
    for (const f of REPORT_FILES) expect(existsSync(path.join(out, f)), f).toBe(true);
    for (const f of ['leaderboard-chart.png', 'leaderboard-heatmap.png']) {
      const png = readFileSync(path.join(out, f));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBeGreaterThan(400); // width
    }
  });
});
