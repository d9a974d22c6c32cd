/**
 * The DOM labeller on the widgets of the standard set's new tasks: click-pie's sectors
 * (centre and angles, whether the page draws arcs or Bezier pieces) and its disc under the
 * "+" label, navigate-tree's expander boxes, text-editor's toolbar, choose-date's arrows,
 * drag-cube's turned faces, count-sides' canvas polygon, tic-tac-toe's cells.
 */
import { PNG } from 'pngjs';
import { labelScreen } from '../../../src/dataset/labeller.js';
import { settle } from '../../../src/dataset/settle.js';
import type { Element, ElementList } from '../../../src/perception/element.js';
import { expect, test } from '../fixtures.js';

const centreOf = (e: Element) => ({ x: (e.box.left + e.box.right) / 2, y: (e.box.top + e.box.bottom) / 2 });
/** Clockwise degrees from 12 o'clock, as the labeller measures sectors. */
const bearing = (c: { x: number; y: number }, p: { x: number; y: number }) => ((Math.atan2(p.x - c.x, -(p.y - c.y)) * 180) / Math.PI + 360) % 360;

function icons(els: ElementList): string[] {
  return els.filter((e) => e.type === 'icon').map((e) => e.subtype ?? '?');
}

for (const scale of [1, 2]) {
  test(`click-pie at scale ${scale}: the disc under "+", then every sector with the wheel's centre and its label inside`, async ({ host }) => {
    const ep = await host.openEpisode({ task: 'click-pie', seed: 1000, scale });
    try {
      const start = await labelScreen(ep.page);
      const disc = start.find((e) => e.type === 'shape' && e.color?.hex === '#444444');
      expect(disc, JSON.stringify(start)).toBeDefined();
      expect(centreOf(disc!).x).toBeCloseTo(80, 0);
      expect(centreOf(disc!).y).toBeCloseTo(130, 0);
      expect(start.some((e) => e.type === 'text' && e.text === '+')).toBe(true);

      await ep.screen.mouse.click(80, 130);
      // The dataset's stillness wait sees the menu's 1.5 s animation (a document animation)
      // and returns once it is over: every label is at its place.
      await settle(ep.page, { minMs: 30 });
      expect(await ep.page.evaluate(() => document.querySelectorAll('.pie-item text[transform]').length)).toBe(0);
      const open = await labelScreen(ep.page);
      const items = await ep.page.evaluate(() => (window as any).PIE.items as string[]);
      const sectors = open.filter((e) => e.sector);
      expect(sectors.length).toBe(items.length);
      for (const s of sectors) {
        expect(s.points![0]!.x).toBeCloseTo(80, 1);
        expect(s.points![0]!.y).toBeCloseTo(130, 1);
        expect(s.sector!.end - s.sector!.start).toBeCloseTo(360 / items.length, 1);
      }
      for (const label of items) {
        const text = open.find((e) => e.type === 'text' && e.text === label);
        expect(text, label).toBeDefined();
        const b = bearing({ x: 80, y: 130 }, centreOf(text!));
        const holders = sectors.filter((s) => {
          const rel = (((b - s.sector!.start) % 360) + 360) % 360;
          return rel < s.sector!.end - s.sector!.start;
        });
        expect(holders.length, `sectors holding "${label}"`).toBe(1);
      }
    } finally {
      await ep.close();
    }
  });
}

test('navigate-tree: expander boxes say what a click does (plus on closed folders, minus once open)', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'navigate-tree', seed: 1003 });
  try {
    const before = await labelScreen(ep.page);
    const folder = before.find((e) => e.type === 'text' && e.expanded === false);
    expect(folder).toBeDefined();
    const box = before.find((e) => e.type === 'icon' && Math.abs(e.box.top - folder!.box.top) <= 2 && e.box.right <= folder!.box.left);
    expect(box?.subtype).toBe('plus');
    const c = centreOf(box!);
    await ep.screen.mouse.click(c.x, c.y);
    // The folder opens at once (no animation), so the next screen shows it open.
    const after = await labelScreen(ep.page);
    expect(after.find((e) => e.type === 'text' && e.text === folder!.text)?.expanded).toBe(true);
    expect(after.find((e) => e.type === 'icon' && Math.abs(e.box.top - box!.box.top) <= 2 && Math.abs(e.box.left - box!.box.left) <= 2)?.subtype).toBe('minus');
  } finally {
    await ep.close();
  }
});

