/**
 * Tic-tac-toe play for the scripted policy (the tic-tac-toe task: `Playing as 'X', win a
 * game of tic-tac-toe.`): the winner of a board and the move that gives X the best chance
 * to WIN (a draw fails the task, so plain minimax, which settles for draws, is not enough).
 *
 * The opponent is modelled as the task's computer plays: part of the time a uniformly random
 * free cell, otherwise its best reply. The value of a position is X's probability of
 * winning under that model, computed exactly over the whole game tree (at most 9! lines,
 * memoised by board).
 *
 * Cells are numbered row-major, 0 1 2 / 3 4 5 / 6 7 8.
 *
 * Not yet used by a rule: perception does not list the board (its cells are empty bordered
 * boxes and the marks are CSS images; with ground-truth labels the element list holds only
 * the instruction), so the task stays in TASKS_WITHOUT_RULES until the element list shows
 * the nine cells and their marks.
 *
 * @example
 *   bestMove(parseBoard('XX.OO....'))   // 2: completes the top row
 *   winner(parseBoard('XXXOO....'))     // 'X'
 */

export type Mark = 'X' | 'O';
export type Cell = Mark | null;
export type Board = readonly Cell[];

export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6],
];

/** A board from 9 characters: X, O, anything else empty ('XX.OO....'). */
export function parseBoard(s: string): Board {
  if (s.length !== 9) throw new Error(`a board has 9 cells, got "${s}"`);
  return [...s].map((c) => (c === 'X' || c === 'O' ? c : null));
}

export function winner(b: Board): Mark | null {
  for (const [p, q, r] of LINES) if (b[p] && b[p] === b[q] && b[p] === b[r]) return b[p]!;
  return null;
}

export const freeCells = (b: Board): number[] => b.flatMap((c, i) => (c === null ? [i] : []));

/** Whose turn it is: X unless X has placed more marks than O (either side may start). */
export function toMove(b: Board): Mark {
  const xs = b.filter((c) => c === 'X').length, os = b.filter((c) => c === 'O').length;
  return xs > os ? 'O' : 'X';
}

const place = (b: Board, i: number, m: Mark): Board => b.map((c, k) => (k === i ? m : c));

/** The opponent model: how often its move is a random free cell (the rest are its best reply). */
export const OPPONENT_RANDOM_SHARE = 0.55;

/**
 * X's chance of winning from `b` with `mover` to play: X maximises it; O plays a random free
 * cell with probability `randomShare`, else the move that minimises it.
 */
export function winChance(b: Board, mover: Mark, randomShare = OPPONENT_RANDOM_SHARE, memo = new Map<string, number>()): number {
  const w = winner(b);
  if (w) return w === 'X' ? 1 : 0;
  const free = freeCells(b);
  if (!free.length) return 0;
  const key = `${b.map((c) => c ?? '.').join('')}${mover}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const next = mover === 'X' ? 'O' : 'X';
  const values = free.map((i) => winChance(place(b, i, mover), next, randomShare, memo));
  const v = mover === 'X'
    ? Math.max(...values)
    : randomShare * (values.reduce((s, x) => s + x, 0) / values.length) + (1 - randomShare) * Math.min(...values);
  memo.set(key, v);
  return v;
}

/**
 * X's best cell on a board where X is to move: a winning cell at once when there is one,
 * else the cell with the highest win chance (ties: the lowest index). Null when the game is
 * over.
 */
export function bestMove(b: Board, randomShare = OPPONENT_RANDOM_SHARE): number | null {
  if (winner(b)) return null;
  const free = freeCells(b);
  if (!free.length) return null;
  const immediate = free.find((i) => winner(place(b, i, 'X')) === 'X');
  if (immediate !== undefined) return immediate;
  const memo = new Map<string, number>();
  let best = free[0]!, bestV = -1;
  for (const i of free) {
    const v = winChance(place(b, i, 'X'), 'O', randomShare, memo);
    if (v > bestV + 1e-12) { best = i; bestV = v; }
  }
  return best;
}
