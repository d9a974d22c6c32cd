/**
 * A test-only planner for tic-tac-toe: the opponent of tic-tac-toe.md modelled from the spec
 * (its draws from the seeded stream, its "smart" checks in their priority order), so the
 * test solver can search for a sequence of X moves that wins a given seed. Only the
 * solver's choice of cells comes from here; it still plays by clicking, and the page
 * decides the outcome, so a model that drifts from the page makes the solve test fail.
 *
 *   const plan = winningPlan(1007)  // e.g. [4, 0, 8] or null
 */
import seedrandom from 'seedrandom';

export type Board = number[]; // 1 X, -1 O, 0 empty

export const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

const rows = (pos: number) =>
  [0, 1, 2].map((r) => {
    const cells = [3 * r, 3 * r + 1, 3 * r + 2];
    const [target] = cells.splice(pos, 1);
    return [target!, ...cells];
  });
const vertical = (c: number) => [[c, c + 3, c + 6], [c + 3, c, c + 6], [c + 6, c, c + 3]];
const DIAGONAL = [[0, 4, 8], [4, 0, 8], [8, 0, 4], [2, 4, 6], [4, 2, 6], [6, 2, 4]];
const CHECKS = [rows(0), rows(1), rows(2), DIAGONAL, vertical(0), vertical(1), vertical(2)];

function smart(b: Board, mark: number): number | null {
  let found: number | null = null;
  for (const triples of CHECKS) {
    const hit = triples.find(([t, p, q]) => b[t!] === 0 && b[p!] === mark && b[q!] === mark);
    if (hit) found = hit[0]!;
  }
  return found;
}

export const wins = (b: Board, mark: number) => LINES.some((l) => l.every((i) => b[i] === mark));

type Outcome = 'win' | 'draw' | 'loss' | 'open';

/** Plays the seed's episode with the given X moves; returns the outcome and the final board. */
export function simulate(seed: number, moves: number[]): { outcome: Outcome; board: Board } {
  const rng = seedrandom(String(seed) + '\0');
  const randi = (lo: number, hi: number) => Math.floor(rng() * (hi - lo) + lo);
  const board: Board = Array(9).fill(0);
  const free = () => board.flatMap((v, i) => (v === 0 ? [i] : []));
  const computer = () => {
    const c = randi(0, 100);
    let cell: number | null = null;
    if (c >= 55 && free().length < 9) cell = smart(board, -1) ?? smart(board, 1);
    if (cell === null) {
      const f = free();
      cell = f[randi(0, f.length)]!;
    }
    board[cell] = -1;
  };
  if (randi(0, 100) > 50) computer();
  for (const m of moves) {
    if (board[m] !== 0) throw new Error(`planner: cell ${m} is taken`);
    board[m] = 1;
    if (wins(board, 1)) return { outcome: 'win', board };
    if (free().length === 0) return { outcome: 'draw', board };
    computer();
    if (wins(board, -1)) return { outcome: 'loss', board };
    if (free().length === 0) return { outcome: 'draw', board };
  }
  return { outcome: 'open', board };
}

/** The shortest sequence of X moves that wins this seed against the modelled opponent, or null. */
export function winningPlan(seed: number): number[] | null {
  let frontier: number[][] = [[]];
  while (frontier.length) {
    const next: number[][] = [];
    for (const moves of frontier) {
      const { board } = simulate(seed, moves);
      for (let cell = 0; cell < 9; cell++) {
        if (board[cell] !== 0) continue;
        const plan = [...moves, cell];
        const { outcome } = simulate(seed, plan);
        if (outcome === 'win') return plan;
        if (outcome === 'open') next.push(plan);
      }
    }
    frontier = next;
  }
  return null;
}
