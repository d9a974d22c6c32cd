import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';

/** The table value of the key named by label i (its text is "{key}:"). */
async function valueFor(ep: Episode, i: number): Promise<string> {
  return ep.page.evaluate((i) => {
    const key = document.getElementById(`ll${i}`)!.textContent!.replace(/:$/, '');
    const row = [...document.querySelectorAll('#tab tr')].find((tr) => tr.cells[0]!.textContent === key);
    return row!.cells[1]!.textContent!;
  }, i);
}

describeTask('read-table-2', {
  async solve(ep) {
    for (const i of [1, 2]) {
      const value = await valueFor(ep, i);
      await clickSelector(ep, `#tt${i}`);
      await ep.screen.keyboard.type(value);
    }
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    // Each label's value typed into the other field.
    const values = [await valueFor(ep, 2), await valueFor(ep, 1)];
    for (const i of [1, 2]) {
      await clickSelector(ep, `#tt${i}`);
      await ep.screen.keyboard.type(values[i - 1]!);
    }
    await clickSelector(ep, '#subbtn');
  },
});
