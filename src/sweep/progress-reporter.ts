/**
 * Playwright reporter of a sweep: one progress line per finished episode (rewritten in
 * place on a terminal), with done/total, success so far, episodes per minute and ETA;
 * failures stay on screen with their trace. An episode succeeded when its test carries the
 * outcome "solved" (an unsolved episode is a passed test: runner/sweep.spec.ts says why); a
 * failed test is an episode without a record. Episodes skipped by --resume are counted
 * apart and do not enter the rate, as are the episodes the LLM-outage stop (llm-outage.ts)
 * and the --max-failures stop (max-failures.ts) skipped. Named in src/sweep/runner/playwright.config.ts.
 *
 * @example
 *   reporter: [['./dist/sweep/progress-reporter.js']]
 */
import { writeFileSync } from 'node:fs';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { OUTAGE_ANNOTATION } from './llm-outage.js';
import { MAX_FAILURES_ANNOTATION } from './max-failures.js';
import { episodesPerMinute, progressLine } from './progress.js';
import { OUTCOME_ANNOTATION } from './summary.js';

/** What the reporter leaves in DIR/run-status.json for `caap sweep` to read. */
export interface RunStatus {
  status: FullResult['status'];
  shard: string | null;
  planned: number;
  resumed: number;
  finished: number;
  ok: number;
  /** Tests that ended without an episode record (worker crash, runner timeout): re-run with --resume. */
  missing: string[];
  /** Episodes skipped because the LLM failed too many in a row (llm-outage.ts): --resume runs them. */
  outageSkipped: number;
  /** Episodes skipped because --max-failures episodes of this run had failed (max-failures.ts): --resume runs them. */
  failureSkipped: number;
  /**
   * Worker processes the runner started (distinct worker indices): the --workers count when
   * no test failed, one more after each failed test, which the runner follows with a new worker.
   */
  workerStarts: number;
  elapsedMs: number;
  episodesPerMinute: number;
}

const annotation = (t: TestCase, r: TestResult, type: string): string | undefined =>
  [...(r.annotations ?? []), ...t.annotations].find((a) => a.type === type)?.description;

export default class SweepProgressReporter implements Reporter {
  private total = 0;
  private resumed = 0;
  private done = 0;
  private ok = 0;
  private start = 0;
  private readonly tty = Boolean(process.stderr.isTTY);
  private lineOpen = false;
  private shard: string | null = null;
  private readonly missing: string[] = [];
  private outageSkipped = 0;
  private failureSkipped = 0;
  private readonly workerIndices = new Set<number>();

  constructor(private readonly options: { statusFile?: string; shard?: string | null } = {}) {}

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    // The plan's shard (the runner itself is not sharded: the plan holds the part, shard.ts).
    this.shard = this.options.shard ?? (config.shard ? `${config.shard.current}/${config.shard.total}` : null);
    const tests = suite.allTests();
    // Resumed episodes are tests that skip themselves (so that shards keep their share).
    this.resumed = tests.filter((t) => t.expectedStatus === 'skipped' || t.annotations.some((a) => a.type === 'resumed')).length;
    this.total = tests.length - this.resumed;
    this.start = Date.now();
    this.print(`sweep: ${this.total} episode(s) to run${this.resumed ? `, ${this.resumed} already recorded (resume)` : ''}`, true);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.workerIndex >= 0) this.workerIndices.add(result.workerIndex);
    if (result.status === 'skipped') {
      if (annotation(test, result, OUTAGE_ANNOTATION) !== undefined) this.outageSkipped++;
      if (annotation(test, result, MAX_FAILURES_ANNOTATION) !== undefined) this.failureSkipped++;
      return;
    }
    this.done++;
    const solved = result.status === 'passed' && annotation(test, result, OUTCOME_ANNOTATION) === 'solved';
    if (solved) this.ok++;
    const what = test.title;
    if (!annotation(test, result, 'episode')) this.missing.push(what);
    const summary = annotation(test, result, 'episode') ??
      (result.status === 'timedOut' ? 'timed out (no record)' : result.error?.message?.split('\n')[0] ?? result.status);
    const progress = progressLine({ done: this.done, total: this.total, ok: this.ok, elapsedMs: Date.now() - this.start });
    if (!solved) {
      const trace = annotation(test, result, 'trace');
      this.print(`✗ ${what}: ${summary}${trace ? ` · trace ${trace}` : ''}`, true);
    }
    this.print(`[${progress}] ${solved ? '✓' : '✗'} ${what} · ${summary}`, !this.tty);
  }

  onError(error: TestError): void {
    this.print(`sweep error: ${error.message ?? error.value ?? 'unknown'}`, true);
  }

  onStdErr(chunk: string | Buffer): void {
    // Worker output (warnings, logs) would break the progress line; keep it, on its own lines.
    const text = chunk.toString().trimEnd();
    if (text) this.print(text, true);
  }

  onEnd(result: FullResult): void {
    const ms = Date.now() - this.start;
    const how = result.status === 'passed' || result.status === 'failed' ? 'finished' : result.status === 'timedout' ? 'timed out' : result.status;
    // No duration: `caap sweep` prints the sweep's one duration (hosts included) after this.
    this.print(`sweep ${how}: ${this.done} episode(s), ${this.ok} succeeded` +
      `${this.resumed ? `, ${this.resumed} skipped as already recorded` : ''}` +
      `${this.outageSkipped ? `, ${this.outageSkipped} not run after LLM failures in a row` : ''}` +
      `${this.failureSkipped ? `, ${this.failureSkipped} not run after --max-failures` : ''}`, true);
    if (this.options.statusFile) {
      const status: RunStatus = { status: result.status, shard: this.shard, planned: this.total, resumed: this.resumed, finished: this.done, ok: this.ok,
        missing: this.missing, outageSkipped: this.outageSkipped, failureSkipped: this.failureSkipped, workerStarts: this.workerIndices.size, elapsedMs: ms,
        episodesPerMinute: episodesPerMinute(this.done, ms) };
      writeFileSync(this.options.statusFile, `${JSON.stringify(status, null, 1)}\n`);
    }
  }

  /** Writes a line; `keep` leaves it on screen, otherwise (terminal only) the next line replaces it. */
  private print(line: string, keep: boolean): void {
    if (this.tty) {
      process.stderr.write(`${this.lineOpen ? '\r\x1b[K' : ''}${line}${keep ? '\n' : ''}`);
      this.lineOpen = !keep;
    } else {
      process.stderr.write(`${line}\n`);
    }
  }
}
