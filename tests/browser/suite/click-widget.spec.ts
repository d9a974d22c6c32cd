import type { Episode } from '../../../src/env/episode.js';
import { describeTask } from './harness.js';

/** Clicks the control of the first visible row whose kind does (or does not) match. */
async function clickRow(ep: Episode, match: boolean) {
  const p = await ep.page.evaluate((match) => {
    const target = (window as any).TARGET_KIND as string;
    for (const row of document.querySelectorAll('#area .widget')) {
      const el = row.querySelector('input, textarea, button')!;
      const kind = el.tagName === 'INPUT' ? (el as HTMLInputElement).type : el.tagName.toLowerCase();
      const r = el.getBoundingClientRect();
      if ((kind === target) === match && r.top + r.height / 2 < 208) return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }
    return null;
  }, match);
  if (!p) throw new Error('test solver: no such row');
  await ep.screen.mouse.click(p.x, p.y);
}

describeTask('click-widget', {
  solve: (ep) => clickRow(ep, true),
  wrong: (ep) => clickRow(ep, false),
});
