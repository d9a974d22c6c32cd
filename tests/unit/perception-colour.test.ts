/** Colour named from pixels: the palette, the Lab distance and the fill/ink measurements. */
import { describe, expect, it } from 'vitest';
import { fillColour, inkColour, type Pixels } from '../../src/perception/colour.js';
import { PALETTE, colourFamily, hexToRgb, nearestColourName, rgbToHex, type Rgb } from '../../src/perception/palette.js';

/** A white 160x210 image at `scale` painted by `paint(x, y)` in CSS px (null: white). */
function image(scale: number, paint: (x: number, y: number) => Rgb | null): Pixels {
  return { width: 160 * scale, height: 210 * scale, rgb: (x, y) => paint(x / scale, y / scale) ?? [255, 255, 255] };
}

describe('palette', () => {
  it('names every palette colour as itself, and near shades as the nearest', () => {
    for (const [name, rgb] of Object.entries(PALETTE)) expect(nearestColourName(rgb)).toBe(name);
    expect(nearestColourName([250, 8, 3])).toBe('red');
    expect(nearestColourName([120, 125, 10])).toBe('olive');
    expect(nearestColourName([125, 125, 128])).toBe('grey');
    expect(nearestColourName([250, 190, 200])).toBe('pink');
  });
  it('tells the primary family of a shade by hue', () => {
    expect(colourFamily([180, 60, 60])).toBe('red');
    expect(colourFamily([40, 160, 70])).toBe('green');
    expect(colourFamily([70, 90, 200])).toBe('blue');
    expect(colourFamily([128, 128, 128])).toBeNull();
  });
  it('round-trips hex', () => {
    expect(rgbToHex([255, 165, 0])).toBe('#FFA500');
    expect(hexToRgb('#ffa500')).toEqual([255, 165, 0]);
    expect(() => hexToRgb('orange')).toThrow(/#RRGGBB/);
  });
});

describe('measured colour', () => {
  const box = { left: 23, top: 77, right: 75, bottom: 129 };
  // click-color's box: 50x50 fill inside a 1 px black border.
  const square = (fill: Rgb) => (x: number, y: number): Rgb | null => {
    if (x < box.left || x >= box.right || y < box.top || y >= box.bottom) return null;
    if (x < box.left + 1 || x >= box.right - 1 || y < box.top + 1 || y >= box.bottom - 1) return [0, 0, 0];
    return fill;
  };
  it.each([1, 2, 3])('a filled box reads as its fill at scale %i, border excluded', (scale) => {
    const m = fillColour(image(scale, square([128, 128, 0])), box, scale)!;
    expect(m.rgb).toEqual([128, 128, 0]);
    expect(m.share).toBeGreaterThan(0.95);
    expect(nearestColourName(m.rgb)).toBe('olive');
  });
  it('a white box with a black frame is white', () => {
    expect(nearestColourName(fillColour(image(2, square([255, 255, 255])), box, 2)!.rgb)).toBe('white');
  });
  it('the ink of coloured text on white is the text colour, not the background', () => {
    const line = { left: 10, top: 60, right: 70, bottom: 72 };
    // Thin vertical strokes every 3 px cover a third of the box.
    const text = (x: number, y: number): Rgb | null =>
      x >= line.left && x < line.right && y >= line.top && y < line.bottom && Math.floor(x) % 3 === 0 ? [0, 0, 255] : null;
    expect(inkColour(image(2, text), line, 2)!.rgb).toEqual([0, 0, 255]);
  });
  it('a box with no ink has no ink colour', () => {
    expect(inkColour(image(2, () => null), { left: 0, top: 0, right: 20, bottom: 20 }, 2)).toBeNull();
  });
});
