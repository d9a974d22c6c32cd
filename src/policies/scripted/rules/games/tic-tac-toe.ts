/**
 * tic-tac-toe: `Playing as 'X', win a game of tic-tac-toe.` The board is nine cells listed
 * as buttons in a 3 x 3 grid, reading "X", "O" or nothing. Each step the rule places one X
 * where ../tic-tac-toe.ts gives X the best chance to win (the computer answers in the same
 * click, so the next screen is X's turn again). A draw fails the task, so the rule plays
 * for the win, not for safety; against a perfect opponent no play can force one.
 */
import type { Element } from '../../../../perception/element.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { bestMove, type Board, type Cell } from './tic-tac-toe-play.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { clusterValues } from '../../kit/geometry.js';

/** The nine cells in row-major order with their marks, or null when the buttons do not form a 3 x 3 grid. */
export function readBoard(buttons: readonly Element[]): { cells: Element[]; board: Board } | null {
  if (buttons.length !== 9) return null;
  const cols = clusterValues(buttons.map((b) => centre(b).x), 8);
  const rows = clusterValues(buttons.map((b) => centre(b).y), 8);
  if (cols.length !== 3 || rows.length !== 3) return null;
  const index = (vals: number[], v: number) => vals.reduce((bi, x, i) => (Math.abs(x - v) < Math.abs(vals[bi]! - v) ? i : bi), 0);
  const cells: Element[] = [];
  for (const b of buttons) cells[index(rows, centre(b).y) * 3 + index(cols, centre(b).x)] = b;
  if (cells.filter(Boolean).length !== 9) return null;
  const mark = (e: Element): Cell => {
    const t = norm(e.text).toUpperCase();
    return t === 'X' ? 'X' : t === 'O' ? 'O' : null;
  };
  return { cells, board: cells.map(mark) };
}

export const ticTacToeRule = defineRule({
  name: 'tic-tac-toe',
  tasks: ['tic-tac-toe'],
  parse: (goal) => (goal.trim() === "Playing as 'X', win a game of tic-tac-toe." ? {} : null),
  decide: (_g, { elements }) => {
    const read = readBoard(elements.filter((e) => e.type === 'button' && inArea(e)));
    if (!read) return fail('the board is not a 3 x 3 grid of cells');
    const move = bestMove(read.board);
    if (move === null) return fail('the game is over');
    const picture = [0, 3, 6].map((r) => read.board.slice(r, r + 3).map((c) => c ?? '.').join('')).join('/');
    return act(`Board ${picture}: X goes to cell ${move} (row ${Math.floor(move / 3) + 1}, column ${(move % 3) + 1}).`, click(read.cells[move]!));
  },
});
