/**
 * The trace viewer in a real browser: a trace written by TraceWriter from a real episode's
 * screen and ground-truth elements opens from disk in Chromium, draws the elements with
 * their ids, the click point and the drag path, shows prompt and reply inline, marks the
 * failed step, and moves between steps with the arrow keys.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { describeElement, elementDataOf } from '../../../src/agent/element-text.js';
import type { StepRecord } from '../../../src/agent/record.js';
import { TraceWriter } from '../../../src/trace/trace.js';
import { groundTruthObserver } from '../../../src/dataset/ground-truth-observer.js';
import { launchChromium } from '../../../src/env/chromium.js';
import { expect, test } from '../fixtures.js';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchChromium();
});
test.afterAll(async () => {
  await browser.close();
});

const ms = { capture: 5, perceive: 40, llm: 900, decide: 2, execute: 120, total: 1067 };
const step = (n: number, actions: StepRecord['actions'], error?: StepRecord['error']): StepRecord => ({
  step: n,
  elements: 0,
  promptTokens: 1200,
  completionTokens: 80,
  llmCalls: 1,
  cached: false,
  actions,
  notRun: 0,
  ms,
  ...(error ? { error } : {}),
});

test('a trace opens from disk, draws what happened and navigates by keyboard', async ({ host }) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-trace-'));
  const ep = await host.openEpisode({ task: 'click-button', seed: 1000, scale: 2 });
  let clicked = '';
  try {
    const png = await ep.screen.screenshot();
    const elements = await groundTruthObserver(ep.page).observe(png, 2);
    const button = elements.find((e) => e.type === 'button')!;
    clicked = describeElement(elementDataOf(button));
    const trace = new TraceWriter(dir);
    const decision = (reply: string) => ({ actions: [], transcript: { messages: [{ role: 'user', content: 'PROMPT <b>not markup</b>' }], replies: [reply] } });
    await trace.step(
      step(1, [{ name: 'click_element', args: { element_id: button.id }, element: elementDataOf(button), point: { x: 40, y: 120 }, ms: 30, settled: true }]),
      { png, scale: 2, elements, decision: decision('Action_1=click') as never },
    );
    await trace.step(step(2, [
      { name: 'drag_mouse_hold_down', args: { x: 20, y: 100 }, point: { x: 20, y: 100 }, ms: 5, settled: true },
      { name: 'drag_mouse_move', args: { x: 90, y: 150 }, point: { x: 90, y: 150 }, ms: 5, settled: true },
      { name: 'drag_mouse_release', args: {}, ms: 5, settled: true },
    ], { code: 'UNKNOWN_ELEMENT', message: 'element 99 is not on the screen' }), { png, scale: 2, elements, decision: decision('second reply') as never });
  } finally {
    await ep.close();
  }

  const page = await (await browser.newContext()).newPage();
  await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
  await expect(page.locator('nav button')).toHaveCount(2);
  await expect(page.locator('main h2')).toHaveText('Step 1 of 2');
  // Every element drawn, with its id as legible text, and the click point marked.
  const ids = await page.locator('svg g.el text').allTextContents();
  expect(ids.length).toBeGreaterThan(3);
  await expect(page.locator('svg circle.click')).toHaveCount(1);
  await expect(page.locator('pre.prompt')).toContainText('PROMPT <b>not markup</b>');
  await expect(page.locator('pre.reply')).toContainText('Action_1=click');
  // The action is named by the element it ran on, written as the history writes it.
  await expect(page.locator('main li').first()).toContainText(`on ${clicked}`);
  // The failed step is marked in the step list before it is opened.
  await expect(page.locator('nav button.bad')).toHaveText('step 2');

  await page.keyboard.press('ArrowRight');
  await expect(page.locator('main h2')).toHaveText('Step 2 of 2');
  await expect(page.locator('svg polyline.drag')).toHaveCount(1);
  await expect(page.locator('main .err')).toContainText('UNKNOWN_ELEMENT');
  expect(page.url()).toContain('#step-2');
  await page.keyboard.press('k');
  await expect(page.locator('main h2')).toHaveText('Step 1 of 2');

  // Type toggles hide and show the elements of that type.
  await page.locator('#types input[data-type="button"]').uncheck();
  await expect(page.locator('svg g.el[data-type="button"]')).toHaveCount(0);
  await page.locator('#types input[data-type="button"]').check();
  await expect(page.locator('svg g.el[data-type="button"]')).not.toHaveCount(0);
});
