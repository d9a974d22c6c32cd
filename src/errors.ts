/**
 * Typed errors. Every failure a user can cause or meet has its own class with a stable
 * `code`, a message that names what was expected, and an optional call log: the steps
 * taken before the failure, so a report explains itself.
 *
 * @example
 *   try { await host.openEpisode({ suite: 'embedded', task: 'nope', seed: 1 }) }
 *   catch (e) { if (e instanceof UnknownTaskError) console.error(e.message) }
 */
import { editDistance } from './util/edit-distance.js';

export class CaapError extends Error {
  readonly code: string;
  readonly callLog: string[];
  constructor(code: string, message: string, callLog: string[] = []) {
    super(callLog.length ? `${message}\nCall log:\n${callLog.map((l) => `  - ${l}`).join('\n')}` : message);
    this.name = new.target.name;
    this.code = code;
    this.callLog = callLog;
  }
}

/** Chromium could not be found or launched. */
export class BrowserNotFoundError extends CaapError {
  constructor(message: string) {
    super('BROWSER_NOT_FOUND', message);
  }
}

/** The browser or the page crashed or was closed under us. */
export class BrowserCrashedError extends CaapError {
  constructor(message: string, callLog: string[] = [], code = 'BROWSER_CRASHED') {
    super(code, message, callLog);
  }
}

/**
 * A call into the page (reading the reward, a protocol step, a screenshot, input) did not
 * come back within its deadline: a busy script or a stuck renderer. Counted as a page
 * failure, like a crash: the page is not used again.
 */
export class PageUnresponsiveError extends BrowserCrashedError {
  constructor(readonly what: string, readonly timeoutMs: number, callLog: string[] = []) {
    super(`The page did not answer (${what}) within ${timeoutMs} ms: it hangs (a busy script or a stuck renderer)`, callLog, 'PAGE_UNRESPONSIVE');
  }
}

/** A suite folder is missing or does not look like a MiniWoB suite. */
export class SuiteNotFoundError extends CaapError {
  constructor(message: string) {
    super('SUITE_NOT_FOUND', message);
  }
}

/** The task is not part of the suite. */
export class UnknownTaskError extends CaapError {
  constructor(task: string, suite: string, known: string[]) {
    const near = known
      .map((k) => ({ k, d: editDistance(task, k) }))
      .filter(({ k, d }) => d <= 3 || k.includes(task))
      .sort((a, b) => a.d - b.d)
      .slice(0, 3)
      .map(({ k }) => k);
    super('UNKNOWN_TASK', `Unknown task "${task}" in suite "${suite}" (${known.length} tasks; ` +
      (near.length ? `did you mean ${near.join(', ')}?` : 'run `caap tasks` to list them') + ')');
  }
}

/** The page loaded but never exposed the protocol, or never became ready. */
export class TaskNotReadyError extends CaapError {
  constructor(message: string, callLog: string[] = []) {
    super('TASK_NOT_READY', message, callLog);
  }
}

/** A seed was used for a purpose its range forbids (design.md, seed split). */
export class SeedPolicyError extends CaapError {
  constructor(message: string) {
    super('SEED_POLICY', message);
  }
}

/** A point outside the 160x210 task frame. */
export class OffScreenPointError extends CaapError {
  constructor(x: number, y: number) {
    super('OFF_SCREEN_POINT', `Point (${x}, ${y}) is outside the task frame (x in [0,160), y in [0,210))`);
  }
}

/** Arguments that make no sense (bad scale, bad range, unknown key...). */
export class InvalidArgumentError extends CaapError {
  constructor(message: string) {
    super('INVALID_ARGUMENT', message);
  }
}

/** The LLM endpoint could not be reached or refused the request, after the allowed retries. */
export class LlmRequestError extends CaapError {
  constructor(message: string, readonly attempts: number) {
    super('LLM_REQUEST', message);
  }
}

/** A policy that needs an LLM, and no endpoint, key or replay cache to reach one. */
export class LlmNotConfiguredError extends CaapError {
  constructor(message: string) {
    super('LLM_NOT_CONFIGURED', message);
  }
}

/** Replay mode met an LLM request that was never recorded. */
export class LlmCacheMissError extends CaapError {
  constructor(message: string) {
    super('LLM_CACHE_MISS', message);
  }
}

/** The perception models (ONNX) are not installed where they are looked for. */
export class ModelsNotFoundError extends CaapError {
  constructor(message: string) {
    super('MODELS_NOT_FOUND', message);
  }
}

/** A screenshot that is not a PNG of the task frame at a supported scale. */
export class InvalidImageError extends CaapError {
  constructor(message: string) {
    super('INVALID_IMAGE', message);
  }
}

/** A model file whose inputs/outputs are not what the observer expects. */
export class ModelMismatchError extends CaapError {
  constructor(message: string) {
    super('MODEL_MISMATCH', message);
  }
}

/** A request to a sweep's episode host that it refuses: no or a wrong sweep token, or an episode outside the plan. */
export class HostRequestError extends CaapError {
  /** The HTTP status the host answers with (401 token, 400 not in the plan, 409 already recorded). */
  constructor(message: string, readonly status: number) {
    super('HOST_REQUEST', message);
  }
}

/** A path built from outside input that would leave the folder it must stay in. */
export class UnsafePathError extends CaapError {
  constructor(message: string) {
    super('UNSAFE_PATH', message);
  }
}

/**
 * The task page broke the episode protocol: it navigated away from the task, or reported a
 * reward that is not a finite number. A harness failure (`failure: "harness"`, `caap run`
 * exit 6), never the agent's result.
 */
export class PageProtocolError extends CaapError {
  constructor(message: string, callLog: string[] = []) {
    super('PAGE_PROTOCOL', message, callLog);
  }
}

/** A gym environment used out of order: step() before reset(), after the episode ended, or after close(). */
export class EnvStateError extends CaapError {
  constructor(message: string) {
    super('ENV_STATE', message);
  }
}
