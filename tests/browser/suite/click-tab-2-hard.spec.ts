import { describeTask } from './harness.js';
import { searchAndClick } from './click-tab-2-helpers.js';

describeTask('click-tab-2-hard', {
  solve: (ep) => searchAndClick(ep, true),
  wrong: (ep) => searchAndClick(ep, false),
});
