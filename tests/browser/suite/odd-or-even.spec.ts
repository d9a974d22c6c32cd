import type { Episode } from '../../../src/env/episode.js';
import { centre, clickSelector, describeTask } from './harness.js';

/** Boxes of the button to press in each row (the right one, or the wrong one). */
async function choices(ep: Episode, right: boolean) {
  return ep.page.evaluate((right) =>
    [...document.querySelectorAll('#rows .row')].map((row) => {
      const n = Number(row.querySelector('.number')!.textContent);
      const odd = Math.abs(n % 2) === 1;
      const choice = odd === right ? 'odd' : 'even';
      const r = row.querySelector(`button[data-choice="${choice}"]`)!.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    }), right);
}

describeTask('odd-or-even', {
  async solve(ep) {
    for (const b of await choices(ep, true)) {
      const c = centre(b);
      await ep.screen.mouse.click(c.x, c.y);
    }
    await clickSelector(ep, '#submit');
  },
  async wrong(ep) {
    for (const b of await choices(ep, false)) {
      const c = centre(b);
      await ep.screen.mouse.click(c.x, c.y);
    }
    await clickSelector(ep, '#submit');
  },
});
