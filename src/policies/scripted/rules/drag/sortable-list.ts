/**
 * Sortable lists and grids (jQuery UI sortable, drag-items, drag-items-grid,
 * drag-sort-numbers): the gap follows the pointer one item per mouse move, so the pointer
 * goes item by item and stops a few pixels past the target's centre in the direction of
 * travel.
 */
import type { Action } from '../../../../agent/actions.js';
import type { ElementList } from '../../../../perception/element.js';
import { inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { dragThrough } from '../../rule.js';

/** The draggable items: draggable texts, or boxes with a text (perception may call an item a rectangle). */
export const items = (elements: ElementList) =>
  elements.filter((e) =>
    inArea(e) && (e.type === 'draggable_text' ||
      (e.type === 'shape' && norm(e.text) !== ''))
  );

/** A vertical list drag from slot s to slot k (0-based) over slot centres ys. */
export function listPath(x: number, ys: number[], s: number, k: number): Action[] {
  const dir = Math.sign(k - s);
  const way: { x: number; y: number }[] = [];
  for (let j = s + dir; dir !== 0 && j !== k + dir; j += dir) way.push({ x, y: ys[j]! + 6 * dir });
  return dragThrough({ x, y: ys[s]! }, way);
}
