/**
 * choose-date-medium (embedded suite), clean-room from choose-date-medium.md and choose-date-common.md: November or December 2016 (at most one Prev click).
 *
 * Sheet (seed 1000, scale 3): 0 px differ. The start screen shows no calendar; the open
 * calendar was checked against the spec's measured geometry (box 28.7,73-152.5,179.6 at 5
 * rows, header, arrows, 17 px columns, 13.52 px rows). The "today" look never shows: the
 * real date is after 2016, so the default date clamps to 31 December (grey highlight).
 *
 * The test solver clicks the field, steps months with the arrows, clicks the day box, waits
 * for the 200 ms fade-out and clicks Submit; the wrong action picks the neighbouring day.
 */
import { describeTask } from './harness.js';
import { solveChooseDate, wrongChooseDate } from './choose-date-solver.js';

describeTask('choose-date-medium', { solve: solveChooseDate, wrong: wrongChooseDate });
