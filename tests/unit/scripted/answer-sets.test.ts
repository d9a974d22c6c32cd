import { describe, expect, it } from 'vitest';
import { AnswerSetError, pageArray, synonymGroups, unicodeTestLabels } from '../../../src/policies/scripted/kit/answer-sets.js';
import { similar, similarReading } from '../../../src/policies/scripted/rules/checkboxes/synonyms.js';

describe('answer sets read from the task pages', () => {
  it('parses a page array of single-quoted strings, trailing comma included', () => {
    expect(pageArray("var X = [\n  ['a', 'b'],\n  ['c'],\n];\nvar Y = 1;", 'X')).toEqual([['a', 'b'], ['c']]);
    expect(() => pageArray('var Z = [];', 'X', 'page.html')).toThrow(AnswerSetError);
    expect(() => pageArray('var X = [foo];', 'X', 'page.html')).toThrow(/not a plain array/);
  });

  it("click-checkboxes-soft: the page's groups, lower-cased", () => {
    const groups = synonymGroups();
    expect(groups[0]).toEqual(['big', 'large', 'huge', 'enormous', 'gigantic']);
    expect(groups.some((g) => g.includes('tvs'))).toBe(true);
    expect(similar('TV', 'televisions')).toBe(true);
    expect(similar('big', 'tiny')).toBe(false);
    expect(similarReading('fat', 'feshy')).toBe(true);
    expect(similarReading('fat', 'fishy')).toBe(false);
  });

  it('unicode-test: the six labels of the page', () => {
    expect(unicodeTestLabels()).toEqual(['ÖK', 'Cancél', '♥♥♥', '确定', '取消', 'ヘルプ']);
  });
});
