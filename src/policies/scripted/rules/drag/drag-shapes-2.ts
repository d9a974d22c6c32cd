/**
 * drag-shapes-2: `Drag all {circles|rectangles|triangles} into the left box, and everything
 * else into the right box.` or `Drag all {colour} shapes into the left box, ...`. The two
 * boxes are the large outlined rectangles side by side; every other shape belongs in one
 * of them by its kind (subtype) or its fill colour. One shape is dragged a step, onto the
 * middle of its box (the page tests only where the shape's corner lands, so shapes may pile
 * up there), then Submit.
 */
import type { Element } from '../../../../perception/element.js';
import { canonicalColourName } from '../../../../perception/palette.js';
import { buttonLabelled } from '../../kit/controls.js';
import { centre, contains, height, inArea, width } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { act, click, defineRule, drag, fail } from '../../rule.js';

const KIND: Record<string, string> = { circles: 'circle', rectangles: 'rectangle', triangles: 'triangle' };

type Goal = { kind: string } | { colour: string };

export const dragShapes2Rule = defineRule({
  name: 'drag-shapes-2',
  tasks: ['drag-shapes-2'],
  parse: (goal): Goal | null => {
    const m = /^Drag all (circles|rectangles|triangles|(\w+) shapes) into the left box, and everything else into the right box\.$/.exec(norm(goal));
    if (!m) return null;
    // The page's colour words are CSS names; perception names aqua "cyan" (palette.ts aliases).
    return m[2] ? { colour: canonicalColourName(m[2]) } : { kind: KIND[m[1]!]! };
  },
  decide: (g, { elements }) => {
    const submit = buttonLabelled(elements);
    const shapes = elements.filter((e) => e.type === 'shape' && inArea(e) && e !== submit);
    // The boxes: the two shapes far larger than any piece (70 x 50 on the page).
    const boxes = shapes.filter((s) => width(s) > 40 && height(s) > 30).sort((a, b) => a.box.left - b.box.left);
    if (boxes.length !== 2 || !submit) return fail('the two boxes or the Submit button are not visible');
    const [left, right] = boxes as [Element, Element];
    const wantsLeft = (s: Element) => ('kind' in g ? s.subtype === g.kind : canonicalColourName(s.color?.name ?? '') === g.colour);
    const misplaced = shapes.filter((s) => !boxes.includes(s)).filter((s) => !contains(wantsLeft(s) ? left : right, centre(s), 2));
    const next = misplaced.sort((a, b) => a.id - b.id)[0];
    if (!next) return act(`Every shape is in its box; I click Submit (element_${submit.id}).`, click(submit));
    const box = wantsLeft(next) ? left : right;
    const side = box === left ? 'left' : 'right';
    return act(`element_${next.id} (${next.color?.name ?? ''} ${next.subtype ?? 'shape'}) belongs in the ${side} box (element_${box.id}); I drag it there.`,
      ...drag(centre(next), centre(box)));
  },
});
