import { clickSelector, describeTask } from './harness.js';

describeTask('find-word', {
  async solve(ep) {
    const pos = Number(/Find the (\d+)\w\w word/.exec(ep.goal)![1]);
    const text = await ep.page.evaluate(() => document.getElementById('text')!.textContent!);
    const word = text.trim().split(/\s+/)[pos - 1]!.replace(/[^a-zA-Z]/g, '');
    await clickSelector(ep, '#answer-input');
    await ep.screen.keyboard.type(word);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickSelector(ep, '#answer-input');
    await ep.screen.keyboard.type('zzzz');
    await clickSelector(ep, '#subbtn');
  },
});
