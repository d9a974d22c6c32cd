/**
 * The harness side of an episode, and the one module of src/episode/ off the agent path
 * (scripts/layers/rules.mjs names it): from an open env Episode it picks the observer — the
 * ONNX models, or, for evaluation only, the DOM labeller's ground truth on the Episode's
 * page — makes the LLM client, the policy and a trace, and runs run-episode.ts on the
 * Episode's Screen. `caap run`, the sweep's episode runner and the browser tests call it.
 * The page stays in env/ and dataset/: this module only hands the Episode over. The LLM
 * endpoint and the models folder come as values; no environment variable is read here.
 *
 * @example
 *   const ep = await host.openEpisode({ task: 'click-button', seed: 7 })
 *   const config = resolveEpisodeConfig({ policy: 'scripted', observer: 'labels' })
 *   const { record } = await runEpisodeOn(ep, config, { llm: llmConfigFromEnv(env, llmOverrides(config.llm)), modelsDir })
 */
import path from 'node:path';
import sharp from 'sharp';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../env/screen.js';
import { LlmClient } from '../llm/client.js';
import { type LlmConfig } from '../llm/config.js';
import { TraceWriter } from '../trace/trace.js';
import { groundTruthObserver } from '../dataset/ground-truth-observer.js';
import type { Episode } from '../env/episode.js';
import type { Observer } from '../perception/observer.js';
import { reusingIdenticalScreens } from '../perception/screen-reuse.js';
import { sharedOnnxObserver } from './onnx.js';
import { createPolicy, needsLlm } from './policies.js';
import { ensurePolicyRegistered } from './policy-module.js';
import { runEpisode, type EpisodeOutcome } from './run-episode.js';
import type { EpisodeConfig, EpisodeId, ObserverKind } from './config.js';
import { episodeVersions } from './versions.js';

export interface EpisodeRuntime {
  /** Where and how to ask the LLM (null: no LLM, fine for policies that need none). */
  llm: LlmConfig | null;
  /** Folder of the perception models (the models observer, and the hashes in the record). */
  modelsDir: string;
  /** Intra-op threads of the ONNX observer's sessions (the backend's default when absent; onnx.ts perceptionThreads). */
  perceptionThreads?: number;
  /** Write a trace here: per step the screenshot, overlay, prompt, reply and actions, and index.html. */
  traceDir?: string;
  log?: (line: string) => void;
}

/**
 * Loads the models and runs them once before an episode opens (a no-op for the labels, or once done):
 * the page's clock starts with the episode, and a real-time page (simon-says flashes from
 * 0.6 s) must not lose its first second to loading the ONNX sessions.
 */
export async function prepareObserver(kind: ObserverKind, modelsDir: string, threads?: number): Promise<void> {
  if (kind !== 'models') return;
  const observer = await sharedOnnxObserver(modelsDir, threads);
  if (warmed.has(observer)) return;
  warmed.add(observer);
  // onnxruntime's first run of a session is several times slower than the rest: spend it on a blank screen.
  const blank = await sharp({ create: { width: FRAME_WIDTH * 2, height: FRAME_HEIGHT * 2, channels: 3, background: '#ffffff' } }).png().toBuffer();
  await observer.observe(blank, 2);
}
const warmed = new WeakSet<Observer>();

/** The observer of a kind; `labels` reads the Episode's page through the DOM labeller (evaluation only). */
export async function observerFor(kind: ObserverKind, ep: Pick<Episode, 'page'>, modelsDir: string, threads?: number): Promise<Observer> {
  // One episode's screens: a screenshot identical to the last one perceived is not perceived again.
  return kind === 'labels' ? groundTruthObserver(ep.page) : reusingIdenticalScreens(await sharedOnnxObserver(modelsDir, threads));
}

/** Runs one episode of the configuration on an open Episode (which the caller closes); `id` is the Episode's task and seed. */
export async function runEpisodeOn(ep: Episode, config: EpisodeConfig, rt: EpisodeRuntime): Promise<EpisodeOutcome> {
  const id: EpisodeId = { task: ep.info.task, seed: ep.info.seed };
  await ensurePolicyRegistered(config); // a policy module named in a plan is loaded in this process too
  const observer = await observerFor(config.observer, ep, rt.modelsDir, rt.perceptionThreads);
  const llm = needsLlm(config.policy) && rt.llm ? new LlmClient(rt.llm, rt.log) : null;
  const policy = createPolicy(id, config, llm);
  const trace = rt.traceDir ? new TraceWriter(path.resolve(rt.traceDir)) : null;
  const versions = episodeVersions(config.observer, rt.modelsDir);
  return runEpisode({ session: ep, observer, policy, trace, versions, llm, ...(rt.log ? { log: rt.log } : {}) }, id, config);
}
