/**
 * drag-box: `Drag the smaller box so that it is completely inside the larger box.` One
 * drag (press, move, release), then Submit.
 */
import type { Element } from '../../../../perception/element.js';
import { act, defineRule, drag, fail } from '../../rule.js';
import { centre, inArea, width, height } from '../../kit/elements.js';
import { submitAfterDrag } from './drag-then-submit.js';

/** drag-box's boxes, outer size in CSS px (content + padding + border, from the task's styles). */
const SMALL_BOX = 28;

/** How far a piece's box is from a square of `side` px, summed over both sides. */
const sizeMiss = (e: Element, side: number) => Math.abs(width(e) - side) + Math.abs(height(e) - side);

/** The box that spans every piece. */
function span(pieces: Element[]): Element['box'] {
  return {
    left: Math.min(...pieces.map((p) => p.box.left)),
    top: Math.min(...pieces.map((p) => p.box.top)),
    right: Math.max(...pieces.map((p) => p.box.right)),
    bottom: Math.max(...pieces.map((p) => p.box.bottom)),
  };
}

export const dragBoxRule = defineRule({
  name: 'drag-box',
  tasks: ['drag-box'],
  parse: (goal) => (goal === 'Drag the smaller box so that it is completely inside the larger box.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const done = submitAfterDrag(elements, history);
    if (done) return done;
    const boxes = elements.filter((e) => inArea(e) && e.type !== 'button' && e.type !== 'text' && width(e) > 10 && height(e) > 10);
    // The small box is the piece nearest its known 28 px square; every other piece is the
    // large box, which the small one may cover and cut in two (or leave a corner of,
    // detected apart): the large box spans all of them.
    const small = [...boxes].sort((a, b) => sizeMiss(a, SMALL_BOX) - sizeMiss(b, SMALL_BOX))[0];
    const pieces = boxes.filter((b) => b !== small);
    if (!small || !pieces.length) return fail('two boxes are not visible');
    const large = span(pieces);
    const from = centre(small), to = centre({ box: large });
    const ids = pieces.map((p) => `element_${p.id}`).join(' and ');
    return act(`I drag the smaller box (element_${small.id}) onto the centre of the larger one (${ids}).`, ...drag(from, to));
  },
});
