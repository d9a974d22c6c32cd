/**
 * `caap report` as a user calls it (the command registered on a commander program, in
 * process): --published-only writes the paper's Table 5 rows exactly with no sweep;
 * --prices fills the cost column or stops with a clear error on a malformed file.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerReport } from '../../../src/cli/report.js';
import { InvalidArgumentError } from '../../../src/errors.js';
import { episodes } from './report-records.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'caap-report-cli-'));

async function report(args: string[]): Promise<{ stdout: string; stderr: string }> {
  const out: string[] = [], err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => {
    out.push(a.join(' '));
  });
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
    err.push(a.join(' '));
  });
  try {
    const program = new Command().exitOverride();
    registerReport(program);
    await program.parseAsync(['node', 'caap', 'report', ...args]);
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  return { stdout: out.join('\n'), stderr: err.join('\n') };
}

afterEach(() => vi.restoreAllMocks());

const TABLE5 = [
  '| Method | Experimented tasks | Tasks over 70% success | Tasks over 80% success | Tasks over 90% success | Success rate on the standard set |',
  '| --- | --- | --- | --- | --- | --- |',
  '| CAAP | 67 | 65 | 61 | 55 | 63.3% |',
  '| RCI | 54 | 49 | 48 | 48 | 50.8% |',
  '| AdaPlanner | 53 | 51 | 47 | 36 | 49.2% |',
  '| WebGUM | 57 | 51 | 50 | 50 | 52.7% |',
  '| CC-Net | 100 | 96 | 91 | 83 | 94.5% |',
  '| Pix2Act | 58 | 56 | 55 | 52 | 55.8% |',
  '| SeeClick | 55 | 33 | 24 | 18 | 38.2% |',
  '| Human | 100 | 100 | 98 | 83 | 94.6% |',
].join('\n');

describe('caap report --published-only', () => {
  it("prints and writes the paper's Table 5 rows exactly, with no sweep", async () => {
    const out = path.join(tmp, 'paper');
    const r = await report(['--published-only', '--out', out]);
    expect(r.stdout).toBe(TABLE5);
    const md = readFileSync(path.join(out, 'paper-tables.md'), 'utf8');
    expect(md).toContain(TABLE5);
    expect(md).toMatch(/\| Full \| full \| 67 \| 94\.4% \| 94\.4% \|/);
    const json = JSON.parse(readFileSync(path.join(out, 'paper-tables.json'), 'utf8'));
    expect(json.table5).toHaveLength(8);
    expect(json.table1.find((x: { method: string }) => x.method === 'CC-Net')).toEqual({ method: 'CC-Net', reported: 0.936, reportedTasks: 100,
      ownRowsMean: 0.945, ownRows: 100 });
    expect(existsSync(path.join(out, 'leaderboard.md'))).toBe(false);
  });

  it('needs --out', async () => {
    await expect(report(['--published-only'])).rejects.toThrow(/--published-only needs --out/);
  });
});

describe('caap report --prices', () => {
  const sweep = path.join(tmp, 'sweep');
  const recs = episodes('click-button', 2, 2, { policy: 'caap', model: 'gpt-4o', variant: 'full', tokens: { prompt: 10_000, completion: 1000 }, llmMs: [800] });

  it('puts the cost per episode in the leaderboard', async () => {
    writeFileSync(path.join(tmp, 'prices.json'), '{ "gpt-4o": { "prompt": 2.5, "completion": 10 } }');
    mkdirSync(sweep, { recursive: true });
    writeFileSync(path.join(sweep, 'episodes.jsonl'), `${recs.map(({ source: _s, ...r }) => JSON.stringify(r)).join('\n')}\n`);
    const r = await report([sweep, '--out', path.join(tmp, 'rep'), '--prices', path.join(tmp, 'prices.json'), '--no-png']);
    expect(r.stdout).toContain('$0.0350 per episode');
    expect(readFileSync(path.join(tmp, 'rep', 'leaderboard.md'), 'utf8')).toMatch(/\| 1 \| 0\.8 \| 1\.0 \| \$0\.0350 \|/);
  });

  it('stops on a malformed price table, naming the file and the field', async () => {
    const bad = path.join(tmp, 'bad-prices.json');
    writeFileSync(bad, '{ "gpt-4o": { "prompt": "2.5", "completion": 10 } }');
    const error = await report([sweep, '--out', path.join(tmp, 'rep2'), '--prices', bad]).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toMatch(
      new RegExp(`^--prices ${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .* at gpt-4o\\.prompt\\. Expected a JSON object`),
    );
    expect(existsSync(path.join(tmp, 'rep2', 'leaderboard.md'))).toBe(false);
  });
});
