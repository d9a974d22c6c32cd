/**
 * The watch_screen action in real Chromium: simon-says flashes its buttons for 250 ms each,
 * too briefly for one screenshot a step; the scripted policy (ground-truth labels) watches
 * once, then pushes the buttons in the order it saw, and the page pays the full reward.
 *
 * The page's clock is held (Playwright's fake clock, as the suite's real-time tests hold it)
 * until the watch's first look, then runs on in real time: how long the first step took on
 * a loaded machine cannot decide whether the first flash came before the watch.
 */
import { groundTruthObserver } from '../../../src/dataset/ground-truth-observer.js';
import { createPolicy } from '../../../src/episode/policies.js';
import { runEpisode } from '../../../src/episode/run-episode.js';
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import { episodeVersions } from '../../../src/episode/versions.js';
import { modelsDir } from '../../../src/perception/model-card.js';
import type { Observer } from '../../../src/perception/observer.js';
import { clockedEpisode } from '../suite/fake-clock.js';
import { expect, test } from '../fixtures.js';

// Seed 0 plays 1,3,3 (a repeat: two flashes of one button 350 ms apart); seed 42 plays 4,3,2.
for (const [seed, order] of [[0, [1, 3, 3]], [42, [4, 3, 2]]] as const) {
  test(`simon-says seed ${seed}: one watch, then the pushes in the order seen`, async ({ host }) => {
    const ep = await clockedEpisode(host, 'simon-says', seed, { maxTimeMs: 'task' });
    const labels = groundTruthObserver(ep.page);
    let calls = 0;
    // The first perception is step 1's screen; the second is the watch's first look, when the page's time starts.
    const observer: Observer = {
      observe: async (shot, scale) => {
        if (++calls === 2) await ep.page.clock.resume();
        return labels.observe(shot as Buffer, scale);
      },
    };
    const config = resolveEpisodeConfig({ policy: 'scripted', options: {}, maxSteps: 4, observer: 'labels' });
    const id = { task: 'simon-says', seed };
    const { record } = await runEpisode({ session: ep, observer, policy: createPolicy(id, config, null), versions: episodeVersions('labels', modelsDir({})) },
      id, config).finally(() => ep.close());
    expect(record.rawReward, `${record.doneReason} ${record.error ?? ''}`).toBe(1);
    const [watch, ...pushes] = record.steps.flatMap((s) => s.actions);
    expect(watch!.name).toBe('watch_screen');
    expect(watch!.seen!.length).toBe(1 + 2 * order.length); // the start, then each flash on and off
    const spotOf = (a: { point?: { x: number; y: number } }) => (a.point!.y < 128 ? 1 : 3) + (a.point!.x < 75 ? 0 : 1);
    expect(pushes.map(spotOf)).toEqual(order);
  });
}
