/**
 * `caap sweep` as a user calls it (in process), the parts that need no browser: a sweep
 * against an endpoint (the local test server) prints its cost plan and is refused without
 * --yes over the threshold, before any request or browser; --list prints the same plan; a
 * shard with no episode of the plan, and a resumed sweep with nothing left, end at once
 * with exit 0, an (empty) records file and the run's Playwright report left alone.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmationRequiredError, registerSweep } from '../../../src/cli/sweep.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { readRecordFiles, RECORDS_FILE } from '../../../src/sweep/records.js';
import { runSweep } from '../../../src/sweep/run-sweep.js';
import { configOf, rec } from './report-records.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'caap-sweep-cli-'));
let server: TestServer;
const saved = { ...process.env };

beforeAll(async () => {
  server = await startTestServer({ script: [] });
});
afterAll(async () => {
  process.env = saved;
  await server.close();
});

async function sweep(args: string[],
  env: Record<string, string | undefined> = {}): Promise<{ stdout: string; stderr: string; error?: Error; exitCode: number | undefined }>
{
  const out: string[] = [], err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => {
    out.push(a.join(' '));
  });
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
    err.push(a.join(' '));
  });
  process.env = { ...saved, OPENAI_API_KEY: '', AZURE_OPENAI_ENDPOINT: '', CAAP_MODEL: '', ...env };
  for (const [k, v] of Object.entries(process.env)) if (v === '') delete process.env[k];
  const before = process.exitCode;
  let caught: Error | undefined;
  try {
    const program = new Command().exitOverride();
    registerSweep(program);
    await program.parseAsync(['node', 'caap', 'sweep', ...args]);
  } catch (e) {
    caught = e as Error;
  } finally {
    log.mockRestore();
    error.mockRestore();
    process.env = { ...saved };
  }
  const exitCode = process.exitCode as number | undefined;
  process.exitCode = before;
  return { stdout: out.join('\n'), stderr: err.join('\n'), ...(caught ? { error: caught } : {}), exitCode };
}

describe('the cost plan', () => {
  it('is printed before a sweep against an endpoint, which stops without --yes over $1, with no request and no folder written', async () => {
    const out = path.join(tmp, 'refused');
    const r = await sweep(['--policy', 'caap', '--tasks', 'book-flight,click-button', '--seeds', '0-9', '--observer', 'labels', '--out', out], {
      OPENAI_BASE_URL: server.url,
    });
    expect(r.error).toBeInstanceOf(ConfirmationRequiredError);
    expect(r.error!.message).toMatch(/needs --yes to start: its estimated cost, \$\d+\.\d\d, is over --confirm-over \$1/);
    expect(r.stderr).toMatch(/cost plan \(an estimate\): 20 episode\(s\) of caap against gpt-4o at 127\.0\.0\.1/);
    expect(r.stderr).toMatch(/tokens, estimated from the prompts .*: [\d,]+ prompt \+ [\d,]+ completion; at most [\d,]+ \+ [\d,]+/);
    expect(r.stderr).toMatch(
      /cost, estimated: \$\d+\.\d\d \(at most \$[\d,.]+\) at \$2\.5 \/ \$10 per 1M prompt \/ completion tokens for gpt-4o, from data\/prices\/openai\.json \(prices as of \d{4}-\d\d-\d\d\)/,
    );
    expect(r.stderr).toMatch(/price source: recalled by a language model/);
    expect(server.requests).toHaveLength(0);
    expect(existsSync(out)).toBe(false);
  });

  it('is shown by --list with what it takes to start, the same numbers', async () => {
    const args = ['--policy', 'caap', '--tasks', 'book-flight,click-button', '--seeds', '0-9', '--observer', 'labels', '--out', path.join(tmp, 'listed'),
      '--list'];
    const r = await sweep(args, { OPENAI_BASE_URL: server.url });
    expect(r.error).toBeUndefined();
    expect(r.stdout).toMatch(/cost plan \(an estimate\): 20 episode\(s\)/);
    expect(r.stdout).toMatch(/needs --yes to start: its estimated cost/);
    const cheap = await sweep([...args, '--confirm-over', '1000'], { OPENAI_BASE_URL: server.url });
    expect(cheap.stdout).toMatch(/starts without --yes \(under the --confirm-over \$1000 threshold\)/);
  });

  it('says when a model has no price, and then asks for --yes above 50 episodes only', async () => {
    const args = ['--policy', 'caap', '--tasks', 'click-button', '--observer', 'labels', '--out', path.join(tmp, 'unpriced'), '--list'];
    const many = await sweep([...args, '--seeds', '0-50'], { OPENAI_BASE_URL: server.url, CAAP_MODEL: 'my-local-llama' });
    expect(many.stdout).toMatch(/cost: unknown: no price for my-local-llama in data\/prices\/openai\.json \(prices as of/);
    expect(many.stdout).toMatch(/needs --yes to start: its cost cannot be estimated and it runs 51 episodes \(over 50\)/);
    const few = await sweep([...args, '--seeds', '0-49'], { OPENAI_BASE_URL: server.url, CAAP_MODEL: 'my-local-llama' });
    expect(few.stdout).toMatch(/starts without --yes/);
  });

  it('is not made for the built-in scripted model nor a policy without an LLM', async () => {
    const r = await sweep(['--policy', 'scripted', '--tasks', 'click-button', '--seeds', '0-99', '--observer', 'labels', '--out', path.join(tmp, 'free'),
      '--list']);
    expect(r.stdout).not.toMatch(/cost plan/);
  });
});

describe('parts with nothing to run', () => {
  it('a shard with no episode of the plan exits 0 at once and leaves an empty records file', async () => {
    const out = path.join(tmp, 'empty-shard');
    const t0 = performance.now();
    const r = await sweep(['--policy', 'scripted', '--tasks', 'click-button', '--seeds', '0', '--observer', 'labels', '--shard', '2/2', '--out', out]); // 1 episode: shard 1/2 takes it
    expect(r.error).toBeUndefined();
    expect(r.exitCode ?? 0).toBe(0);
    expect(r.stderr).toMatch(/shard 2\/2 holds no episode of the plan \(1 task\(s\) x 1 seed\(s\)\): nothing to run/);
    expect(readFileSync(path.join(out, RECORDS_FILE), 'utf8')).toBe('');
    expect(performance.now() - t0).toBeLessThan(10_000); // no episode host, no runner
  });

  it('--group-size and --max-failures reach the plan; a group size below 1 is refused', async () => {
    const out = path.join(tmp, 'group-size');
    const r = await sweep(['--policy', 'scripted', '--tasks', 'click-button', '--seeds', '0', '--observer', 'labels', '--shard', '2/2', '--group-size', '3',
      '--max-failures', '4', '--out', out]);
    expect(r.exitCode ?? 0).toBe(0);
    const plan = JSON.parse(readFileSync(path.join(out, 'plan.json'), 'utf8'));
    expect([plan.settings.groupSize, plan.settings.maxFailures]).toEqual([3, 4]);
    const bad = await sweep(['--policy', 'scripted', '--tasks', 'click-button', '--seeds', '0', '--group-size', '0', '--out', path.join(tmp, 'bad-group')]);
    expect(bad.error?.message ?? bad.stderr).toMatch(/group-size must be a positive integer/);
  });

  it("a resumed sweep with every episode recorded ends at once and keeps the run's Playwright report", async () => {
    const outDir = path.join(tmp, 'done');
    mkdirSync(path.join(outDir, 'blob'), { recursive: true });
    writeFileSync(path.join(outDir, 'blob', 'report.zip'), 'the earlier report');
    const config = configOf({ policy: 'scripted' });
    const records = [0, 1].map((seed) => rec({ task: 'click-button', seed, ok: true }));
    writeFileSync(path.join(outDir, RECORDS_FILE), records.map((x) => `${JSON.stringify(x)}\n`).join(''));
    const lines: string[] = [];
    const t0 = performance.now();
    const result = await runSweep({ config, settings: { workers: 1, traces: 'none' }, tasks: ['click-button'], seeds: [0, 1], outDir, resume: true, env: {},
      log: (l) => lines.push(l) });
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(result.exitCode).toBe(0);
    expect(result.status).toMatchObject({ finished: 0, resumed: 2, missing: [] });
    expect(lines.join('\n')).toMatch(/nothing to run: all 2 episode\(s\) of this sweep are recorded/);
    expect(readFileSync(path.join(outDir, 'blob', 'report.zip'), 'utf8')).toBe('the earlier report');
    expect(readRecordFiles([outDir]).records).toHaveLength(2);
  });
});
