/**
 * drag-circle (`Drag the circle {left|right|up|down} then press Submit.`) and
 * drag-single-shape (`Drag the item {direction} then press Submit.`): one drag of about
 * 20 px, then Submit.
 */
import { buttonLabelled } from '../../kit/controls.js';
import { act, defineRule, drag, fail } from '../../rule.js';
import { centre, inArea, only } from '../../kit/elements.js';
import { submitAfterDrag } from './drag-then-submit.js';

const STEP: Record<string, { x: number; y: number }> = { left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, up: { x: 0, y: -1 }, down: { x: 0, y: 1 } };

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
