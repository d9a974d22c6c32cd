/**
 * BrowserHost: one Chromium per process, one static server per suite, a fresh browser
 * context per episode. Relaunches the browser when it has died.
 *
 * @example
 *   const host = await BrowserHost.start()
 *   const ep = await host.openEpisode({ suite: 'embedded', task: 'click-button', seed: 1000, scale: 2 })
 *   const png = await ep.screen.screenshot() // 320x420
 *   await ep.close(); await host.close()
 */
import type { Browser } from 'playwright-core';
import { BrowserCrashedError, InvalidArgumentError, TaskNotReadyError } from '../errors.js';
import { launchChromium, type LaunchOptions } from './chromium.js';
import { BROWSER_CALL_TIMEOUT_MS, PAGE_CALL_TIMEOUT_MS, withinDeadline } from './deadline.js';
import { Episode } from './episode.js';
import { startEpisode, waitForCore, waitReady, readUtterance } from './protocol.js';
import { startStaticServer, type StaticServer } from './static-server.js';
import { resolveSuite, type Suite, type SuiteChoice } from './suites.js';

export interface OpenEpisodeOptions extends SuiteChoice {
  task: string;
  seed: number;
  /** Device pixels per CSS pixel of screenshots: 1, 2 or 3. Default 1. */
  scale?: number;
  /** Episode time limit in ms; null (default) switches the benchmark's timer off, 'task' keeps the task's own. */
  maxTimeMs?: number | null | 'task';
  /** Data mode passed to core.setDataMode; the official harness uses "train". */
  mode?: string;
  /** How long to wait for the page and its ready flag. */
  loadTimeoutMs?: number;
  readyTimeoutMs?: number;
  /** Grant clipboard access (copy-paste tasks need it). Default true. */
  clipboard?: boolean;
  /** Deadline of each call into the page, for the whole episode (deadline.ts; default PAGE_CALL_TIMEOUT_MS). */
  callTimeoutMs?: number;
}

/** The browser window of the official harness: 500x320. */
export const VIEWPORT = { width: 500, height: 320 };

export class BrowserHost {
  private browser: Browser | null = null;
  private readonly servers = new Map<string, Promise<StaticServer>>();

  private constructor(private readonly launchOptions: LaunchOptions) {}

  static async start(opts: LaunchOptions = {}): Promise<BrowserHost> {
    const host = new BrowserHost(opts);
    await host.ensureBrowser();
    return host;
  }

  private async ensureBrowser(): Promise<Browser> {
    if (this.browser?.isConnected()) return this.browser;
    this.browser = await launchChromium(this.launchOptions);
    return this.browser;
  }

  /** The HTTP base URL serving `suite` (started on first use). */
  async serverFor(suite: Suite): Promise<StaticServer> {
    let server = this.servers.get(suite.root);
    if (!server) {
      server = startStaticServer({ root: suite.root, mounts: suite.mounts });
      this.servers.set(suite.root, server);
    }
    return server;
  }

  async openEpisode(opts: OpenEpisodeOptions): Promise<Episode> {
    const scale = opts.scale ?? 1;
    if (![1, 2, 3].includes(scale)) throw new InvalidArgumentError(`scale must be 1, 2 or 3 (got ${scale})`);
    if (!Number.isInteger(opts.seed) || opts.seed < 0) throw new InvalidArgumentError(`seed must be a non-negative integer (got ${opts.seed})`);
    const suite = resolveSuite(opts);
    const taskPath = suite.taskPath(opts.task);
    const server = await this.serverFor(suite);
    const url = `${server.url}${taskPath}`;
    const log: string[] = [`suite ${suite.name} at ${suite.root}`];
    const callMs = opts.callTimeoutMs ?? PAGE_CALL_TIMEOUT_MS;

    const browser = await this.ensureBrowser();
    // UTC and en-US everywhere: date tasks draw today's date and the official pages were measured so.
    const context = await withinDeadline('open a browser context',
      browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: scale, timezoneId: 'UTC', locale: 'en-US' }), BROWSER_CALL_TIMEOUT_MS, log);
    try {
      if (opts.clipboard !== false) {
        await withinDeadline('grant clipboard access', context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url }),
          BROWSER_CALL_TIMEOUT_MS, log);
      }
      const page = await withinDeadline('open a page', context.newPage(), BROWSER_CALL_TIMEOUT_MS, log);
      const loadTimeout = opts.loadTimeoutMs ?? 15_000;
      const response = await page.goto(url, { waitUntil: 'load', timeout: loadTimeout }).catch((e: Error) => {
        throw new TaskNotReadyError(`The task page ${url} did not load within ${loadTimeout} ms: ${e.message}`, log);
      });
      log.push(`loaded ${url} (HTTP ${response?.status() ?? '?'})`);
      await waitForCore(page, loadTimeout, log);
      const maxTimeMs = opts.maxTimeMs === undefined ? null : opts.maxTimeMs;
      const nominal = await startEpisode(
        page,
        { seed: opts.seed, mode: opts.mode ?? 'train', maxTimeMs },
        log,
        callMs,
      );
      await waitReady(page, opts.readyTimeoutMs ?? 5_000, log, callMs);
      const goal = await readUtterance(page, callMs, log);
      log.push(`goal: ${goal}`);
      return new Episode(
        {
          suite: suite.name,
          task: opts.task,
          seed: opts.seed,
          scale,
          goal,
          nominalMaxTimeMs: nominal,
          maxTimeMs: maxTimeMs === 'task' ? nominal : maxTimeMs,
          url,
        },
        page,
        context,
        log,
        { callTimeoutMs: callMs },
      );
    } catch (e) {
      await withinDeadline('close the context', context.close(), BROWSER_CALL_TIMEOUT_MS).catch(() => undefined);
      if (!browser.isConnected()) throw new BrowserCrashedError(`The browser died while opening ${opts.task}`, log);
      throw e;
    }
  }

  async close(): Promise<void> {
    const servers = [...this.servers.values()];
    this.servers.clear();
    await Promise.all(servers.map(async (s) => (await s).close()));
    await this.browser?.close().catch(() => undefined);
    this.browser = null;
  }
}
