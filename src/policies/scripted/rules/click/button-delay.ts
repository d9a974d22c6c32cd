/**
 * button-delay: `Click button ONE, wait {d} seconds, then click button TWO.` ONE is
 * clicked where TWO does not cover it (overlapping-buttons.ts). The click changes the
 * button's look, which ends the step; the next reply rests the pointer on ONE (where it
 * already is, so the screen stays still and the reply runs whole) as many times as make
 * up the rest of d seconds, and clicks TWO.
 *
 * What limits it: the rules have no clock and the actions no "wait"; the only measure of
 * time they have is the hover action's rest, HOVER_REST_MS (400 ms) after the
 * pointer arrives, plus the loop's check of the screen after each action: about
 * REST_SECONDS a rest, and about FIRST_STEP_SECONDS from the click on ONE to the next
 * reply (the screen settling, capture, perception), both measured with the ground-truth
 * labels. The page pays 1 within 15 % of d, 0.6 within 40 %, 0.35 within 65 %; a loaded
 * machine or a slower observer stretches the first step and lowers the reward.
 */
import { findText } from '../../kit/elements.js';
import { act, click, defineRule, fail, point } from '../../rule.js';
import { clickLabelled, wasClicked } from './overlapping-buttons.js';

/** Seconds one hover rest takes in a reply, and from the click on ONE to the next reply (see the header). */
export const REST_SECONDS = 0.75;
export const FIRST_STEP_SECONDS = 0.5;

export const buttonDelayRule = defineRule({
  name: 'button-delay',
  tasks: ['button-delay'],
  parse: (goal) => {
    const m = /^Click button ONE, wait (\d+) seconds?, then click button TWO\.$/.exec(goal.replace(/\s+/g, ' ').trim());
    return m ? { seconds: Number(m[1]) } : null;
  },
  decide: ({ seconds }, { elements, history }) => {
    const one = findText(elements, 'ONE', { types: ['button'] })[0];
    const two = findText(elements, 'TWO', { types: ['button'] })[0];
    if (!two) return fail('button TWO is not visible');
    if (!wasClicked(history, one, 'ONE')) return clickLabelled(elements, 'ONE', history);
    // The pointer rests where it clicked ONE (or on TWO when ONE is not listed): no hover changes there.
    const rest = one ?? two;
    const rests = Math.max(0, Math.round((seconds - FIRST_STEP_SECONDS) / REST_SECONDS));
    const lastClick = history.findLastIndex((h) => h.name === 'click_element' || h.name === 'click_new_point');
    const done = history.slice(lastClick + 1).filter((h) => h.name === 'point_element').length;
    const left = Math.max(0, rests - done);
    return act(`ONE is clicked and ${done} of ${rests} rests are done; ${left ? `${left} more, then ` : ''}I click TWO (element_${two.id}).`,
      ...Array.from({ length: left }, () => point(rest)), click(two));
  },
});
