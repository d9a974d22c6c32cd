import { clickSelector, describeTask } from './harness.js';

describeTask('identify-shape', {
  async solve(ep) {
    const answer = await ep.page.evaluate(() => (window as any).ANSWER as string);
    await clickSelector(ep, `#area-buttons button[data-answer="${answer}"]`);
  },
  async wrong(ep) {
    const answer = await ep.page.evaluate(() => (window as any).ANSWER as string);
    await clickSelector(ep, `#area-buttons button:not([data-answer="${answer}"])`);
  },
});
