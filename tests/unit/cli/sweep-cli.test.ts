/**
 * `caap sweep` decisions that need no browser: a bad price table stops the sweep before
 * anything runs; a run that left LLM failures for --resume is not done (exit 1).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerSweep, reportLlmFailures } from '../../../src/cli/sweep.js';
import { appendRecord, type SweepRecord } from '../../../src/sweep/records.js';
import { CaapError } from '../../../src/errors.js';

describe('caap sweep --prices', () => {
  it('refuses a malformed price table before the sweep starts', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-prices-'));
    const prices = path.join(dir, 'prices.json');
    writeFileSync(prices, '{"gpt-4o": 3}');
    const program = new Command().exitOverride();
    registerSweep(program);
    const out = path.join(dir, 'sweep');
    const run = program.parseAsync(['node', 'caap', 'sweep', '--policy', 'scripted', '--tasks', 'click-button', '--seeds', '0', '--prices', prices, '--out',
      out]);
    await expect(run).rejects.toThrow(CaapError);
    await expect(run).rejects.toThrow(/prices\.json.*USD per 1M tokens/s);
    expect(existsSync(out), 'nothing was written').toBe(false);
  }, 30_000);
});

describe('caap sweep: LLM failures left for --resume', () => {
  const sample = (): SweepRecord =>
    JSON.parse(readFileSync(new URL('../sweep/fixtures/records.jsonl', import.meta.url), 'utf8').split('\n')[0]!) as SweepRecord;
  const rec = (seed: number, llm: boolean, run: string): SweepRecord => {
    const s = sample();
    return { ...s, seed, rawReward: llm ? 0 : 1,
      ...(llm ? { doneReason: 'error' as const, error: 'LLM request to 127.0.0.1:9 failed after 5 attempt(s): 500' } : {}),
      sweep: { ...s.sweep, run, ...(llm ? { failure: 'llm' as const } : {}) } };
  };
  const plan = (outDir: string, runId: string) => ({ outDir, runId, settings: { maxLlmOutages: 5 } });

  it("make the run not done (exit 1) even without an outage stop; earlier runs' failures do not", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-llmleft-'));
    appendRecord(path.join(dir, 'episodes.jsonl'), rec(0, true, 'old-run'));
    appendRecord(path.join(dir, 'episodes.jsonl'), rec(1, false, 'this-run'));
    expect(reportLlmFailures(plan(dir, 'this-run'), 0)).toBe(false);
    appendRecord(path.join(dir, 'episodes.jsonl'), rec(2, true, 'this-run'));
    expect(reportLlmFailures(plan(dir, 'this-run'), 0)).toBe(true);
  });
});
