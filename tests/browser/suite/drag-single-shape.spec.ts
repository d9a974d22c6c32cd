import type { Episode } from '../../../src/env/episode.js';
import { boxOf, centre, clickSelector, describeTask } from './harness.js';

const STEP: Record<string, [number, number]> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };
const OPPOSITE: Record<string, string> = { left: 'right', right: 'left', up: 'down', down: 'up' };

/** Drags the shape (grabbed at its bbox centre, inside every kind) 25 px in `dir` (raw mouse down / stepped move / up), then submits. */
async function dragAndSubmit(ep: Episode, dir: string) {
  const c = centre(await boxOf(ep.page, '.black-shape'));
  const [dx, dy] = STEP[dir]!;
  await ep.screen.mouse.move(c.x, c.y);
  await ep.screen.mouse.down();
  await ep.screen.mouse.move(c.x + 25 * dx, c.y + 25 * dy, { steps: 6 });
  await ep.screen.mouse.up();
  await clickSelector(ep, '#subbtn');
}

const direction = (ep: Episode) => /item (\w+) then/.exec(ep.goal)![1]!;

describeTask('drag-single-shape', {
  solve: (ep) => dragAndSubmit(ep, direction(ep)),
  wrong: (ep) => dragAndSubmit(ep, OPPOSITE[direction(ep)]!),
});
