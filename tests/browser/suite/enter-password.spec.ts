import { clickSelector, describeTask } from './harness.js';

describeTask('enter-password', {
  async solve(ep) {
    const pw = await ep.page.evaluate(() => (window as any).EXPECTED as string);
    await clickSelector(ep, '#password');
    await ep.screen.keyboard.type(pw);
    await clickSelector(ep, '#verify');
    await ep.screen.keyboard.type(pw);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    // the right password in the first box only: the verify box stays empty
    const pw = await ep.page.evaluate(() => (window as any).EXPECTED as string);
    await clickSelector(ep, '#password');
    await ep.screen.keyboard.type(pw);
    await clickSelector(ep, '#subbtn');
  },
});
