import { describe, expect, it } from 'vitest';
import { SeedPolicyError, InvalidArgumentError } from '../../src/errors.js';
import { assertSeedsFor, parseSeedRange, seedPurposeOf } from '../../src/seeds.js';

describe('seed split', () => {
  it('parses ranges and lists', () => {
    expect(parseSeedRange('0-3')).toEqual([0, 1, 2, 3]);
    expect(parseSeedRange('5, 1,2-3')).toEqual([1, 2, 3, 5]);
    expect(() => parseSeedRange('3-1')).toThrow(InvalidArgumentError);
    expect(() => parseSeedRange('x')).toThrow(InvalidArgumentError);
  });
  it('refuses seeds past 2^53 at once instead of looping for ever', () => {
    const t0 = Date.now();
    expect(() => parseSeedRange('99999999999999999999')).toThrow(/whole numbers from 0 to 9007199254740991/);
    expect(() => parseSeedRange('9007199254740990-99999999999999999999')).toThrow(/whole numbers/);
    expect(parseSeedRange('9007199254740990-9007199254740991')).toEqual([9007199254740990, 9007199254740991]);
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('classifies seeds', () => {
    expect(seedPurposeOf(0)).toBe('evaluation');
    expect(seedPurposeOf(999)).toBe('evaluation');
    expect(seedPurposeOf(1000)).toBe('training');
    expect(seedPurposeOf(2999)).toBe('training');
    expect(seedPurposeOf(3000)).toBe('demos');
    expect(seedPurposeOf(4000)).toBe('other');
  });
  it('refuses seeds outside the purpose range', () => {
    expect(() => assertSeedsFor('training', [1000, 2999])).not.toThrow();
    expect(() => assertSeedsFor('training', [999])).toThrow(SeedPolicyError);
    expect(() => assertSeedsFor('demos', [2999, 3000])).toThrow(/2999/);
    expect(() => assertSeedsFor('evaluation', [1000])).toThrow(SeedPolicyError);
  });
});

describe('errors', () => {
  it('an unknown task suggests the nearest names', async () => {
    const { UnknownTaskError } = await import('../../src/errors.js');
    const e = new UnknownTaskError('click-buton', 'embedded', ['click-button', 'click-test', 'enter-text']);
    expect(e.message).toMatch(/did you mean click-button/);
    expect(e.code).toBe('UNKNOWN_TASK');
  });
});
