/**
 * Tic-tac-toe play (src/policies/scripted/tic-tac-toe.ts): winners, whose turn, and the
 * move that maximises X's chance to win against a partly random opponent.
 */
import { describe, expect, it } from 'vitest';
import { bestMove, freeCells, parseBoard, toMove, winChance, winner } from '../../../src/policies/scripted/tic-tac-toe.js';

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
  it('keeps X\'s win chance above one half after a corner opening', () => {
    const b = parseBoard('X.O......');
    const m = bestMove(b)!;
    expect(winChance(b.map((c, i) => (i === m ? 'X' : c)), 'O')).toBeGreaterThan(0.5);
  });
  it('against a perfect opponent, never loses from the empty board (the chance to win is then 0)', () => {
    expect(winChance(parseBoard('.........'), 'X', 0)).toBe(0);
  });
  it('against a mostly random opponent, usually wins from the empty board', () => {
    expect(winChance(parseBoard('.........'), 'X')).toBeGreaterThan(0.8);
  });
  it('says nothing on a finished board', () => {
    expect(bestMove(parseBoard('XXXOO....'))).toBeNull();
    expect(bestMove(parseBoard('XOXXOOOXX'))).toBeNull();
  });
});
