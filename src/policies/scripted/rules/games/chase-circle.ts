/**
 * chase-circle: `Keep your mouse inside the circle as it moves around.` One black disc
 * (radius 22) glides between random points for 9.9 s; the page pays the share of the 10 s
 * the pointer spent inside it. Each step the rule moves the pointer onto the disc's centre
 * as perceived (a hover: drag_mouse_move without a press), aimed ahead by the motion seen
 * between the last two screens when that motion is known (the Notes carry the last
 * centre).
 *
 * What limits it: the pointer stays where it was put for the rest of the step while the
 * disc moves on. A step is capture, perception, the decision, the move and the loop's wait
 * for a still screen, which a moving disc never gives: the wait runs to its 1.5-s deadline,
 * so a step lasts about 2 s, five or so for the page's 10 s, and the disc (up to 25 px per
 * 100 ms mid-move) leaves a parked pointer behind within a fraction of that.
 */
import { parseAction } from '../../../../agent/actions.js';
import type { Element } from '../../../../perception/element.js';
import { centre, inArea } from '../../kit/elements.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import { norm } from '../../kit/text.js';
import { act, defineRule, type RuleResult } from '../../rule.js';

/** How far ahead of the last motion to aim, in steps (the pointer waits most of a step). */
const LEAD = 0.25;
const clampTo = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The disc: the largest circle shape below the instruction bar. */
export const discOf = (elements: Element[]) =>
  elements
    .filter((e) => e.type === 'shape' && e.subtype === 'circle' && inArea(e))
    .sort((a, b) => (b.box.right - b.box.left) - (a.box.right - a.box.left))[0];

export const chaseCircleRule = defineRule({
  name: 'chase-circle',
  tasks: ['chase-circle'],
  parse: (goal) => (norm(goal) === 'Keep your mouse inside the circle as it moves around.' ? {} : null),
  decide: (_g, { elements, lastResponse }): RuleResult => {
    const disc = discOf(elements);
    const notes = readNotes(lastResponse);
    if (!disc) {
      return act(`The disc is not visible; I keep the pointer where it last saw it. ${writeNotes(notes)}`,
        parseAction('drag_mouse_move', { x: Number(notes.x ?? 80), y: Number(notes.y ?? 130) }));
    }
    const c = disc.points?.[0] ?? centre(disc);
    const last = notes.x !== undefined ? { x: Number(notes.x), y: Number(notes.y) } : undefined;
    const aim = last ? { x: c.x + (c.x - last.x) * LEAD, y: c.y + (c.y - last.y) * LEAD } : c;
    const to = { x: Math.round(clampTo(aim.x, 3, 158)), y: Math.round(clampTo(aim.y, 53, 208)) };
    return act(
      `The disc's centre is at (${Math.round(c.x)},${Math.round(c.y)}); I move the pointer onto it (${to.x},${to.y}). ${
        writeNotes({ x: Math.round(c.x), y: Math.round(c.y) })
      }`,
      parseAction('drag_mouse_move', to),
    );
  },
});
