/**
 * Free drags, then Submit:
 *   drag-box          `Drag the smaller box so that it is completely inside the larger box.`
 *   drag-circle       `Drag the circle {left|right|up|down} then press Submit.`
 *   drag-single-shape `Drag the item {direction} then press Submit.`
 *   resize-textarea   `Resize the textarea so that the {width|height} is {larger|smaller} than its initial size then press Submit.`
 * Each drag is one batch (press, move, release); once the history shows a release, Submit.
 */
import type { Element } from '../../../perception/element.js';
import { buttonLabelled } from '../common.js';
import { act, click, defineRule, drag, fail } from '../rule.js';
import { centre, inArea, only, width, height } from '../view.js';
import type { HistoryEntry } from '../prompt-view.js';

const dragged = (h: HistoryEntry[]) => h.some((e) => e.name === 'drag_mouse_release');
const STEP: Record<string, { x: number; y: number }> = { left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, up: { x: 0, y: -1 }, down: { x: 0, y: 1 } };

function submitAfterDrag(elements: Element[], history: HistoryEntry[]) {
  const submit = buttonLabelled(elements);
  if (!dragged(history)) return null;
  return submit ? act(`The drag is done; I click Submit (element_${submit.id}).`, click(submit)) : fail('no Submit button is visible');
}

/** drag-box's boxes, outer size in CSS px (content + padding + border, from the task's styles). */
const SMALL_BOX = 28;
/** How far a piece's box is from a square of `side` px, summed over both sides. */
const sizeMiss = (e: Element, side: number) => Math.abs(width(e) - side) + Math.abs(height(e) - side);
/** The box that spans every piece. */
function span(pieces: Element[]): Element['box'] {
  return {
    left: Math.min(...pieces.map((p) => p.box.left)), top: Math.min(...pieces.map((p) => p.box.top)),
    right: Math.max(...pieces.map((p) => p.box.right)), bottom: Math.max(...pieces.map((p) => p.box.bottom)),
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

export const dragShapeRule = defineRule({
  name: 'drag-shape',
  tasks: ['drag-circle', 'drag-single-shape'],
  parse: (goal) => {
    const m = /^Drag the (circle|item) (left|right|up|down) then press Submit\.$/.exec(goal);
    return m ? { dir: m[2]! } : null;
  },
  decide: ({ dir }, { elements, history }) => {
    const done = submitAfterDrag(elements, history);
    if (done) return done;
    // The item is the one thing on the page besides Submit, whatever type it reads as
    // (a square has read as an input field, and an empty one as an unlabelled button).
    const submit = buttonLabelled(elements);
    const others = elements.filter((e) => inArea(e) && e !== submit);
    const shape = others.find((e) => e.type === 'shape' || e.type === 'icon' || e.type === 'draggable_text') ?? only(others);
    if (!shape) return fail('no shape is visible');
    const c = centre(shape), d = STEP[dir]!;
    return act(`I drag the shape (element_${shape.id}) about 20 px ${dir}.`, ...drag(c, { x: c.x + 20 * d.x, y: c.y + 20 * d.y }));
  },
});

export const resizeTextareaRule = defineRule({
  name: 'resize-textarea',
  tasks: ['resize-textarea'],
  parse: (goal) => {
    const m = /^Resize the textarea so that the (width|height) is (larger|smaller) than its initial size then press Submit\.$/.exec(goal);
    return m ? { dim: m[1]!, more: m[2] === 'larger' } : null;
  },
  decide: ({ dim, more }, { elements, history }) => {
    const done = submitAfterDrag(elements, history);
    if (done) return done;
    const handle = elements.find((e) => e.type === 'resize_handle' && inArea(e));
    if (!handle) return fail('the resize handle of the textarea is not visible');
    const c = centre(handle);
    const d = more ? 20 : -12;
    const to = dim === 'width' ? { x: c.x + d, y: c.y } : { x: c.x, y: c.y + d };
    return act(`I drag the resize handle (element_${handle.id}) to make the ${dim} ${more ? 'larger' : 'smaller'}.`, ...drag(c, to));
  },
});
