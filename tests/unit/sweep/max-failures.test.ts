/**
 * The sweep's --max-failures count (src/sweep/max-failures.ts): failed records of this run
 * only, read incrementally from a records file that grows between calls, a line still being
 * written left for the next call; and the outcome annotation the progress reporter counts.
 */
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { maxFailuresSkipReason, RunFailureCounter } from '../../../src/sweep/max-failures.js';
import { appendRecord, type SweepRecord } from '../../../src/sweep/records.js';
import { episodeOutcome } from '../../../src/sweep/summary.js';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'records.jsonl');
const sample = (): SweepRecord => JSON.parse(readFileSync(fixture, 'utf8').split('\n')[0]!) as SweepRecord;

function rec(seed: number, rawReward: number, run: string): SweepRecord {
  const s = sample();
  return { ...s, seed, rawReward, sweep: { ...s.sweep, run } };
}

const tmpFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'caap-maxfail-')), 'episodes.jsonl');

describe('RunFailureCounter', () => {
  it("counts this run's records with raw reward ≤ 0, not other runs' and not successes", () => {
    const file = tmpFile();
    const counter = new RunFailureCounter(file, 'run-b');
    expect(counter.count()).toBe(0); // no file yet
    appendRecord(file, rec(0, 0, 'run-a')); // an earlier run's failure (a resumed sweep)
    appendRecord(file, rec(1, 1, 'run-b'));
    appendRecord(file, rec(2, -1, 'run-b'));
    expect(counter.count()).toBe(1);
    appendRecord(file, rec(3, 0, 'run-b'));
    appendRecord(file, rec(4, 0.5, 'run-b'));
    expect(counter.count()).toBe(2);
    expect(counter.count()).toBe(2); // nothing new: nothing counted twice
  });

  it('leaves a line without its newline for the next call, and skips a line that is not JSON', () => {
    const file = tmpFile();
    const counter = new RunFailureCounter(file, 'r');
    const line = JSON.stringify(rec(0, 0, 'r'));
    writeFileSync(file, 'not json\n' + line.slice(0, 40));
    expect(counter.count()).toBe(0);
    appendFileSync(file, `${line.slice(40)}\n`);
    expect(counter.count()).toBe(1);
  });

  it('counts from the start again when the file was replaced by a shorter one', () => {
    const file = tmpFile();
    const counter = new RunFailureCounter(file, 'r');
    for (const seed of [0, 1, 2]) appendRecord(file, rec(seed, 0, 'r'));
    expect(counter.count()).toBe(3);
    writeFileSync(file, `${JSON.stringify(rec(9, 0, 'r'))}\n`);
    expect(counter.count()).toBe(1);
  });

  it('counts nothing without a run id (a plan written before runs had ids)', () => {
    const file = tmpFile();
    appendRecord(file, rec(0, 0, 'r'));
    expect(new RunFailureCounter(file, undefined).count()).toBe(0);
  });
});

describe('episode outcomes', () => {
  it('are solved above a raw reward of 0 and unsolved otherwise; the skip reason names the limit', () => {
    expect([1, 0.2, 0, -1].map((rawReward) => episodeOutcome({ rawReward }))).toEqual(['solved', 'solved', 'unsolved', 'unsolved']);
    expect(maxFailuresSkipReason(3)).toContain('--max-failures 3');
  });
});
