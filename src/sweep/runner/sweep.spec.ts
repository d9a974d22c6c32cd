/**
 * The sweep's tests: one per (task, seed) of the plan in $CAAP_SWEEP_PLAN. A test passes when
 * its episode ran and left its record, solved or not: the outcome is the record's, and the
 * test carries it as an annotation (`outcome`: solved or unsolved, with the summary). A test
 * fails only when the episode has no record (its host died, the runner's backstop timeout).
 * Why: the runner replaces its worker after every failed test, and an unsolved episode is
 * data, not a fault. As a failed test it cost a worker restart, about 4 s of a worker each
 * on a loaded 2-core machine (docs/sweeps.md, "How a sweep runs").
 *
 * Tests come in groups, a run of seeds of one task each (plan.ts planGroups): a group runs in one worker, in seed order, on one page of the task. Each episode appends
 * its record as it ends. Episodes already recorded with the same configuration (--resume)
 * skip themselves when they run. With `--shard i/n` the plan holds this machine's slice of
 * the episodes (src/sweep/shard.ts), so planGroups gives only those.
 *
 * Under `caap sweep` ($CAAP_SWEEP_HOSTS set) the worker asks its episode host (one per
 * worker, holding the browser, the page and the models) for the episode, and this file
 * loads nothing heavy: the runner replaces a worker after every failed test, and that must
 * stay cheap. Run on its own, each worker holds a host itself. Runs compiled, from dist/sweep/runner/
 * (a package installed under node_modules/ is not transpiled by the runner: it gets JavaScript).
 *
 * Once the last --max-llm-outages records of this run are all LLM failures, the episodes
 * still to run skip themselves (src/sweep/llm-outage.ts); so do they once --max-failures
 * episodes of this run failed (src/sweep/max-failures.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, type TestInfo } from '@playwright/test';
import { hostUrlsFromEnv, requestEpisode } from '../host/client.js';
import { llmOutage, OUTAGE_ANNOTATION, outageSkipReason } from '../llm-outage.js';
import { MAX_FAILURES_ANNOTATION, maxFailuresSkipReason, RunFailureCounter } from '../max-failures.js';
import { episodeKey, planGroups, readPlan, type EpisodeId } from '../plan.js';
import { shardLabel } from '../shard.js';
import { RECORDS_FILE, type SweepRecord } from '../records.js';
import { episodeOutcome, episodeSummary, OUTCOME_ANNOTATION } from '../summary.js';

const plan = readPlan(process.env.CAAP_SWEEP_PLAN ?? '');
const skip = new Set(plan.skip);
const hosts = hostUrlsFromEnv(process.env.CAAP_SWEEP_HOSTS);
const failures = new RunFailureCounter(`${plan.outDir}/${RECORDS_FILE}`, plan.runId);

type RunEpisode = (id: EpisodeId, shard: string | undefined) => Promise<SweepRecord>;

const test = base.extend<object, { runEpisode: RunEpisode }>({
  runEpisode: [
    async ({}, use, worker) => {
      if (hosts.length) {
        const url = hosts[worker.parallelIndex % hosts.length]!;
        await use((id, shard) => requestEpisode(url, { ...id, ...(shard ? { shard } : {}) }));
        return;
      }
      const { EpisodeHost } = await import('../episode-host.js');
      const { sweepEnvironmentFrom } = await import('../episode-runner.js');
      const host = await EpisodeHost.start(plan, sweepEnvironmentFrom(process.env));
      await use((id, shard) => host.run(id, { shard }));
      await Promise.race([host.close(), new Promise((r) => setTimeout(r, 10_000))]);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

for (const { task, seeds } of planGroups(plan)) {
  test.describe(`${task} seeds ${seeds[0]}-${seeds.at(-1)}`, () => {
    test.describe.configure({ mode: 'default' }); // one worker, in order: the seeds share a page
    for (const seed of seeds) {
      const title = `${task} seed ${seed}`;
      const annotation = [{ type: 'task', description: task }, { type: 'seed', description: String(seed) }];
      if (skip.has(episodeKey(task, seed))) {
        test(title, { annotation: [...annotation, { type: 'resumed', description: 'already recorded' }] }, () => {
          test.skip(true, 'already recorded (--resume)');
        });
        continue;
      }
      test(title, { annotation }, async ({ runEpisode }, info) => {
        // The LLM failed the last N episodes in a row: skip the rest (--resume runs them).
        const outage = llmOutage(`${plan.outDir}/${RECORDS_FILE}`, plan.runId, plan.settings.maxLlmOutages);
        if (outage) {
          info.annotations.push({ type: OUTAGE_ANNOTATION, description: outageSkipReason(outage) });
          test.skip(true, outageSkipReason(outage));
          return;
        }
        const maxFailures = plan.settings.maxFailures;
        if (maxFailures > 0 && failures.count() >= maxFailures) {
          info.annotations.push({ type: MAX_FAILURES_ANNOTATION, description: maxFailuresSkipReason(maxFailures) });
          test.skip(true, maxFailuresSkipReason(maxFailures));
          return;
        }
        const shard = plan.shard ? shardLabel(plan.shard) : undefined;
        const rec = await runEpisode({ task, seed }, shard);
        info.annotations.push({ type: 'episode', description: episodeSummary(rec) });
        info.annotations.push({ type: OUTCOME_ANNOTATION, description: episodeOutcome(rec) });
        if (rec.sweep.trace) {
          info.annotations.push({ type: 'trace', description: `${plan.outDir}/${rec.sweep.trace}` });
          await attachTrace(info, path.join(plan.outDir, rec.sweep.trace));
        }
      });
    }
  });
}

/**
 * The episode's trace in the Playwright HTML report (`npx playwright show-report`): its
 * viewer page and its final screen (or, without one, the last screen it recorded), so a failed episode can be looked at from
 * the report. Only episodes that keep a trace have one (`--traces failures`, the default,
 * or `all`). Attached by content, not by path: the runner copies path attachments into
 * its output folder, which it empties after each test (preserveOutput 'never'), so they
 * would be gone when the blob report is zipped; by content they also survive moving the
 * sweep folder.
 */
async function attachTrace(info: TestInfo, traceFile: string): Promise<void> {
  const dir = path.dirname(traceFile);
  if (!existsSync(dir)) return;
  if (traceFile.endsWith('.html') && existsSync(traceFile)) await info.attach('trace', { body: readFileSync(traceFile), contentType: 'text/html' });
  // The final screen (the state that got the reward, src/trace/trace.ts), else the last step's.
  if (existsSync(path.join(dir, 'final-screen.png'))) {
    await info.attach('final screen', { body: readFileSync(path.join(dir, 'final-screen.png')), contentType: 'image/png' });
    return;
  }
  const screens = readdirSync(dir).filter((f) => /^step-\d+-screen\.png$/.test(f)).sort();
  const last = screens.at(-1);
  if (last) await info.attach('last screen', { body: readFileSync(path.join(dir, last)), contentType: 'image/png' });
}
