import { defineConfig } from '@playwright/test';

/**
 * Browser tests (tests/browser). They drive Debian's Chromium through the project's own
 * BrowserHost fixture, not Playwright's bundled browsers, so nothing is downloaded.
 * Episode failures are data, not flakes: retries stay off.
 *
 * Two projects. `browser`: everything but the embedded suite's page tests. `suite`: the page
 * tests of tests/browser/suite; in the default run (`npm test`, CAAP_SUITE_SEEDS unset) only
 * each task's solve at seed 1000, so the default tests stay under 15 minutes on 2 cores;
 * `npm run test:suite` (CAAP_SUITE_SEEDS=20) runs all of them: 20 solved seeds, the wrong
 * action, the official utterances and determinism, and every task's detail tests.
 */
const fullSuite = process.env.CAAP_SUITE_SEEDS !== undefined;

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  workers: Number(process.env.CAAP_TEST_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/browser.json' }]] : [['list']],
  outputDir: 'test-results/artifacts',
  projects: [
    { name: 'browser', testIgnore: 'suite/**' },
    { name: 'suite', testMatch: 'suite/**/*.spec.ts', ...(fullSuite ? {} : { grep: / solves seed \d+$/ }) },
  ],
});
