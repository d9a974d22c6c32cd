import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/dataset/build.js';
import { checkDatasetSeeds } from '../../../src/dataset/seed-policy.js';
import { SeedPolicyError } from '../../../src/errors.js';
import { parseSeedRange } from '../../../src/seeds.js';

describe('dataset seed discipline', () => {
  it('accepts training seeds for training data', () => {
    expect(() => checkDatasetSeeds(parseSeedRange('1000-2999'), false)).not.toThrow();
  });
  it('refuses evaluation seeds without --eval, and says how to get an evaluation set', () => {
    expect(() => checkDatasetSeeds([999, 1000], false)).toThrow(SeedPolicyError);
    expect(() => checkDatasetSeeds([5], false)).toThrow(/--eval/);
  });
  it('writes evaluation sets from evaluation seeds only', () => {
    expect(() => checkDatasetSeeds(parseSeedRange('0-999'), true)).not.toThrow();
    expect(() => checkDatasetSeeds([999, 1000], true)).toThrow(SeedPolicyError);
  });
  it('refuses demo seeds either way', () => {
    expect(() => checkDatasetSeeds([3000], false)).toThrow(SeedPolicyError);
    expect(() => checkDatasetSeeds([3000], true)).toThrow(SeedPolicyError);
    expect(() => checkDatasetSeeds([4000], false)).toThrow(SeedPolicyError);
  });
  it('buildDataset refuses before it writes anything or starts a browser', async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'caap-ds-')), 'x');
    await expect(buildDataset({ suite: 'embedded', tasks: ['click-button'], seeds: [7], seedSpec: '7', perTask: 1, out }))
      .rejects.toBeInstanceOf(SeedPolicyError);
    await expect(buildDataset({ suite: 'embedded', tasks: ['click-button'], seeds: [3500], seedSpec: '3500', perTask: 1, out, evalSet: true }))
      .rejects.toBeInstanceOf(SeedPolicyError);
    expect(() => readdirSync(out)).toThrow();
  });
});
