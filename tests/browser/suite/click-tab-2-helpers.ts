/** Test-solver helpers for the click-tab-2 family (tabs on #area, links are .alink spans). */
import type { Episode } from '../../../src/env/episode.js';
import { centre, clickSelector } from './harness.js';

/** Index of the first tab whose panel holds a link that does (or does not) match the target. */
async function findTab(ep: Episode, match: boolean): Promise<number> {
  return ep.page.evaluate((match) => {
    const target = (window as any).TARGET_TEXT as string;
    const panels = [...document.querySelectorAll('#area > div')];
    return panels.findIndex((p) => [...p.querySelectorAll('.alink')].some((a) => (a.textContent === target) === match));
  }, match);
}

/** Clicks tab `i` (0-based) unless it is open already. */
export async function openTab(ep: Episode, i: number): Promise<void> {
  const active = await ep.page.evaluate((i) => document.querySelectorAll('#area ul li')[i]!.classList.contains('ui-tabs-active'), i);
  if (!active) await clickSelector(ep, `#area ul li:nth-child(${i + 1}) a`);
}

/** Clicks the first link in the open panel that does (or does not) match the target. */
export async function clickLink(ep: Episode, match: boolean): Promise<void> {
  const box = await ep.page.evaluate((match) => {
    const target = (window as any).TARGET_TEXT as string;
    const a = [...document.querySelectorAll('#area .ui-tabs-panel[aria-hidden=false] .alink')]
      .find((a) => (a.textContent === target) === match);
    if (!a) return null;
    const r = a.getClientRects()[0]!; // first line box, in case a link wraps
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, match);
  if (!box) throw new Error('test solver: no such link in the open panel');
  const c = centre(box);
  await ep.screen.mouse.click(c.x, c.y);
}

/** Opens the first tab holding a (non-)matching link, then clicks that link. */
export async function searchAndClick(ep: Episode, match: boolean): Promise<void> {
  const tab = await findTab(ep, match);
  if (tab < 0) throw new Error('test solver: no such link in any tab');
  await openTab(ep, tab);
  await clickLink(ep, match);
}
