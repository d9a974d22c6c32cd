/**
 * draw-circle: `Draw a circle centered around the marked point by dragging the mouse. Press
 * submit when done.` The page scores the spread of the stroke's points' distances from the
 * dot (under 2 px for full marks) and the size of the drawn curve (20 px or more each way),
 * so one stroke runs round the dot at a steady radius, a point every few pixels, back to
 * where it began; then Submit.
 */
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../../../env/screen.js';
import { act, defineRule, fail, stroke } from '../../rule.js';
import { dotCentre, markedDot, submitAfterStroke, submitNow } from './drawn-stroke.js';

const GOAL = 'Draw a circle centered around the marked point by dragging the mouse. Press submit when done.';
/** Radius of the drawn circle: well over the 20 px size mark, and room to the drawing box's edges (the dot is 20 px or more inside them). */
export const CIRCLE_RADIUS = 18;
/** Moves round the circle (a point every ~4.7 px: smooth, and each point weighs the same). */
export const CIRCLE_SEGMENTS = 24;

/** The stroke's points: round the centre from its right, clockwise on screen, back to the start. */
export function circlePoints(c: { x: number; y: number }, radius = CIRCLE_RADIUS, segments = CIRCLE_SEGMENTS) {
  return Array.from({ length: segments + 1 }, (_, i) => {
    const a = (2 * Math.PI * i) / segments;
    return { x: Math.min(FRAME_WIDTH - 1, Math.max(0, c.x + radius * Math.cos(a))), y: Math.min(FRAME_HEIGHT - 1, Math.max(0, c.y + radius * Math.sin(a))) };
  });
}

export const drawCircleRule = defineRule({
  name: 'draw-circle',
  tasks: ['draw-circle'],
  parse: (goal) => (goal === GOAL ? {} : null),
  decide: (_g, { elements, history }) => {
    const done = submitAfterStroke(elements, history);
    if (done) return done;
    const dot = markedDot(elements, 'green');
    if (!dot) return fail('the marked point is not visible');
    const c = dotCentre(dot);
    return act(`I draw one stroke round the marked point (element_${dot.id}) at a radius of ${CIRCLE_RADIUS} px, then press Submit.`, stroke(circlePoints(c)),
      ...submitNow(elements));
  },
});
