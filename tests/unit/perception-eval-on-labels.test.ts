/**
 * `caap eval-perception --on-labels` on the measurement fixtures: no models, the labelled
 * boxes measured from pixels, and the new metrics in the JSON report (colour names, figure
 * geometry, sectors, tree state) next to the detection ones.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerEvalPerception } from '../../src/cli/eval-perception.js';

afterEach(() => vi.restoreAllMocks());

describe('eval-perception --on-labels', () => {
  it('scores the pixel measurements alone and reports them per type and per task', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'caap-eval-on-labels-'));
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((s: string) => {
      printed.push(s);
    });
    const program = new Command().exitOverride();
    registerEvalPerception(program);
    await program.parseAsync(['eval-perception', '--eval-set', 'tests/fixtures/perception/measure', '--tasks',
      'click-pie,count-sides,navigate-tree,grid-coordinate,click-shades', '--seeds', '0-19', '--on-labels', '--json', '--out', out], { from: 'user' });
    const report = JSON.parse(printed.join('\n'));
    expect(report).toEqual(JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')));
    expect(report.boxes).toBe('labels');
    expect(report.screens).toBe(5);
    expect(report.overall).toMatchObject({ recall: 1, precision: 1, colourName: 1, sectorWithin1: 1, expandedAccuracy: 1, valueAccuracy: null,
      styleAccuracy: null });
    expect(report.perTask['count-sides'].geometryP50).toBeLessThanOrEqual(0.5);
    expect(report.perTask['click-pie'].geometryMissed).toBe(5); // the centre button's disc outline: not a slice, not measured
    expect(report.perType.shape.geometryN).toBe(54); // 6 slices x 3, the disc's 5, a hexagon's 6, 25 grid dots
  }, 60_000);
});
