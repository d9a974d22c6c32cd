import type { Episode } from '../../../src/env/episode.js';
import { centre, describeTask } from './harness.js';

/** Boxes of the buttons whose label equals (or differs from) the target. */
async function buttons(ep: Episode, match: boolean) {
  return ep.page.evaluate((match) => {
    const target = (window as any).TARGET_LABEL as string;
    return [...document.querySelectorAll('#area button')]
      .filter((b) => (b.textContent === target) === match)
      .map((b) => {
        const r = b.getBoundingClientRect();
        return { left: r.left, top: r.top, width: r.width, height: r.height };
      })
      .filter((b) => b.top + b.height / 2 < 210);
  }, match);
}

describeTask('click-button', {
  wrongSeed: 1001, // seed 1000 shows only "yes" buttons
  async solve(ep) {
    const [b] = await buttons(ep, true);
    if (!b) throw new Error('no visible target button');
    const c = centre(b);
    await ep.screen.mouse.click(c.x, c.y);
  },
  async wrong(ep) {
    const [b] = await buttons(ep, false);
    if (!b) throw new Error('this seed has no wrong button');
    const c = centre(b);
    await ep.screen.mouse.click(c.x, c.y);
  },
});
