import { clickSelector, describeTask } from './harness.js';

describeTask('click-tab', {
  async solve(ep) {
    const k = await ep.page.evaluate(() => (window as any).TARGET_TAB as number);
    await clickSelector(ep, `#area ul li:nth-child(${k}) a`);
  },
  async wrong(ep) {
    // The open (blue) tab is never the requested one.
    await clickSelector(ep, '#area ul li.ui-tabs-active a');
  },
});
