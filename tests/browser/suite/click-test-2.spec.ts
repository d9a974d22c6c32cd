import { describeTask } from './harness.js';
import { clickUncovered } from './uncovered.js';

describeTask('click-test-2', {
  async solve(ep) {
    await clickUncovered(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickUncovered(ep, '#subbtn2');
  },
});
