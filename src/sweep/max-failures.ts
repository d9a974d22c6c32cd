/**
 * The sweep's `--max-failures N`: once N episodes of this run (plan.runId) are recorded as
 * failed (raw reward ≤ 0: unsolved, errored, or an LLM failure), the episodes still to run
 * skip themselves, and `caap sweep` says how many did not run (--resume runs them).
 *
 * Why not the runner's own --max-failures: an unsolved episode is a passed test with an
 * "unsolved" outcome (sweep.spec.ts), because the runner replaces its worker after every
 * failed test, which cost about 4 s of a worker per unsolved episode (docs/sweeps.md). So the runner counts no
 * failures, and the sweep counts them from its records file, the one place every worker
 * writes to. Each worker reads only the bytes appended since its last look.
 *
 * Kept free of heavy imports: the sweep's test file checks it before each episode.
 *
 * @example
 *   const failures = new RunFailureCounter(path.join(plan.outDir, RECORDS_FILE), plan.runId)
 *   if (failures.count() >= plan.settings.maxFailures) test.skip(true, maxFailuresSkipReason(plan.settings.maxFailures))
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

/** The annotation type (and skip reason) of an episode skipped by the stop. */
export const MAX_FAILURES_ANNOTATION = 'max-failures';

export function maxFailuresSkipReason(max: number): string {
  return `not run: the sweep stopped after ${max} failed episode(s) (--max-failures ${max})`;
}

interface CountedRecord {
  rawReward?: unknown;
  sweep?: { run?: unknown };
}

/** Counts the failed records of one run in a records file that only grows, reading each byte once. */
export class RunFailureCounter {
  private offset = 0;
  private failures = 0;

  constructor(private readonly file: string, private readonly runId: string | undefined) {}

  /** Failed records of the run so far (lines not yet ended by a newline wait for the next call). */
  count(): number {
    if (!this.runId || !existsSync(this.file)) return this.failures;
    const size = statSync(this.file).size;
    if (size < this.offset) this.offset = this.failures = 0; // replaced under us: count again
    if (size === this.offset) return this.failures;
    const buf = Buffer.alloc(size - this.offset);
    const fd = openSync(this.file, 'r');
    try {
      let got = 0;
      while (got < buf.length) {
        const n = readSync(fd, buf, got, buf.length - got, this.offset + got);
        if (n === 0) break;
        got += n;
      }
    } finally {
      closeSync(fd);
    }
    const end = buf.lastIndexOf(0x0a) + 1; // a line still being written is read next time
    for (const line of buf.subarray(0, end).toString('utf8').split('\n')) {
      if (line.trim() && this.isFailureOfRun(line)) this.failures++;
    }
    this.offset += end;
    return this.failures;
  }

  private isFailureOfRun(line: string): boolean {
    let r: CountedRecord;
    try {
      r = JSON.parse(line) as CountedRecord;
    } catch {
      return false; // not a record (repairRecordsFile drops cut lines before a run starts)
    }
    return r.sweep?.run === this.runId && !(typeof r.rawReward === 'number' && r.rawReward > 0);
  }
}
