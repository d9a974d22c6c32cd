import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';

/** 1-based index of the textarea named in the query. */
async function target(ep: Episode): Promise<number> {
  const ord = await ep.page.evaluate(() => document.querySelector('#query .bold')!.textContent!);
  return Number(ord.charAt(0));
}

async function copyFrom(ep: Episode, k: number) {
  await clickSelector(ep, `#text-${k}`);
  await ep.screen.keyboard.press('Control+A');
  await ep.screen.keyboard.press('Control+C');
  await clickSelector(ep, '#answer-input');
  await ep.screen.keyboard.press('Control+V');
  await clickSelector(ep, '#subbtn');
}

describeTask('copy-paste-2', {
  async solve(ep) {
    await copyFrom(ep, await target(ep));
  },
  async wrong(ep) {
    // the textarea after the named one (texts differ at seed 1000)
    await copyFrom(ep, (await target(ep)) % 3 + 1);
  },
});
