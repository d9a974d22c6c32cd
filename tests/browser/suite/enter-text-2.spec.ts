import { clickSelector, describeTask } from './harness.js';

describeTask('enter-text-2', {
  async solve(ep) {
    const want = await ep.page.evaluate(() => (window as any).EXPECTED as string);
    await clickSelector(ep, '#tt');
    await ep.screen.keyboard.type(want);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    // typing the name exactly as shown is always the wrong case
    const shown = await ep.page.evaluate(() => document.querySelector('#query .bold')!.textContent!);
    await clickSelector(ep, '#tt');
    await ep.screen.keyboard.type(shown);
    await clickSelector(ep, '#subbtn');
  },
});
