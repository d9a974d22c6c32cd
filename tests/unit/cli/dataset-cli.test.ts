/** `caap dataset build` refuses what cannot be built before a browser starts. */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerDataset } from '../../../src/cli/dataset.js';

async function build(args: string[]): Promise<unknown> {
  const program = new Command().exitOverride().configureOutput({ writeErr: () => undefined });
  program.commands.forEach((c) => c.exitOverride());
  registerDataset(program);
  program.commands.forEach((c) => c.commands.forEach((s) => s.exitOverride().configureOutput({ writeErr: () => undefined })));
  return program.parseAsync(['dataset', 'build', ...args], { from: 'user' });
}

describe('dataset build options', () => {
  it('refuses --off-policy without the scripted driver, and a share outside 0-1, writing nothing', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'caap-ds-cli-'));
    await expect(build(['--tasks', 'enter-text', '--off-policy', '0.3', '--out', out])).rejects.toThrow(/--driver scripted/);
    await expect(build(['--tasks', 'enter-text', '--driver', 'scripted', '--off-policy', '1.3', '--out', out])).rejects.toThrow(/from 0 to 1/);
    await expect(build(['--tasks', 'enter-text', '--driver', 'everyone', '--out', out])).rejects.toThrow(/everyone/);
    expect(readdirSync(out)).toEqual([]);
  });

  it('refuses evaluation seeds for training data with either driver', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'caap-ds-cli-'));
    await expect(build(['--tasks', 'enter-text', '--seeds', '0-9', '--driver', 'scripted', '--out', out])).rejects.toThrow(/--eval|evaluation/);
    expect(readdirSync(out)).toEqual([]);
  });
});
