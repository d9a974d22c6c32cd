import { describe, expect, it } from 'vitest';
import type { Element } from '../../src/perception/element.js';
import { matchElements, PerceptionScore } from '../../src/perception/score.js';

const el = (id: number, type: Element['type'], l: number, t: number, r: number, b: number, extra: Partial<Element> = {}): Element =>
  ({ id, type, box: { left: l, top: t, right: r, bottom: b }, score: 1, ...extra });

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
});
