/**
 * use-colorwheel-2: the test solver reads the swatch's colour (its inline
 * background-color, as the agent reads the swatch's pixels) and types it as six hex digits
 * into the field (click, Ctrl+A, digits, Tab, Enter). Best reward: typing is exact, so raw
 * reward 1 is reachable for every target; the picker alone is off by up to a few units
 * per channel (whole-pixel clicks on a 101x71 pad and a 71-px slider).
 * Wrong action: none gives reward <= 0 except the exact opposite of a target whose
 * channels are all 00 or FF (1 seed in 2 million) or the timeout; every submitted colour
 * earns partial credit. So instead of `wrong`, a test checks the grading formula on the
 * farthest colour and on a 3-digit "#rgb" entry that the field expands on blur.
 * Look: 0 px differ from the official picture at seed 1000 (`caap suite sheet`); seeds
 * 1000-1002 also match the 1x references pixel for pixel.
 */
import { expect, test } from '../fixtures.js';
import { PNG } from 'pngjs';
import { boxOf, describeTask } from './harness.js';
import { expectedRaw, farthest, fieldValue, typeHex } from './use-colorwheel-helpers.js';
import type { Episode } from '../../../src/env/episode.js';

async function swatchHex(ep: Episode): Promise<string> {
  const css = await ep.page.evaluate(() => getComputedStyle(document.querySelector('#query .cc')!).backgroundColor);
  const m = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(css);
  if (!m) throw new Error(`test solver: unexpected swatch colour ${css}`);
  return m.slice(1).map((c) => Number(c).toString(16).padStart(2, '0')).join('').toUpperCase();
}

describeTask('use-colorwheel-2', {
  async solve(ep) {
    await typeHex(ep, await swatchHex(ep));
  },
});

test('use-colorwheel-2: seeds 1000-1002 draw the colours of the official swatches, exact on the screenshot', async ({ host }) => {
  // Read off the 1x reference pictures' swatch interiors.
  const official: Record<number, string> = { 1000: '167177', 1001: 'D89C4C', 1002: 'AEC73C' };
  for (const seed of [1000, 1001, 1002]) {
    const ep = await host.openEpisode({ task: 'use-colorwheel-2', seed });
    try {
      expect(await swatchHex(ep), `seed ${seed}`).toBe(official[seed]);
      // A screenshot-only agent reads the swatch's middle pixel: it carries the exact colour,
      // so typing it reaches raw reward 1.
      const box = await boxOf(ep.page, '#query .cc');
      const png = PNG.sync.read(await ep.screen.screenshot());
      const scale = png.width / 160;
      const at = (Math.floor((box.top + box.height / 2) * scale) * png.width + Math.floor((box.left + box.width / 2) * scale)) * 4;
      const seen = [0, 1, 2].map((c) => png.data[at + c]!.toString(16).padStart(2, '0')).join('').toUpperCase();
      expect(seen, `seed ${seed}: swatch pixel`).toBe(official[seed]);
    } finally {
      await ep.close();
    }
  }
});

test('use-colorwheel-2: reward is 1 - mean channel distance / 255 (farthest colour, "#rgb" entry)', async ({ host }) => {
  for (const [seed, entry, expanded] of [[1000, null, null], [1001, '#1a2', '11AA22']] as const) {
    const ep = await host.openEpisode({ task: 'use-colorwheel-2', seed });
    try {
      const target = await swatchHex(ep);
      const typed = entry ?? farthest(target);
      await typeHex(ep, typed);
      const submitted = expanded ?? typed;
      expect(await fieldValue(ep)).toBe(submitted);
      const r = await ep.reward();
      expect(r.done).toBe(true);
      expect(r.rawReward).toBeCloseTo(expectedRaw(submitted, target), 12);
      expect(r.rawReward).toBeGreaterThan(0);
      expect(r.rawReward).toBeLessThan(1);
    } finally {
      await ep.close();
    }
  }
});
