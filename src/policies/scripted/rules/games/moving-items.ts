/**
 * moving-items: `Click as many moving circles as possible.` Ten discs (radius 18) cross
 * the area one after another, about 0.8 s apart, each in 3.5 s; a click within 23.4 px
 * (each axis) of a disc's centre removes it for +0.2, a click on nothing costs 0.05; the
 * score starts at -1 and the page ends every episode at 9.9 s. Each step the rule clicks
 * one disc with click_moving_element: it follows the disc nearest the area's middle (the
 * one that stays in view longest, whichever way it goes) for FOLLOW_MS, less the nearer it
 * is to a side (10 ms a pixel: it may be leaving), then clicks where it is heading, and
 * watches out the rest of LOOK_MS (the step budget has to last the episode; under the
 * ids batch stop only: under the paper's any-change stop the moving page cuts every reply
 * after its first action). With no disc in view it watches the screen for LOOK_MS (a click on
 * nothing costs; a watch, unlike a move, is not followed by a wait for a still screen, which on this
 * page runs out its 1.5-s deadline).
 *
 * What limits it: one disc a step and ten steps. The following makes a step last about a
 * second, so the ten cover the page's 9.9 s; a score above 0 needs six hits. Before
 * (2026-12-01, a plain click on the disc as the screenshot showed it, a step of 0.45 s):
 * 1 of 10 above 0 with labels, mean -0.48 over seeds 0-49.
 */
import { make } from '../../../../agent/actions.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { act, defineRule, type RuleResult } from '../../rule.js';

/** The area's middle: a disc there stays in view longest, whichever way it moves. */
const MID_X = 82;
/** How long a disc is followed before the click: long enough for its motion, short enough for ten steps in 9.9 s. */
export const FOLLOW_MS = 700;
/**
 * How long each step looks, following and watching: the ten steps must last the page's 9.9 s
 * (the loop stops at the step budget, and an episode cut before the page ends scores 0), and a
 * step's capture, perception and decision add about 0.2 s to it.
 */
const LOOK_MS = 800;
/** The shortest follow: three looks, enough for the motion. */
const MIN_FOLLOW_MS = 200;
/** How long to look when no disc is in view: a watch, not a move, so no wait for a still screen follows it. */
const WAIT_MS = LOOK_MS;

export const movingItemsRule = defineRule({
  name: 'moving-items',
  tasks: ['moving-items'],
  parse: (goal) => (norm(goal) === 'Click as many moving circles as possible.' ? {} : null),
  decide: (_g, { elements, batchStop }): RuleResult => {
    const discs = elements.filter((e) => e.type === 'shape' && inArea(e) && centre(e).x > 2 && centre(e).x < 160);
    const pick = discs.sort((a, b) => Math.abs(centre(a).x - MID_X) - Math.abs(centre(b).x - MID_X))[0];
    if (!pick) {
      return act(`No disc is in view; I watch for ${WAIT_MS} ms (a click on nothing costs).`, make.watch_screen(WAIT_MS, 100));
    }
    const c = centre(pick);
    // A disc near a side may be on its way out: followed briefly, clicked before it leaves.
    const followMs = Math.round(Math.min(FOLLOW_MS, Math.max(MIN_FOLLOW_MS, Math.min(c.x - 2, 160 - c.x) * 10)) / 10) * 10;
    // The rest of the step's look, where the reply's second action will run: under the ids stop (the
    // paper's any-change stop cuts every reply on this page after its first action).
    const pace = batchStop === 'ids' && LOOK_MS - followMs >= 100 ? LOOK_MS - followMs : 0;
    return act(
      `${discs.length} disc(s) in view; I follow the one nearest the middle (element_${pick.id} at ${Math.round(c.x)},${
        Math.round(c.y)
      }) for ${followMs} ms and click where it is heading${pace ? `, then watch for ${pace} ms` : ''}.`,
      make.click_moving_element(pick, followMs, 50),
      ...(pace ? [make.watch_screen(pace, 100)] : []),
    );
  },
});
