/**
 * The episode host of one sweep worker: one browser, the page of the current task (reused
 * across its seeds) and, for `--observer models`, the ONNX models, all kept for the whole
 * sweep. Episodes run one at a time, in the order asked.
 *
 * `caap sweep` runs one host process per worker (host/main.ts, host/pool.ts) and the
 * runner's tests ask it for their episode over HTTP. The point is the runner's habit of
 * replacing its worker process after every failed test (an episode left without a record;
 * an unsolved one passes, runner/sweep.spec.ts): the browser, the page and the models live
 * here, outside the worker, so such a test costs a worker restart but no browser launch, no
 * page load and no model load.
 * Run without `caap sweep`, the tests hold a host in the worker itself.
 *
 * @example
 *   const host = await EpisodeHost.start(plan, sweepEnvironmentFrom(process.env))   // in an entry point
 *   const rec = await host.run({ task: 'click-button', seed: 3 })
 *   await host.close()
 */
import { BrowserHost } from '../env/host.js';
import { ensurePolicyRegistered } from '../episode/policy-module.js';
import { runSweepEpisode, type SweepEnvironment } from './episode-runner.js';
import { ReusedPages } from './page-reuse.js';
import type { EpisodeId, SweepPlan } from './plan.js';
import type { SweepRecord } from './records.js';

export class EpisodeHost {
  private queue: Promise<unknown> = Promise.resolve();
  private closing = false;

  private constructor(private readonly browser: BrowserHost, readonly pages: ReusedPages, private readonly plan: SweepPlan,
    private readonly environment: SweepEnvironment)
  {}

  /** `environment`: the LLM endpoint, models folder and faults of this process (sweepEnvironmentFrom(process.env) in its entry point). */
  static async start(plan: SweepPlan, environment: SweepEnvironment): Promise<EpisodeHost> {
    await ensurePolicyRegistered(plan.config.episode); // a policy module of the plan, loaded (and its hash checked) in this process
    const browser = await BrowserHost.start();
    const c = plan.config;
    const pages = new ReusedPages(browser, { suite: c.suite as 'embedded', miniwobDir: c.miniwobDir, scale: c.episode.scale }, plan.settings.groupSize);
    return new EpisodeHost(browser, pages, plan, environment);
  }

  /** Runs one episode (after any still running) and returns its record, already appended to the records file. */
  run(id: EpisodeId, opts: { shard?: string } = {}): Promise<SweepRecord> {
    const next = this.queue.then(() => runSweepEpisode(this.pages, this.plan, id, { ...opts, environment: this.environment, stopping: () => this.closing }));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Closes the browser; an episode still running is not recorded (--resume runs it again). */
  async close(): Promise<void> {
    this.closing = true;
    await this.pages.close();
    await this.browser.close();
  }
}
