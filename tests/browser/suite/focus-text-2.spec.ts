import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';

const target = (ep: Episode) => ep.page.evaluate(() => (window as any).TARGET as number);

describeTask('focus-text-2', {
  async solve(ep) {
    await clickSelector(ep, `#tt${await target(ep)}`);
  },
  async wrong(ep) {
    await clickSelector(ep, `#tt${(await target(ep)) % 3 + 1}`);
  },
});
