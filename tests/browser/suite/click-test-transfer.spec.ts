import { expect, test } from '../fixtures.js';
import { describeTask } from './harness.js';
import { clickUncovered } from './uncovered.js';

// Default (train) mode: the instruction names ONE, as in the official harness.
describeTask('click-test-transfer', {
  async solve(ep) {
    await clickUncovered(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickUncovered(ep, '#subbtn2');
  },
});

test('click-test-transfer in "test" mode asks for TWO', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'click-test-transfer', seed: 1000, mode: 'test' });
  try {
    expect(ep.goal).toBe('Click button TWO.');
    await clickUncovered(ep, '#subbtn2');
    await expect.poll(async () => (await ep.reward()).rawReward).toBe(1);
  } finally {
    await ep.close();
  }
});
