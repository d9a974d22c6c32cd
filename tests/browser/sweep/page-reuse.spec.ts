/**
 * Sweep page reuse (src/sweep/page-reuse.ts): an episode started on the page of the
 * previous one must be the same instance as on a fresh page (goal, screenshot, DOM
 * labels) and must not see what the previous episode left: focus, scroll, a held mouse
 * button, the pointer over an element. A page whose episode failed is never reused.
 *
 * Screenshots are compared allowing a difference of 1 colour level: Chromium anti-aliases
 * a rounded corner drawn a second time in one renderer 1 level apart from the first
 * drawing (jQuery UI tabs, accordions and dialogs, a handful of pixels). Nothing else may
 * differ.
 */
import { PNG } from 'pngjs';
import { waitForSettle } from '../../../src/agent/settle.js';
import { labelScreen } from '../../../src/dataset/labeller.js';
import type { Episode } from '../../../src/env/episode.js';
import type { BrowserHost } from '../../../src/env/host.js';
import { runEpisodeOn } from '../../../src/episode/harness.js';
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import type { EpisodeConfig } from '../../../src/episode/config.js';
import { modelsDir } from '../../../src/perception/model-card.js';
import { ReusedPages } from '../../../src/sweep/page-reuse.js';
import { expect, test } from '../fixtures.js';

test.setTimeout(240_000);

const TARGET = { suite: 'embedded' as const, scale: 1 };

function settings(_task: string, _seed: number): EpisodeConfig {
  return resolveEpisodeConfig({ policy: 'scripted', maxSteps: 10, observer: 'labels' });
}

/** Largest difference of any colour channel between two same-size screenshots. */
function maxChannelDiff(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a), pb = PNG.sync.read(b);
  expect([pa.width, pa.height]).toEqual([pb.width, pb.height]);
  let max = 0;
  for (let i = 0; i < pa.data.length; i++) max = Math.max(max, Math.abs(pa.data[i]! - pb.data[i]!));
  return max;
}

async function look(ep: Episode) {
  return { goal: ep.goal, png: (await waitForSettle(ep.screen)).png, labels: await labelScreen(ep.page) };
}

/** `reused` shows what a fresh page of its task and seed shows: goal, labels, screenshot. */
async function expectSameAsFresh(host: BrowserHost, reused: Episode) {
  const fresh = await host.openEpisode({ task: reused.task, seed: reused.seed });
  try {
    const [r, f] = [await look(reused), await look(fresh)];
    expect(r.goal).toBe(f.goal);
    expect(r.labels).toEqual(f.labels);
    expect(maxChannelDiff(r.png, f.png), `${reused.task} seed ${reused.seed}: screenshot of the reused page`).toBeLessThanOrEqual(1);
  } finally {
    await fresh.close();
  }
}

// jQuery UI widgets, scroll boxes, timers (autocomplete), drags, an app with views, text fields.
const TASKS = ['click-tab-2', 'click-collapsible-2', 'click-dialog', 'click-scroll-list', 'copy-paste', 'use-autocomplete', 'drag-box', 'email-inbox',
  'enter-text'];

test('after a played episode, the next seed on the same page is the instance a fresh page shows', async ({ host }) => {
  for (const task of TASKS) {
    const pages = new ReusedPages(host, TARGET, 10);
    try {
      const first = await pages.open({ task, seed: 20 });
      await runEpisodeOn(first, settings(task, 20), { llm: null, modelsDir: modelsDir({}) });
      await pages.done(first, true, Promise.resolve());
      const next = await pages.open({ task, seed: 21 });
      expect(next.page, `${task}: the page is reused`).toBe(first.page);
      await expectSameAsFresh(host, next);
    } finally {
      await pages.close();
    }
  }
});

test('nothing the previous episode left shows: focus, typed text, scroll, a held button, the hovered element', async ({ host }) => {
  const pages = new ReusedPages(host, TARGET, 10);
  try {
    // Typing in the textarea, scrolling it, and leaving the mouse button held down on it.
    const a = await pages.open({ task: 'scroll-text-2', seed: 30 });
    await a.screen.mouse.click(80, 100);
    await a.screen.keyboard.type('left over');
    await a.screen.mouse.wheel(0, 200);
    await a.screen.mouse.move(80, 90);
    await a.screen.mouse.down();
    await pages.done(a, true, Promise.resolve());
    const b = await pages.open({ task: 'scroll-text-2', seed: 31 });
    expect(b.page).toBe(a.page);
    await expectSameAsFresh(host, b);
    const state = await b.page.evaluate(() => ({ focused: document.activeElement?.tagName ?? null,
      hovered: document.querySelectorAll('#wrap :hover').length })
    );
    expect(state).toEqual({ focused: 'BODY', hovered: 0 });
    // The button is up: moving the mouse over the frame drags nothing.
    await b.page.evaluate(() => {
      const w = window as unknown as { seenButtons: number[] };
      w.seenButtons = [];
      document.addEventListener('mousemove', (e) => w.seenButtons.push(e.buttons));
    });
    await b.screen.mouse.move(80, 120);
    expect(await b.page.evaluate(() => (window as unknown as { seenButtons: number[] }).seenButtons)).toEqual([0]);
  } finally {
    await pages.close();
  }
});

test('scroll-text, whose textarea keeps text typed into it across episodes (a quirk of the original), always gets a fresh page', async ({ host }) => {
  const pages = new ReusedPages(host, TARGET, 10);
  try {
    const a = await pages.open({ task: 'scroll-text', seed: 40 });
    await a.screen.mouse.click(80, 80);
    await a.screen.keyboard.press('Control+A');
    await a.screen.keyboard.type('stale text');
    await pages.done(a, true, Promise.resolve());
    const b = await pages.open({ task: 'scroll-text', seed: 41 });
    expect(b.page).not.toBe(a.page);
    await expectSameAsFresh(host, b);
  } finally {
    await pages.close();
  }
});

test('a page whose episode failed, or that crashed, is replaced by a fresh one', async ({ host }) => {
  const pages = new ReusedPages(host, TARGET, 10);
  try {
    const a = await pages.open({ task: 'click-test', seed: 1 });
    await pages.done(a, false, Promise.resolve());
    expect(a.page.isClosed()).toBe(true);
    const b = await pages.open({ task: 'click-test', seed: 2 });
    expect(b.page).not.toBe(a.page);
    await b.page.goto('chrome://crash').catch(() => undefined);
    await pages.done(b, true, Promise.resolve());
    const c = await pages.open({ task: 'click-test', seed: 3 });
    expect(c.page).not.toBe(b.page);
    expect(c.isCrashed).toBe(false);
    // Another task never reuses the page either.
    await pages.done(c, true, Promise.resolve());
    const d = await pages.open({ task: 'click-button', seed: 3 });
    expect(d.page).not.toBe(c.page);
    expect(pages.counts).toEqual({ fresh: 4, reused: 0 });
  } finally {
    await pages.close();
  }
});
