import { clickSelector, describeTask } from './harness.js';
import { dragSelectText } from './text-select.js';

describeTask('highlight-text', {
  async solve(ep) {
    await dragSelectText(ep, '#randomText');
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    // no selection at all
    await clickSelector(ep, '#subbtn');
  },
});
