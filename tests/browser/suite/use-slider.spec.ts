/**
 * use-slider (embedded suite), clean-room from use-slider.md and use-slider-common.md.
 *
 * Sheet (seed 1000, scale 3): 0 px differ.
 *
 * Outside the frame: a vertical slider of 111 px or more pushes Submit partly below
 * y 210, as in the original; a screenshot-only agent sees its top part (y ~180-210) and
 * clicks there (none of seeds 1000-1019 does; the solver handles it all the same).
 *
 * The test solver clicks the handle (focus without moving it), steps by Page Up/Down
 * (a fifth of the range) while the gap is that large, then by arrow keys, and clicks
 * the middle of Submit's visible part. The wrong action submits one step off the target.
 */
import type { Episode } from '../../../src/env/episode.js';
import { boxOf, clickSelector, describeTask } from './harness.js';

const target = (ep: Episode) => Number(/Select (-?\d+) with/.exec(ep.goal)![1]);

async function play(ep: Episode, want: number) {
  await clickSelector(ep, '#slider .ui-slider-handle');
  const { value, min, max } = await ep.page.evaluate(() => {
    const $s = (window as any).$('#slider');
    return { value: $s.slider('value') as number, min: $s.slider('option', 'min') as number, max: $s.slider('option', 'max') as number };
  });
  const page = (max - min) / 5;
  let now = value;
  while (Math.abs(want - now) >= page) {
    await ep.screen.keyboard.press(want > now ? 'PageUp' : 'PageDown');
    now += want > now ? page : -page;
  }
  while (now !== want) {
    await ep.screen.keyboard.press(want > now ? 'ArrowUp' : 'ArrowDown');
    now += want > now ? 1 : -1;
  }
  // Submit may reach below the frame (tall vertical sliders): click the part that shows.
  const submit = await boxOf(ep.page, '#subbtn');
  const shownBottom = Math.min(submit.top + submit.height, ep.screen.height);
  await ep.screen.mouse.click(submit.left + submit.width / 2, (submit.top + shownBottom) / 2);
}

describeTask('use-slider', {
  solve: (ep) => play(ep, target(ep)),
  async wrong(ep) {
    const max = await ep.page.evaluate(() => (window as any).$('#slider').slider('option', 'max') as number);
    const t = target(ep);
    await play(ep, t === max ? t - 1 : t + 1);
  },
});
