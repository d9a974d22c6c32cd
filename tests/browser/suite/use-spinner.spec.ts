import type { Episode } from '../../../src/env/episode.js';
import { boxOf, centre, clickSelector, describeTask } from './harness.js';

/** Separate quick clicks on the up or down arrow (a long press would auto-repeat). */
async function step(ep: Episode, delta: number) {
  const arrow = centre(await boxOf(ep.page, delta > 0 ? '.ui-spinner-up' : '.ui-spinner-down'));
  for (let i = 0; i < Math.abs(delta); i++) await ep.screen.mouse.click(arrow.x, arrow.y);
}

describeTask('use-spinner', {
  async solve(ep) {
    const n = Number(/Select (-?\d+) with/.exec(ep.goal)![1]);
    await step(ep, n);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    const n = Number(/Select (-?\d+) with/.exec(ep.goal)![1]);
    await step(ep, n + 1);
    await clickSelector(ep, '#subbtn');
  },
});
