/**
 * social-media-some (embedded suite). Look: social-media-common.md and the reference pictures; the feed
 * is miniwob/common/social-media.js.
 *
 * Sheet (seed 1000, scale 3): 486 px differ, all inside the 14-16 px action icons (our
 * own SVG drawings in place of the official flaticon PNGs: same shapes, colours and boxes,
 * anti-aliased edges differ). Text, borders and layout match.
 *
 * Outside the frame: as social-media-all, 6-11 posts and Submit in a 150 px box with
 * about 2.5 posts visible; a screenshot-only agent scrolls with the mouse wheel until it
 * has toggled k of the user's posts, then scrolls on to Submit at the bottom.
 */
import { describeTask } from './harness.js';
import { solve, wrong } from './social-media.solver.js';

describeTask('social-media-some', { solve, wrong });
