/**
 * Where perception's colours come from: a measurement on the pixels inside each detected
 * box (colour.ts), not a model output. Shapes get their fill, or their stroke where the
 * inside of the box is the background around it (lines, outlines); text lines drawn in a colour
 * brighter than near-black get their ink, so plain black text carries no colour and the
 * element list stays short.
 *
 * @example
 *   withMeasuredColour(el, tensorPixels(tensor), 2)   // shape -> { ..., color: { hex: '#808000', name: 'olive' } }
 */
import { dominantColour, fillColour, inkColour, type MeasuredColour, type Pixels } from './colour.js';
import type { Box, Element, Point } from './element.js';
import { backgroundAround, rgbDistance } from './measure-ink.js';
import { measurePoints } from './measure-points.js';
import { nearestColourName, rgbToHex, type Rgb } from './palette.js';

export function withMeasuredColour<T extends Omit<Element, 'id'>>(el: T, img: Pixels, scale: number): T {
  if (el.type === 'shape') {
    // A line, an outline or a ring leaves the inside of its box as it was: its colour is its stroke.
    const fill = fillColour(img, el.box, scale);
    const stroked = el.subtype === 'line' || (fill !== null && rgbDistance(fill.rgb, backgroundAround(img, el.box, scale)) < 30);
    const m = stroked ? (el.subtype === 'line' ? lineColour(img, el, scale) : null) ?? inkColour(img, el.box, scale) ?? fill : fill;
    if (m) return { ...el, color: { hex: rgbToHex(m.rgb), name: nearestColourName(m.rgb) } };
  } else if (el.type === 'text' && !el.highlighted) {
    // Selected text shows the selection's colours, not its own: no colour rather than a wrong one.
    const m = inkColour(img, el.box, scale);
    if (m && Math.max(...m.rgb) > 64) return { ...el, color: { hex: rgbToHex(m.rgb), name: nearestColourName(m.rgb) } };
  }
  return el;
}

/**
 * A line's colour is read along the line itself, between 20 % and 80 % of its length: its
 * ends often carry dots of another colour and its box may hold other lines (right-angle).
 * A line too short to show between its dots takes the ink of its whole box.
 */
function lineColour(img: Pixels, el: { type: string; subtype?: string; box: Box }, scale: number): MeasuredColour | null {
  const ends = measurePoints(img, el, scale);
  if (ends?.length !== 2) return null;
  const [a, b] = ends as [Point, Point];
  const background = backgroundAround(img, el.box, scale);
  const samples: Rgb[] = [];
  for (let k = 0; k <= 40; k++) {
    const t = 0.2 + (0.6 * k) / 40;
    const x = Math.floor((a.x + t * (b.x - a.x)) * scale), y = Math.floor((a.y + t * (b.y - a.y)) * scale);
    if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
    const rgb = img.rgb(x, y);
    if (rgbDistance(rgb, background) > 100) samples.push(rgb);
  }
  return samples.length >= 3 ? dominantColour(samples) : null;
}
