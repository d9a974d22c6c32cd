/**
 * The grid of coloured letters, digits and shapes (click-shape, count-shape), described in
 * goals as `[large|small] [colour] (exact text | letter | digit | shape | item)`:
 * - click-shape: `Click on a DESC` (no period) — click one item that fits;
 * - count-shape: `How many DESCs are there?` (a bare "s" appended to the last word) —
 *   click the button showing how many items fit.
 * An item is a one-character text (letter or digit) or a shape; "large" ones are about
 * 20 px tall, "small" ones about 10 px, so the size is told by the box height. Letters
 * match case-sensitively ("q" is not "Q"); colours by the palette name perception gives
 * (text listed without a colour is in the page's default black ink).
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import { canonicalColourName } from '../../../../perception/palette.js';
import { height, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

export const GRID_COLOURS = ['red', 'green', 'blue', 'aqua', 'black', 'magenta', 'yellow'] as const;

const KINDS = ['letter', 'digit', 'shape'] as const;

const SHAPE_NAMES = ['circle', 'rectangle', 'triangle'] as const;

export interface ShapeDesc {
  size?: 'large' | 'small';
  colour?: string;
  /** A kind word, a shape name, an exact letter or digit, or 'item' (anything). */
  name: string;
}

/** Reads `[large|small] [colour] name`; null when the words are not such a description. */
export function parseShapeDesc(text: string): ShapeDesc | null {
  const words = norm(text).split(' ');
  const desc: ShapeDesc = { name: '' };
  if (words[0] === 'large' || words[0] === 'small') desc.size = words.shift() as 'large' | 'small';
  if (words.length === 2 && (GRID_COLOURS as readonly string[]).includes(words[0]!)) desc.colour = words.shift()!;
  if (words.length !== 1) return null;
  const name = words[0]!;
  const known = name === 'item' || (KINDS as readonly string[]).includes(name) || (SHAPE_NAMES as readonly string[]).includes(name) ||
    /^[A-Za-z0-9]$/.test(name);
  if (!known || (name === 'item' && !desc.size && !desc.colour)) return null;
  desc.name = name;
  return desc;
}

/** A grid item as the goal speaks of it. */
export interface GridItem {
  el: Element;
  kind: 'letter' | 'digit' | 'shape';
  /** The letter or digit, or the shape's name. */
  text: string;
  size: 'large' | 'small';
  colour?: string;
}

/** The grid's items: one-character coloured texts and shapes below the instruction bar (buttons excluded). */
export function gridItems(elements: ElementList): GridItem[] {
  const items: GridItem[] = [];
  for (const el of elements) {
    if (!inArea(el)) continue;
    const size = height(el) >= 15 ? 'large' : 'small';
    const colour = el.color ? canonicalColourName(el.color.name) : undefined;
    if (el.type === 'shape' && el.subtype && (SHAPE_NAMES as readonly string[]).includes(el.subtype)) {
      items.push({ el, kind: 'shape', text: el.subtype, size, colour });
    } else if (el.type === 'text' && /^[A-Za-z0-9]$/.test(norm(el.text))) {
      const text = norm(el.text);
      // Perception names the ink of text only where it is not the default black.
      items.push({ el, kind: /\d/.test(text) ? 'digit' : 'letter', text, size, colour: colour ?? 'black' });
    }
  }
  return items;
}

export function fits(item: GridItem, d: ShapeDesc): boolean {
  if (d.size && item.size !== d.size) return false;
  if (d.colour && item.colour !== canonicalColourName(d.colour)) return false;
  return d.name === 'item' || d.name === item.kind || d.name === item.text;
}
