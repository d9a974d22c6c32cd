/**
 * The sweep's tests: one per (task, seed) of the plan in $CAAP_SWEEP_PLAN, in seed-major
 * order; passed = raw reward > 0. Each worker holds one browser (relaunched when it
 * dies); each episode appends its record as it ends. Episodes already recorded with the
 * same configuration (--resume) are declared skipped, so `--shard i/n` splits the same
 * list on every machine. Runs from dist/ (the code `caap sweep` ships).
 */
import { test as base, expect } from '@playwright/test';
import { BrowserHost } from '../../dist/env/host.js';
import { runSweepEpisode } from '../../dist/sweep/episode-runner.js';
import { episodeKey, planEpisodes, readPlan } from '../../dist/sweep/plan.js';
import { episodeSummary } from '../../dist/sweep/summary.js';

const plan = readPlan(process.env.CAAP_SWEEP_PLAN ?? '');
const skip = new Set(plan.skip);

const test = base.extend<object, { host: BrowserHost }>({
  host: [
    async ({}, use) => {
      const host = await BrowserHost.start();
      await use(host);
      await Promise.race([host.close(), new Promise((r) => setTimeout(r, 10_000))]);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

for (const { task, seed } of planEpisodes(plan)) {
  const title = `${task} seed ${seed}`;
  const details = { annotation: [{ type: 'task', description: task }, { type: 'seed', description: String(seed) }] };
  if (skip.has(episodeKey(task, seed))) {
    test.skip(title, details, () => undefined);
    continue;
  }
  test(title, details, async ({ host }, info) => {
    const shard = info.config.shard ? `${info.config.shard.current}/${info.config.shard.total}` : undefined;
    const rec = await runSweepEpisode(host, plan, { task, seed }, { shard });
    info.annotations.push({ type: 'episode', description: episodeSummary(rec) });
    if (rec.sweep.trace) info.annotations.push({ type: 'trace', description: `${plan.outDir}/${rec.sweep.trace}` });
    expect(rec.rawReward, `raw reward of ${title}`).toBeGreaterThan(0);
  });
}
