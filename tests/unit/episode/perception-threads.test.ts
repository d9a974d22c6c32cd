import { describe, expect, it } from 'vitest';
import { checkedThreads, perceptionThreads } from '../../../src/episode/onnx.js';
import { InvalidArgumentError } from '../../../src/errors.js';

describe('perceptionThreads ($CAAP_PERCEPTION_THREADS)', () => {
  it('is the backend default when unset or empty', () => {
    expect(perceptionThreads({})).toBeUndefined();
    expect(perceptionThreads({ CAAP_PERCEPTION_THREADS: '' })).toBeUndefined();
  });
  it('reads a whole number of threads', () => {
    expect(perceptionThreads({ CAAP_PERCEPTION_THREADS: '1' })).toBe(1);
    expect(perceptionThreads({ CAAP_PERCEPTION_THREADS: '4' })).toBe(4);
  });
  it.each(['0', '-1', '1.5', 'two', '65'])('refuses %j with a clear error', (v) => {
    expect(() => perceptionThreads({ CAAP_PERCEPTION_THREADS: v })).toThrow(InvalidArgumentError);
    expect(() => perceptionThreads({ CAAP_PERCEPTION_THREADS: v })).toThrow(/CAAP_PERCEPTION_THREADS must be a whole number from 1 to 64/);
  });
});

describe('checkedThreads (the backend bound, for options given in code)', () => {
  it('passes a count in range and names the option when out of it', () => {
    expect(checkedThreads(2, 'perceptionThreads')).toBe(2);
    expect(() => checkedThreads(0, 'perceptionThreads')).toThrow(/perceptionThreads must be a whole number from 1 to 64 \(got 0\)/);
  });
});
