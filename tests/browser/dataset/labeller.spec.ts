/**
 * The DOM labeller against hand-checked screens: a fixture page with known geometry
 * (tests/fixtures/dataset/widgets.html) and the click-button task. Boxes must match
 * within 1 px, and text boxes must hug the ink actually drawn in the screenshot.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../../src/env/chromium.js';
import { labelScreen } from '../../../src/dataset/labeller.js';
import { groundTruthObserver } from '../../../src/dataset/ground-truth-observer.js';
import type { Element, ElementList } from '../../../src/perception/element.js';
import { expect, test } from '../fixtures.js';
import { inkBounds } from './ink.js';

const FIXTURE = readFileSync(path.resolve('tests/fixtures/dataset/widgets.html'), 'utf8');
const SCALE = 3;

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchChromium();
});
test.afterAll(async () => {
  await browser.close();
});

async function fixturePage(): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 500, height: 320 }, deviceScaleFactor: SCALE });
  const page = await ctx.newPage();
  await page.setContent(FIXTURE);
  return page;
}

const shot = (page: Page) => page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 210 }, scale: 'device' });

function find(els: ElementList, pred: (e: Element) => boolean, what: string): Element {
  const e = els.find(pred);
  if (!e) throw new Error(`no ${what} in ${JSON.stringify(els.map((x) => [x.type, x.text]))}`);
  return e;
}

function expectBox(e: Element, box: [number, number, number, number]) {
  const got = [e.box.left, e.box.top, e.box.right, e.box.bottom];
  got.forEach((v, i) => expect(Math.abs(v - box[i]!), `${e.type} "${e.text}" box ${got} vs ${box}`).toBeLessThanOrEqual(1));
}

/** The text box starts where the ink starts and ends where it ends (side bearings allowed). */
async function expectHugsInk(png: Buffer, e: Element) {
  const region = { left: e.box.left - 3, top: e.box.top - 1, right: e.box.right + 3, bottom: e.box.bottom + 1 };
  const ink = await inkBounds(png, SCALE, region);
  expect(ink, `ink of "${e.text}"`).not.toBeNull();
  expect(ink!.left).toBeGreaterThanOrEqual(e.box.left - 1);
  expect(ink!.left).toBeLessThanOrEqual(e.box.left + 2);
  expect(ink!.right).toBeLessThanOrEqual(e.box.right + 1);
  expect(ink!.right).toBeGreaterThanOrEqual(e.box.right - 3);
  expect(ink!.top).toBeGreaterThanOrEqual(e.box.top - 1);
  expect(ink!.bottom).toBeLessThanOrEqual(e.box.bottom + 1);
}

test('fixture screen: types, texts, states and boxes as hand-checked', async () => {
  const page = await fixturePage();
  const els = await labelScreen(page);
  const png = await shot(page);

  const query = find(els, (e) => e.type === 'text' && e.text === 'Click on the "yes" button.', 'query line');
  expect(query.box.left).toBeCloseTo(3, 0);
  expect(query.box.top).toBeCloseTo(3, 0);
  await expectHugsInk(png, query);

  expectBox(find(els, (e) => e.type === 'button', 'button'), [10, 60, 60, 80]);
  expect(find(els, (e) => e.type === 'button', 'button')).toMatchObject({ text: 'yes', focused: false });
  const input = find(els, (e) => e.type === 'input_field', 'input');
  expectBox(input, [10, 88, 90, 106]);
  expect(input).toMatchObject({ text: 'hello', focused: false });
  const box = find(els, (e) => e.type === 'checkbox', 'checkbox');
  expectBox(box, [100, 90, 113, 103]);
  expect(box.checked).toBe(true);
  expect(find(els, (e) => e.type === 'radio', 'radio').checked).toBe(false);
  const dropdown = find(els, (e) => e.type === 'dropdown', 'dropdown');
  expectBox(dropdown, [10, 112, 80, 132]);
  expect(dropdown.text).toBe('Two');
  const link = find(els, (e) => e.type === 'hyperlink', 'link');
  expect(link.text).toBe('more info');
  expect(link.box.left).toBeCloseTo(100, 0);
  await expectHugsInk(png, link);

  expectBox(find(els, (e) => e.subtype === 'circle', 'circle'), [97, 137, 113, 153]);
  expectBox(find(els, (e) => e.subtype === 'rectangle', 'rectangle'), [120, 139, 132, 151]);
  expectBox(find(els, (e) => e.subtype === 'triangle', 'triangle'), [137, 139, 153, 153]);
  const cell = find(els, (e) => e.type === 'tabled_text', 'table cell');
  expect(cell.text).toBe('cell');
  await expectHugsInk(png, cell);

  // Only the lines inside the 24 px scroll box show; the half-visible line at the bottom
  // edge of the frame is clipped to it.
  expect(els.filter((e) => e.text?.startsWith('line ')).map((e) => e.text)).toEqual(['line one', 'line two']);
  expect(find(els, (e) => e.text === 'half off', 'half-off line').box.bottom).toBe(210);

  // Covered, beside the frame, display:none, visibility:hidden, zero-size: not labelled.
  for (const gone of ['covered text', 'beside the frame', 'not shown', 'invisible', 'zero']) {
    expect(els.some((e) => e.text === gone), gone).toBe(false);
  }
  expect(els.map((e) => e.id)).toEqual(els.map((_, i) => i + 1));
  expect(els.every((e) => e.score === 1)).toBe(true);
  await page.context().close();
});

