import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/util/edit-distance.js';
import { UnknownTaskError } from '../../src/errors.js';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'ab', 2],
    ['kitten', 'sitting', 3],
    ['click-buton', 'click-button', 1],
    ['Ok', 'ok', 1],
    ['same', 'same', 0],
  ])('%s -> %s = %d', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('feeds the "did you mean" of an unknown task', () => {
    expect(new UnknownTaskError('click-buton', 'embedded', ['click-button', 'enter-text']).message).toMatch(/did you mean click-button\?/);
  });
});
