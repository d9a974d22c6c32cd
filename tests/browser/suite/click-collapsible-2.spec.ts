import type { Episode } from '../../../src/env/episode.js';
import { centre, describeTask } from './harness.js';

/** Opens the section holding the first link whose text does (or does not) equal the target, then clicks it. */
async function openAndClick(ep: Episode, match: boolean) {
  const section = await ep.page.evaluate((match) => {
    const target = (window as any).TARGET_LINK as string;
    const panels = [...document.querySelectorAll('#area > div')];
    return panels.findIndex((p) => [...p.querySelectorAll('.alink')].some((l) => (l.textContent === target) === match));
  }, match);
  if (section < 0) throw new Error('no such link');
  const header = await ep.page.evaluate((i) => {
    const r = document.querySelectorAll('#area > h3')[i]!.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, section);
  const h = centre(header);
  await ep.screen.mouse.click(h.x, h.y);
  // The section slides open (about 400 ms): wait for the slide to end.
  await ep.page.waitForFunction(() => (window as any).$('#area :animated').length === 0, null, { timeout: 5000, polling: 30 });
  const link = await ep.page.evaluate(([i, match]) => {
    const target = (window as any).TARGET_LINK as string;
    const l = [...document.querySelectorAll('#area > div')[i as number]!.querySelectorAll('.alink')].find((l) => (l.textContent === target) === match)!;
    const r = l.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, [section, match] as const);
  const c = centre(link);
  await ep.screen.mouse.click(c.x, c.y);
}

describeTask('click-collapsible-2', {
  solve: (ep) => openAndClick(ep, true),
  wrong: (ep) => openAndClick(ep, false),
});
