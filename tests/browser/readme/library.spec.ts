/**
 * The package as a user installs it (issue 39): scripts/pack-check.mjs packs this checkout,
 * installs the tarball into an empty folder, type-checks examples/ against the installed
 * declarations and runs them from there (the README's library example: MiniWobEnv and a
 * policy module; the LLM client on the local test server; `caap run --policy ./module.js`;
 * a sweep and its leaderboard), and checks that a deep import is refused.
 */
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

test('npm pack installs into an empty folder and the examples run from there', async () => {
  test.setTimeout(420_000);
  const r = spawnSync(process.execPath, ['scripts/pack-check.mjs'], { encoding: 'utf8', timeout: 400_000 });
  const out = `${r.stdout}${r.stderr}`;
  expect(out, out).toContain('pack-check');
  expect(r.status, out).toBe(0);
  expect(out).toMatch(/run: quoted-button seed 4: raw reward 1/);
  expect(out).toMatch(/ERR_PACKAGE_PATH_NOT_EXPORTED/);
});
