/**
 * grid-coordinate: the picture never changes, so the test solver takes (x,y) from the goal
 * and clicks the point where the spec's geometry puts it, page (79 + 30x, 129 - 30y), with
 * the raw mouse (which also checks the layout). Wrong action: the point one column over.
 * Look: 0 px differ from the official picture at seed 1000 (`caap suite sheet`); seeds
 * 1001 and 1002 also match the 1x references pixel for pixel.
 */
import type { Episode } from '../../../src/env/episode.js';
import { describeTask } from './harness.js';

function target(ep: Episode): [number, number] {
  const m = /grid coordinate \((-?\d),(-?\d)\)\.$/.exec(ep.goal);
  if (!m) throw new Error(`test solver: no coordinate in "${ep.goal}"`);
  return [Number(m[1]), Number(m[2])];
}

const clickPoint = (ep: Episode, x: number, y: number) => ep.screen.mouse.click(79 + 30 * x, 129 - 30 * y);

describeTask('grid-coordinate', {
  async solve(ep) {
    const [x, y] = target(ep);
    await clickPoint(ep, x, y);
  },
  async wrong(ep) {
    const [x, y] = target(ep);
    await clickPoint(ep, x === 2 ? 1 : x + 1, y);
  },
});
