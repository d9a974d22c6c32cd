/** Pure parts of the page-side figure reader, tested on their own now that the labeller is bundled from modules. */
import { describe, expect, it } from 'vitest';
import { bearing, cssColourHex, pathPoints } from '../../../src/dataset/dom/figure.js';

describe('figure reading', () => {
  it('turns CSS colours into hex, transparent into nothing', () => {
    expect(cssColourHex('rgb(255, 165, 0)')).toBe('#FFA500');
    expect(cssColourHex('rgba(0, 0, 255, 0.9)')).toBe('#0000FF');
    expect(cssColourHex('rgba(0, 0, 0, 0)')).toBeUndefined();
    expect(cssColourHex('none')).toBeUndefined();
  });
  it('reads the end points of a pie slice path, absolute and relative', () => {
    expect(pathPoints('M 80 130 L 80 90 A 40 40 0 0 1 120 130 Z')).toEqual({ points: [[80, 130], [80, 90], [120, 130]], hasArc: true });
    expect(pathPoints('m10 10 l 5 0 v 5 h -5 z')).toEqual({ points: [[10, 10], [15, 10], [15, 15], [10, 15]], hasArc: false });
    expect(pathPoints('M 0 0 L garbage').points).toEqual([[0, 0]]);
  });
  it("measures bearings clockwise from 12 o'clock", () => {
    const c = { x: 80, y: 130 };
    expect(bearing(c, { x: 80, y: 90 })).toBe(0);
    expect(bearing(c, { x: 120, y: 130 })).toBe(90);
    expect(bearing(c, { x: 80, y: 170 })).toBe(180);
    expect(bearing(c, { x: 40, y: 130 })).toBe(270);
  });
});
