/**
 * click-pie-nodelay (embedded suite), clean-room from click-pie-nodelay.md (differences) over
 * click-pie.md: click-pie's page (miniwob/common/click-pie.js, clickPie.install with its
 * `nodelay` flag: the wheel is built with a 0 ms, linear animation), 10 s limit.
 *
 * What differs from the official page: nothing known at the start screen (sheet and 1x
 * pictures: docs/suites.md, Suite E2); the expanded wheel has no reference picture and is
 * click-pie's final geometry (checked there against the spec's label table).
 * Outside the frame: as click-pie, the menu's SVG is 342 px tall, so the page scrolls below
 * the frame (white); everything of the task lies inside the frame.
 *
 * Odd behaviour kept (named and checked here):
 *   - no bounce: the disc click snaps the ring open at the next animation frame (not inside
 *     the click handler). The solver waits exactly one page frame after the disc click, then
 *     checks that the ring is complete (every label at its place, "-" shown, nothing
 *     animating), hovers the target (highlight at once, fill-opacity 0.77; item 0 never
 *     lights) and clicks its label;
 *   - a press in the same instant as the disc click, before a frame, finds the collapsed
 *     wheel: white background, nothing happens (the test below, in the page's own task).
 * The wrong action clicks another item's label (-1).
 */
import type { Episode } from '../../../src/env/episode.js';
import { expect, test } from '../fixtures.js';
import { centre, describeTask } from './harness.js';

const nextFrame = (ep: Episode) => ep.page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

async function expandAndPick(ep: Episode, pick: (items: string[], target: string) => number): Promise<void> {
  const pie = await ep.page.evaluate(() => (window as any).PIE as { items: string[]; target: string });
  await ep.screen.mouse.click(80, 130);
  await nextFrame(ep); // the wheel's own frame callback runs first in that frame
  const i = pick(pie.items, pie.target);
  const state = await ep.page.evaluate((i) => {
    const labels = [...document.querySelectorAll('.pie-item text')];
    const minus = document.querySelectorAll('.pie-spreader text')[1] as SVGElement;
    const label = document.querySelector(`.pie-item[data-label="${(window as any).PIE.items[i]}"] text`)!;
    const r = label.getBoundingClientRect();
    return {
      complete: labels.every((l) => !l.hasAttribute('transform')) && minus.style.display !== 'none' && !minus.hasAttribute('transform'),
      running: document.getAnimations().filter((a) => a.playState === 'running').length,
      box: { left: r.left, top: r.top, width: r.width, height: r.height },
    };
  }, i);
  if (!state.complete || state.running) throw new Error(`test solver: the ring is not complete one frame after the click: ${JSON.stringify(state)}`);
  const c = centre(state.box);
  await ep.screen.mouse.move(c.x, c.y);
  const opacity = await ep.page.evaluate((label) => document.querySelector(`.pie-item[data-label="${label}"] path`)!.getAttribute('fill-opacity'),
    pie.items[i]!);
  if (opacity !== (i === 0 ? '1' : '0.77')) throw new Error(`test solver: hover on item ${i} gives fill-opacity ${opacity}`);
  await ep.screen.mouse.down();
  await ep.screen.mouse.up();
}

describeTask('click-pie-nodelay', {
  solve: (ep) => expandAndPick(ep, (items, target) => items.indexOf(target)),
  wrong: (ep) => expandAndPick(ep, (items, target) => (items.indexOf(target) + 1) % items.length),
});

test('click-pie-nodelay: the ring is applied at the next frame, not in the click handler', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'click-pie-nodelay', seed: 1000 });
  try {
    // Seed 1000: W is item 4 of 7, its label at (102,84) once open.
    const hit = await ep.page.evaluate(() =>
      new Promise<string[]>((resolve) => {
        const at = () => document.elementFromPoint(102, 84)?.closest('.pie-item')?.getAttribute('data-label') ?? 'background';
        document.querySelector('.pie-spreader')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        const same = at();
        requestAnimationFrame(() => resolve([same, at()]));
      })
    );
    expect(hit).toEqual(['background', 'W']);
  } finally {
    await ep.close();
  }
});
