/**
 * drag-shapes (the standard set's): `Drag all {rectangles|circles|triangles} into the black box.`
 * Four 17 px shapes and a black outlined box (the one large black rectangle). Each shape of
 * the asked kind that is not yet in the box is dragged there, one per reply, released at
 * the box's centre (a shape dragged there lands with its top-left corner well inside,
 * which is what the page tests); once none is left, Submit (at once when the board holds
 * no shape of that kind).
 *
 * The drag is pressed on the shape (low in a triangle, where it is wide) and moved straight
 * to the box: the page moves the shape to the pointer on the first move, so no nudge is
 * needed, and leaving it out saves a step (the paper's batch stop cuts the batch at the
 * move, which changes the screen; the release follows in the next step).
 */
import type { Element } from '../../../perception/element.js';
import { buttonLabelled } from '../common.js';
import { act, click, defineRule, drag, fail } from '../rule.js';
import { centre, height, inArea, width } from '../view.js';

const KINDS: Record<string, string> = { rectangles: 'rectangle', circles: 'circle', triangles: 'triangle' };
/** Shapes are 17 px; the box is 80 x 45. */
const BOX_MIN_SIDE = 30;

/** The black outlined box: the largest shape at least BOX_MIN_SIDE on each side. */
function blackBox(elements: Element[]): Element | undefined {
  return elements.filter((e) => e.type === 'shape' && inArea(e) && width(e) >= BOX_MIN_SIDE && height(e) >= BOX_MIN_SIDE)
    .sort((a, b) => width(b) * height(b) - width(a) * height(a))[0];
}

/** Is the shape's top-left corner inside the box's interior (inside its 2 px outline)? */
export function inBox(shape: Element, box: Element): boolean {
  return shape.box.left > box.box.left + 1 && shape.box.left < box.box.right - 1 && shape.box.top > box.box.top + 1 && shape.box.top < box.box.bottom - 1;
}

export const dragIntoBoxRule = defineRule({
  name: 'drag-shapes',
  tasks: ['drag-shapes'],
  parse: (goal) => {
    const m = /^Drag all (rectangles|circles|triangles) into the black box\.$/.exec(goal);
    return m ? { kind: KINDS[m[1]!]!, plural: m[1]! } : null;
  },
  decide: ({ kind, plural }, { elements }) => {
    const box = blackBox(elements);
    if (!box) return fail('the black box is not visible');
    const wanted = elements.filter((e) => e !== box && e.type === 'shape' && e.subtype === kind && inArea(e) && width(e) < BOX_MIN_SIDE);
    const out = wanted.filter((s) => !inBox(s, box));
    if (!out.length) {
      const submit = buttonLabelled(elements);
      if (!submit) return fail('no Submit button is visible');
      const why = wanted.length ? `Every one of the ${plural} is in the box` : `There are no ${plural}`;
      return act(`${why}; I click Submit (element_${submit.id}).`, click(submit));
    }
    const shape = out[0]!;
    const c = centre(shape);
    const from = kind === 'triangle' ? { x: c.x, y: c.y + height(shape) / 4 } : c;
    const [down, , move, release] = drag(from, centre(box));
    return act(`I drag the ${kind} (element_${shape.id}) into the black box (element_${box.id}); ${out.length - 1} more to go.`, down!, move!, release!);
  },
});
