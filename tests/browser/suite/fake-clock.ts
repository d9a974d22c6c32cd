/**
 * Episodes under Playwright's fake clock, for the real-time tasks (chase-circle,
 * moving-items, simon-says, hover-shape): the page's Date, performance.now, setTimeout,
 * setInterval and requestAnimationFrame all read a clock the test moves, so where a shape
 * is at page time t, and what the page's time-stamped bookkeeping adds up, depend on the
 * seed and on the times of the test's inputs only, never on how loaded the machine is.
 *
 * `clockedEpisode` opens the episode as the harness does, installs the clock, reloads the
 * page (so every timer of the page is a fake one), pauses the clock and starts the episode
 * again with the harness's own protocol call (src/env/protocol.ts: force-stop, seed, data
 * mode, startEpisodeReal in one synchronous call). Nothing moves until the test runs the
 * clock (`ep.page.clock.runFor(ms)`). Tests only.
 */
import type { Episode } from '../../../src/env/episode.js';
import type { BrowserHost } from '../../../src/env/host.js';
import { startEpisode, waitForCore } from '../../../src/env/protocol.js';

export const CLOCK_T0 = 1_700_000_000_000;

export async function clockedEpisode(host: BrowserHost, task: string, seed: number,
  opts: { scale?: number; maxTimeMs?: number | null | 'task' } = {}): Promise<Episode>
{
  const ep = await host.openEpisode({ task, seed, scale: opts.scale });
  await ep.page.clock.install({ time: CLOCK_T0 });
  await ep.page.reload();
  await waitForCore(ep.page, 15_000, ep.callLog);
  // Far enough ahead that the reload never overtakes it; no page timer runs before the start.
  await ep.page.clock.pauseAt(CLOCK_T0 + 600_000);
  await restart(ep, seed, opts.maxTimeMs ?? null);
  return ep;
}

/** Starts the next episode on the same page at `seed`, as the harness's reset does. */
export async function restart(ep: Episode, seed: number, maxTimeMs: number | null | 'task' = null): Promise<void> {
  await startEpisode(ep.page, { seed, mode: 'train', maxTimeMs }, ep.callLog);
}
