/**
 * The coloured boxes of click-color and click-shades: rectangles with a measured fill colour.
 */
import type { Element } from '../../../../perception/element.js';
import { inArea } from '../../kit/elements.js';

export const colouredBoxes = (elements: readonly Element[]) => elements.filter((e) => e.type === 'shape' && e.subtype === 'rectangle' && e.color && inArea(e));
