/**
 * Text style (bold / italic / underline) where text-editor needs it: not measured yet, so
 * perception emits no `style`. See the report of issue 24 item 1.
 *
 * @example
 *   measureStyle(img, { type: 'text', box }, 2)   // undefined
 */
import type { Pixels } from './colour.js';
import type { Box, TextStyle } from './element.js';

export function measureStyle(img: Pixels, el: { type: string; box: Box }, scale: number): TextStyle | undefined {
  void img;
  void el;
  void scale;
  return undefined;
}
