/**
 * One MiniWoB episode in its own browser context: the goal, the Screen (pixels + raw
 * input) and the reward. `page` is there for the harness side only (tests, the dataset
 * labeller, perception evaluation); agent code receives `screen` and nothing else.
 * Every call into the page has a deadline (deadline.ts): a page that hangs ends in a
 * PageUnresponsiveError and counts as crashed from then on.
 *
 * @example
 *   const host = await BrowserHost.start()
 *   const ep = await host.openEpisode({ task: 'click-button', seed: 1000 })
 *   console.log(ep.goal)                       // Click on the "yes" button.
 *   await ep.screen.mouse.click(30, 105)
 *   console.log(await ep.reward())             // { done: true, reward: 0.93, rawReward: 1, ... }
 *   await ep.close(); await host.close()
 */
import type { BrowserContext, Page } from 'playwright-core';
import { BrowserCrashedError, PageProtocolError, PageUnresponsiveError } from '../errors.js';
import { BROWSER_CALL_TIMEOUT_MS, PAGE_CALL_TIMEOUT_MS, withinDeadline } from './deadline.js';
import { readReward, type RewardState } from './protocol.js';
import { pageScreen } from './page-screen.js';
import type { Screen } from './screen.js';
import type { SuiteName } from './suites.js';

export interface EpisodeInfo {
  suite: SuiteName;
  task: string;
  seed: number;
  scale: number;
  goal: string;
  /** The task's own time limit; the limit in force is `maxTimeMs` (null: timer off). */
  nominalMaxTimeMs: number;
  maxTimeMs: number | null;
  url: string;
}

export interface EpisodeOptions {
  /** Deadline of each call into the page (reward, protocol, input); deadline.ts. */
  callTimeoutMs?: number;
}

export class Episode {
  readonly screen: Screen;
  readonly callLog: string[];
  /** Deadline of each call into the page. */
  readonly callTimeoutMs: number;
  private crashed = false;
  private hung = false;
  /** Where the page went when it left the task (a link, a script): the episode cannot go on. */
  private navigatedTo: string | null = null;

  constructor(
    readonly info: EpisodeInfo,
    readonly page: Page,
    private readonly context: BrowserContext,
    callLog: string[],
    opts: EpisodeOptions = {},
  ) {
    this.callLog = callLog;
    this.callTimeoutMs = opts.callTimeoutMs ?? PAGE_CALL_TIMEOUT_MS;
    page.on('crash', () => {
      this.crashed = true;
      this.callLog.push('page crashed');
    });
    // A task page that navigates away (location.href = ..., a form posted, a real link) has
    // left the episode: its reward globals are gone. Same-document moves (#fragment) stay.
    const taskDocument = withoutFragment(info.url);
    page.on('framenavigated', (frame) => {
      if (this.navigatedTo === null && frame === page.mainFrame() && withoutFragment(frame.url()) !== taskDocument) {
        this.navigatedTo = frame.url();
        this.callLog.push(`the page navigated away to ${frame.url().slice(0, 200)}`);
      }
    });
    this.screen = pageScreen(page, info.scale, () => this.isCrashed, { callTimeoutMs: this.callTimeoutMs, onUnresponsive: () => {
      this.hung = true;
    }, callLog });
  }

  get goal(): string {
    return this.info.goal;
  }
  get task(): string {
    return this.info.task;
  }
  get seed(): number {
    return this.info.seed;
  }

  /** True once the page crashed, closed, or hung past a call's deadline: it is not used again. */
  get isCrashed(): boolean {
    return this.crashed || this.hung || this.page.isClosed();
  }

  /** Where the page went if it left the task, else null. */
  navigationTarget(): string | null {
    return this.navigatedTo;
  }

  /** True once a call into the page ran past its deadline. */
  get isUnresponsive(): boolean {
    return this.hung;
  }

  async reward(): Promise<RewardState> {
    if (this.navigatedTo !== null) {
      throw new PageProtocolError(`the task page navigated away from ${this.info.url} to ${this.navigatedTo.slice(0, 200)}: the episode cannot be scored`);
    }
    if (this.isCrashed) {
      throw new BrowserCrashedError(`Cannot read the reward: the page has ${this.hung ? 'stopped answering' : 'crashed or closed'}`, this.callLog);
    }
    try {
      return await readReward(this.page, this.callTimeoutMs, this.callLog);
    } catch (e) {
      if (e instanceof PageUnresponsiveError) {
        this.hung = true;
        throw e;
      }
      if (this.isCrashed) throw new BrowserCrashedError(`The page crashed while reading the reward: ${(e as Error).message}`, this.callLog);
      // A navigation that landed while the reward was read (protocol.ts names it; the event may come later).
      const to = this.navigationTarget();
      if (e instanceof PageProtocolError && to !== null) {
        throw new PageProtocolError(`the task page navigated away from ${this.info.url} to ${to.slice(0, 200)}: the episode cannot be scored`);
      }
      throw e;
    }
  }

  /** Closes the episode's browser context; bounded, since a hung renderer may not answer. */
  async close(): Promise<void> {
    await withinDeadline('close the page', this.context.close(), BROWSER_CALL_TIMEOUT_MS).catch(() => undefined);
  }
}

function withoutFragment(url: string): string {
  const i = url.indexOf('#');
  return i < 0 ? url : url.slice(0, i);
}
