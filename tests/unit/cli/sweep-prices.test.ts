/** `caap sweep --prices`: a bad price table stops the sweep before anything runs (no browser, no records). */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerSweep } from '../../../src/cli/sweep.js';
import { CaapError } from '../../../src/errors.js';

describe('caap sweep --prices', () => {
  it('refuses a malformed price table before the sweep starts', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-prices-'));
    const prices = path.join(dir, 'prices.json');
    writeFileSync(prices, '{"gpt-4o": 3}');
    const program = new Command().exitOverride();
    registerSweep(program);
    const out = path.join(dir, 'sweep');
    const run = program.parseAsync(['node', 'caap', 'sweep', '--policy', 'scripted', '--tasks', 'click-button', '--seeds', '0', '--prices', prices, '--out', out]);
    await expect(run).rejects.toThrow(CaapError);
    await expect(run).rejects.toThrow(/prices\.json.*USD per 1M tokens/s);
    expect(existsSync(out), 'nothing was written').toBe(false);
  }, 30_000);
});
