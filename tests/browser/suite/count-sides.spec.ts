/**
 * count-sides: the page draws the polygon on a canvas, so the test solver reads the side
 * count the page keeps (window.SIDES_ANSWER) and clicks that button with the raw mouse.
 * Look: 0 px differ from the official picture at seed 1000 (`caap suite sheet`).
 */
import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';

const answer = (ep: Episode) => ep.page.evaluate(() => (window as unknown as { SIDES_ANSWER: string }).SIDES_ANSWER);

describeTask('count-sides', {
  async solve(ep) {
    await clickSelector(ep, `#form button[data-sides="${await answer(ep)}"]`);
  },
  async wrong(ep) {
    await clickSelector(ep, `#form button:not([data-sides="${await answer(ep)}"])`);
  },
});
