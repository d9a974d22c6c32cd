/**
 * form-sequence (embedded suite), clean-room from form-sequence.md and use-slider-common.md
 * (the jQuery UI 1.12.1 slider, as use-slider and use-slider-2).
 *
 * Sheet (seed 1000, scale 3): 0 px differ; scale 1, seeds 1000-1002: 0 px.
 * Differences from the official page: none known. Outside the frame: nothing.
 *
 * Odd behaviour kept, named: the UNUSED ORIENTATION DRAW (an orientation is sampled and
 * ignored: the slider is always horizontal; the draw stays so a seed gives the official
 * instance). A click on the handle does not move it (the widget's rule), so values near
 * the current one need the arrow keys. Success needs the slider value, exactly one checked
 * box and that it is the asked one.
 *
 * The test solver clicks the track where the target value lies (unless that spot is under
 * the handle), clicks the handle (which focuses it without moving it), taps the arrow keys
 * until the value line shows the target, ticks the asked box and clicks Submit. The wrong
 * action also ticks a second box.
 */
import type { Episode } from '../../../src/env/episode.js';
import { expect, test } from '../fixtures.js';
import { boxOf, centre, clickSelector, describeTask } from './harness.js';

const instance = (ep: Episode) => ep.page.evaluate(() => (window as any).FORM_SEQUENCE as { value: number; box: number });
const shown = async (ep: Episode) => Number(await ep.page.textContent('#val'));

async function setSlider(ep: Episode, target: number) {
  const track = await boxOf(ep.page, '#slider');
  const handle = await boxOf(ep.page, '#slider .ui-slider-handle');
  // The widget maps the pointer over the track's border box: value = -10 + round(20 f).
  const x = Math.round(track.left + ((target + 10) / 20) * track.width);
  const y = track.top + track.height / 2;
  if (x < handle.left - 1 || x > handle.left + handle.width + 1) await ep.screen.mouse.click(x, y);
  await clickSelector(ep, '#slider .ui-slider-handle');
  const now = await shown(ep);
  const key = target > now ? 'ArrowRight' : 'ArrowLeft';
  for (let k = 0; k < Math.abs(target - now); k++) await ep.screen.keyboard.press(key);
  expect(await shown(ep)).toBe(target);
}

async function play(ep: Episode, boxes: number[]) {
  const s = await instance(ep);
  await setSlider(ep, s.value);
  for (const b of boxes) await clickSelector(ep, `#checkbox-${b}`);
  await clickSelector(ep, '#subbtn');
}

describeTask('form-sequence', {
  solve: async (ep) => play(ep, [(await instance(ep)).box]),
  wrong: async (ep) => {
    const b = (await instance(ep)).box;
    return play(ep, [b, (b % 3) + 1]);
  },
});

test('form-sequence: a click on the track sets the value under the pointer; a click on the handle keeps it', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'form-sequence', seed: 1000 }); // value -1, track 79 px
  try {
    expect(await shown(ep)).toBe(-1);
    const handle = centre(await boxOf(ep.page, '#slider .ui-slider-handle'));
    await ep.screen.mouse.click(Math.round(handle.x), handle.y);
    expect(await shown(ep)).toBe(-1);
    const track = await boxOf(ep.page, '#slider');
    await ep.screen.mouse.click(track.left + 2, track.top + 5); // -10 + round(20 * 2 / 81) = -10
    expect(await shown(ep)).toBe(-10);
    expect(await ep.page.evaluate(() => document.activeElement?.className ?? '')).toContain('ui-slider-handle');
  } finally {
    await ep.close();
  }
});
