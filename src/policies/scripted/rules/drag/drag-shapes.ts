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
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import { act, click, defineRule, drag, fail } from '../../rule.js';
import { centre, height, inArea, width } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

const KINDS: Record<string, string> = { rectangles: 'rectangle', circles: 'circle', triangles: 'triangle' };
/** Shapes are 17 px; the box is 80 x 45. */
const BOX_MIN_SIDE = 30;

/**
 * The black outlined box: the largest element at least BOX_MIN_SIDE on each side that is
 * not labelled (the Submit button is). Any type: with a shape dropped in it, the models
 * read it as a button.
 */
function blackBox(elements: Element[]): Element | undefined {
  return elements.filter((e) => inArea(e) && !norm(e.text) && width(e) >= BOX_MIN_SIDE && height(e) >= BOX_MIN_SIDE)
    .sort((a, b) => width(b) * height(b) - width(a) * height(a))[0];
}

/** The box noted as "left,top,right,bottom" (id 0: not an element of this screen). */
function notedBox(noted: string | undefined): Element | undefined {
  const v = (noted ?? '').split(',').map(Number);
  if (v.length !== 4 || !v.every(Number.isFinite)) return undefined;
  return { id: 0, type: 'shape', score: 0, box: { left: v[0]!, top: v[1]!, right: v[2]!, bottom: v[3]! } };
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
  decide: ({ kind, plural }, { elements, lastResponse }) => {
    // The box never moves: where it was seen is kept in the Notes for a screen where it is not
    // detected (a shape dropped on its outline hides part of it).
    const box = blackBox(elements) ?? notedBox(readNotes(lastResponse).box);
    if (!box) return fail('the black box is not visible');
    const notes = writeNotes({ box: [box.box.left, box.box.top, box.box.right, box.box.bottom].map(Math.round).join(',') });
    const wanted = elements.filter((e) => e !== box && e.type === 'shape' && e.subtype === kind && inArea(e) && width(e) < BOX_MIN_SIDE);
    const out = wanted.filter((s) => !inBox(s, box));
    if (!out.length) {
      const submit = buttonLabelled(elements);
      if (!submit) return fail('no Submit button is visible');
      const why = wanted.length ? `Every one of the ${plural} is in the box` : `There are no ${plural}`;
      return act(`${why}; I click Submit (element_${submit.id}). ${notes}`, click(submit));
    }
    const shape = out[0]!;
    const c = centre(shape);
    const from = kind === 'triangle' ? { x: c.x, y: c.y + height(shape) / 4 } : c;
    const [down, , move, release] = drag(from, centre(box));
    const named = box.id > 0 ? `element_${box.id}` : 'where it was seen';
    return act(`I drag the ${kind} (element_${shape.id}) into the black box (${named}); ${out.length - 1} more to go. ${notes}`, down!, move!, release!);
  },
});
