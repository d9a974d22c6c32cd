import { describe, expect, it } from 'vitest';
import { joinedReadings } from '../../src/perception/line-readings.js';

describe('joinedReadings (the n best readings of a box read line by line)', () => {
  it('offers nothing when every line was sure', () => {
    expect(joinedReadings([{ text: 'Amet' }, { text: 'nibh' }], '\n')).toBeUndefined();
    expect(joinedReadings([], '\n')).toBeUndefined();
  });

  it("puts a doubtful line's alternatives into the whole text, best first", () => {
    const r = joinedReadings([{ text: 'Amet nibh' }, { text: 'lorem', readings: [{ text: 'lorem', p: 0.6 }, { text: 'Iorem', p: 0.3 }] }], '\n');
    expect(r).toEqual([{ text: 'Amet nibh\nlorem', p: 0.6 }, { text: 'Amet nibh\nIorem', p: 0.3 }]);
  });

  it('ranks combinations of two doubtful lines by the product of their probabilities and keeps n', () => {
    const r = joinedReadings([
      { text: 'cat', readings: [{ text: 'cat', p: 0.5 }, { text: 'cot', p: 0.4 }] },
      { text: 'dog', readings: [{ text: 'dog', p: 0.9 }, { text: 'dug', p: 0.1 }] },
    ], ' ', 3)!;
    expect(r.map((x) => x.text)).toEqual(['cat dog', 'cot dog', 'cat dug']);
    expect(r[0]!.p).toBeCloseTo(0.45);
    expect(r[1]!.p).toBeCloseTo(0.36);
    expect(r[2]!.p).toBeCloseTo(0.05);
  });
});
