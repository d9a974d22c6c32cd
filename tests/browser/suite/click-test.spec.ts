import { clickSelector, describeTask } from './harness.js';

// No wrong action exists: clicks off the button do nothing, only the timeout fails.
describeTask('click-test', {
  async solve(ep) {
    await clickSelector(ep, '#subbtn');
  },
});
