/**
 * The centre of a box: where the agent aims at an element, what "the same element" is
 * matched by across screens, and what rules measure distances from. One definition, so
 * every layer means the same point.
 *
 * @example
 *   centre({ box: { left: 10, top: 20, right: 30, bottom: 40 } }) // { x: 20, y: 30 }
 */
import type { Box, Point } from './element.js';

export function centre(el: { box: Pick<Box, 'left' | 'top' | 'right' | 'bottom'> }): Point {
  return { x: (el.box.left + el.box.right) / 2, y: (el.box.top + el.box.bottom) / 2 };
}
