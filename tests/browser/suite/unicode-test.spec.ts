import type { Episode } from '../../../src/env/episode.js';
import { describeTask } from './harness.js';

/** Boxes of the buttons whose label equals (or differs from) the target, clipped to the frame. */
async function buttons(ep: Episode, match: boolean) {
  return ep.page.evaluate((match) => {
    const target = (window as any).TARGET_LABEL as string;
    return Array.from(document.querySelectorAll('#area button'))
      .filter((b) => (b.textContent === target) === match)
      .map((b) => b.getBoundingClientRect())
      .filter((r) => r.top < 205) // a button may poke past the 210 px frame bottom
      .map((r) => ({ x: r.left + r.width / 2, y: (r.top + Math.min(r.bottom, 209)) / 2 }));
  }, match);
}

describeTask('unicode-test', {
  async solve(ep) {
    const [c] = await buttons(ep, true);
    if (!c) throw new Error('no visible target button');
    await ep.screen.mouse.click(c.x, c.y);
  },
  wrongSeed: 1001, // has a non-target button
  async wrong(ep) {
    const [c] = await buttons(ep, false);
    if (!c) throw new Error('this seed has no wrong button');
    await ep.screen.mouse.click(c.x, c.y);
  },
});
