/**
 * LLM outages in a sweep, end to end through the CLI: the local test server answers the
 * first episodes, then 500 for everything. The episodes it fails are recorded as failure
 * "llm" (not agent failures), the sweep stops after --max-llm-outages of them in a row with
 * a message that says what failed and how to go on, and `--resume` against a working
 * endpoint (another port: the endpoint's identity has none) runs exactly the failed and the
 * skipped episodes. Every record names the test server as what answered.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startTestServer } from '../../../src/llm/testing/openai-test-server.js';
import { scriptedModelHandler } from '../../../src/policies/offline-model/scripted-model.js';
import { runCli } from './cli.js';

test.setTimeout(300_000);

interface LlmRec {
  task: string;
  seed: number;
  rawReward: number;
  doneReason: string;
  error?: string;
  llm?: { endpoint: string; model: string; reportedModels: string[]; testServer: boolean };
  prompt?: { label: string; demos: number };
  sweep: { configKey: string; failure?: string; run?: string; config: { llm?: { endpoint: string; model: string } } };
}

const recordsOf = (dir: string): LlmRec[] =>
  readFileSync(path.join(dir, 'episodes.jsonl'), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as LlmRec);

test('an LLM outage: failure "llm" records, a stop after N in a row with a message, --resume runs exactly those episodes', async () => {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'caap-outage-')), 'sweep');
  const args = ['sweep', '--policy', 'caap', '--tasks', 'click-test', '--seeds', '0-7', '--observer', 'labels', '--workers', '1', '--retries', '0',
    '--max-llm-outages', '3', '--out', out, '--no-report'];
  const env = (url: string) => ({ OPENAI_BASE_URL: url, OPENAI_API_KEY: 'sk-test-0123456789abcdef', CAAP_MODEL: 'test-model' });
  const scripted = scriptedModelHandler();

  // Two episodes answered (one request each: click-test is one click), then 500 for everything.
  const failing = await startTestServer({ handler: (body, i) => (i < 2 ? scripted(body) : { status: 500 }) });
  let first;
  try {
    first = await runCli(args, env(failing.url));
  } finally {
    await failing.close();
  }
  expect(first.code, first.stderr).toBe(1);
  const recs = recordsOf(out);
  expect(recs.map((r) => [r.seed, r.rawReward > 0, r.sweep.failure ?? null])).toEqual([
    [0, true, null],
    [1, true, null],
    [2, false, 'llm'],
    [3, false, 'llm'],
    [4, false, 'llm'],
  ]);
  for (const r of recs.filter((x) => x.sweep.failure === 'llm')) expect(r.error).toMatch(/LLM request to 127\.0\.0\.1:\d+ failed after 1 attempt\(s\): 500/);
  expect(first.stderr).toMatch(/stopped: the LLM failed 3 episodes in a row \(--max-llm-outages 3\); 3 episode\(s\) did not run/);
  expect(first.stderr).toMatch(/last failure: click-test seed 4: .*500/);
  expect(first.stderr).toMatch(/3 episode\(s\) of this run are recorded as failure "llm"/);
  expect(first.stderr).toMatch(/with --resume: it runs the LLM failures and the episodes that did not run/);
  // Who answered, in every record and in the configuration: the endpoint, and for the answered
  // episodes the test server by the name its replies report (not the "test-model" asked for).
  for (const r of recs) {
    expect(r.llm).toMatchObject({ endpoint: '127.0.0.1', model: 'test-model' });
    expect(r.sweep.config.llm).toEqual({ endpoint: '127.0.0.1', model: 'test-model' });
    expect(r.prompt?.label).toBe('paper');
    const answered = !r.sweep.failure;
    expect([r.llm!.reportedModels, r.llm!.testServer]).toEqual(answered ? [['caap-test-server'], true] : [[], false]);
  }

  // A working endpoint on another port: the same configuration, so --resume runs the 3 LLM failures and the 3 skipped.
  const working = await startTestServer({ handler: (body) => scripted(body) });
  let again;
  try {
    again = await runCli([...args, '--resume'], env(working.url));
    expect(working.requests.length).toBe(6);
  } finally {
    await working.close();
  }
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr).toContain('6 episode(s) to run, 2 already recorded (resume)');
  const all = recordsOf(out);
  expect(new Set(all.map((r) => r.sweep.configKey)).size).toBe(1);
  const resumed = all.slice(recs.length);
  expect(resumed.map((r) => r.seed).sort()).toEqual([2, 3, 4, 5, 6, 7]);
  expect(resumed.every((r) => r.rawReward > 0 && !r.sweep.failure)).toBe(true);
  expect(new Set(resumed.map((r) => r.sweep.run)).size).toBe(1);
  expect(resumed[0]!.sweep.run).not.toBe(recs[0]!.sweep.run);
});
