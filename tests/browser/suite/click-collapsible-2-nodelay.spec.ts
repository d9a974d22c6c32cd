/**
 * click-collapsible-2-nodelay (embedded suite), clean-room from click-collapsible-2-nodelay.md
 * (differences) over click-collapsible-2.md: click-collapsible-2's page (the family code in
 * miniwob/common/click-collapsible.js with its `nodelay` flag: the accordion is created with
 * animation off), 10 s limit.
 *
 * What differs from the official page: nothing known (the 3 Math.random() values jQuery's
 * selector engine draws while the accordion is built come after every task draw, as the spec
 * says, and our page uses the same jQuery). Sheet (seed 1000, scale 3) and the 1x pictures:
 * see docs/suites.md (Suite E2). Outside the frame: nothing at the start; an open section of
 * 20 words stays inside the frame.
 *
 * Odd behaviour kept (named and checked here): no slide. A header click shows its panel and
 * hides the other open one in the same event, and the headers below have jumped by the time
 * the click returns: the solver opens section 1, 2, 3 in turn as an agent would, checks at the
 * first look (no wait) that exactly that panel shows and nothing animates, and clicks the link
 * as soon as it finds it. Any other link gives -1 (the wrong action).
 */
import type { Episode } from '../../../src/env/episode.js';
import { centre, describeTask } from './harness.js';

async function openSectionsAndClick(ep: Episode, match: boolean): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const header = await ep.page.evaluate((i) => {
      const r = document.querySelectorAll('#area > h3')[i]!.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    }, i);
    const h = centre(header);
    await ep.screen.mouse.click(h.x, h.y);
    const state = await ep.page.evaluate(([i, match]) => {
      const panels = [...document.querySelectorAll('#area > div')] as HTMLElement[];
      const shown = panels.map((p) => getComputedStyle(p).display !== 'none');
      const animating = (window as any).$('#area :animated').length as number;
      const headers = [...document.querySelectorAll('#area > h3')].map((e) => e.getBoundingClientRect().top);
      const target = (window as any).TARGET_LINK as string;
      const link = [...panels[i as number]!.querySelectorAll('.alink')].find((l) => (l.textContent === target) === match);
      const r = link?.getBoundingClientRect();
      return { shown, animating, headers, panelHeight: panels[i as number]!.getBoundingClientRect().height,
        link: r ? { left: r.left, top: r.top, width: r.width, height: r.height } : null };
    }, [i, match] as const);
    if (state.animating || state.shown.filter(Boolean).length !== 1 || !state.shown[i]) {
      throw new Error(`test solver: section ${i + 1} not (only) open right after the click: ${JSON.stringify(state)}`);
    }
    // The next header sits right under the open panel already (2 px margins, no slide); the
    // clicked header itself has moved up at once if the panel above it closed.
    if (i < 2 && Math.abs(state.headers[i + 1]! - (state.headers[i]! + header.height + 2 + state.panelHeight + 2)) > 0.5) {
      throw new Error(`test solver: header ${i + 2} has not jumped below the open panel: ${JSON.stringify(state)}`);
    }
    if (state.link) {
      const c = centre(state.link);
      await ep.screen.mouse.click(c.x, c.y);
      return;
    }
  }
  throw new Error('test solver: no such link');
}

describeTask('click-collapsible-2-nodelay', {
  solve: (ep) => openSectionsAndClick(ep, true),
  wrong: (ep) => openSectionsAndClick(ep, false),
});
