/**
 * Sweep episodes of one task on one page, one seed after another, the way the official
 * harness runs them (force-stop, Math.seedrandom(seed), startEpisodeReal on the same page):
 * a page load costs more than most episodes. The dataset builder's TaskSession does the
 * restart (pointer parked off the frame and its buttons up, focus dropped, episode
 * protocol); before it, the previous episode's animations are let run out, so nothing of
 * it moves on the next one. A fresh page is opened for another task, every `maxReuse`
 * episodes, after a failed restart, and after an episode that ended in an error or a
 * harness failure (crash, budget): such a page is closed and never used again.
 *
 * Tasks in NEVER_REUSED keep something of an episode that their next start does not reset;
 * they get a fresh page every time.
 *
 * Keys: no key is ever left held on a page that is reused. The executor holds modifiers only
 * inside one click (released in a `finally`), and an episode cut off mid-action (budget,
 * error) never hands its page on.
 *
 * @example
 *   const pages = new ReusedPages(host, { suite: 'embedded', scale: 1 }, 10)
 *   const rec = await runSweepEpisode(pages, plan, { task: 'click-tab', seed: 3 })
 *   await pages.close()
 */
import { settle } from '../dataset/settle.js';
import { TaskSession } from '../env/task-session.js';
import type { Episode } from '../env/episode.js';
import type { BrowserHost } from '../env/host.js';
import type { SuiteChoice } from '../env/suites.js';
import { closeWithin, type EpisodePages } from './episode-runner.js';
import type { EpisodeId } from './plan.js';

export interface PageTarget extends SuiteChoice {
  scale: number;
}

/**
 * scroll-text installs its text as the textarea's default content, so text typed into the
 * textarea stays on the page for every later episode (a quirk of the original, see
 * miniwob-spec/scroll-text.md).
 */
export const NEVER_REUSED: ReadonlySet<string> = new Set(['scroll-text']);

/** How long to let the previous episode's animations (jQuery, CSS) run out before a restart. */
const QUIESCE_MS = 1_000;

export class ReusedPages implements EpisodePages {
  private session: { task: string; pages: TaskSession } | null = null;
  private last: Episode | null = null;
  private readonly onReusedPage = new WeakSet<Episode>();
  /** Fresh pages opened and restarts on the previous page so far. */
  readonly counts = { fresh: 0, reused: 0 };

  constructor(private readonly host: BrowserHost, private readonly target: PageTarget, private readonly maxReuse: number) {}

  async open(id: EpisodeId): Promise<Episode> {
    if (this.session?.task !== id.task || NEVER_REUSED.has(id.task)) {
      await this.close();
      const { suite, miniwobDir, scale } = this.target;
      this.session = { task: id.task, pages: new TaskSession(this.host, { suite, miniwobDir, scale, task: id.task }, this.maxReuse) };
    } else if (this.last && !this.last.isCrashed) {
      await settle(this.last.page, { minMs: 0, deadlineMs: QUIESCE_MS }).catch(() => undefined);
    }
    const previous = this.last;
    this.last = null;
    const ep = await this.session.pages.episode(id.seed);
    if (previous && ep.page === previous.page) {
      this.counts.reused++;
      this.onReusedPage.add(ep);
    } else {
      this.counts.fresh++;
    }
    this.last = ep;
    return ep;
  }

  reused(ep: Episode): boolean {
    return this.onReusedPage.has(ep);
  }

  async done(ep: Episode | undefined, reusable: boolean, settled: Promise<unknown>): Promise<void> {
    if (reusable) return;
    // Drop the session: the next episode gets a fresh page. Its page may still be opening or
    // running (an episode over budget); close whatever it holds once that has stopped.
    const dropped = this.session;
    this.session = null;
    this.last = null;
    await closeWithin(ep, 5_000);
    void settled.finally(() => dropped?.pages.close().catch(() => undefined));
  }

  async close(): Promise<void> {
    const s = this.session;
    this.session = null;
    this.last = null;
    await s?.pages.close().catch(() => undefined);
  }
}
