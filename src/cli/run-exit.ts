/**
 * Exit codes of `caap run` (the table in docs/cli.md). 0 means the episode ran to an end
 * the task or a step/token budget set, whatever its reward; a fatal error that stopped it
 * has its own code, so scripts can tell a wrong answer from a broken setup.
 *
 *   0  the episode ran (any reward)
 *   1  an unexpected error (a bug), or options commander rejected
 *   2  bad input or setup found before the episode (typed CaapError: unknown task, models missing, ...)
 *   3  the LLM: no endpoint configured, unreachable or refusing after the retries, a replay cache miss
 *   4  the browser or the page crashed or closed
 *   5  the episode ran over --episode-budget
 *   6  the task page broke the episode protocol (navigated away, a reward that is not a number)
 *
 * @example
 *   process.exitCode = exitCodeOfFatal('llm')   // 3
 */
import type { FatalKind } from '../episode/run-episode.js';
import { fatalKind } from '../episode/run-episode.js';
import { BrowserCrashedError, CaapError } from '../errors.js';

export const RUN_EXIT = { ok: 0, internal: 1, usage: 2, llm: 3, browser: 4, budget: 5, harness: 6 } as const;

export function exitCodeOfFatal(kind: FatalKind): number {
  return RUN_EXIT[kind];
}

/**
 * The exit code of an error thrown out of a run (opening the episode, reading the reward):
 * the fatal kinds by their codes, any other typed error 2, anything else 1.
 */
export function exitCodeOfError(e: unknown): number {
  const kind = fatalKind(e);
  if (kind !== 'internal' || e instanceof BrowserCrashedError) return RUN_EXIT[kind];
  return e instanceof CaapError ? RUN_EXIT.usage : RUN_EXIT.internal;
}
