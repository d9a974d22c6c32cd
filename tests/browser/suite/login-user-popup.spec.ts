import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';

const popupShown = (ep: Episode) => ep.page.evaluate(() => document.getElementById('popup') !== null);

/** Clicks a field; if the popup interrupts, cancels it and clicks the field again. */
async function focusField(ep: Episode, sel: string) {
  await clickSelector(ep, sel);
  if (await popupShown(ep)) {
    await clickSelector(ep, '#popup-cancel');
    await clickSelector(ep, sel);
  }
}

describeTask('login-user-popup', {
  async solve(ep) {
    const want = await ep.page.evaluate(() => (window as any).EXPECTED as { user: string; pw: string });
    await focusField(ep, '#username');
    await ep.screen.keyboard.type(want.user);
    await focusField(ep, '#password');
    await ep.screen.keyboard.type(want.pw);
    await clickSelector(ep, '#subbtn');
  },
  wrongSeed: 1001, // the popup appears on the username field
  async wrong(ep) {
    await clickSelector(ep, '#username');
    if (!(await popupShown(ep))) throw new Error('expected the popup at this seed');
    await clickSelector(ep, '#popup-ok');
  },
});
