/**
 * Tic-tac-toe play (src/policies/scripted/rules/games/tic-tac-toe-play.ts): winners, whose turn, and the
 * move that maximises X's chance to win against a partly random, otherwise greedy opponent.
 */
import { describe, expect, it } from 'vitest';
import { bestMove, completingCells, freeCells, greedyCells, parseBoard, toMove, winChance,
  winner } from '../../../src/policies/scripted/rules/games/tic-tac-toe-play.js';

describe('board reading', () => {
  it('finds the winner of rows, columns and diagonals', () => {
    expect(winner(parseBoard('XXXOO....'))).toBe('X');
    expect(winner(parseBoard('O..O..O.X'))).toBe('O');
    expect(winner(parseBoard('X...X...X'))).toBe('X');
    expect(winner(parseBoard('XOXXOOOXX'))).toBeNull();
  });
  it('knows whose turn it is, whoever started', () => {
    expect(toMove(parseBoard('.........'))).toBe('X');
    expect(toMove(parseBoard('....O....'))).toBe('X');
    expect(toMove(parseBoard('X........'))).toBe('O');
  });
  it('rejects a board that is not 9 cells', () => {
    expect(() => parseBoard('XO')).toThrow(/9 cells/);
  });
  it('finds the cells that complete a line, and the greedy choice', () => {
    expect(completingCells(parseBoard('OO..X...X'), 'O')).toEqual([2]);
    expect(completingCells(parseBoard('OO..X...X'), 'X')).toEqual([]);
    // O cannot win here, so a greedy O blocks X's diagonal 2-4-6 at 6.
    expect(greedyCells(parseBoard('O.X.X....'), 'O')).toEqual([6]);
    expect(greedyCells(parseBoard('O........'), 'O')).toHaveLength(8);
  });
  it('lists the free cells', () => {
    expect(freeCells(parseBoard('XO.X.O...'))).toEqual([2, 4, 6, 7, 8]);
  });
});

describe('bestMove', () => {
  it('wins at once when it can', () => {
    expect(bestMove(parseBoard('XX.OO....'))).toBe(2);
    expect(bestMove(parseBoard('X..OX.O..'))).toBe(8);
  });
  it('blocks a line O would complete next', () => {
    expect(bestMove(parseBoard('OO.X.....'))).toBe(2);
    expect(bestMove(parseBoard('.X..O...O'))).toBe(0);
  });
  it('takes the fork when O cannot stop both threats', () => {
    // X at 0 and 8, O at 4 and 2 (O threatens 6): blocking at 6 also opens 3 (0,3,6) and 7 (6,7,8).
    expect(bestMove(parseBoard('X.O.O...X'))).toBe(6);
  });
  it("keeps X's win chance above one half after a corner opening", () => {
    const b = parseBoard('X.O......');
    const m = bestMove(b)!;
    expect(winChance(b.map((c, i) => (i === m ? 'X' : c)), 'O')).toBeGreaterThan(0.5);
  });
  it('beats even an always-greedy opponent most of the time from the empty board (it cannot stop a fork)', () => {
    expect(winChance(parseBoard('.........'), 'X', 0)).toBeGreaterThan(0.9);
  });
  it('blocks rather than gamble on a second threat when O would take its win', () => {
    // O holds 7 and 8 (threat at 6). X at 2 would threaten 0 and 6 but lose to O at 6 most of
    // the time; both moves win with the same chance (0.55 x 2/3), and the tie goes to the block.
    expect(bestMove(parseBoard('.X.OX..OO'))).toBe(6);
  });
  it('against a mostly random opponent, usually wins from the empty board', () => {
    expect(winChance(parseBoard('.........'), 'X')).toBeGreaterThan(0.8);
  });
  it('says nothing on a finished board', () => {
    expect(bestMove(parseBoard('XXXOO....'))).toBeNull();
    expect(bestMove(parseBoard('XOXXOOOXX'))).toBeNull();
  });
});
