import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';
import { dragSelectText } from './text-select.js';

/** 1-based index of the paragraph named in the query. */
async function target(ep: Episode): Promise<number> {
  return Number(/(\d)(st|nd|rd) paragraph/.exec(ep.goal)![1]);
}

describeTask('highlight-text-2', {
  async solve(ep) {
    await dragSelectText(ep, `#randomText p:nth-child(${await target(ep)})`);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await dragSelectText(ep, `#randomText p:nth-child(${(await target(ep)) % 3 + 1})`);
    await clickSelector(ep, '#subbtn');
  },
});
