/**
 * Synthetic text screens end to end (src/dataset/synth-text/): hand-written screens of every
 * widget kind built in the shell page and labelled, each text found with the type the task pages
 * give it, inside the frame; then a two-screen build whose folder reads as a dataset.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildSynthText, captureSynthScreen, SHELL_TASK } from '../../../src/dataset/synth-text/build.js';
import type { SynthScreen, Widget } from '../../../src/dataset/synth-text/spec.js';
import { readDataset } from '../../../src/dataset/records.js';
import type { Element, ElementList } from '../../../src/perception/element.js';
import { expect, test } from '../fixtures.js';

const plain = { family: null, sizePx: null, bold: false, italic: false, color: null, background: null };
const widget = (kind: Widget['kind'], texts: string[], more: Partial<Widget> = {}): Widget => ({
  kind,
  texts,
  style: plain,
  widthPx: null,
  heightPx: null,
  marginTopPx: 2,
  marginLeftPx: 0,
  align: 'left',
  ...more,
});

const SCREENS: SynthScreen[] = [
  {
    query: { before: 'Select ', bold: 'Mon Nov 14 2016', after: ' and go.' },
    areaBackground: '#fff',
    widgets: [
      widget('text', ['Depart: 10:45 AM'], { style: { ...plain, sizePx: 10, color: '#c00' } }),
      widget('button', ['Submit']),
      widget('flight-button', ['Book flight for $1134'], { widthPx: 126 }),
      widget('input', ['T-1000.gif']),
      widget('textarea', ['alpha beta'], { widthPx: 120, heightPx: 30 }),
    ],
  },
  {
    query: { before: 'Use the terminal.', bold: '', after: '' },
    areaBackground: '#f5f5f5',
    widgets: [
      widget('terminal', ['user$ rm flowers.png'], { widthPx: 150, heightPx: 30 }),
      widget('calendar', [], { month: { year: 2016, month: 3, days: false } }),
      widget('link', ['Ada Lovelace']),
      widget('table', ['Aberdeen', '$42'], { columns: 2 }),
    ],
  },
];

function expectLabel(els: ElementList, type: Element['type'], text: string): Element {
  const e = els.find((x) => x.type === type && x.text === text);
  expect(e, `${type} "${text}" in ${JSON.stringify(els.map((x) => [x.type, x.text]))}`).toBeDefined();
  return e!;
}

test('hand-written screens: every drawn text is labelled with its type, inside the frame', async ({ host }) => {
  const ep = await host.openEpisode({ suite: 'embedded', task: SHELL_TASK, seed: 1000, scale: 2 });
  try {
    const a = await captureSynthScreen(ep, SCREENS[0]!);
    expect(a).not.toBeNull();
    const meta = await sharp(a!.png).metadata();
    expect([meta.width, meta.height]).toEqual([320, 420]);
    expectLabel(a!.elements, 'text', 'Select Mon Nov 14 2016 and go.');
    expect(expectLabel(a!.elements, 'text', 'Depart: 10:45 AM').color?.name).toBe('red');
    expectLabel(a!.elements, 'button', 'Submit');
    // book-flight's price button: two lines in the picture, one label with the lines joined.
    const flight = expectLabel(a!.elements, 'button', 'Book flight for $1134');
    expect(flight.box.bottom - flight.box.top).toBeGreaterThan(24);
    expectLabel(a!.elements, 'input_field', 'T-1000.gif');
    expectLabel(a!.elements, 'text_area', 'alpha beta');

    const b = await captureSynthScreen(ep, SCREENS[1]!);
    expect(b).not.toBeNull();
    expect(expectLabel(b!.elements, 'text', 'user$ rm flowers.png').color?.hex.toLowerCase()).toBe('#49f468');
    expectLabel(b!.elements, 'text', 'April 2016');
    expectLabel(b!.elements, 'hyperlink', 'Ada Lovelace');
    expectLabel(b!.elements, 'tabled_text', 'Aberdeen');
    expectLabel(b!.elements, 'tabled_text', '$42');
    // Only the title bar of the date picker: no day numbers.
    expect(b!.elements.filter((e) => /^\d{1,2}$/.test(e.text ?? ''))).toEqual([]);
    for (const e of [...a!.elements, ...b!.elements]) {
      expect(e.box.left).toBeGreaterThanOrEqual(0);
      expect(e.box.right).toBeLessThanOrEqual(160);
      expect(e.box.bottom).toBeLessThanOrEqual(210);
    }
  } finally {
    await ep.close();
  }
});

test('a two-screen build reads as a dataset', async () => {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'caap-synth-')), 'synth');
  const m = await buildSynthText({ seeds: [1000, 1001], seedSpec: '1000-1001', screens: 2, scale: 2, out });
  const { manifest, records } = await readDataset(out);
  expect(manifest.datasetHash).toBe(m.datasetHash);
  expect(records.map((r) => [r.task, r.seed, r.step])).toEqual([['synth-text', 1000, 0], ['synth-text', 1001, 0]]);
  for (const r of records) {
    expect(r.elements.length).toBeGreaterThan(2);
    // The query bar's first line comes first, and it is the start of the drawn sentence.
    expect(r.elements[0]!.type).toBe('text');
    expect(r.goal.startsWith(r.elements[0]!.text!), `${r.goal} / ${r.elements[0]!.text}`).toBe(true);
  }
});
