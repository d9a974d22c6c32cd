import type { Episode } from '../../../src/env/episode.js';
import { boxOf, centre, clickSelector, describeTask } from './harness.js';

const cardSel = (i: number) => `#cards .card:nth-child(${i + 1})`;

/** Turns the card over and reads its number off the face-up card. */
async function reveal(ep: Episode, i: number): Promise<number> {
  const c = centre(await boxOf(ep.page, cardSel(i)));
  await ep.screen.mouse.click(c.x, c.y);
  return ep.page.evaluate(() => Number(document.querySelector('#cards .card:not(.down)')!.textContent));
}

describeTask('find-greatest', {
  // Every seed shows the same three face-down cards; the numbers under them differ.
  hiddenInstance: (ep) => ep.page.evaluate(() => [...document.querySelectorAll('#cards .card')].map((c) => c.textContent)),
  async solve(ep) {
    const values = [await reveal(ep, 0), await reveal(ep, 1), await reveal(ep, 2)];
    const best = values.indexOf(Math.max(...values));
    if (best !== 2) await reveal(ep, best);
    await clickSelector(ep, '#submit');
  },
  async wrong(ep) {
    await clickSelector(ep, '#submit'); // no card face up
  },
});
