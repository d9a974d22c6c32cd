/**
 * The TypeScript text-line finder must find the line boxes the Python rule found on the same
 * screens (the understander learnt to read those boxes). Fixtures: scripts/text-lines-fixtures.py.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalImage } from '../../src/perception/image.js';
import { textLineBoxes } from '../../src/perception/text-lines.js';
import type { Box } from '../../src/perception/element.js';

const DIR = path.resolve('tests/fixtures/perception/text-lines');
const cases = JSON.parse(readFileSync(path.join(DIR, 'expected.json'), 'utf8')) as { image: string; areas: { box: Box; lines: Box[] }[] }[];

describe('text lines inside text areas', () => {
  it('has screens with multi-line text areas to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
    expect(cases.some((c) => c.areas.some((a) => a.lines.length >= 5))).toBe(true);
  });
  for (const c of cases) {
    it(`${c.image}: the same line boxes as the Python rule`, async () => {
      const { tensor } = await canonicalImage(readFileSync(path.join(DIR, c.image)), 2);
      for (const area of c.areas) {
        const got = textLineBoxes(tensor, area.box);
        expect(got.length).toBe(area.lines.length);
        got.forEach((b, i) => {
          for (const k of ['left', 'top', 'right', 'bottom'] as const) expect(b[k]).toBeCloseTo(area.lines[i]![k], 3);
        });
      }
    });
  }
  it('finds nothing in a box too small to hold a line', async () => {
    const { tensor } = await canonicalImage(readFileSync(path.join(DIR, cases[0]!.image)), 2);
    expect(textLineBoxes(tensor, { left: 10, top: 10, right: 20, bottom: 13 })).toEqual([]);
  });
});
