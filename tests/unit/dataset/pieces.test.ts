import sharp from 'sharp';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { choosePoke, type Poke } from '../../../src/dataset/explore.js';
import { isValSeed, yoloLine } from '../../../src/dataset/export-yolo.js';
import { toElements } from '../../../src/dataset/labeller.js';
import { perceptualHash } from '../../../src/dataset/phash.js';
import { spreadPick } from '../../../src/dataset/show.js';
import { pickVariation, variationCss } from '../../../src/dataset/variations.js';
import type { ElementList } from '../../../src/perception/element.js';

const screen = (draw: string) =>
  sharp(Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="210"><rect width="160" height="210" fill="#fff"/>${draw}</svg>`,
  )).png().toBuffer();

describe('perceptual hash', () => {
  it('is equal for equal pictures and differs when a small widget changes', async () => {
    const a = await screen('<rect x="10" y="60" width="13" height="13" fill="none" stroke="#333"/>');
    const b = await screen('<rect x="10" y="60" width="13" height="13" fill="none" stroke="#333"/>');
    const ticked = await screen('<rect x="10" y="60" width="13" height="13" fill="#06f" stroke="#333"/>');
    expect(await perceptualHash(a)).toBe(await perceptualHash(b));
    expect(await perceptualHash(a)).not.toBe(await perceptualHash(ticked));
  });
  it('ignores the capture scale', async () => {
    const one = await screen('<rect x="20" y="80" width="60" height="20" fill="#ccc"/>');
    const three = await sharp(one).resize(480, 630, { kernel: 'nearest' }).png().toBuffer();
    expect(await perceptualHash(one)).toBe(await perceptualHash(three));
  });
});

describe('labels', () => {
  it('numbers raw labels in reading order, rounds boxes, validates', () => {
    const els = toElements([
      { type: 'button', text: 'B', box: { l: 80, t: 60.004, r: 100, b: 80 } },
      { type: 'text', text: 'A', box: { l: 3, t: 3, r: 50.123456, b: 14 } },
      { type: 'checkbox', checked: true, box: { l: 10, t: 62, r: 23, b: 75 } },
    ]);
    expect(els.map((e) => [e.id, e.type])).toEqual([[1, 'text'], [2, 'checkbox'], [3, 'button']]);
    expect(els[0]!.box.right).toBe(50.12);
    expect(els[2]!.box.top).toBe(60);
    expect(() => toElements([{ type: 'widget', box: { l: 0, t: 0, r: 1, b: 1 } }])).toThrow();
  });
});

describe('exports', () => {
  it('writes YOLO lines normalised to the 160x210 frame', () => {
    const [e] = toElements([{ type: 'button', box: { l: 0, t: 0, r: 80, b: 105 } }]) as ElementList;
    expect(yoloLine(e!)).toBe('2 0.250000 0.250000 0.500000 0.500000');
  });
  it('puts about a tenth of the seeds into val, always the same ones', () => {
    const seeds = Array.from({ length: 2000 }, (_, i) => 1000 + i);
    const val = seeds.filter(isValSeed);
    expect(val.length).toBeGreaterThan(150);
    expect(val.length).toBeLessThan(250);
    expect(seeds.filter(isValSeed)).toEqual(val);
  });
  it('spreads a sheet over the whole dataset', () => {
    expect(spreadPick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5)).toEqual([1, 3, 5, 7, 9]);
    expect(spreadPick([1, 2], 5)).toEqual([1, 2]);
  });
});

describe('exploration and variations', () => {
  const els = toElements([
    { type: 'text', text: 'Click Submit.', box: { l: 3, t: 3, r: 60, b: 14 } },
    { type: 'input_field', text: '', focused: true, box: { l: 2, t: 60, r: 130, b: 81 } },
    { type: 'button', text: 'Submit', box: { l: 2, t: 90, r: 97, b: 121 } },
    { type: 'draggable_text', text: 'Alice', box: { l: 10, t: 130, r: 150, b: 155 } },
  ]);
  const run = (seed: string): Poke[] => {
    const rng = seedrandom(seed);
    return Array.from({ length: 200 }, () => choosePoke(els, rng, { goal: 'Enter "Alice" and click Submit.', dragging: null }));
  };
  it('is a pure function of the stream', () => {
    expect(run('a')).toEqual(run('a'));
    expect(run('a')).not.toEqual(run('b'));
  });
  it('pokes inside the frame and mixes kinds of input', () => {
    const pokes = run('c');
    for (const p of pokes) {
      if ('x' in p) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThan(160);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThan(210);
      }
    }
    const kinds = new Set(pokes.map((p) => p.kind));
    for (const k of ['click', 'type', 'drag-start', 'hover', 'key']) expect(kinds.has(k as Poke['kind']), k).toBe(true);
  });
  it('drags a slider handle along its track', () => {
    const slider = toElements([
      { type: 'slider', subtype: 'horizontal', box: { l: 20, t: 100, r: 140, b: 110 } },
      { type: 'slider', subtype: 'handle', box: { l: 60, t: 98, r: 74, b: 112 } },
    ]);
    const rng = seedrandom('s');
    const pokes = Array.from({ length: 100 }, () => choosePoke(slider, rng, { goal: 'Select 5 with the slider.', dragging: null }));
    const drags = pokes.filter((p): p is Extract<Poke, { kind: 'drag-start' }> => p.kind === 'drag-start');
    expect(drags.length).toBeGreaterThan(20);
    expect(drags.filter((d) => d.y2 === d.y).length).toBeGreaterThan(drags.length / 2); // mostly along the horizontal track
  });
  it('types where the keyboard goes even when no labelled field has focus (terminal, rich-text editor)', () => {
    const terminal = toElements([
      { type: 'text', text: 'Welcome! Type help for a list of', box: { l: 7, t: 76, r: 120, b: 86 } },
      { type: 'text', text: 'user$', box: { l: 4, t: 103, r: 24, b: 113 } },
    ]);
    const goal = 'Use the terminal below to delete a file ending with the extension .py';
    const typed = (typingTarget: boolean) => {
      const rng = seedrandom('t');
      return Array.from({ length: 200 }, () => choosePoke(terminal, rng, { goal, dragging: null, typingTarget }))
        .filter((p): p is Extract<Poke, { kind: 'type' }> => p.kind === 'type').map((p) => p.text);
    };
    expect(typed(false)).toEqual([]);
    const texts = typed(true);
    expect(texts.length).toBeGreaterThan(30);
    expect(texts.some((t) => t === 'ls' || t.startsWith('rm '))).toBe(true);
  });
  it('finishes a drag it started', () => {
    const p = choosePoke(els, seedrandom('d'), { goal: '', dragging: { x: 50, y: 140 } });
    expect(p.kind).toBe('drag-end');
  });
  it('draws looks within ±10 % zoom and a slight colour shift, repeatably', () => {
    const a = pickVariation(seedrandom('v'));
    expect(pickVariation(seedrandom('v'))).toEqual(a);
    for (let i = 0; i < 50; i++) {
      const v = pickVariation(seedrandom(`v${i}`));
      expect(v.zoom).toBeGreaterThanOrEqual(0.9);
      expect(v.zoom).toBeLessThanOrEqual(1.1);
      expect(Math.abs(v.hue)).toBeLessThanOrEqual(12);
    }
    expect(variationCss({ font: 'DejaVu Sans', zoom: 1.05, hue: 3, saturate: 1, brightness: 1 })).toMatch(/DejaVu Sans.*\n.*zoom: 1.05/s);
  });
});
