import type { Episode } from '../../../src/env/episode.js';
import { centre, describeTask } from './harness.js';

/** Clicks the first link whose text does (or does not) equal the target. */
async function clickLink(ep: Episode, match: boolean) {
  const box = await ep.page.evaluate((match) => {
    const target = (window as any).TARGET_LINK as string;
    const l = [...document.querySelectorAll('#area .alink')].find((l) => (l.textContent === target) === match);
    if (!l) return null;
    const r = l.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, match);
  if (!box) throw new Error('no such link');
  const c = centre(box);
  await ep.screen.mouse.click(c.x, c.y);
}

describeTask('click-link', {
  solve: (ep) => clickLink(ep, true),
  wrong: (ep) => clickLink(ep, false), // seed 1000 has the links "quisque." and "massa"
});
