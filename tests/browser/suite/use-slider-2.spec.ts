/**
 * use-slider-2 (embedded suite), clean-room from use-slider-2.md and use-slider-common.md.
 *
 * Sheet (seed 1000, scale 3): 0 px differ.
 *
 * The test solver clicks each slider's handle (which focuses it without moving it) and
 * taps the arrow keys until the value line shows the target, then clicks Submit. The wrong
 * action leaves the first slider one step off its target.
 */
import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';

const combo = (ep: Episode) => JSON.parse(/combination (\[[\d,]+\])/.exec(ep.goal)![1]!) as number[];

async function setSlider(ep: Episode, i: number, target: number) {
  await clickSelector(ep, `#slider-${i} .ui-slider-handle`);
  const now = Number(await ep.page.textContent(`#val-${i}`));
  const key = target > now ? 'ArrowRight' : 'ArrowLeft';
  for (let k = 0; k < Math.abs(target - now); k++) await ep.screen.keyboard.press(key);
}

async function play(ep: Episode, targets: number[]) {
  for (let i = 0; i < 3; i++) await setSlider(ep, i + 1, targets[i]!);
  await clickSelector(ep, '#subbtn');
}

describeTask('use-slider-2', {
  solve: (ep) => play(ep, combo(ep)),
  wrong: (ep) => {
    const t = combo(ep);
    return play(ep, [t[0]! === 20 ? 19 : t[0]! + 1, t[1]!, t[2]!]);
  },
});
