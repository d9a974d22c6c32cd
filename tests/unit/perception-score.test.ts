import { describe, expect, it } from 'vitest';
import type { Element } from '../../src/perception/element.js';
import { matchElements, PerceptionScore } from '../../src/perception/score.js';

const el = (id: number, type: Element['type'], l: number, t: number, r: number, b: number, extra: Partial<Element> = {}): Element => ({ id, type,
  box: { left: l, top: t, right: r, bottom: b }, score: 1, ...extra });

describe('perception scoring', () => {
  it('matches greedily by IoU >= 0.5, one to one', () => {
    const gold = [el(1, 'text', 0, 0, 100, 10), el(2, 'button', 0, 20, 40, 40)];
    const pred = [el(1, 'button', 1, 21, 40, 40), el(2, 'text', 0, 0, 99, 10), el(3, 'text', 0, 0, 98, 10), el(4, 'icon', 120, 120, 130, 130)];
    expect(matchElements(pred, gold)).toEqual([[1, 0], [0, 1]]);
  });

  it('scores recall, precision, type, text, states and edges; n/a where nothing was labelled', () => {
    const s = new PerceptionScore();
    const gold = [
      el(1, 'text', 0, 0, 100, 10, { text: 'Click the button.' }),
      el(2, 'checkbox', 2, 20, 15, 33, { checked: true }),
      el(3, 'button', 2, 50, 60, 70, { text: 'Submit' }),
    ];
    const pred = [
      el(1, 'text', 0, 0, 101, 10, { text: 'Click the buton.' }),
      el(2, 'checkbox', 2, 20, 15, 33, { checked: true }),
      el(3, 'icon', 140, 150, 150, 160),
    ];
    const errors = s.add('t', pred, gold);
    expect(errors).toMatchObject({ missed: 1, extra: 1, wrongType: 0, wrongText: 1, wrongState: 0 });
    const { overall, perType } = s.summary();
    expect(overall.recall).toBeCloseTo(2 / 3, 4);
    expect(overall.precision).toBeCloseTo(2 / 3, 4);
    expect(overall.typeAccuracy).toBe(1);
    expect(overall.textExact).toBe(0);
    expect(overall.stateAccuracy).toBe(1);
    expect(overall.edgeP95).toBe(1);
    expect(perType.button?.recall).toBe(0);
    expect(perType.icon?.typeAccuracy).toBeNull();
  });

  it("scores only the states an element's type carries", () => {
    // The labeller marks a date picker's day link highlighted; hyperlinks carry no states in
    // any element list, so that label is not a state error of the observer.
    const s = new PerceptionScore();
    const errors = s.add('t', [el(1, 'hyperlink', 0, 0, 20, 10, { text: '12' })], [el(1, 'hyperlink', 0, 0, 20, 10, { text: '12', highlighted: true })]);
    expect(errors.wrongState).toBe(0);
    expect(s.summary().perType.hyperlink?.stateAccuracy).toBeNull();
  });

  it('scores the n-best oracle: the label among the reading and its other readings', () => {
    const s = new PerceptionScore();
    const gold = [el(1, 'text', 0, 0, 100, 10, { text: 'January 2016' }), el(2, 'text', 0, 20, 100, 30, { text: 'Riverton' })];
    const pred = [
      el(1, 'text', 0, 0, 100, 10, { text: '2anuary 2016', readings: [{ text: 'January 2016', p: 0.3 }] }),
      el(2, 'text', 0, 20, 100, 30, { text: 'Rivcrton', readings: [{ text: 'Rlverton', p: 0.1 }] }),
    ];
    s.add('t', pred, gold);
    const o = s.summary().overall;
    expect(o.textExact).toBe(0);
    expect(o.textNBest).toBe(0.5);
  });
});

