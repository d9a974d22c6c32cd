/**
 * The browser environment and the episode protocol: the official-suite adapter (tested
 * against the embedded suite laid out as an official checkout), scales, the timer, and
 * the error cases of a missing folder, an unknown task, a task that never becomes ready,
 * a crashed page and off-frame points.
 */
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BrowserHost } from '../../src/env/host.js';
import { EMBEDDED_ROOT } from '../../src/env/suites.js';
import { BrowserCrashedError, OffScreenPointError, SuiteNotFoundError, TaskNotReadyError, UnknownTaskError } from '../../src/errors.js';
import { expect, test } from './fixtures.js';

/** An official-style folder (core/, miniwob/<task>.html) made of the embedded suite's files. */
function officialLikeFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-official-'));
  symlinkSync(path.join(EMBEDDED_ROOT, 'core'), path.join(dir, 'core'));
  symlinkSync(path.join(EMBEDDED_ROOT, 'common'), path.join(dir, 'common'));
  symlinkSync(path.resolve(EMBEDDED_ROOT, '../node_modules'), path.join(dir, 'vendor'));
  mkdirSync(path.join(dir, 'miniwob'));
  for (const f of readdirSync(path.join(EMBEDDED_ROOT, 'tasks'))) {
    symlinkSync(path.join(EMBEDDED_ROOT, 'tasks', f), path.join(dir, 'miniwob', f));
  }
  const head =
    '<link rel="stylesheet" href="../core/core.css"><script src="../vendor/seedrandom/seedrandom.js"></script><script src="../core/core.js"></script>';
  writeFileSync(path.join(dir, 'miniwob', 'never-ready.html'),
    `<!DOCTYPE html><html><head>${head}<script>var genProblem = function () { WOB_TASK_READY = false; };
window.onload = function () { core.startEpisode(); };</script></head><body><div id="wrap"><div id="query">wait</div><div id="area"></div></div></body></html>`);
  writeFileSync(path.join(dir, 'miniwob', 'not-a-task.html'), '<!DOCTYPE html><html><body>hello</body></html>');
  return dir;
}

test.describe('official suite adapter', () => {
  test('drives an official-style checkout through the same protocol', async ({ host }) => {
    const dir = officialLikeFolder();
    const official = await host.openEpisode({ suite: 'official', miniwobDir: dir, task: 'click-button', seed: 1000 });
    const embedded = await host.openEpisode({ suite: 'embedded', task: 'click-button', seed: 1000 });
    expect(official.goal).toBe(embedded.goal);
    expect((await official.screen.screenshot()).equals(await embedded.screen.screenshot())).toBe(true);
    expect(official.info.url).toContain('/miniwob/click-button.html');
    await official.close();
    await embedded.close();
  });

  test('MINIWOB_DIR selects the folder', async ({ host }) => {
    const dir = officialLikeFolder();
    const prev = process.env.MINIWOB_DIR;
    process.env.MINIWOB_DIR = dir;
    try {
      const ep = await host.openEpisode({ suite: 'official', task: 'click-button', seed: 1001 });
      expect(ep.goal).toBe('Click on the "no" button.');
      await ep.close();
    } finally {
      if (prev === undefined) delete process.env.MINIWOB_DIR;
      else process.env.MINIWOB_DIR = prev;
    }
  });

  test('a missing or wrong folder, an unknown task, a task never ready, a non-task page are clear errors', async ({ host }) => {
    const prev = process.env.MINIWOB_DIR;
    delete process.env.MINIWOB_DIR;
    try {
      await expect(host.openEpisode({ suite: 'official', task: 'click-button', seed: 1 })).rejects.toThrow(/--miniwob-dir/);
    } finally {
      if (prev !== undefined) process.env.MINIWOB_DIR = prev;
    }
    await expect(host.openEpisode({ suite: 'official', miniwobDir: '/nonexistent/x', task: 'click-button', seed: 1 }))
      .rejects.toBeInstanceOf(SuiteNotFoundError);
    await expect(host.openEpisode({ suite: 'official', miniwobDir: os.tmpdir(), task: 'click-button', seed: 1 }))
      .rejects.toThrow(/core\/core\.js is missing/);
    const dir = officialLikeFolder();
    await expect(host.openEpisode({ suite: 'official', miniwobDir: dir, task: 'click-buton', seed: 1 }))
      .rejects.toBeInstanceOf(UnknownTaskError);
    await expect(host.openEpisode({ task: '../etc/passwd', seed: 1 })).rejects.toBeInstanceOf(UnknownTaskError);
    const never = host.openEpisode({ suite: 'official', miniwobDir: dir, task: 'never-ready', seed: 1, readyTimeoutMs: 300 });
    await expect(never).rejects.toBeInstanceOf(TaskNotReadyError);
    await expect(never).rejects.toThrow(/WOB_TASK_READY/);
    const notTask = host.openEpisode({ suite: 'official', miniwobDir: dir, task: 'not-a-task', seed: 1, loadTimeoutMs: 3000 });
    await expect(notTask).rejects.toThrow(/never exposed the MiniWoB core/);
  });
});

