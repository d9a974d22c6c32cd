/**
 * click-collapsible-nodelay (embedded suite), clean-room from click-collapsible-nodelay.md
 * (differences) over click-collapsible.md: click-collapsible's page (the family code in
 * miniwob/common/click-collapsible.js with its `nodelay` flag: the accordion is created with
 * animation off), 10 s limit.
 *
 * What differs from the official page: nothing known. Sheet (seed 1000, scale 3) and the 1x
 * pictures: see docs/suites.md (Suite E2). Outside the frame: once the section is open,
 * Submit's bottom may fall up to ~13 px below y 210 (its centre stays inside), as in
 * click-collapsible.
 *
 * Odd behaviour kept (named and checked here):
 *   - no slide: the header click shows the panel in the same event, and Submit has jumped to
 *     its new place by the time the click returns (the solver checks this at the first look,
 *     with no wait, then clicks Submit);
 *   - the Submit paragraph is the accordion's second "header": a click on its blank line
 *     collapses the open section, now also at once (the wrong action: open, click the blank
 *     line, Submit: -1).
 */
import type { Episode } from '../../../src/env/episode.js';
import { boxOf, centre, clickSelector, describeTask } from './harness.js';

const panelShown = () => {
  const d = document.querySelector('#area > div') as HTMLElement;
  // Shown and nothing animating (the accordion gives the panel its full height up front).
  return getComputedStyle(d).display !== 'none' && !(window as any).$('#area :animated').length;
};

/** Opens the section and checks, with no wait, that it is open and Submit has moved down. */
async function openAtOnce(ep: Episode): Promise<void> {
  const closed = await boxOf(ep.page, '#subbtn');
  await clickSelector(ep, '#area h3');
  if (!(await ep.page.evaluate(panelShown))) throw new Error('test solver: the panel is not open right after the click');
  const panel = await boxOf(ep.page, '#area > div');
  const open = await boxOf(ep.page, '#subbtn');
  if (Math.abs(open.top - closed.top - (panel.height + 2)) > 0.5) {
    throw new Error(`test solver: Submit did not jump by the panel's height (${closed.top} -> ${open.top}, panel ${panel.height})`);
  }
}

describeTask('click-collapsible-nodelay', {
  async solve(ep) {
    await openAtOnce(ep);
    const c = centre(await boxOf(ep.page, '#subbtn'));
    if (c.y >= 210) throw new Error(`Submit's centre below the frame: ${c.y}`);
    await ep.screen.mouse.click(c.x, c.y);
  },
  // The paragraph quirk: a click on the blank line above Submit collapses the section at once.
  async wrong(ep) {
    await openAtOnce(ep);
    const p = await boxOf(ep.page, '#area > p');
    await ep.screen.mouse.click(p.left + p.width / 2, p.top + 4);
    const hidden = await ep.page.evaluate(() => getComputedStyle(document.querySelector('#area > div')!).display === 'none');
    if (!hidden) throw new Error('test solver: the blank-line click did not collapse the section at once');
    await clickSelector(ep, '#subbtn');
  },
});
