/**
 * social-media (embedded suite). Look: social-media-common.md and the reference pictures; the feed
 * is miniwob/common/social-media.js.
 *
 * Sheet (seed 1000, scale 3): 378 px differ, all inside the 14-16 px action icons. The
 * official icons are flaticon PNGs; ours are our own SVG drawings of the same shapes
 * (reply arrow, retweet loop, heart, three dots) in the same colours and boxes, so their
 * anti-aliased edges differ by a pixel here and there. Text, borders and layout match.
 *
 * Outside the frame: the feed holds 5-9 posts of 62 px in a 150 px box, so only about 2.5
 * posts show; the rest (and the lower part of an open "more" menu, 104 px tall) lie below
 * y 204. A screenshot-only agent sees the first posts and brings the others into view
 * with the mouse wheel over the feed (the open menu stays open while scrolling and adds
 * to the scroll range, so its items can always be scrolled into view). As in the
 * reference pictures, the headless browser draws no scrollbar.
 */
import { describeTask } from './harness.js';
import { solve, wrong } from './social-media.solver.js';

describeTask('social-media', { solve, wrong });
