/**
 * A hung page cannot hang the harness (issue 19): reading the reward (page.evaluate) had no
 * timeout, so a page stuck in a busy loop hung `caap run` for good. Every call into the page
 * now has a deadline and ends in a typed PageUnresponsiveError; the page then counts as
 * crashed and is not used again. The pages here hang on purpose (a busy loop in the page:
 * test code only).
 */
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Episode } from '../../../src/env/episode.js';
import { readReward, readUtterance, startEpisode, waitReady } from '../../../src/env/protocol.js';
import { EMBEDDED_ROOT } from '../../../src/env/suites.js';
import { BrowserCrashedError, PageUnresponsiveError } from '../../../src/errors.js';
import { expect, test } from '../fixtures.js';

test.setTimeout(90_000);

const DEADLINE = 2_000;

/**
 * Starts a busy loop in the page once the current call has returned, and comes back only once
 * the page answers nothing. The loop starts from a timer, and Chromium runs input events and
 * protocol calls ahead of timers: without the wait, a click sent at once could still be
 * answered before the loop began (a flaky test).
 */
async function hang(ep: Episode): Promise<void> {
  await ep.page.evaluate(() => {
    setTimeout(() => {
      for (;;) { /* hang on purpose */ }
    }, 0);
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = await readReward(ep.page, 300).then(() => 'answered', (e: unknown) => e);
    if (probe instanceof PageUnresponsiveError) return; // the loop runs: it never stops
    if (probe !== 'answered') throw probe;
    if (Date.now() > deadline) throw new Error('the page still answers 10 s after the hang was started');
  }
}

/** How long `p` takes to settle, and how. */
async function timed<T>(p: Promise<T>): Promise<{ ms: number; error: unknown }> {
  const t0 = Date.now();
  const error = await p.then(() => null, (e: unknown) => e);
  return { ms: Date.now() - t0, error };
}

/** The episode with a short deadline on its page calls (opened with the default one, so a loaded machine does not trip the opening). */
const shortDeadline = (ep: Episode) => new Episode(ep.info, ep.page, ep.page.context(), ep.callLog, { callTimeoutMs: DEADLINE });

test('reading the reward of a hung page ends in PageUnresponsiveError at its deadline', async ({ host }) => {
  const ep = shortDeadline(await host.openEpisode({ task: 'click-button', seed: 1000 }));
  try {
    expect(ep.callTimeoutMs).toBe(DEADLINE);
    expect((await ep.reward()).done).toBe(false); // a live page answers
    await hang(ep);
    const r = await timed(ep.reward());
    expect(r.error).toBeInstanceOf(PageUnresponsiveError);
    expect(r.error).toBeInstanceOf(BrowserCrashedError); // counted as a page failure by the sweep and caap run
    expect((r.error as PageUnresponsiveError).code).toBe('PAGE_UNRESPONSIVE');
    expect(r.ms).toBeGreaterThanOrEqual(DEADLINE - 50);
    expect(r.ms).toBeLessThan(DEADLINE + 3_000);
    expect(ep.isCrashed).toBe(true);
    expect(ep.isUnresponsive).toBe(true);
    // Given up on: later calls fail at once instead of waiting again.
    const again = await timed(ep.screen.mouse.click(50, 100));
    expect(again.error).toBeInstanceOf(BrowserCrashedError);
    expect(again.ms).toBeLessThan(500);
    expect(ep.callLog.join('\n')).toMatch(/no answer to "read the reward" within 2000 ms/);
  } finally {
    const closing = await timed(ep.close());
    expect(closing.ms).toBeLessThan(30_000);
  }
});

test('input, screenshots and every protocol call of a hung page end at their deadline', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'click-button', seed: 1001 });
  try {
    await hang(ep);
    // Fresh views of the same hung page, so each call meets the hang itself (not the given-up flag).
    const view = () => new Episode(ep.info, ep.page, ep.page.context(), [], { callTimeoutMs: DEADLINE });
    const calls: [string, () => Promise<unknown>][] = [
      ['click', () => view().screen.mouse.click(50, 100)],
      ['type', () => view().screen.keyboard.type('abc')],
      ['press', () => view().screen.keyboard.press('Enter')],
      ['move', () => view().screen.mouse.move(10, 10)],
      ['start the episode', () => startEpisode(ep.page, { seed: 1, mode: 'train', maxTimeMs: null }, [], DEADLINE)],
      ['read WOB_TASK_READY', () => waitReady(ep.page, 5_000, [], DEADLINE)],
      ['read the goal', () => readUtterance(ep.page, DEADLINE)],
      ['read the reward', () => readReward(ep.page, DEADLINE)],
    ];
    for (const [name, call] of calls) {
      const r = await timed(call());
      expect(r.error, name).toBeInstanceOf(PageUnresponsiveError);
      expect(r.ms, name).toBeLessThan(DEADLINE + 3_000);
    }
    // The screenshot has Playwright's own capture timeout (10 s) under the deadline; either way it ends, typed.
    const shot = await timed(view().screen.screenshot());
    expect(shot.error).toBeInstanceOf(Error);
    expect(shot.ms).toBeLessThan(15_000);
  } finally {
    await ep.close();
  }
});

test('a task page that hangs while its episode starts fails to open with PageUnresponsiveError', async ({ host }) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-hang-'));
  symlinkSync(path.join(EMBEDDED_ROOT, 'core'), path.join(dir, 'core'));
  symlinkSync(path.join(EMBEDDED_ROOT, 'common'), path.join(dir, 'common'));
  symlinkSync(path.resolve(EMBEDDED_ROOT, '../node_modules'), path.join(dir, 'vendor'));
  mkdirSync(path.join(dir, 'miniwob'));
  for (const f of readdirSync(path.join(EMBEDDED_ROOT, 'tasks'))) symlinkSync(path.join(EMBEDDED_ROOT, 'tasks', f), path.join(dir, 'miniwob', f));
  const head =
    '<link rel="stylesheet" href="../core/core.css"><script src="../vendor/seedrandom/seedrandom.js"></script><script src="../core/core.js"></script>';
  // genProblem runs inside startEpisodeReal: this page never returns from it.
  writeFileSync(path.join(dir, 'miniwob', 'hang-on-start.html'),
    `<!DOCTYPE html><html><head>${head}<script>var genProblem = function () { for (;;) {} };</script></head>` +
      '<body><div id="wrap"><div id="query">hang</div><div id="area"></div></div></body></html>');
  const r = await timed(host.openEpisode({ suite: 'official', miniwobDir: dir, task: 'hang-on-start', seed: 1, callTimeoutMs: DEADLINE }));
  expect(r.error).toBeInstanceOf(PageUnresponsiveError);
  expect(String((r.error as Error).message)).toMatch(/start the episode/);
  expect(r.ms).toBeLessThan(20_000);
  // The host is still usable afterwards.
  const ok = await host.openEpisode({ task: 'click-button', seed: 1002 });
  expect((await ok.reward()).done).toBe(false);
  await ok.close();
});
