// `npm test`: the layering check (scripts/lint-layers.mjs) and the formatter's check
// (scripts/format.mjs --check), each counted as one test, unit tests
// (vitest), then browser tests (Playwright test runner), then one closing line
// "N passed, N failed" over all. Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const layersRc = run(process.execPath, ['scripts/lint-layers.mjs']);
const formatRc = run(process.execPath, ['scripts/format.mjs', '--check']);
const unitRc = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);
const browserRc = run('npx', ['playwright', 'test', '--reporter=list,json', ...process.argv.slice(2)], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: 'test-results/browser.json',
});

let passed = [layersRc, formatRc].filter((rc) => rc === 0).length, failed = 2 - passed, skipped = 0;
if (existsSync('test-results/unit.json')) {
  const u = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
  passed += u.numPassedTests ?? 0;
  failed += u.numFailedTests ?? 0;
  skipped += (u.numPendingTests ?? 0) + (u.numTodoTests ?? 0);
}
if (existsSync('test-results/browser.json')) {
  const b = JSON.parse(readFileSync('test-results/browser.json', 'utf8'));
  passed += (b.stats?.expected ?? 0) + (b.stats?.flaky ?? 0);
  failed += b.stats?.unexpected ?? 0;
  skipped += b.stats?.skipped ?? 0;
}
if (unitRc !== 0 && failed === 0) failed = 1; // a runner that crashed counts as a failure
if (browserRc !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(layersRc === 0 && formatRc === 0 && unitRc === 0 && browserRc === 0 ? 0 : 1);
