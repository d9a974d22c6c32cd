/**
 * drag-cube: `Move the cube around so that "{q}" is the active side facing the user.`
 * The active side is the digit drawn red. The cube turns with the pointer's movement while
 * the button is down, and the page's script (not the picture) decides which side is
 * active, so the drags are planned on a model of that script (cube-spin.ts): the drags of
 * the history are replayed from the pose every episode starts in, and the next drag is
 * the straight one that leaves side q active with the most room for error.
 *
 * Each drag moves the pointer to its start first, with the button up: a press right after
 * a jump of the pointer counts the jump as drag motion. For the same reason the pointer
 * goes to Submit (a hover) before the click. The red digit on the screen is the check: the rule
 * submits when it is q.
 *
 * The page keeps the previous episode's active side: when it was the goal, reaching the
 * goal does not turn it red, so the rule turns the cube to another side and back.
 * Not settled by the model: a cube still turning from an earlier episode (the page keeps
 * its torque across episodes) starts elsewhere than the model assumes.
 */
import type { Action } from '../../../../agent/actions.js';
import { buttonLabelled } from '../../kit/controls.js';
import { activeSide, planDrag, spin, START, type CubeState } from './cube-spin.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, click, defineRule, drag, fail, point } from '../../rule.js';
import { inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

/** Drags stay inside the frame and clear of Submit (y 179..210): rows and columns they use. */
const ROW_Y = 120;
const COLUMN_X = 150;
const X_RANGE = [5, 155] as const;
const Y_RANGE = [56, 172] as const;

/** A lone pointer move to `p` (button up): the move of a drag that starts and ends there. */
const moveTo = (p: { x: number; y: number }): Action => drag(p, p)[2]!;

/** The pose after the history's drags, replayed from the episode's starting pose. */
export function replayDrags(history: HistoryEntry[]): CubeState {
  let s = START;
  let from: { x: number; y: number } | null = null;
  let to: { x: number; y: number } | null = null;
  for (const h of history) {
    const p = { x: Number(h.args.x), y: Number(h.args.y) };
    if (h.name === 'drag_mouse_hold_down') {
      from = p;
      to = p;
    } else if (h.name === 'drag_mouse_move' && from) to = p;
    else if (h.name === 'drag_mouse_release' && from && to) {
      s = spin(s, to.x - from.x, to.y - from.y);
      from = null;
      to = null;
    }
  }
  // A drag cut before its release has turned the cube already (it stops while the button is held).
  if (from && to) s = spin(s, to.x - from.x, to.y - from.y);
  return s;
}

/** Start and end of a straight drag by (dx, dy), centred on the cube and kept on the page. */
function dragPath(dx: number, dy: number) {
  const mid = (lo: number, hi: number, d: number) => Math.min(hi - Math.max(d, 0), Math.max(lo - Math.min(d, 0), (lo + hi) / 2 - d / 2));
  const from = dy === 0 ? { x: mid(X_RANGE[0], X_RANGE[1], dx), y: ROW_Y } : { x: COLUMN_X, y: mid(Y_RANGE[0], Y_RANGE[1], dy) };
  return { from, to: { x: from.x + dx, y: from.y + dy } };
}

export const dragCubeRule = defineRule({
  name: 'drag-cube',
  tasks: ['drag-cube'],
  parse: (goal) => {
    const m = /^Move the cube around so that "([1-6])" is the active side facing the user\.$/.exec(goal);
    return m ? { side: Number(m[1]) } : null;
  },
  decide: ({ side }, { elements, history }) => {
    const red = elements.filter((e) => inArea(e) && e.color?.name === 'red' && /^[1-6]$/.test(norm(e.text)));
    const submit = buttonLabelled(elements);
    if (red.some((e) => Number(norm(e.text)) === side)) {
      if (!submit) return fail(`${side} is active but no Submit button is visible`);
      return act(`The red digit is ${side}, the active side; I move to Submit (element_${submit.id}) and click it.`, point(submit), click(submit));
    }
    const now = replayDrags(history);
    // A new active digit fades to red over 0.6 s: when the model says the last drag made
    // the goal active, going to Submit first gives it that time before the digit is read.
    const dragged = history.some((h) => h.name === 'drag_mouse_release');
    const waited = history.at(-1)?.name === 'point_element';
    if (dragged && !waited && submit && activeSide(now) === side) {
      return act(`The last drag should have made ${side} active; while its digit turns red I move to Submit (element_${submit.id}).`, point(submit));
    }
    const limits = { maxDx: X_RANGE[1] - X_RANGE[0], maxDy: Y_RANGE[1] - Y_RANGE[0] };
    // The page changes the red digit only when the side it computes changes, and it keeps
    // the last side of the previous episode: when that was this goal, the goal side stays
    // blue. The model then says the goal is reached while it is not red after the wait; a
    // drag to another side first makes the next one to the goal count.
    const stale = dragged && waited && activeSide(now) === side;
    const detour = stale ? [6, 1, 3, 2, 4, 5].filter((o) => o !== side).map((o) => planDrag(now, o, limits)).find((p) => p !== null) ?? null : null;
    const plan = detour ?? planDrag(now, side, limits);
    if (!plan) return fail(`no single drag turns the cube to side ${side}`);
    const { from, to } = dragPath(plan.dx, plan.dy);
    const seen = red.map((e) => norm(e.text)).join(', ') || 'none';
    const way = plan.dx ? `${Math.abs(plan.dx)} px ${plan.dx > 0 ? 'right' : 'left'}` : `${Math.abs(plan.dy)} px ${plan.dy > 0 ? 'down' : 'up'}`;
    const aim = detour ? `${activeSide(plan.after)} active first (${side} did not turn red: the page still counted ${side} as active)` : `${side} active`;
    return act(`The red digit is ${seen} (the model says ${activeSide(now)}); a drag ${way} makes ${aim}.`, moveTo(from), ...drag(from, to));
  },
});
