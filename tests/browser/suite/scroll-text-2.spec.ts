import type { Episode } from '../../../src/env/episode.js';
import { boxOf, centre, clickSelector, describeTask } from './harness.js';

/** Wheels over the textarea towards the given end; overshooting is harmless (it clamps). */
async function scrollTo(ep: Episode, end: 'top' | 'bottom') {
  const c = centre(await boxOf(ep.page, '#text-area'));
  await ep.screen.mouse.move(c.x, c.y);
  for (let i = 0; i < 8; i++) {
    await ep.screen.mouse.wheel(0, end === 'bottom' ? 100 : -100);
    await ep.page.waitForTimeout(50);
  }
}

describeTask('scroll-text-2', {
  async solve(ep) {
    await scrollTo(ep, ep.goal.includes('bottom') ? 'bottom' : 'top');
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await scrollTo(ep, ep.goal.includes('bottom') ? 'top' : 'bottom');
    await clickSelector(ep, '#subbtn');
  },
});
