/**
 * LLM failures in sweep records: recorded as failure "llm", not what a resumed sweep skips,
 * superseded by the record --resume makes; the outage stop counts this run's failures in a
 * row from the tail of the records file.
 */
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lastLines, llmOutage, outageMessage } from '../../../src/sweep/llm-outage.js';
import { appendRecord, recordedEpisodes, SweepRecordSchema, withoutSupersededLlmFailures, type SweepRecord } from '../../../src/sweep/records.js';
import { episodeSummary } from '../../../src/sweep/summary.js';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'records.jsonl');
const sample = (): SweepRecord => JSON.parse(readFileSync(fixture, 'utf8').split('\n')[0]!) as SweepRecord;

function rec(seed: number, o: { llm?: boolean; run?: string; key?: string } = {}): SweepRecord {
  const s = sample();
  return {
    ...s,
    seed,
    rawReward: o.llm ? 0 : 1,
    ...(o.llm ? { doneReason: 'error' as const, error: `LLM request to 127.0.0.1:9 failed after 5 attempt(s): 500 seed ${seed}` } : {}),
    sweep: { ...s.sweep, configKey: o.key ?? s.sweep.configKey, ...(o.llm ? { failure: 'llm' as const } : {}), ...(o.run ? { run: o.run } : {}) },
  };
}

const tmpFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'caap-llmfail-')), 'episodes.jsonl');

describe('LLM failure records', () => {
  it('are valid sweep records that resume does not count as recorded', () => {
    const file = tmpFile();
    appendRecord(file, rec(0));
    appendRecord(file, rec(1, { llm: true }));
    expect(SweepRecordSchema.parse(rec(1, { llm: true })).sweep.failure).toBe('llm');
    const s = sample();
    expect(recordedEpisodes(file, s.sweep.configKey)).toEqual(new Set([`${s.task}#0`]));
  });

  it('are superseded by a later record of the same episode and configuration, and kept when nothing replaced them', () => {
    const all = [rec(0, { llm: true }), rec(1, { llm: true }), rec(0), rec(2, { llm: true, key: 'other' }), rec(2)];
    const kept = withoutSupersededLlmFailures(all);
    expect(kept.map((r) => [r.seed, r.sweep.failure ?? null, r.sweep.configKey === 'other'])).toEqual([[1, 'llm', false], [0, null, false], [2, 'llm', true], [
      2,
      null,
      false,
    ]]);
  });

  it('say so in the progress line', () => {
    expect(episodeSummary(rec(3, { llm: true }))).toMatch(/LLM failure \(not the agent's; --resume runs it again\)/);
    expect(episodeSummary(rec(3))).not.toMatch(/LLM failure/);
  });
});

describe('the outage stop', () => {
  it('reads the last lines of a file from its end, whatever the chunk size, ignoring a cut last line', () => {
    const file = tmpFile();
    const lines = Array.from({ length: 30 }, (_, i) => `{"n":${i},"pad":"${'x'.repeat(i * 7)}"}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    for (const chunk of [1, 5, 64, 100_000]) {
      expect(lastLines(file, 3, chunk)).toEqual(lines.slice(-3));
      expect(lastLines(file, 40, chunk)).toEqual(lines);
    }
    appendFileSync(file, '{"cut');
    expect(lastLines(file, 2, 16)).toEqual(lines.slice(-2));
    expect(lastLines(path.join(path.dirname(file), 'none.jsonl'), 2)).toEqual([]);
  });

  it('stops after N LLM failures in a row of this run only', () => {
    const file = tmpFile();
    // An earlier run's failures do not count for this one.
    for (const s of [0, 1, 2]) appendRecord(file, rec(s, { llm: true, run: 'earlier' }));
    expect(llmOutage(file, 'now', 2)).toBeNull();
    appendRecord(file, rec(3, { llm: true, run: 'now' }));
    expect(llmOutage(file, 'now', 2)).toBeNull();
    appendRecord(file, rec(4, { run: 'now' })); // an answered episode breaks the row
    appendRecord(file, rec(5, { llm: true, run: 'now' }));
    expect(llmOutage(file, 'now', 2)).toBeNull();
    appendRecord(file, rec(6, { llm: true, run: 'now' }));
    const stop = llmOutage(file, 'now', 2);
    expect(stop).toEqual({ inRow: 2, last: { task: sample().task, seed: 6, error: expect.stringMatching(/failed after 5 attempt\(s\): 500 seed 6/) } });
    expect(llmOutage(file, 'now', 0)).toBeNull(); // 0: never stop
    expect(llmOutage(file, undefined, 2)).toBeNull();
    const msg = outageMessage(stop!, 7, 3).join('\n');
    expect(msg).toMatch(/the LLM failed 2 episodes in a row \(--max-llm-outages 2\); 7 episode\(s\) did not run/);
    expect(msg).toMatch(/--resume/);
  });
});
