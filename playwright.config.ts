import { defineConfig } from '@playwright/test';

/**
 * Browser tests (tests/browser). They drive Debian's Chromium through the project's own
 * BrowserHost fixture, not Playwright's bundled browsers, so nothing is downloaded.
 * Episode failures are data, not flakes: retries stay off.
 */
export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  workers: Number(process.env.CAAP_TEST_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/browser.json' }]] : [['list']],
  outputDir: 'test-results/artifacts',
});
