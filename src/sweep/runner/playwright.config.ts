import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The sweep project: one test per (task, seed) of the plan that `caap sweep` writes
 * (CAAP_SWEEP_PLAN names it). Kept apart from the browser tests of `npm test`
 * (playwright.config.ts, tests/browser). Episode failures are data, not flakes: retries
 * are off; the per-test timeout is a backstop behind the sweep's own episode budget.
 * Tests are parallel across groups (a run of seeds of one task, kept in order in one
 * worker by sweep.spec.ts beside it). Run it through `caap sweep`, which also starts the
 * episode hosts (CAAP_SWEEP_HOSTS), resumes, merges and reports. Compiled into
 * dist/sweep/runner/ with its spec: the runner does not transpile TypeScript under
 * node_modules/, where an installed package lives.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const planFile = process.env.CAAP_SWEEP_PLAN;
if (!planFile) {
  throw new Error('the sweep runner config (dist/sweep/runner/playwright.config.js) is run by `caap sweep`, which sets CAAP_SWEEP_PLAN to DIR/plan.json');
}
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as {
  outDir: string;
  settings: { workers: number };
  config: { episode: { budgetMs?: number } };
  shard?: { current: number; total: number };
};
// `--shard i/n` is in the plan (src/sweep/shard.ts), not the runner's: each shard names its blob report for merge-reports.
const shard = plan.shard ? `${plan.shard.current}/${plan.shard.total}` : null;

export default defineConfig({
  testDir: here,
  testMatch: 'sweep.spec.js',
  fullyParallel: true,
  workers: plan.settings.workers,
  retries: 0,
  // A backstop behind the episode's own budget (in the plan's configuration; 300 s by default).
  timeout: (plan.config.episode.budgetMs ?? 300_000) + 60_000,
  reportSlowTests: null,
  reporter: [
    [path.join(here, '..', 'progress-reporter.js'), { statusFile: path.join(plan.outDir, 'run-status.json'), shard }],
    ['blob', { outputDir: path.join(plan.outDir, 'blob'), fileName: plan.shard ? `report-${plan.shard.current}.zip` : 'report.zip' }],
  ],
  outputDir: path.join(plan.outDir, '.playwright'),
  preserveOutput: 'never',
});