test('fixture screen: typing, focus, selection and scrolling change the labels', async () => {
  const page = await fixturePage();
  await page.mouse.click(80, 97);
  await page.keyboard.press('End');
  await page.keyboard.type(' you');
  let els = await labelScreen(page);
  expect(find(els, (e) => e.type === 'input_field', 'input')).toMatchObject({ text: 'hello you', focused: true, highlighted: false });

  // Drag across the start of the query: "Click on" is selected, the rest is not.
  await page.mouse.move(3.5, 8);
  await page.mouse.down();
  await page.mouse.move(38, 8, { steps: 4 });
  await page.mouse.up();
  els = await labelScreen(page);
  const selected = els.filter((e) => e.highlighted && e.type === 'text');
  expect(selected.length).toBe(1);
  expect(selected[0]!.text).toMatch(/^Click on?$/);
  const rest = find(els, (e) => e.type === 'text' && !e.highlighted && e.box.top < 10, 'rest of the query');
  expect(rest.text!.endsWith('button.')).toBe(true);
  expect(rest.box.left).toBeGreaterThanOrEqual(selected[0]!.box.right - 1);

  await page.evaluate(() => {
    document.getElementById('scroller')!.scrollTop = 12;
  });
  els = await labelScreen(page);
  expect(els.filter((e) => e.text?.startsWith('line ')).map((e) => e.text)).toEqual(['line two', 'line three']);
  expect(find(els, (e) => e.text === 'line two', 'line two').box.top).toBeCloseTo(178, 0);
  await page.context().close();
});

test('click-button seed 1000: the query and the buttons where they are drawn', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'click-button', seed: 1000, scale: SCALE });
  const els = await labelScreen(ep.page);
  const png = await ep.screen.screenshot();
  const query = find(els, (e) => e.box.top < 10, 'query');
  expect(query).toMatchObject({ type: 'text', text: ep.goal });
  await expectHugsInk(png, query);
  const buttons = els.filter((e) => e.type === 'button');
  expect(buttons.map((b) => b.text)).toContain('yes');
  for (const b of buttons) {
    // A button's box is its border: the border's ink runs along each edge of the box
    // (neighbours may touch the button, so only the inside of the box is searched).
    const ink = await inkBounds(png, SCALE, b.box, 200);
    expect(ink).not.toBeNull();
    for (const k of ['left', 'top', 'right', 'bottom'] as const) expect(Math.abs(ink![k] - b.box[k]), `${b.text} ${k}`).toBeLessThanOrEqual(1);
  }
  const observed = await groundTruthObserver(ep.page).observe(png, SCALE);
  expect(observed).toEqual(els);
  await ep.close();
});
