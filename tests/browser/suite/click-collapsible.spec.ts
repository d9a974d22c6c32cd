import { boxOf, centre, clickSelector, describeTask } from './harness.js';

describeTask('click-collapsible', {
  async solve(ep) {
    await clickSelector(ep, '#area h3');
    await ep.page.waitForTimeout(600); // the panel slides open (~400 ms) and pushes Submit down
    const b = await boxOf(ep.page, '#subbtn');
    const c = centre(b);
    if (c.y >= 210) throw new Error(`Submit below the frame: ${JSON.stringify(b)}`);
    await ep.screen.mouse.click(c.x, c.y);
  },
  // Submit with the section still closed.
  async wrong(ep) {
    await clickSelector(ep, '#subbtn');
  },
});
