import { expect, test } from '../fixtures.js';
import { setBoxesAndSubmit } from './checkboxes-solver.js';
import { describeTask } from './harness.js';

describeTask('click-checkboxes-transfer', {
  solve: (ep) => setBoxesAndSubmit(ep),
  // Every row in the wrong state: reward -1.
  wrong: (ep) => setBoxesAndSubmit(ep, true),
});

test('click-checkboxes-transfer: test mode asks for 4-6 boxes', async ({ host }) => {
  for (const seed of [1000, 1001, 1002]) {
    const ep = await host.openEpisode({ task: 'click-checkboxes-transfer', seed, mode: 'test' });
    try {
      const targets = await ep.page.evaluate(() => ((window as any).rows as { target: boolean }[]).filter((r) => r.target).length);
      expect(targets).toBeGreaterThanOrEqual(4);
      await setBoxesAndSubmit(ep);
      expect(await ep.reward()).toMatchObject({ done: true, rawReward: 1 });
    } finally {
      await ep.close();
    }
  }
});
