/**
 * form-sequence-2 (embedded suite), clean-room from form-sequence-2.md.
 *
 * Sheet (seed 1000, scale 3): 0 px differ; scale 1, seeds 1000-1002: 0 px.
 * Differences from the official page: none known. Outside the frame: nothing.
 *
 * Odd behaviour kept, named: the LAX RADIO CHECK. Submit succeeds with any radio checked
 * (the page only tests that the checked radio's value is a non-zero number), so the radio
 * position asked for is not verified; with no radio checked it fails. The field check is
 * exact: the asked field holds the number's decimal text, the two others are empty.
 *
 * The test solver clicks the asked radio and the asked field, types the number and clicks
 * Submit. The wrong action types the number into another field.
 */
import type { Episode } from '../../../src/env/episode.js';
import { expect, test } from '../fixtures.js';
import { clickSelector, describeTask } from './harness.js';

const instance = (ep: Episode) => ep.page.evaluate(() => (window as any).FORM_SEQUENCE_2 as { radio: number; number: number; field: number });

async function play(ep: Episode, radio: number | null, field: number, text: string) {
  if (radio !== null) await clickSelector(ep, `#area input[type=radio][value="${radio}"]`);
  await clickSelector(ep, `#input-${field}`);
  await ep.screen.keyboard.type(text);
  await clickSelector(ep, '#subbtn');
}

describeTask('form-sequence-2', {
  async solve(ep) {
    const s = await instance(ep);
    await play(ep, s.radio, s.field, String(s.number));
  },
  async wrong(ep) {
    const s = await instance(ep);
    await play(ep, s.radio, (s.field % 3) + 1, String(s.number));
  },
});

test.describe('form-sequence-2 lax radio check', () => {
  for (const [what, radio, want] of [['another radio than the asked one passes', 3, 1], ['no radio fails', null, -1]] as const) {
    test(`${what} (seed 1000 asks for the 1st)`, async ({ host }) => {
      const ep = await host.openEpisode({ task: 'form-sequence-2', seed: 1000 });
      try {
        const s = await instance(ep);
        expect(s.radio).toBe(1);
        await play(ep, radio, s.field, String(s.number));
        expect(await ep.reward()).toMatchObject({ done: true, rawReward: want });
      } finally {
        await ep.close();
      }
    });
  }
});
