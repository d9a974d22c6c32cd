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
interface Area {
  box: Box;
  lines: Box[];
}
/** `shifted`: the same area's box a few pixels inside its border, as a detector may give it. */
const cases = JSON.parse(readFileSync(path.join(DIR, 'expected.json'), 'utf8')) as { image: string; areas: (Area & { shifted: Area })[] }[];

function expectLines(got: Box[], want: Box[]): void {
  expect(got.length).toBe(want.length);
  got.forEach((b, i) => {
    for (const k of ['left', 'top', 'right', 'bottom'] as const) expect(b[k]).toBeCloseTo(want[i]![k], 3);
  });
}

describe('text lines inside text areas', () => {
  it('has screens with multi-line text areas to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
    expect(cases.some((c) => c.areas.some((a) => a.lines.length >= 5))).toBe(true);
  });
  for (const c of cases) {
    it(`${c.image}: the same line boxes as the Python rule`, async () => {
      const { tensor } = await canonicalImage(readFileSync(path.join(DIR, c.image)), 2);
      for (const area of c.areas) expectLines(textLineBoxes(tensor, area.box), area.lines);
    });
    it(`${c.image}: a box inside the border on every side is snapped back onto it, as in Python`, async () => {
      const { tensor } = await canonicalImage(readFileSync(path.join(DIR, c.image)), 2);
      for (const area of c.areas) {
        expect(area.shifted.box.left).toBeGreaterThan(area.box.left);
        expect(area.shifted.box.top).toBeGreaterThan(area.box.top);
        expectLines(textLineBoxes(tensor, area.shifted.box), area.shifted.lines);
        // Snapped, the lines are those of the labelled box: no line starts inside its first letter,
        // and none is cut at the top or bottom. sign-agreement's area has a light border, under the
        // ink threshold: nothing to snap to, so its lines start at the first letters' ink instead,
        // where the labelled box puts them.
        if (!c.image.startsWith('sign-agreement')) expectLines(area.shifted.lines, area.lines);
        else expect(new Set(area.shifted.lines.map((l) => l.left))).toEqual(new Set(area.lines.map((l) => l.left)));
      }
    });
  }
  it('finds nothing in a box too small to hold a line', async () => {
    const { tensor } = await canonicalImage(readFileSync(path.join(DIR, cases[0]!.image)), 2);
    expect(textLineBoxes(tensor, { left: 10, top: 10, right: 20, bottom: 13 })).toEqual([]);
  });
});