test.describe('episodes', () => {
  test('screenshots are exactly the task frame at scales 1, 2 and 3; input stays in CSS px', async ({ host }) => {
    for (const scale of [1, 2, 3]) {
      const ep = await host.openEpisode({ task: 'click-button', seed: 1001, scale });
      const meta = await sharp(await ep.screen.screenshot()).metadata();
      expect([meta.width, meta.height]).toEqual([160 * scale, 210 * scale]);
      const box = await ep.page.evaluate(() => {
        const b = [...document.querySelectorAll('#area button')].find((x) => x.textContent === (window as any).TARGET_LABEL)!;
        const r = b.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      });
      await ep.screen.mouse.click(box.x, box.y);
      expect(await ep.reward()).toMatchObject({ done: true, rawReward: 1 });
      await ep.close();
    }
  });

  test('the timer is off by default, can be set, and can keep the task limit', async ({ host }) => {
    const off = await host.openEpisode({ task: 'click-button', seed: 5 });
    expect(off.info.maxTimeMs).toBeNull();
    expect(off.info.nominalMaxTimeMs).toBe(10_000);
    expect(await off.page.evaluate(() => (window as any).core.EPISODE_MAX_TIME)).toBeGreaterThan(1e9);
    await off.close();
    const task = await host.openEpisode({ task: 'click-button', seed: 5, maxTimeMs: 'task' });
    expect(task.info.maxTimeMs).toBe(10_000);
    expect((await task.reward()).done).toBe(false);
    await task.close();
    const short = await host.openEpisode({ task: 'click-button', seed: 5, maxTimeMs: 300 });
    await new Promise((r) => setTimeout(r, 600));
    expect(await short.reward()).toEqual({ done: true, reward: -1, rawReward: -1, reason: 'timed out' });
    await short.close();
  });

  test('success is time-proportional in reward and exact in raw reward', async ({ host }) => {
    const ep = await host.openEpisode({ task: 'click-button', seed: 1002, maxTimeMs: 'task' });
    await new Promise((r) => setTimeout(r, 500));
    const c = await ep.page.evaluate(() => {
      const b = [...document.querySelectorAll('#area button')].find((x) => x.textContent === (window as any).TARGET_LABEL)!;
      const r = b.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await ep.screen.mouse.click(c.x, c.y);
    const r = await ep.reward();
    expect(r.rawReward).toBe(1);
    expect(r.reward).toBeGreaterThan(0.5);
    expect(r.reward).toBeLessThan(0.96);
    await ep.close();
  });

  test('off-frame points are refused before any input is sent', async ({ host }) => {
    const ep = await host.openEpisode({ task: 'click-button', seed: 1 });
    await expect(ep.screen.mouse.click(160, 10)).rejects.toBeInstanceOf(OffScreenPointError);
    await expect(ep.screen.mouse.move(-1, 10)).rejects.toBeInstanceOf(OffScreenPointError);
    await expect(ep.screen.mouse.click(Number.NaN, 10)).rejects.toBeInstanceOf(OffScreenPointError);
    await ep.close();
  });

  test('a crashed page is a typed error, and the host goes on', async ({ host }) => {
    const ep = await host.openEpisode({ task: 'click-button', seed: 1 });
    await ep.page.goto('chrome://crash').catch(() => undefined);
    await expect(ep.screen.screenshot()).rejects.toBeInstanceOf(BrowserCrashedError);
    await expect(ep.reward()).rejects.toBeInstanceOf(BrowserCrashedError);
    await ep.close();
    const next = await host.openEpisode({ task: 'click-button', seed: 1 });
    expect(next.goal).toMatch(/^Click on the/);
    await next.close();
  });

  test('a dead browser is relaunched on the next episode', async () => {
    const host = await BrowserHost.start();
    await (host as any).browser.close();
    const ep = await host.openEpisode({ task: 'click-button', seed: 1 });
    expect(ep.goal).toMatch(/^Click on the/);
    await ep.close();
    await host.close();
  });
});
