/**
 * The drawn stroke in real Chromium: the scripted policy (ground-truth labels) draws
 * draw-line and draw-circle with one draw_stroke action each (press, a move per point,
 * release), which the pages record point by point and score in full; then Submit.
 */
import { runEpisodeOn } from '../../../src/episode/harness.js';
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import { modelsDir } from '../../../src/perception/model-card.js';
import { expect, test } from '../fixtures.js';

for (const task of ['draw-line', 'draw-circle']) {
  test(`${task} seed 0: one drawn stroke, then Submit, scores the full raw reward`, async ({ host }) => {
    const ep = await host.openEpisode({ task, seed: 0 });
    const config = resolveEpisodeConfig({ policy: 'scripted', options: {}, maxSteps: 4, observer: 'labels' });
    const { record } = await runEpisodeOn(ep, config, { llm: null, modelsDir: modelsDir({}) }).finally(() => ep.close());
    expect(record.rawReward, `${record.doneReason} ${record.error ?? ''}`).toBe(1);
    const actions = record.steps.flatMap((s) => s.actions);
    expect(actions.map((a) => a.name)).toEqual(['draw_stroke', 'click_element']);
    const points = actions[0]!.args.points as { x: number; y: number }[];
    expect(points.length).toBe(task === 'draw-line' ? 6 : 25);
    expect(actions[0]!.point).toEqual(points[0]);
    for (const s of record.steps) expect(s.startMs).toBeGreaterThanOrEqual(0);
  });
}
