import { clickSelector, describeTask } from './harness.js';

describeTask('enter-text-dynamic', {
  async solve(ep) {
    const want = await ep.page.evaluate(() => (window as any).EXPECTED as string);
    await clickSelector(ep, '#tt');
    await ep.screen.keyboard.type(want);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    const want = await ep.page.evaluate(() => (window as any).EXPECTED as string);
    await clickSelector(ep, '#tt');
    await ep.screen.keyboard.type(want + 'x');
    await clickSelector(ep, '#subbtn');
  },
});
