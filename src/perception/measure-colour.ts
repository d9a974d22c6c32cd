/**
 * Where perception's colours come from: a measurement on the pixels inside each detected
 * box (colour.ts), not a model output. Shapes get their fill; text lines drawn in a colour
 * brighter than near-black get their ink, so plain black text carries no colour and the
 * element list stays short.
 *
 * @example
 *   withMeasuredColour(el, tensorPixels(tensor), 2)   // shape -> { ..., color: { hex: '#808000', name: 'olive' } }
 */
import { fillColour, inkColour, type Pixels } from './colour.js';
import type { Element } from './element.js';
import { nearestColourName, rgbToHex } from './palette.js';

export function withMeasuredColour<T extends Omit<Element, 'id'>>(el: T, img: Pixels, scale: number): T {
  if (el.type === 'shape') {
    const m = fillColour(img, el.box, scale);
    if (m) return { ...el, color: { hex: rgbToHex(m.rgb), name: nearestColourName(m.rgb) } };
  } else if (el.type === 'text') {
    const m = inkColour(img, el.box, scale);
    if (m && Math.max(...m.rgb) > 64) return { ...el, color: { hex: rgbToHex(m.rgb), name: nearestColourName(m.rgb) } };
  }
  return el;
}
