/**
 * Test-solver helpers for the shape-grid tasks (click-shape, count-shape): read the drawn
 * items back from the SVG (tag, fill, size, text: what a viewer sees, not the page's own
 * data) and match them against the goal's description with rules written here, so the
 * page's matching is checked rather than reused.
 */
import type { Episode } from '../../../src/env/episode.js';

export interface GridItem {
  index: number;
  color: string;
  large: boolean;
  type: 'letter' | 'digit' | 'shape';
  text: string;
  /** A viewport point inside the item where the item itself is the topmost element. */
  point: { x: number; y: number } | null;
}

export async function readGridItems(ep: Episode, svgSelector = '#area_svg'): Promise<GridItem[]> {
  return ep.page.evaluate((sel) => {
    const els = Array.from(document.querySelectorAll(`${sel} > text, ${sel} > circle, ${sel} > rect, ${sel} > polygon`));
    return els.map((el, index) => {
      const tag = el.tagName.toLowerCase();
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
      let point: { x: number; y: number } | null = null;
      let best = Infinity;
      for (let y = Math.ceil(r.top); y < r.bottom; y++) {
        for (let x = Math.ceil(r.left); x < r.right; x++) {
          if (document.elementFromPoint(x, y) !== el) continue;
          const d = Math.hypot(x - cx, y - cy);
          if (d < best) {
            best = d;
            point = { x, y };
          }
        }
      }
      let text: string, type: 'letter' | 'digit' | 'shape', large: boolean;
      if (tag === 'text') {
        text = el.textContent ?? '';
        type = /[0-9]/.test(text) ? 'digit' : 'letter';
        large = parseFloat(el.getAttribute('font-size') ?? '0') >= 15;
      } else {
        text = tag === 'circle' ? 'circle' : tag === 'rect' ? 'rectangle' : 'triangle';
        type = 'shape';
        large = (el as SVGGraphicsElement).getBBox().height >= 15;
      }
      return { index, color: el.getAttribute('fill') ?? '', large, type, text, point };
    });
  }, svgSelector);
}

/** Does the item fit a lossy description `[large|small] [colour] (text|type|item)`? */
export function matchesDescription(item: GridItem, desc: string): boolean {
  const words = desc.trim().split(/\s+/);
  const object = words.pop()!;
  for (const w of words) {
    if (w === 'large' || w === 'small') {
      if (item.large !== (w === 'large')) return false;
    } else if (w !== item.color) return false;
  }
  return object === 'item' || object === item.text || object === item.type;
}
