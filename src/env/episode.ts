/**
 * One MiniWoB episode in its own browser context: the goal, the Screen (pixels + raw
 * input) and the reward. `page` is there for the harness side only (tests, the dataset
 * labeller, perception evaluation); agent code receives `screen` and nothing else.
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
import { BrowserCrashedError } from '../errors.js';
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

export class Episode {
  readonly screen: Screen;
  readonly callLog: string[];
  private crashed = false;

  constructor(
    readonly info: EpisodeInfo,
    readonly page: Page,
    private readonly context: BrowserContext,
    callLog: string[],
  ) {
    this.callLog = callLog;
    page.on('crash', () => {
      this.crashed = true;
      this.callLog.push('page crashed');
    });
    this.screen = pageScreen(page, info.scale, () => this.crashed);
  }

  get goal(): string { return this.info.goal; }
  get task(): string { return this.info.task; }
  get seed(): number { return this.info.seed; }

  get isCrashed(): boolean { return this.crashed || this.page.isClosed(); }

  async reward(): Promise<RewardState> {
    if (this.isCrashed) throw new BrowserCrashedError('Cannot read the reward: the page has crashed or closed', this.callLog);
    try {
      return await readReward(this.page);
    } catch (e) {
      if (this.isCrashed) throw new BrowserCrashedError(`The page crashed while reading the reward: ${(e as Error).message}`, this.callLog);
      throw e;
    }
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }
}