describe('colour and figure scoring', () => {
  const box = { left: 20, top: 80, right: 70, bottom: 130 };
  const shape = (extra: Partial<import('../../src/perception/element.js').Element>) => ({ id: 1, type: 'shape' as const, subtype: 'rectangle', box, score: 1,
    ...extra });
  it('counts colour names where the label has a colour, and point distances', () => {
    const acc = new PerceptionScore();
    acc.add('t', [shape({ color: { hex: '#7F7F00', name: 'olive' }, points: [{ x: 20, y: 81 }, { x: 70, y: 80 }] })], [
      shape({ color: { hex: '#808000', name: 'olive' }, points: [{ x: 20, y: 80 }, { x: 70, y: 80 }, { x: 70, y: 130 }] }),
    ]);
    acc.add('t', [shape({ color: { hex: '#808080', name: 'grey' } })], [shape({ color: { hex: '#808000', name: 'olive' } })]);
    const o = acc.summary().overall;
    expect(o.colourName).toBe(0.5);
    expect(o.geometryP50).toBe(1); // distances 1, 0, missing -> median 1
  });
  it('reports no colour or geometry figure where labels have none', () => {
    const acc = new PerceptionScore();
    acc.add('t', [shape({})], [shape({})]);
    expect(acc.summary().overall).toMatchObject({ colourName: null, geometryP50: null });
  });
});

describe('measured-field scoring', () => {
  const box = { left: 20, top: 80, right: 70, bottom: 130 };
  const shape = (extra: Partial<Element>): Element => ({ id: 1, type: 'shape', subtype: 'line', box, score: 1, ...extra });
  const a = { x: 20, y: 80 }, b = { x: 70, y: 130 }, c = { x: 45, y: 80 };
  it("pairs a line's ends nearest first (a screenshot does not show which end was drawn first)", () => {
    const acc = new PerceptionScore();
    acc.add('t', [shape({ points: [{ x: 70, y: 131 }, a] })], [shape({ points: [a, b] })]);
    const o = acc.summary().overall;
    expect(o).toMatchObject({ geometryP50: 0, geometryP95: 1, geometryN: 2, geometryMissed: 0 });
  });
  it("keeps a sector's points in order and scores its angles; a missing sector is a miss", () => {
    const acc = new PerceptionScore();
    const gold = shape({ subtype: 'path', points: [a, c, b], sector: { start: 30, end: 90 } });
    acc.add('pie', [shape({ subtype: 'path', points: [a, b, c], sector: { start: 30.4, end: 89.2 } })], [gold]);
    acc.add('pie', [shape({ subtype: 'path' })], [gold]);
    const o = acc.summary().overall;
    expect(o.geometryN).toBe(6);
    expect(o.geometryMissed).toBe(3);
    expect(o.sectorWithin1).toBe(0.5);
    expect(o.sectorP50).toBeCloseTo(0.8, 4);
  });
  it('scores tree state, text style (absent = not set) and slider values only where labelled', () => {
    const acc = new PerceptionScore();
    const text = (extra: Partial<Element>): Element => ({ id: 1, type: 'text', text: 'Alan', box, score: 1, ...extra });
    acc.add('t', [text({ expanded: true, style: { bold: true } })], [text({ expanded: true, style: { bold: true, italic: false } })]);
    acc.add('t', [text({})], [text({ expanded: false, style: { underline: true } })]);
    acc.add('t', [text({ style: { bold: true } })], [text({})]);
    const slider = (value?: number): Element => ({ id: 1, type: 'slider', subtype: 'horizontal', box, score: 1, ...(value === undefined ? {} : { value }) });
    acc.add('s', [slider(7.4)], [slider(7)]);
    acc.add('s', [slider(9)], [slider(7)]);
    const { overall, perTask } = acc.summary();
    expect(overall).toMatchObject({ expandedAccuracy: 0.5, styleAccuracy: 0.5, valueAccuracy: 0.5 });
    expect(perTask.s).toMatchObject({ expandedAccuracy: null, styleAccuracy: null, colourName: null, sectorWithin1: null });
  });
});
