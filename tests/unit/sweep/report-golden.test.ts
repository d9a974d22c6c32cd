/**
 * The report on a fixed records file (two configurations, successes, failures with traces,
 * harness errors, a duplicate, a line cut by a kill) matches the golden leaderboard.
 * Regenerate after an intended change: UPDATE_GOLDEN=1 npx vitest run tests/unit/sweep
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRecordFiles } from '../../../src/sweep/records.js';
import { chartSvg } from '../../../src/sweep/report/chart.js';
import { buildLeaderboard, LeaderboardSchema } from '../../../src/sweep/report/leaderboard.js';
import { loadPublished } from '../../../src/sweep/report/published.js';
import { renderHtml } from '../../../src/sweep/report/render-html.js';
import { renderMarkdown } from '../../../src/sweep/report/render-md.js';
import { writeReport } from '../../../src/sweep/report/write.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures');
const golden = path.join(here, 'golden');
const AT = '2024-01-01T00:00:00.000Z';

function leaderboard() {
  const { records, problems } = readRecordFiles([path.join(fixtures, 'records.jsonl')]);
  return buildLeaderboard(records, {
    outDir: fixtures, sources: [fixtures], generatedAt: AT, published: loadPublished(path.join(fixtures, 'published')),
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
  });

  it('computes what the golden file claims', () => {
    const lb = LeaderboardSchema.parse(leaderboard());
    expect(lb.runs).toHaveLength(2);
    const scripted = lb.runs.find((r) => r.config.policy === 'scripted')!;
    // 9 successes (seeds 0-2) + 6 more of click-button/click-test (3 ok, 3 harness errors); the duplicate counts once.
    expect(scripted.episodes).toBe(15);
    expect(scripted.duplicates).toBe(1);
    expect(scripted.harnessErrors).toBe(3);
    const cb = scripted.rows.find((r) => r.task === 'click-button')!;
    expect([cb.episodes, cb.successes]).toEqual([6, 5]);
    expect(cb.ci95[0]).toBeLessThan(5 / 6);
    expect(cb.ci95[1]).toBeGreaterThan(5 / 6);
    expect(cb.failures).toEqual([expect.objectContaining({ seed: 4, trace: 'traces/click-button/seed-4/log.txt' })]);
    // click-button 5/6, click-test 4/6, enter-text 3/3
    expect(scripted.metrics.meanSuccess).toBeCloseTo((5 / 6 + 4 / 6 + 1) / 3, 4);
    expect(scripted.metrics.atLeast).toEqual({ '70': 2, '80': 2, '90': 1 });
    expect(scripted.metrics.standardSet.success).toBeCloseTo((5 / 6 + 4 / 6 + 1) / 100, 4);
    // Against the fixture's CAAP column on the three shared tasks.
    expect(scripted.versus.caap).toEqual({ tasks: 3, ours: scripted.metrics.meanSuccess, theirs: expect.closeTo((1 + 0.9 + 0.85) / 3, 4) });
    expect(scripted.versus.rci!.tasks).toBe(2);
    const caap = lb.published!.methods.find((m) => m.id === 'caap')!;
    expect(caap.metrics.tasks).toBe(4);
    expect(caap.uncertainValues).toBe(1);
    expect(lb.problems.some((p) => p.includes('cut line'))).toBe(true);
    expect(lb.problems.some((p) => p.includes('duplicate'))).toBe(true);
  });

  it('marks uncertain published numbers and links failed episodes to their traces in the HTML page', () => {
    const lb = leaderboard();
    const html = renderHtml(lb, chartSvg(lb));
    expect(html).toContain('<a href="traces/click-button/seed-4/log.txt"');
    expect(html).toMatch(/85<span class="u">\?<\/span>/);
    expect(html).toContain('<svg');
  });

  it('writes all five files, the PNG chart included', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'caap-report-'));
    await writeReport({ inputs: [path.join(fixtures, 'records.jsonl')], outDir: out, published: loadPublished(path.join(fixtures, 'published')), generatedAt: AT });
    for (const f of ['leaderboard.md', 'leaderboard.json', 'leaderboard.html', 'leaderboard-chart.svg']) expect(existsSync(path.join(out, f))).toBe(true);
    const png = readFileSync(path.join(out, 'leaderboard-chart.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThan(400); // width
  });
});
