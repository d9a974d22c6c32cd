import { boxOf, centre, clickSelector, describeTask } from './harness.js';

describeTask('click-collapsible', {
  async solve(ep) {
    await clickSelector(ep, '#area h3');
    // The panel slides open (about 400 ms) and pushes Submit down: wait for the slide to end.
    await ep.page.waitForFunction(() => (window as any).$('#area :animated').length === 0, null, { timeout: 5000, polling: 30 });
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
