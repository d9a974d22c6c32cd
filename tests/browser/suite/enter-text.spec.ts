import { clickSelector, describeTask } from './harness.js';

describeTask('enter-text', {
  async solve(ep) {
    const want = await ep.page.evaluate(() => (window as any).EXPECTED as string);
    await clickSelector(ep, '#tt');
    await ep.screen.keyboard.type(want);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickSelector(ep, '#tt');
    await ep.screen.keyboard.type('wrong');
    await clickSelector(ep, '#subbtn');
  },
});
