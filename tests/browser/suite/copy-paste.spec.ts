import { clickSelector, describeTask } from './harness.js';

describeTask('copy-paste', {
  async solve(ep) {
    // select-all inside the textarea, copy, paste into the input: the clipboard route
    await clickSelector(ep, '#to-copy');
    await ep.screen.keyboard.press('Control+A');
    await ep.screen.keyboard.press('Control+C');
    await clickSelector(ep, '#answer-input');
    await ep.screen.keyboard.press('Control+V');
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    // retyping the first word only (and no trailing space) must fail
    await clickSelector(ep, '#answer-input');
    await ep.screen.keyboard.type('Leo');
    await clickSelector(ep, '#subbtn');
  },
});
