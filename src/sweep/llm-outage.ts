/**
 * The sweep's stop on an LLM outage: once the last N records of this run (plan.runId) are
 * all LLM failures (`sweep.failure: "llm"`: the endpoint failing after its retries, a replay
 * cache miss, no endpoint), the episodes still to run are skipped instead of burning through
 * the plan as failures, and `caap sweep` says what failed and how to go on (--resume runs
 * the LLM failures and the skipped episodes again).
 *
 * The records file is the one place every worker writes to, in the order episodes end, so
 * "in a row" is the order of its lines; only its tail is read (a few lines, whatever the
 * file's size). Kept free of heavy imports: the sweep's test file checks it before each
 * episode.
 *
 * @example
 *   const stop = llmOutage(path.join(plan.outDir, RECORDS_FILE), plan.runId, plan.settings.maxLlmOutages)
 *   if (stop) test.skip(true, outageSkipReason(stop))
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

export interface LlmOutage {
  /** LLM failures in a row at the end of the records file (at least the limit). */
  inRow: number;
  /** The latest one: its episode and error message. */
  last: { task: string; seed: number; error: string };
}

/** The last `n` complete lines of a file, oldest first, read from its end in chunks. */
export function lastLines(file: string, n: number, chunk = 64 * 1024): string[] {
  if (n <= 0 || !existsSync(file)) return [];
  const size = statSync(file).size;
  const fd = openSync(file, 'r');
  try {
    let end = size, text = '';
    // n lines need n + 1 newlines (the one before the first), or the start of the file.
    while (end > 0 && text.split('\n').length - 1 <= n) {
      const start = Math.max(0, end - chunk);
      const buf = Buffer.alloc(end - start);
      readSync(fd, buf, 0, buf.length, start);
      text = buf.toString('utf8') + text;
      end = start;
    }
    const lines = text.split('\n');
    lines.pop(); // after the last newline: empty, or a line cut by a kill
    if (end > 0) lines.shift(); // the first piece may start mid-line
    return lines.filter((l) => l.trim()).slice(-n);
  } finally {
    closeSync(fd);
  }
}

interface TailRecord {
  task?: unknown;
  seed?: unknown;
  error?: unknown;
  sweep?: { failure?: unknown; run?: unknown };
}

/**
 * The outage that stops this run, or null: the last `max` records are all LLM failures of
 * run `runId`. `max` 0 never stops.
 */
export function llmOutage(file: string, runId: string | undefined, max: number): LlmOutage | null {
  if (max <= 0 || !runId) return null;
  const tail = lastLines(file, max);
  if (tail.length < max) return null;
  let last: LlmOutage['last'] | null = null;
  for (const line of tail.reverse()) {
    let r: TailRecord;
    try {
      r = JSON.parse(line) as TailRecord;
    } catch {
      return null;
    }
    if (r.sweep?.run !== runId || r.sweep?.failure !== 'llm') return null;
    last ??= { task: String(r.task), seed: Number(r.seed), error: typeof r.error === 'string' ? r.error.split('\n')[0]!.slice(0, 300) : 'no message' };
  }
  return last ? { inRow: max, last } : null;
}

/** The annotation type (and skip reason prefix) of an episode skipped by the stop. */
export const OUTAGE_ANNOTATION = 'llm-outage';

export function outageSkipReason(o: LlmOutage): string {
  return `not run: the sweep stopped after ${o.inRow} LLM failures in a row (last: ${o.last.task} seed ${o.last.seed}: ${o.last.error})`;
}

/** What `caap sweep` prints when the stop skipped episodes: what failed, and how to go on. */
export function outageMessage(o: LlmOutage, skipped: number, llmFailures: number): string[] {
  return [
    `caap sweep: stopped: the LLM failed ${o.inRow} episodes in a row (--max-llm-outages ${o.inRow}); ${skipped} episode(s) did not run.`,
    `  last failure: ${o.last.task} seed ${o.last.seed}: ${o.last.error}`,
    `  ${llmFailures} episode(s) of this run are recorded as failure "llm": not agent failures, left out of success rates.`,
    '  Fix the endpoint (OPENAI_BASE_URL / OPENAI_API_KEY / AZURE_OPENAI_*, or the replay cache), then run the same command',
    '  with --resume: it runs the LLM failures and the episodes that did not run, and nothing else.',
  ];
}
