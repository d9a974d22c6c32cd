/**
 * A gym-style environment over one MiniWoB++ task, for code that drives the loop itself
 * (a training loop, an RL baseline, a notebook): `reset(seed)` gives the first observation,
 * `step(action)` performs one action as raw input and gives the next observation with the
 * reward, `close()` ends it. Observations are what the agent path sees: the screenshot, the
 * goal and, unless switched off, the element list perceived from the pixels (the ONNX models;
 * `labels`, the DOM labeller's ground truth, is for evaluation only). Actions are the agent's
 * own (agent/actions.ts), validated with the same zod schemas: an element action names an id
 * of the last observation's list. The same environment runs the embedded suite and an
 * official MiniWoB++ folder. docs/library.md sets it beside the Python `miniwob` package.
 *
 * @example
 *   const env = await MiniWobEnv.open({ task: 'click-button' })
 *   let { observation } = await env.reset(3)
 *   const button = observation.elements!.find((e) => e.type === 'button' && observation.goal.includes(`"${e.text}"`))!
 *   const r = await env.step({ name: 'click_element', args: { element_id: button.id } })
 *   console.log(r.reward, r.terminated, r.info.rawReward)   // 0.96 true 1
 *   await env.close()
 */
import { BrowserHost } from '../env/host.js';
import type { Episode } from '../env/episode.js';
import type { SuiteName } from '../env/suites.js';
import { parseAction, type Action } from '../agent/actions.js';
import { findElement, performAction, StepFailure } from '../agent/executor.js';
import type { PerformedAction, StepError } from '../agent/record.js';
import { waitForSettle } from '../agent/settle.js';
import type { ElementList } from '../perception/element.js';
import type { Observer } from '../perception/observer.js';
import { observerFor } from '../episode/harness.js';
import { checkedThreads, sharedOnnxObserver } from '../episode/onnx.js';
import { parseEpisodeConfig } from '../episode/config.js';
import type { EpisodeRecord } from '../episode/record.js';
import { runEpisode } from '../episode/run-episode.js';
import { episodeVersions } from '../episode/versions.js';
import type { Policy } from '../agent/policy.js';
import { EnvStateError, InvalidArgumentError } from '../errors.js';
import { modelsDir as defaultModelsDir } from '../perception/model-card.js';

export interface MiniWobEnvOptions {
  task: string;
  /** 'embedded' (this package's pages, default) or 'official' (a MiniWoB++ html folder: `miniwobDir`, else $MINIWOB_DIR). */
  suite?: SuiteName;
  miniwobDir?: string;
  /** Device pixels per CSS pixel of the screenshots: 1 (default), 2 or 3. */
  scale?: 1 | 2 | 3;
  /** How observations get their element list: 'models' (default), 'labels' (ground truth, evaluation only) or 'none'. */
  observer?: 'models' | 'labels' | 'none';
  /** Folder of the ONNX models (default: the package's models/, or $CAAP_MODELS_DIR). */
  modelsDir?: string;
  /** Intra-op threads of the ONNX observer's sessions (default: the backend's, 2). */
  perceptionThreads?: number;
  /** 'off' (default, as `caap run` and sweeps: the page never ends an episode on time) or 'task' (the task's own limit, as the official environment). */
  timeLimit?: 'off' | 'task';
  /** Steps after which an episode is truncated (default: none). */
  maxSteps?: number;
  /** A browser to share between environments (default: the environment starts its own and closes it with close()). */
  host?: BrowserHost;
}

export interface Observation {
  goal: string;
  /** PNG of the 160x210 task frame at `scale`. */
  screenshot: Buffer;
  scale: number;
  /** The perceived elements (ids from 1, in reading order); null with observer 'none'. */
  elements: ElementList | null;
  /** Calls of step() so far in this episode (0 after reset). */
  step: number;
}

export interface StepInfo {
  /** The page's raw reward (+1 solved, -1 failed, 0 not over; partial credit where a task gives it). */
  rawReward: number;
  /** What was performed, with the element it touched and the point (absent when the action could not run). */
  performed?: PerformedAction;
  /** Why the action could not run (an unknown id, a point off the frame): the episode goes on. */
  error?: StepError;
  /** False when the screen was still changing at the settle deadline. */
  settled: boolean;
  /** Milliseconds since reset. */
  elapsedMs: number;
}

export interface StepResult {
  observation: Observation;
  /** The page's reward (time-discounted as the benchmark computes it); 0 until the episode ends. */
  reward: number;
  /** The task ended (solved or failed). */
  terminated: boolean;
  /** Cut by `maxSteps` before the task ended. */
  truncated: boolean;
  /** terminated || truncated. */
  done: boolean;
  info: StepInfo;
}

export class MiniWobEnv {
  private episode: Episode | null = null;
  private last: Observation | null = null;
  private over = false;
  private closed = false;
  private t0 = 0;

  private constructor(readonly options: Readonly<MiniWobEnvOptions>, private readonly host: BrowserHost, private readonly ownsHost: boolean,
    private readonly observer: Observer | null)
  {}

