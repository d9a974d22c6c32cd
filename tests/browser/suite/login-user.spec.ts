import { clickSelector, describeTask } from './harness.js';

describeTask('login-user', {
  async solve(ep) {
    const want = await ep.page.evaluate(() => (window as any).EXPECTED as { user: string; pw: string });
    await clickSelector(ep, '#username');
    await ep.screen.keyboard.type(want.user);
    await clickSelector(ep, '#password');
    await ep.screen.keyboard.type(want.pw);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    const want = await ep.page.evaluate(() => (window as any).EXPECTED as { user: string; pw: string });
    await clickSelector(ep, '#username');
    await ep.screen.keyboard.type(want.user);
    await clickSelector(ep, '#password');
    await ep.screen.keyboard.type(want.pw.toLowerCase() === want.pw ? want.pw + 'X' : want.pw.toLowerCase());
    await clickSelector(ep, '#subbtn');
  },
});
