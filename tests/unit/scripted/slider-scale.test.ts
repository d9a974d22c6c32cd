/**
 * A slider's scale from handle places and shown values (use-slider, use-slider-2).
 */
import { describe, expect, it } from 'vitest';
import { fitScale, handleCentre, handleFraction, pressPoint, probePoint, valueAt,
  type Track } from '../../../src/policies/scripted/rules/widgets/slider-scale.js';

// use-slider's vertical slider of height 109 (outer 111) at y 60..171, and use-slider-2's 0..20 tracks.
const vertical: Track = { box: { left: 10, top: 60, right: 20, bottom: 171 }, orientation: 'vertical' };
const horizontal: Track = { box: { left: 10, top: 60, right: 150, bottom: 70 }, orientation: 'horizontal' };

describe('slider scale', () => {
  it('places the handle on the content box (min at the bottom of a vertical track)', () => {
    expect(handleFraction(vertical, 103.6)).toBeCloseTo(0.6, 2);
    expect(handleFraction(horizontal, 12 + 6.9 * 5)).toBeCloseTo(0.25, 5);
    expect(handleCentre(horizontal, { min: 0, range: 20 }, 10)).toBeCloseTo(81, 5);
  });
  it('fits the line through two places, snapping to whole numbers', () => {
    expect(fitScale([{ p: 0.6, v: -97 }, { p: 0.2, v: -99 }])).toEqual({ min: -100, range: 5 });
    expect(fitScale([{ p: 0.251, v: 5 }, { p: 0.749, v: 15 }, { p: 0.5, v: 10 }])).toEqual({ min: 0, range: 20 });
  });
  it('cannot fit from one place, or from readings that fall as the handle rises', () => {
    expect(fitScale([{ p: 0.3, v: 4 }])).toBeNull();
    expect(fitScale([{ p: 0.3, v: 4 }, { p: 0.302, v: 4 }])).toBeNull();
    expect(fitScale([{ p: 0.2, v: 9 }, { p: 0.8, v: 1 }])).toBeNull();
  });
  it('presses where the page rounds to the target', () => {
    const s = { min: 0, range: 20 };
    for (const v of [0, 1, 7, 19, 20]) expect(valueAt(horizontal, s, pressPoint(horizontal, s, v))).toBe(v);
    const wide = { min: -100, range: 100 };
    for (const v of [-99, -63, -1]) expect(valueAt(vertical, wide, pressPoint(vertical, wide, v))).toBe(v);
  });
  it('stays on the track: an end value a press cannot reach gets the last pixel inside (the arrow keys finish it)', () => {
    const wide = { min: -100, range: 100 };
    expect(pressPoint(vertical, wide, -100)).toBe(170);
    expect(valueAt(vertical, wide, 170)).toBe(-99);
    expect(pressPoint(vertical, wide, 0)).toBe(61);
    expect(valueAt(vertical, wide, 61)).toBe(-1);
  });
  it('probes far from the handle', () => {
    expect(probePoint(horizontal, 0.9)).toBe(38);
    expect(probePoint(vertical, 0.1)).toBe(82);
  });
});
