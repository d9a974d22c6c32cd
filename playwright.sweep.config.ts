import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The sweep project: one test per (task, seed) of the plan that `caap sweep` writes
 * (CAAP_SWEEP_PLAN names it). Kept apart from the browser tests of `npm test`
 * (playwright.config.ts, tests/browser). Episode failures are data, not flakes: retries
 * are off; the per-test timeout is a backstop behind the sweep's own episode budget.
 * Tests are parallel across groups (a run of seeds of one task, kept in order in one
 * worker by tests/sweep). Run it through `caap sweep`, which also starts the episode hosts
 * (CAAP_SWEEP_HOSTS), resumes, merges and reports.
 */
const planFile = process.env.CAAP_SWEEP_PLAN;
if (!planFile) throw new Error('playwright.sweep.config.ts is run by `caap sweep`, which sets CAAP_SWEEP_PLAN to DIR/plan.json');
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as { outDir: string; settings: { workers: number; episodeBudgetMs: number }; shard?: { current: number; total: number } };
// `--shard i/n` is in the plan (src/sweep/shard.ts), not the runner's: each shard names its blob report for merge-reports.
const shard = plan.shard ? `${plan.shard.current}/${plan.shard.total}` : null;

export default defineConfig({
  testDir: 'tests/sweep',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: plan.settings.workers,
  retries: 0,
  timeout: plan.settings.episodeBudgetMs + 60_000,
  reportSlowTests: null,
  reporter: [
    ['./dist/sweep/progress-reporter.js', { statusFile: path.join(plan.outDir, 'run-status.json'), shard }],
    ['blob', { outputDir: path.join(plan.outDir, 'blob'), fileName: plan.shard ? `report-${plan.shard.current}.zip` : 'report.zip' }],
  ],
  outputDir: path.join(plan.outDir, '.playwright'),
  preserveOutput: 'never',
});
