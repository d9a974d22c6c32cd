/**
 * draw-line: `Draw a horizontal line that runs through the dot, then press submit.` (or
 * vertical). The page scores the stroke's recorded points: their spread across the line
 * (read, as on the official page, from the last point alone) must be small and along it
 * large, and one point must come within 6 px of a scoring point 4 px left of and above the
 * dot's centre. So one straight stroke runs along the line 4 px above (or left of) the
 * centre, in a few long moves, one of which lands on the scoring point; then Submit.
 */
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../../../env/screen.js';
import { act, defineRule, fail, stroke } from '../../rule.js';
import { dotCentre, markedDot, submitAfterStroke, submitNow } from './drawn-stroke.js';

const GOAL = /^Draw a (horizontal|vertical) line that runs through the dot, then press submit\.$/;
/** How far the page's scoring point sits left of and above the dot's drawn centre. */
export const SCORING_OFFSET = 4;
/**
 * Where the stroke's points fall along the line, relative to the scoring point: 10 px
 * apart, one on it. Six points 50 px long keep the last point ~10 px from their mean along
 * the line (over 5 px: full marks for length).
 */
export const ALONG = [-20, -10, 0, 10, 20, 30];

export function linePoints(dot: { x: number; y: number }, kind: 'horizontal' | 'vertical') {
  const m = { x: dot.x - SCORING_OFFSET, y: dot.y - SCORING_OFFSET };
  const clampX = (x: number) => Math.min(FRAME_WIDTH - 1, Math.max(0, x));
  const clampY = (y: number) => Math.min(FRAME_HEIGHT - 1, Math.max(0, y));
  return ALONG.map((d) => (kind === 'horizontal' ? { x: clampX(m.x + d), y: m.y } : { x: m.x, y: clampY(m.y + d) }));
}

export const drawLineRule = defineRule({
  name: 'draw-line',
  tasks: ['draw-line'],
  parse: (goal) => {
    const m = GOAL.exec(goal);
    return m ? { kind: m[1] as 'horizontal' | 'vertical' } : null;
  },
  decide: ({ kind }, { elements, history }) => {
    const done = submitAfterStroke(elements, history);
    if (done) return done;
    const dot = markedDot(elements, 'purple');
    if (!dot) return fail('the dot is not visible');
    const side = kind === 'horizontal' ? 'above' : 'left of';
    return act(`I draw one ${kind} stroke through the dot (element_${dot.id}), ${SCORING_OFFSET} px ${side} its centre, then press Submit.`,
      stroke(linePoints(dotCentre(dot), kind)), ...submitNow(elements));
  },
});
