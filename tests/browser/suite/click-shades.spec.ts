/**
 * click-shades: the test solver reads each swatch's data-color, clicks the middle of
 * every swatch of the named colour (raw clicks toggle the black frame), checks that
 * exactly those are framed, then clicks Submit. Wrong action: Submit with nothing
 * selected (-1).
 * Look: pixel-identical to the official pictures (0 px differ at seed 1000 at 3x with
 * `caap suite sheet`; seeds 1000-1002 identical at 1x, no channel differs at all).
 */
import { expect } from '../fixtures.js';
import { boxOf, centre, clickSelector, describeTask } from './harness.js';

describeTask('click-shades', {
  async solve(ep) {
    const colour = /shades of (\w+) and/.exec(ep.goal)![1]!;
    const count = await ep.page.evaluate(() => document.querySelectorAll('#area span').length);
    for (let i = 1; i <= count; i++) {
      const sel = `#area span:nth-of-type(${i})[data-color="${colour}"]`;
      const exists = await ep.page.evaluate((s) => document.querySelector(s) !== null, sel);
      if (!exists) continue;
      const c = centre(await boxOf(ep.page, sel));
      await ep.screen.mouse.click(c.x, c.y);
    }
    const framed = await ep.page.evaluate(() => [...document.querySelectorAll('#area span.selected')].map((s) => s.getAttribute('data-color')));
    expect(framed.length).toBeGreaterThanOrEqual(2);
    expect(framed.every((c) => c === colour)).toBe(true);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickSelector(ep, '#subbtn');
  },
});
