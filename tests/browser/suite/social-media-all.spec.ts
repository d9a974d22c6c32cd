/**
 * social-media-all (embedded suite). Look: social-media-common.md and the reference pictures; the feed
 * is miniwob/common/social-media.js.
 *
 * Sheet (seed 1000, scale 3): 486 px differ, all inside the 14-16 px action icons (our
 * own SVG drawings in place of the official flaticon PNGs: same shapes, colours and boxes,
 * anti-aliased edges differ). Text, borders and layout match.
 *
 * Outside the frame: 6-11 posts of 62 px and the Submit button after them, in a 150 px
 * box; only about 2.5 posts show. A screenshot-only agent scrolls the feed with the mouse
 * wheel to see every post (the user's posts are scattered), toggling icons as it goes, and
 * finds Submit at the very bottom. No scrollbar is drawn (as in the reference pictures).
 */
import { describeTask } from './harness.js';
import { solve, wrong } from './social-media.solver.js';

describeTask('social-media-all', { solve, wrong });
