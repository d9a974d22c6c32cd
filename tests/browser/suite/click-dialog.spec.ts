import { expect, test } from '../fixtures.js';
import { clickSelector, describeTask } from './harness.js';

describeTask('click-dialog', {
  solve: (ep) => clickSelector(ep, '.ui-dialog-titlebar-close'),
  // No wrong action ends this episode; Escape closes the dialog without a reward (below).
});

test('click-dialog: Escape closes the dialog without ending the episode', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'click-dialog', seed: 1000 });
  try {
    await ep.screen.keyboard.press('Escape');
    await ep.page.waitForFunction(() => (document.querySelector('.ui-dialog') as HTMLElement).style.display === 'none', null, { timeout: 5000, polling: 30 });
    expect((await ep.reward()).done).toBe(false);
  } finally {
    await ep.close();
  }
});
