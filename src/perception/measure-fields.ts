/**
 * Everything perception measures from pixels after detection, in one pass over a screen's
 * elements: colour (measure-colour.ts), figure points (measure-points.ts), pie slices
 * (measure-sector.ts), a tree node's open state (measure-expanded.ts) and underlined text
 * (measure-style.ts). The models give each element its box, type and subtype; these fields
 * are measurements on the pixels inside and next to that box, never model outputs.
 *
 * @example
 *   const measured = withMeasuredFields(elements, tensorPixels(tensor), 2)
 */
import type { Pixels } from './colour.js';
import type { Element } from './element.js';
import { withMeasuredColour } from './measure-colour.js';
import { measureExpanded } from './measure-expanded.js';
import { measurePoints } from './measure-points.js';
import { measureSector, shareSectorRadius, type MeasuredSector } from './measure-sector.js';
import { measureStyle } from './measure-style.js';

export function withMeasuredFields<T extends Omit<Element, 'id'>>(elements: T[], img: Pixels, scale: number): T[] {
  const out = elements.map((e) => {
    const el: T = { ...withMeasuredColour(e, img, scale) };
    const points = measurePoints(img, el, scale);
    if (points) el.points = points;
    const expanded = measureExpanded(img, el, scale);
    if (expanded !== undefined) el.expanded = expanded;
    const style = measureStyle(img, el, scale);
    if (style) el.style = style;
    return el;
  });
  // Slices of one pie share its radius, which a slice cut by the frame's edge cannot show alone.
  const slices: { i: number; s: MeasuredSector }[] = [];
  out.forEach((el, i) => {
    const s = measureSector(img, el, scale);
    if (s) slices.push({ i, s });
  });
  const shared = shareSectorRadius(slices.map((x) => x.s));
  slices.forEach(({ i }, k) => {
    out[i] = { ...out[i]!, points: shared[k]!.points, sector: shared[k]!.sector };
  });
  return out;
}
