import type { Episode } from '../../../src/env/episode.js';
import { boxOf, clickSelector, describeTask } from './harness.js';

/** Drags the south-east gripper by `d` px on both axes (raw mouse), then submits. */
async function resizeAndSubmit(ep: Episode, d: number) {
  const b = await boxOf(ep.page, '#tt');
  const x = b.left + b.width - 6, y = b.top + b.height - 6;
  await ep.screen.mouse.move(x, y);
  await ep.screen.mouse.down();
  await ep.screen.mouse.move(x + d, y + d, { steps: 6 });
  await ep.screen.mouse.up();
  await clickSelector(ep, '#submit');
}

const larger = (ep: Episode) => / is larger than/.test(ep.goal);

describeTask('resize-textarea', {
  solve: (ep) => resizeAndSubmit(ep, larger(ep) ? 15 : -15),
  wrong: (ep) => resizeAndSubmit(ep, larger(ep) ? -15 : 15),
});
