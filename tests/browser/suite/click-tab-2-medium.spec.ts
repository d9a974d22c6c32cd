import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';
import { clickLink } from './click-tab-2-helpers.js';

const present = (ep: Episode) => ep.page.evaluate(() => (window as any).TARGET_PRESENT as boolean);
const clickTab2 = (ep: Episode) => clickSelector(ep, '#area ul li:nth-child(2) a');

describeTask('click-tab-2-medium', {
  // Present in Tab #1: click the link; absent: the click on "Tab #2" is the answer.
  solve: async (ep) => ((await present(ep)) ? clickLink(ep, true) : clickTab2(ep)),
  wrong: async (ep) => ((await present(ep)) ? clickTab2(ep) : clickLink(ep, false)),
});
