/**
 * The watch_screen action in real Chromium: simon-says flashes its buttons for 250 ms each,
 * too briefly for one screenshot a step. One watch in the batch runner, then the simon-says
 * rule's reply to it (read, as a model would, from the history text), then its pushes: the
 * page pays the full reward.
 *
 * The page's clock (Playwright's fake clock, as the suite's real-time tests hold it) moves
 * 100 ms before each of the watch's screenshots, so which look sees which flash depends on the seed alone, never on how
 * loaded the machine is; the watch ends when the page's playback is over (its isDone).
 */
import { parseAction } from '../../../src/agent/actions.js';
import { runBatch } from '../../../src/agent/batch.js';
import { Frame, type Screen } from '../../../src/env/screen.js';
import { groundTruthObserver } from '../../../src/dataset/ground-truth-observer.js';
import { asPrompted } from '../../../src/policies/scripted/prompt-view.js';
import { isFail } from '../../../src/policies/scripted/rule.js';
import { scriptedChoice } from '../../../src/policies/scripted/scripted-policy.js';
import { clockedEpisode } from '../suite/fake-clock.js';
import { expect, test } from '../fixtures.js';

const LOOK_MS = 100;
const settle = { firstWaitMs: 1, intervalMs: 5, deadlineMs: 1000 };
const pick = (s: Screen): Screen => ({ width: s.width, height: s.height, scale: s.scale, mouse: s.mouse, keyboard: s.keyboard,
  screenshot: () => s.screenshot() });

// Seed 0 plays 1,3,3 (a repeat: two flashes of one button 350 ms apart); seed 42 plays 4,3,2.
for (const [seed, order] of [[0, [1, 3, 3]], [42, [4, 3, 2]]] as const) {
  test(`simon-says seed ${seed}: one watch, then the pushes in the order seen`, async ({ host }) => {
    const ep = await clockedEpisode(host, 'simon-says', seed, { maxTimeMs: 'task' });
    try {
      const labels = groundTruthObserver(ep.page);
      let pageMs = 0;
      // Each look: the page's time moves on by one look's gap, then the screenshot is taken (and the labels read it).
      const stepped: Screen = {
        ...pick(ep.screen),
        screenshot: async () => {
          await ep.page.clock.runFor(LOOK_MS);
          pageMs += LOOK_MS;
          return ep.screen.screenshot();
        },
      };
      const start = await labels.observe(await ep.screen.screenshot(), ep.screen.scale);
      const batch = (screen: Screen, actions: ReturnType<typeof parseAction>[], isDone: () => Promise<boolean>) =>
        ep.screen.screenshot().then((png) =>
          runBatch({ screen, observer: labels, elements: start, startFrame: new Frame(png, ep.screen.scale), actions, mode: 'ids', settle, isDone })
        );
      // The watch looks on (a new screenshot each time the page's clock moved) until the playback is over: 0.6 s a flash, 250 ms lit.
      const watched = await batch(stepped, [parseAction('watch_screen', { duration_ms: 15000, every_ms: 50 })], async () => pageMs > 600 * order.length + 400);
      expect(watched.error).toBeUndefined();
      const watch = watched.executed[0]!;
      expect(watch.seen!.length).toBe(1 + 2 * order.length); // the start, then each flash on and off

      const goal = 'Push the buttons in the order displayed.';
      const seen = asPrompted(start, [watch]);
      const choice = scriptedChoice(goal, seen.elements, seen.history, undefined, 'ids');
      if (isFail(choice.result)) throw new Error(choice.result.fail);
      expect(choice.rule).toBe('simon-says');
      const pushed = await batch(ep.screen, choice.result.actions, async () => (await ep.reward()).done);
      expect(pushed.executed.map((a) => a.name)).toEqual(order.map(() => 'click_element'));
      const spotOf = (a: { point?: { x: number; y: number } }) => (a.point!.y < 128 ? 1 : 3) + (a.point!.x < 75 ? 0 : 1);
      expect(pushed.executed.map(spotOf)).toEqual(order);
      expect((await ep.reward()).rawReward).toBe(1);
    } finally {
      await ep.close();
    }
  });
}
