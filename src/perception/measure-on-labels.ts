/**
 * The pixel measurements alone, without the models: the labelled elements keep their boxes,
 * types, subtypes, texts and states, lose every measured field (colour, points, sector,
 * value, expanded, style) and get them back from measure-fields.ts. Scoring the result
 * against the labels (`caap eval-perception --on-labels`) tells the measurements' own error
 * apart from the detector's box error.
 *
 * @example
 *   const measured = await measureOnLabels(png, 2, record.elements)
 */
import { rgbPixels } from './colour.js';
import { CANON_SCALE, canonicalImage } from './image.js';
import type { Element } from './element.js';
import { withMeasuredFields } from './measure-fields.js';

export async function measureOnLabels(png: Buffer, scale: number, labels: Element[]): Promise<Element[]> {
  const { rgb } = await canonicalImage(png, scale);
  const bare = labels.map(({ color: _c, points: _p, sector: _s, value: _v, expanded: _e, style: _t, ...rest }) => rest);
  return withMeasuredFields(bare, rgbPixels(rgb), CANON_SCALE);
}
