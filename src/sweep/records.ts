/**
 * Sweep records: design.md's episode record (src/agent/record.ts) plus a `sweep` block that
 * says which configuration produced it and where its trace is. One JSON line per episode
 * in DIR/episodes.jsonl, appended with a single write and fsync as each episode ends, so
 * a killed sweep loses at most the episodes in flight; a line cut by the kill is dropped
 * by `repairRecordsFile` before the next sweep appends.
 *
 * An episode the LLM could not answer (the endpoint failing after its retries, a replay
 * cache miss, no endpoint configured) is recorded with `sweep.failure: "llm"`: not a result
 * of the agent. `--resume` runs such episodes again (recordedEpisodes leaves them out), and
 * the later record of the episode supersedes it (withoutSupersededLlmFailures).
 *
 * @example
 *   appendRecord('runs/s1/episodes.jsonl', rec)
 *   const { records, problems } = readRecordFiles(['runs/s1', 'runs/s2'])
 */
import { redact } from '../util/redact.js';
import { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readdirSync, readFileSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { EpisodeRecordSchema } from '../episode/record.js';
import { InvalidArgumentError } from '../errors.js';
import { SweepConfigSchema } from './plan.js';

export const RECORDS_FILE = 'episodes.jsonl';

export const SWEEP_FAILURES = ['browser', 'page', 'budget', 'harness', 'llm'] as const;
export type SweepFailure = (typeof SWEEP_FAILURES)[number];

/** Whether a record is an LLM failure (outage, replay miss, no endpoint): no result of the agent. */
export const isLlmFailure = (r: { sweep: { failure?: SweepFailure | undefined } }): boolean => r.sweep.failure === 'llm';

export const SweepMetaSchema = z.object({
  configKey: z.string(),
  config: SweepConfigSchema,
  /** Trace index, relative to the folder that holds the records file (absent when not kept). */
  trace: z.string().optional(),
  /**
   * Where the error came from when the agent did not fail on its own: browser, page, budget,
   * harness; or llm (the LLM endpoint failed after its retries, a replay cache missed, or no
   * endpoint was configured): no result, left out of success rates, run again by --resume.
   */
  failure: z.enum(SWEEP_FAILURES).optional(),
  /** The run of the sweep that wrote the record (plan.json runId): tells a resumed run's records from the earlier ones. */
  run: z.string().optional(),
  shard: z.string().optional(),
  host: z.string().optional(),
  /** The page the episode ran on: a fresh one, or the previous episode's (page-reuse.ts); and the ms to get it ready. */
  page: z.enum(['fresh', 'reused']).optional(),
  openMs: z.number().optional(),
});

export const SweepRecordSchema = EpisodeRecordSchema.extend({ sweep: SweepMetaSchema });
export type SweepRecord = z.infer<typeof SweepRecordSchema>;

/** Appends one record as one line: a single write of the whole line, then fsync. */
export function appendRecord(file: string, rec: SweepRecord): void {
  // Redacted as text: no error a server sent may carry a key into the record.
  const line = Buffer.from(`${redact(JSON.stringify(SweepRecordSchema.parse(rec)))}\n`);
  const fd = openSync(file, 'a');
  try {
    let off = 0;
    while (off < line.length) off += writeSync(fd, line, off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Mends the end of a records file before the next sweep appends: a last line without its
 * newline that is a whole, valid record (the kill landed between the line and its "\n", or
 * someone edited the file) gets its newline and is kept, as `report` counts it; a line cut
 * by a kill is dropped. Returns the bytes dropped (0 when the line was kept).
 */
export function repairRecordsFile(file: string): number {
  if (!existsSync(file)) return 0;
  const buf = readFileSync(file);
  if (buf.length === 0 || buf[buf.length - 1] === 0x0a) return 0;
  const keep = buf.lastIndexOf(0x0a) + 1;
  const whole = isWholeRecord(buf.subarray(keep).toString('utf8'));
  const fd = openSync(file, 'r+');
  try {
    if (whole) writeSync(fd, Buffer.from('\n'), 0, 1, buf.length);
    else ftruncateSync(fd, keep);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return whole ? 0 : buf.length - keep;
}

function isWholeRecord(text: string): boolean {
  try {
    return SweepRecordSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

export interface ReadProblem {
  file: string;
  line: number;
  problem: string;
}

export interface ReadResult {
  records: (SweepRecord & { source: string })[];
  problems: ReadProblem[];
}

/** The records files a path names: a .jsonl file itself, or DIR/episodes.jsonl, or every .jsonl one level down. */
export function recordFilesOf(p: string): string[] {
  if (!existsSync(p)) throw new InvalidArgumentError(`${p} does not exist: expected a sweep folder or a .jsonl records file`);
  if (statSync(p).isFile()) return [p];
  const direct = path.join(p, RECORDS_FILE);
  if (existsSync(direct)) return [direct];
  const nested = readdirSync(p, { withFileTypes: true }).filter((d) => d.isDirectory())
    .map((d) => path.join(p, d.name, RECORDS_FILE)).filter((f) => existsSync(f));
  if (!nested.length) throw new InvalidArgumentError(`${p} holds no ${RECORDS_FILE} (nor do its sub-folders): is it a sweep folder?`);
  return nested;
}

/** Reads records, skipping (and reporting) blank, cut or invalid lines rather than failing. */
export function readRecordFiles(paths: string[]): ReadResult {
  const out: ReadResult = { records: [], problems: [] };
  for (const file of paths.flatMap(recordFilesOf)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, i) => {
      if (!text.trim()) return;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        out.problems.push({ file, line: i + 1, problem: i === lines.length - 1 ? 'cut line (no newline: a write interrupted by a kill)' : 'not JSON' });
        return;
      }
      const r = SweepRecordSchema.safeParse(raw);
      if (!r.success) {
        out.problems.push({ file, line: i + 1, problem: `not a sweep record: ${r.error.issues[0]?.message} at ${r.error.issues[0]?.path.join('.')}` });
        return;
      }
      out.records.push({ ...r.data, source: path.dirname(file) });
    });
  }
  return out;
}

/**
 * Keys "task#seed" of the records of one configuration (what a resumed sweep skips). LLM
 * failures do not count: the episode never got its answers, so --resume runs it again.
 */
export function recordedEpisodes(file: string, key: string): Set<string> {
  if (!existsSync(file)) return new Set();
  const { records } = readRecordFiles([file]);
  return new Set(records.filter((r) => r.sweep.configKey === key && !isLlmFailure(r)).map((r) => `${r.task}#${r.seed}`));
}

/**
 * The records without the LLM failures that a later record of the same episode and
 * configuration supersedes (the run `--resume` made of it). An LLM failure that nothing
 * replaced stays, to be counted as such.
 */
export function withoutSupersededLlmFailures<R extends SweepRecord>(records: R[]): R[] {
  const id = (r: R) => `${r.sweep.configKey}|${r.suite}/${r.task}#${r.seed}`;
  const answered = new Set(records.filter((r) => !isLlmFailure(r)).map(id));
  return records.filter((r) => !isLlmFailure(r) || !answered.has(id(r)));
}
