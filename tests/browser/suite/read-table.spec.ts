import { clickSelector, describeTask } from './harness.js';

describeTask('read-table', {
  async solve(ep) {
    const key = /Enter the value of (.+) into the text field/.exec(ep.goal)![1]!;
    const value = await ep.page.evaluate((key) => {
      const row = [...document.querySelectorAll('#tab tr')].find((tr) => tr.cells[0]!.textContent === key);
      return row!.cells[1]!.textContent!;
    }, key);
    await clickSelector(ep, '#tt');
    await ep.screen.keyboard.type(value);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickSelector(ep, '#tt');
    await ep.screen.keyboard.type('zzzz');
    await clickSelector(ep, '#subbtn');
  },
});
