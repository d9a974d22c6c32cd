/**
 * The pixel measurements (colour, figure points, pie sectors, tree state) on real screenshots
 * of the standard set's figure and colour tasks, against the labeller's ground truth. They
 * run on the labelled boxes (measureOnLabels), so the numbers are the measurements' own,
 * independent of the detector. Fixtures: node scripts/perception-fixtures.mjs --measure-from DIRS.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Element } from '../../src/perception/element.js';
import { measureOnLabels } from '../../src/perception/measure-on-labels.js';
import { pointErrors } from '../../src/perception/score.js';

const DIR = 'tests/fixtures/perception/measure';
interface Rec {
  image: string;
  task: string;
  scale: number;
  elements: Element[];
}
const records: Rec[] = readFileSync(path.join(DIR, 'labels.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));

async function measured(r: Rec) {
  return measureOnLabels(readFileSync(path.join(DIR, r.image)), r.scale, r.elements);
}

/** A pie's centre button: a disc the labeller lists as the path's four arc ends; no slice, so not measured. */
const isDiscPath = (g: Element) => g.subtype === 'path' && !g.sector;

describe('measured fields on labelled boxes', () => {
  it.each(records.map((r) => [path.basename(r.image), r] as const))('%s: colour names as labelled', async (_, r) => {
    const pred = await measured(r);
    const wrong = r.elements.flatMap((g,
      i) => (g.color && pred[i]!.color?.name !== g.color.name ? [`${g.type} ${JSON.stringify(g.box)}: ${pred[i]!.color?.name} for ${g.color.name}`] : [])
    );
    expect(wrong).toEqual([]);
  });

  it('figure points: each within 1.5 CSS px, median within 0.5 px (the goal is 1 px)', async () => {
    const errors: number[] = [];
    for (const r of records) {
      const pred = await measured(r);
      r.elements.forEach((g, i) => {
        if (g.points && !isDiscPath(g)) errors.push(...pointErrors(g.points, pred[i]!.points, g.sector !== undefined));
      });
    }
    expect(errors.length).toBeGreaterThan(60);
    expect(Math.max(...errors)).toBeLessThanOrEqual(1.5);
    expect([...errors].sort((a, b) => a - b)[Math.floor(errors.length / 2)]).toBeLessThanOrEqual(0.5);
  });

  it('pie sectors: both angles within 1 degree', async () => {
    const r = records.find((x) => x.task === 'click-pie')!;
    const pred = await measured(r);
    const slices = r.elements.map((g, i) => [g, pred[i]!] as const).filter(([g]) => g.sector);
    expect(slices.length).toBe(6);
    for (const [g, p] of slices) {
      expect(Math.abs(p.sector!.start - g.sector!.start)).toBeLessThanOrEqual(1);
      expect(Math.abs(p.sector!.end - g.sector!.end)).toBeLessThanOrEqual(1);
    }
    // The centre button is a disc, not a slice.
    r.elements.forEach((g, i) => {
      if (isDiscPath(g)) expect(pred[i]!.sector).toBeUndefined();
    });
  });

  it('tree nodes: open and closed as labelled; no other screen gets a tree state', async () => {
    for (const r of records) {
      const pred = await measured(r);
      r.elements.forEach((g, i) => {
        if (g.expanded !== undefined) expect(pred[i]!.expanded, `${r.image} ${g.text}`).toBe(g.expanded);
        if (r.task !== 'navigate-tree') expect(pred[i]!.expanded, `${r.image} ${g.text}`).toBeUndefined();
      });
    }
    const tree = records.find((x) => x.task === 'navigate-tree')!;
    expect(new Set(tree.elements.filter((g) => g.expanded !== undefined).map((g) => g.expanded))).toEqual(new Set([true, false]));
  });
});
