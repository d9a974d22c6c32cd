/**
 * Episodes of one task on one page, one after another, the way the official harness runs
 * them: force-stop, seed, startEpisodeReal on the same page. Loading a page costs far
 * more than an episode, so reusing it makes a dataset build and a sweep several times faster. The
 * page is replaced every `maxReuse` episodes (as the harness's refresh), and whenever a
 * restart fails. Before a restart the labeller's own traces go: the look variation, the
 * pointer (moved off the frame, buttons up) and the focus.
 *
 * @example
 *   const session = new TaskSession(host, { suite: 'embedded', task: 'click-tab', scale: 1 })
 *   const ep = await session.episode(1000)   // a fresh page
 *   const ep2 = await session.episode(1001)  // the same page, next episode
 *   await session.close()
 */
import type { BrowserHost } from './host.js';
import { Episode } from './episode.js';
import { readUtterance, startEpisode, waitReady } from './protocol.js';
import type { SuiteChoice } from './suites.js';

/**
 * The attribute marking style elements the harness put into a page (the dataset's look
 * variations, src/dataset/variations.ts): removed before the page's next episode.
 */
export const VARIATION_ATTR = 'data-caap-variation';

export interface SessionTarget extends SuiteChoice {
  task: string;
  scale: number;
}

/** A viewport point beside the 160x210 frame (on the page's grey body, not the HUD). */
const PARKED_POINTER = { x: 450, y: 300 };

export class TaskSession {
  private current: Episode | null = null;
  private uses = 0;

  constructor(private readonly host: BrowserHost, private readonly target: SessionTarget, private readonly maxReuse = 8) {}

  async episode(seed: number): Promise<Episode> {
    if (this.current && this.uses < this.maxReuse && !this.current.isCrashed) {
      try {
        this.current = await restartOnSamePage(this.current, seed);
        this.uses++;
        return this.current;
      } catch {
        // fall through to a fresh page
      }
    }
    await this.close();
    const { task, scale, suite, miniwobDir } = this.target;
    this.current = await this.host.openEpisode({ suite, miniwobDir, task, seed, scale });
    this.uses = 1;
    return this.current;
  }

  async close(): Promise<void> {
    const ep = this.current;
    this.current = null;
    if (ep) await ep.close();
  }
}

async function restartOnSamePage(ep: Episode, seed: number): Promise<Episode> {
  const page = ep.page;
  const log = [`restarted on the page of ${ep.task} seed ${ep.seed}`];
  await page.mouse.up().catch(() => undefined);
  await page.mouse.move(PARKED_POINTER.x, PARKED_POINTER.y);
  await page.evaluate((attr) => {
    document.querySelectorAll(`style[${attr}]`).forEach((s) => s.remove());
    const active = document.activeElement;
    if (active instanceof HTMLElement) active.blur();
  }, VARIATION_ATTR);
  await startEpisode(page, { seed, mode: 'train', maxTimeMs: null }, log);
  await waitReady(page, 5_000, log);
  const goal = await readUtterance(page);
  return new Episode({ ...ep.info, seed, goal }, page, page.context(), log);
}