test('text-editor: the toolbar reads colour, bold, italic, underline; the open palette shows its colours', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'text-editor', seed: 1004 });
  try {
    const els = await labelScreen(ep.page);
    expect(icons(els)).toEqual(['color', 'bold', 'italic', 'underline']);
    expect(els.filter((e) => e.type === 'icon' && e.highlighted).map((e) => e.subtype)).toEqual([]);
    // Select the text and press B: the button lights up (Quill marks it active) and the text is bold.
    const line = els.find((e) => e.type === 'text' && e.box.top > 80 && e.text)!;
    await ep.screen.mouse.click((line.box.left + line.box.right) / 2, (line.box.top + line.box.bottom) / 2);
    await ep.screen.keyboard.press('Control+A');
    // Quill takes the new selection from the browser's selectionchange event, a moment later.
    await ep.page.waitForFunction(() => ((window as any).quill.getSelection()?.length ?? 0) > 0, null, { timeout: 5000 });
    const bold = els.find((e) => e.subtype === 'bold')!;
    await ep.screen.mouse.click((bold.box.left + bold.box.right) / 2, (bold.box.top + bold.box.bottom) / 2);
    const on = await labelScreen(ep.page);
    expect(on.filter((e) => e.type === 'icon' && e.highlighted).map((e) => e.subtype)).toEqual(['bold']);
    expect(on.find((e) => e.type === 'text' && e.text === line.text)?.style).toEqual({ bold: true });
    const picker = els.find((e) => e.subtype === 'color')!;
    const c = centreOf(picker);
    await ep.screen.mouse.click(c.x, c.y);
    const open = await labelScreen(ep.page);
    const swatches = open.filter((e) => e.type === 'shape' && e.color);
    expect(swatches.length).toBeGreaterThanOrEqual(30);
    expect(swatches.map((s) => s.color!.hex)).toContain('#E60000');
  } finally {
    await ep.close();
  }
});

test("choose-date: the open calendar's Prev/Next arrows are left/right icons", async ({ host }) => {
  const ep = await host.openEpisode({ task: 'choose-date', seed: 1003 });
  try {
    const field = (await labelScreen(ep.page)).find((e) => e.type === 'input_field')!;
    await ep.screen.mouse.click(field.box.left + 10, (field.box.top + field.box.bottom) / 2);
    await ep.page.waitForFunction(() => getComputedStyle(document.getElementById('ui-datepicker-div')!).opacity === '1', null, { timeout: 5000 });
    expect(icons(await labelScreen(ep.page))).toEqual(['left', 'right']);
  } finally {
    await ep.close();
  }
});

test('drag-cube: turned faces are no scrollbars; the digits carry their colours (the active one red)', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'drag-cube', seed: 1002 });
  try {
    const els = await labelScreen(ep.page);
    expect(els.filter((e) => e.type === 'scrollbar')).toEqual([]);
    const digits = els.filter((e) => e.type === 'text' && /^[1-6]$/.test(e.text ?? ''));
    expect(digits.length).toBeGreaterThanOrEqual(2);
    expect(digits.filter((d) => d.color?.hex === '#FF0000').length).toBe(1);
  } finally {
    await ep.close();
  }
});

