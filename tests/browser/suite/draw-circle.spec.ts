/**
 * draw-circle (embedded suite), clean-room from draw-circle.md.
 *
 * The test solver reads the green dot's place and draws, with raw mouse input (a press, 24
 * moves, a release), a circle of radius 18 around it, its points on whole pixels, then
 * clicks Submit: sigma < 2 and a box over 20 px give raw 1 (the best; reward is
 * time-proportional). Wrong action: a circle of the same size centred 40 px from the dot
 * (sigma ~ 28: raw -0.7).
 * Kept official behaviour (the page header names it): roundness from the raw points, size
 * from the smoothed curve's tight box, a press without a move scores -0.25 (tested below),
 * only positive rewards are time-proportional.
 * Look: 0 px differ at seed 1000 at 3x (`caap suite sheet`); seeds 1000-1002 identical at 1x.
 * Outside the frame: nothing; the box and Submit lie inside the 160x210 frame.
 */
import { describeTask } from './harness.js';
import { expect, test } from '../fixtures.js';
import { dotCentre, stroke, submit } from './draw-stroke.js';
import type { Episode } from '../../../src/env/episode.js';

function circle(cx: number, cy: number, r: number, moves: number) {
  return Array.from({ length: moves + 1 }, (_, k) => {
    const a = (2 * Math.PI * k) / moves;
    return { x: Math.round(cx + r * Math.cos(a)), y: Math.round(cy + r * Math.sin(a)) };
  });
}

async function drawAround(ep: Episode, r: number, moves: number) {
  const c = await dotCentre(ep);
  await stroke(ep, circle(c.x, c.y, r, moves));
  await submit(ep);
}

describeTask('draw-circle', {
  solve: (ep) => drawAround(ep, 18, 24),
  wrong: (ep) => drawAround(ep, 4, 12),
});

test('draw-circle: a press without a move scores -0.25, Submit with no stroke -1', async ({ host }) => {
  for (const [press, expected] of [[true, -0.25], [false, -1]] as const) {
    const ep = await host.openEpisode({ task: 'draw-circle', seed: 1000 });
    try {
      if (press) {
        const c = await dotCentre(ep);
        await stroke(ep, [{ x: Math.round(c.x + 18), y: Math.round(c.y) }]);
      }
      await submit(ep);
      expect(await ep.reward()).toMatchObject({ done: true, rawReward: expected, reward: expected });
    } finally {
      await ep.close();
    }
  }
});
