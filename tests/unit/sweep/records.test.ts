/** Durable records: append, repair a line cut by a kill, tolerant reading, what resume skips. */
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appendRecord, readRecordFiles, recordedEpisodes, repairRecordsFile, type SweepRecord } from '../../../src/sweep/records.js';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'records.jsonl');
const sample = (): SweepRecord => JSON.parse(readFileSync(fixture, 'utf8').split('\n')[0]!) as SweepRecord;

describe('records', () => {
  it('appends whole lines and reads them back', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-rec-'));
    const file = path.join(dir, 'episodes.jsonl');
    appendRecord(file, sample());
    appendRecord(file, { ...sample(), seed: 99 });
    const { records, problems } = readRecordFiles([dir]);
    expect(problems).toEqual([]);
    expect(records.map((r) => r.seed)).toEqual([sample().seed, 99]);
    expect(records[0]!.source).toBe(dir);
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
  });

  it('drops a cut last line before appending again, keeping every whole line', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-rec-'));
    const file = path.join(dir, 'episodes.jsonl');
    appendRecord(file, sample());
    const whole = readFileSync(file, 'utf8');
    appendFileSync(file, whole.slice(0, 100));
    expect(readRecordFiles([file]).problems).toEqual([expect.objectContaining({ line: 2, problem: expect.stringMatching(/cut line/) })]);
    expect(repairRecordsFile(file)).toBe(100);
    expect(readFileSync(file, 'utf8')).toBe(whole);
    expect(repairRecordsFile(file)).toBe(0);
    writeFileSync(file, '{"partial');
    expect(repairRecordsFile(file)).toBe(9);
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  it('keeps a whole last record that only lacks its newline (report counts it; resume must not run it again)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-rec-'));
    const file = path.join(dir, 'episodes.jsonl');
    appendRecord(file, sample());
    const one = readFileSync(file, 'utf8');
    appendFileSync(file, JSON.stringify({ ...sample(), seed: 77 }));
    expect(recordedEpisodes(file, sample().sweep.configKey).has(`${sample().task}#77`)).toBe(true);
    expect(repairRecordsFile(file)).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(`${one}${JSON.stringify({ ...sample(), seed: 77 })}\n`);
    expect(recordedEpisodes(file, sample().sweep.configKey).has(`${sample().task}#77`)).toBe(true);
    appendRecord(file, { ...sample(), seed: 78 });
    expect(readRecordFiles([file]).records.map((r) => r.seed)).toEqual([sample().seed, 77, 78]);
  });

  it('reports invalid lines instead of failing, and keys what resume skips by configuration', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-rec-'));
    const file = path.join(dir, 'episodes.jsonl');
    writeFileSync(file, `${JSON.stringify(sample())}\n{"task": "x"}\nnot json\n\n`);
    const { records, problems } = readRecordFiles([file]);
    expect(records).toHaveLength(1);
    expect(problems.map((p) => p.line)).toEqual([2, 3]);
    expect(recordedEpisodes(file, sample().sweep.configKey)).toEqual(new Set([`${sample().task}#${sample().seed}`]));
    expect(recordedEpisodes(file, 'other-config').size).toBe(0);
    expect(recordedEpisodes(path.join(dir, 'missing.jsonl'), 'k').size).toBe(0);
  });

  it('finds the records of shard folders under a parent folder', () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'caap-rec-'));
    for (const s of ['a', 'b']) {
      mkdirSync(path.join(parent, s));
      appendRecord(path.join(parent, s, 'episodes.jsonl'), sample());
    }
    expect(readRecordFiles([parent]).records).toHaveLength(2);
    expect(() => readRecordFiles([path.join(parent, 'nope')])).toThrow(/does not exist/);
  });
});