test('count-sides: the polygon drawn on the canvas is a shape with one point per side, on the drawn outline', async ({ host }) => {
  for (const seed of [1000, 1001]) {
    const ep = await host.openEpisode({ task: 'count-sides', seed, scale: 1 });
    try {
      const shape = (await labelScreen(ep.page)).find((e) => e.type === 'shape');
      const sides = Number(await ep.page.evaluate(() => (window as any).SIDES_ANSWER as string));
      expect(shape?.points?.length, `seed ${seed}`).toBe(sides);
      expect(shape!.color?.hex).toBe('#000000');
      // Each vertex is drawn: the 3-px black outline darkens the pixels around it (the start
      // vertex has butt-capped ends, so the pixel right on it may be only half covered).
      const png = PNG.sync.read(await ep.screen.screenshot());
      for (const p of shape!.points!) {
        let darkest = 255;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) darkest = Math.min(darkest, png.data[((Math.floor(p.y) + dy) * png.width + Math.floor(p.x) + dx) * 4]!);
        }
        expect(darkest, `seed ${seed}: pixels around vertex ${p.x},${p.y}`).toBeLessThan(64);
      }
      // And the middle of the canvas, inside the outline, is white: the points are not just anywhere dark.
      const mid = shape!.points!.reduce((a, p) => ({ x: a.x + p.x / sides, y: a.y + p.y / sides }), { x: 0, y: 0 });
      expect(png.data[(Math.floor(mid.y) * png.width + Math.floor(mid.x)) * 4]).toBe(255);
    } finally {
      await ep.close();
    }
  }
});

test('tic-tac-toe: the nine cells are buttons, empty or showing the X or O drawn in them', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'tic-tac-toe', seed: 1001 }); // the computer opens in cell 5
  try {
    const cells = (await labelScreen(ep.page)).filter((e) => e.type === 'button');
    expect(cells.map((c) => c.text)).toEqual(['', '', '', '', '', 'O', '', '', '']);
    await ep.screen.mouse.click((cells[0]!.box.left + cells[0]!.box.right) / 2, (cells[0]!.box.top + cells[0]!.box.bottom) / 2);
    const after = (await labelScreen(ep.page)).filter((e) => e.type === 'button');
    expect(after[0]!.text).toBe('X');
    expect(after.filter((c) => c.text === 'O').length).toBe(2); // the computer answered
  } finally {
    await ep.close();
  }
});

test("form-sequence-3's Selectric drop-down: the box as a dropdown showing what it draws, the open list's rows as text (the blank row no shape), the keys' row lit", async ({ host }) => {
  const ep = await host.openEpisode({ task: 'form-sequence-3', seed: 1000 });
  try {
    const closed = await labelScreen(ep.page);
    const box = closed.find((e) => e.type === 'dropdown');
    expect(box, JSON.stringify(closed)).toMatchObject({ text: '', box: { left: 40, top: 62, right: 120, bottom: 102 } });
    await ep.screen.mouse.click(80, 82);
    const open = await labelScreen(ep.page);
    expect(open.filter((e) => e.type === 'shape')).toEqual([]);
    expect(open.filter((e) => e.type === 'button')).toEqual([]); // under the list
    expect(open.find((e) => e.text === '5ft 9in')).toMatchObject({ type: 'text' });
    await ep.screen.keyboard.press('ArrowDown');
    const lit = (await labelScreen(ep.page)).filter((e) => e.highlighted);
    expect(lit.map((e) => e.text)).toEqual(['5ft 9in']);
    await ep.screen.keyboard.press('Enter');
    // The box shows the height cut to its 30-px slot with an ellipsis, and keeps the focus.
    expect((await labelScreen(ep.page)).find((e) => e.type === 'dropdown')).toMatchObject({ text: '5ft …', focused: true });
  } finally {
    await ep.close();
  }
});

test('simon-says: a flashing button (class push, its paler face) is labelled highlighted, the other three not', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'simon-says', seed: 1000 });
  try {
    // Past the playback (at most 3.25 s), then one flash set by hand: the test owns the timing, not the page's timers.
    await ep.page.waitForFunction(() => document.querySelectorAll('#area button.push').length === 0 && performance.now() > 3500);
    await ep.page.evaluate(() => document.getElementById('button-2')!.classList.add('push'));
    const buttons = (await labelScreen(ep.page)).filter((e) => e.type === 'button');
    expect(buttons.map((b) => b.highlighted ?? false)).toEqual([false, true, false, false]);
  } finally {
    await ep.close();
  }
});
