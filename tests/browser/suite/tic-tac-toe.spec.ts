/**
 * tic-tac-toe (embedded suite), clean-room from tic-tac-toe.md.
 *
 * Sheet (seed 1000, scale 3): 0 px differ (an empty board). The marks are our own SVG
 * drawings of the spec's pictures; the reference pictures of seeds 1001 and 1002 show the
 * computer's opening O in cells 5 and 7, which the extra test below pins.
 *
 * The test solver plans with a model of the spec's opponent (tic-tac-toe-planner.ts: the
 * shortest X sequence that wins this seed), checks the opening board against the page and
 * clicks the planned cells with the mouse. Against a random-and-smart opponent a plain
 * heuristic player only draws some seeds (4 of 1000-1019 with win/block/fork/centre/corner).
 * The wrong action plays never to complete its own line (seed 1001: a loss after two moves).
 */
import type { Episode } from '../../../src/env/episode.js';
import { expect, test } from '../fixtures.js';
import { clickSelector, describeTask } from './harness.js';
import { type Board, LINES, simulate, winningPlan } from './tic-tac-toe-planner.js';

async function readBoard(ep: Episode): Promise<Board> {
  return ep.page.evaluate(() =>
    Array.from({ length: 9 }, (_, i) => {
      const c = document.getElementById(`ttt-${i}`)!.className;
      return c.includes('mark-x') ? 1 : c.includes('mark-o') ? -1 : 0;
    })
  );
}

async function play(ep: Episode, pick: (b: Board) => number) {
  for (let move = 0; move < 5; move++) {
    if ((await ep.reward()).done) return;
    const b = await readBoard(ep);
    await clickSelector(ep, `#ttt-${pick(b)}`);
  }
}

/** A free cell that does not complete a line of X (the first free cell if every one would). */
function neverWin(b: Board): number {
  const free = b.flatMap((v, i) => (v === 0 ? [i] : []));
  return free.find((i) => !LINES.some((l) => l.includes(i) && l.every((j) => j === i || b[j] === 1))) ?? free[0]!;
}

describeTask('tic-tac-toe', {
  async solve(ep) {
    const plan = winningPlan(ep.seed);
    if (!plan) throw new Error(`test solver: no winning line for seed ${ep.seed}`);
    expect(await readBoard(ep), 'opening board').toEqual(simulate(ep.seed, []).board);
    for (const cell of plan) await clickSelector(ep, `#ttt-${cell}`);
  },
  wrong: (ep) => play(ep, neverWin),
  // Seed 1000 forces even this player into a win on its fifth move; 1001 ends in a loss.
  wrongSeed: 1001,
});

test('tic-tac-toe: the opening O of seeds 1001 and 1002 is where the reference pictures show it', async ({ host }) => {
  for (const [seed, cell] of [[1000, -1], [1001, 5], [1002, 7]] as const) {
    const ep = await host.openEpisode({ task: 'tic-tac-toe', seed });
    try {
      expect((await readBoard(ep)).indexOf(-1), `seed ${seed}`).toBe(cell);
    } finally {
      await ep.close();
    }
  }
});
