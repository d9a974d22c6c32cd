// Stored screenshots (evaluation seeds, scale 2) through the real ONNX models: every labelled
// element must be found with its box within 2 px, its type, text and states — except the
// mismatches the fixture lists as known for the shipped models (scripts/perception-fixtures.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '../../src/perception/element.js';
import { checkAgainstExpected } from '../../src/perception/expectations.js';
import { OnnxObserver } from '../../src/perception/onnx-observer.js';

const DIR = 'tests/fixtures/perception/screens';
interface Screen {
  file: string;
  task: string;
  seed: number;
  scale: number;
  labels: Element[];
  knownMismatches: string[];
  knownExtras: number;
}
const fixture = JSON.parse(readFileSync(path.join(DIR, 'expected.json'), 'utf8')) as { screens: Screen[] };

let observer: OnnxObserver;
beforeAll(async () => {
  observer = await OnnxObserver.load({ threads: 1 });
});

describe('perception on stored screenshots', () => {
  it('covers the widget families', () => {
    expect(fixture.screens.length).toBeGreaterThanOrEqual(12);
    expect(fixture.screens.reduce((n, s) => n + s.labels.length, 0)).toBeGreaterThan(100);
  });

  for (const s of fixture.screens) {
    it(`${s.task} seed ${s.seed} (${s.file})`, async () => {
      const pred = await observer.observe(readFileSync(path.join(DIR, s.file)), s.scale);
      const check = checkAgainstExpected(pred, s.labels, 2);
      const known = new Set(s.knownMismatches);
      const fresh = check.mismatches.filter((m) => !known.has(m));
      const why = check.details.filter((_, i) => !known.has(check.mismatches[i]!));
      expect(fresh, `new mismatches:\n${why.join('\n')}`).toEqual([]);
      expect(check.extras, 'more extra detections than the shipped models make').toBeLessThanOrEqual(s.knownExtras);
    });
  }

  it('the strict checker does fail on a wrong reading', () => {
    const s = fixture.screens[0]!;
    const wrong = s.labels.map((e) => ({ ...e, text: e.text ? `${e.text}x` : e.text, box: { ...e.box, left: e.box.left + 3 } }));
    const check = checkAgainstExpected(wrong, s.labels, 2);
    expect(check.mismatches.some((m) => m.endsWith(':box'))).toBe(true);
    expect(check.mismatches.some((m) => m.endsWith(':text'))).toBe(true);
  });
});
