import type { Episode } from '../../../src/env/episode.js';
import { centre, describeTask } from './harness.js';

/** Clicks the dialog control the instruction names ("Cancel", "OK" or "x"), or another one when `wrong`. */
async function clickControl(ep: Episode, wrong: boolean) {
  const box = await ep.page.evaluate((wrong) => {
    const expected = (window as any).EXPECTED as string;
    const label = wrong ? (expected === 'OK' ? 'Cancel' : 'OK') : expected;
    const el = label === 'x'
      ? document.querySelector('.ui-dialog-titlebar-close')!
      : [...document.querySelectorAll('.ui-dialog-buttonset button')].find((b) => b.textContent === label)!;
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, wrong);
  const c = centre(box);
  await ep.screen.mouse.click(c.x, c.y);
}

describeTask('click-dialog-2', {
  solve: (ep) => clickControl(ep, false),
  wrong: (ep) => clickControl(ep, true),
});