  /** Starts the browser (unless one is given) and loads the models the observer needs. */
  static async open(options: MiniWobEnvOptions): Promise<MiniWobEnv> {
    if (typeof options?.task !== 'string' || !options.task) throw new InvalidArgumentError('MiniWobEnv.open needs a task, e.g. { task: "click-button" }');
    if (options.maxSteps !== undefined && (!Number.isInteger(options.maxSteps) || options.maxSteps < 1)) {
      throw new InvalidArgumentError(`maxSteps must be a positive integer (got ${options.maxSteps})`);
    }
    if (options.perceptionThreads !== undefined) checkedThreads(options.perceptionThreads, 'perceptionThreads');
    const kind = options.observer ?? 'models';
    // The models load before the browser starts: missing models fail fast, with no browser to clean up.
    const models = kind === 'models' ? await sharedOnnxObserver(options.modelsDir ?? defaultModelsDir(), options.perceptionThreads) : null;
    const host = options.host ?? (await BrowserHost.start());
    return new MiniWobEnv(options, host, !options.host, models);
  }

  /** The open episode (for the harness side: tests, evaluation); null before reset(). */
  get currentEpisode(): Episode | null {
    return this.episode;
  }

  /** Starts a new episode of the task at `seed` (the page's instance for that seed) and observes it. */
  async reset(seed: number): Promise<{ observation: Observation; info: { task: string; seed: number; suite: string; goal: string } }> {
    this.assertOpen();
    await this.episode?.close();
    this.episode = null;
    const o = this.options;
    const ep = await this.host.openEpisode({ task: o.task, seed, suite: o.suite ?? 'embedded', ...(o.miniwobDir ? { miniwobDir: o.miniwobDir } : {}),
      scale: o.scale ?? 1, maxTimeMs: o.timeLimit === 'task' ? 'task' : null });
    this.episode = ep;
    this.over = false;
    this.t0 = performance.now();
    const { png } = await waitForSettle(ep.screen);
    this.last = await this.observe(png, 0);
    return { observation: this.last, info: { task: o.task, seed, suite: ep.info.suite, goal: ep.goal } };
  }

  /**
   * Performs one action (an Action, or a `{ name, args }` checked by the action registry's
   * schemas: a malformed one throws InvalidArgumentError). An action that cannot run on this
   * screen (an unknown element id, an off-frame point) is not an exception: it comes back as
   * `info.error`, as the agent's step errors do, and the episode goes on.
   */
  async step(action: Action | { name: string; args?: unknown }): Promise<StepResult> {
    this.assertOpen();
    const ep = this.episode, last = this.last;
    if (!ep || !last) throw new EnvStateError('step() before reset(seed): start an episode first');
    if (this.over) throw new EnvStateError('the episode is over: call reset(seed) for a new one');
    let parsed: Action;
    try {
      parsed = parseAction(action.name, action.args ?? {});
    } catch (e) {
      throw new InvalidArgumentError(`Not an action: ${(e as Error).message}`);
    }
    let performed: PerformedAction | undefined, error: StepError | undefined;
    try {
      performed = await performAction(ep.screen, parsed, (id) => {
        if (!last.elements) {
          throw new StepFailure('UNKNOWN_ELEMENT', `element_${id}: this environment perceives no elements (observer 'none'): use point actions`);
        }
        return findElement(last.elements, id);
      });
    } catch (e) {
      if (!(e instanceof StepFailure)) throw e;
      error = { code: e.code, message: e.message };
    }
    const settled = await waitForSettle(ep.screen);
    const r = await ep.reward();
    const steps = last.step + 1;
    const truncated = !r.done && this.options.maxSteps !== undefined && steps >= this.options.maxSteps;
    this.over = r.done || truncated;
    this.last = await this.observe(settled.png, steps);
    return {
      observation: this.last,
      reward: r.reward,
      terminated: r.done,
      truncated,
      done: this.over,
      info: { rawReward: r.rawReward, ...(performed ? { performed } : {}), ...(error ? { error } : {}), settled: settled.settled,
        elapsedMs: Math.round(performance.now() - this.t0) },
    };
  }

  /**
   * Runs a whole episode of `policy` at `seed` through the step loop `caap run` uses (settle,
   * perceive, decide, execute, batch rules, budgets) and returns its episode record, the same
   * record a run or a sweep writes. The episode is left over: reset() starts the next one.
   */
  async run(policy: Policy, seed: number, o: { maxSteps?: number; log?: (line: string) => void } = {}): Promise<EpisodeRecord> {
    this.assertOpen();
    const kind = this.options.observer ?? 'models';
    if (kind === 'none') throw new EnvStateError("run() needs perception: open the environment with observer 'models' or 'labels'");
    await this.reset(seed);
    const ep = this.episode!;
    const config = parseEpisodeConfig({ policy: policy.name, observer: kind, scale: ep.screen.scale, maxSteps: o.maxSteps ?? this.options.maxSteps ?? 10 });
    const observer = kind === 'labels' ? await observerFor('labels', ep, '') : this.observer!;
    const dir = this.options.modelsDir ?? defaultModelsDir();
    const { record } = await runEpisode({ session: ep, observer, policy, versions: episodeVersions(kind, dir), ...(o.log ? { log: o.log } : {}) }, {
      task: this.options.task,
      seed,
    }, config);
    this.over = true;
    return record;
  }

  /** Closes the episode and, unless it was given one, the browser. Safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.episode?.close();
    this.episode = null;
    if (this.ownsHost) await this.host.close();
  }

  private async observe(png: Buffer, step: number): Promise<Observation> {
    const ep = this.episode!;
    const observer = this.options.observer === 'labels' ? await observerFor('labels', ep, '') : this.observer;
    const elements = observer ? await observer.observe(png, ep.screen.scale) : null;
    return { goal: ep.goal, screenshot: png, scale: ep.screen.scale, elements, step };
  }

  private assertOpen(): void {
    if (this.closed) throw new EnvStateError('the environment is closed: open a new one');
  }
}
