/**
 * The library: what `import … from 'caap'` gives (package.json `exports`; nothing else is
 * importable, so a deep import cannot come to depend on an internal by accident). Its parts,
 * each documented in docs/library.md with a usage example that a test compiles and runs:
 *
 *   env          MiniWobEnv (gym-style reset/step/close over a task page), BrowserHost, the Screen contract, suites
 *   perception   OnnxObserver (screenshot -> element list), the Element schemas, the Observer contract
 *   policies     the Policy contract, definePolicy / registerPolicy (your own policies), the built-ins' registry
 *   actions      the action registry's parser and types (the same schema as the agent's)
 *   episodes     runEpisode's configuration and record schemas
 *   llm          LlmClient (any OpenAI-compatible endpoint) and its configuration
 *   sweeps       runSweep (the runner behind `caap sweep`), the record schema, writeReport (leaderboards)
 *   errors       every typed error, with its stable `code`
 *
 * The local OpenAI-compatible test server (offline tests of LLM policies) is `caap/testing`.
 *
 * @example
 *   import { MiniWobEnv } from 'caap'
 *   const env = await MiniWobEnv.open({ task: 'click-button' })
 *   const { observation } = await env.reset(3)
 *   console.log(observation.goal, observation.elements?.length)
 *   await env.close()
 */

// env
export { MiniWobEnv, type MiniWobEnvOptions, type Observation, type StepInfo, type StepResult } from './gym/miniwob-env.js';
export { BrowserHost, VIEWPORT, type OpenEpisodeOptions } from './env/host.js';
export type { Episode, EpisodeInfo } from './env/episode.js';
export { FRAME_HEIGHT, FRAME_WIDTH, isInFrame, type Screen, type ScreenKeyboard, type ScreenMouse, type MouseButton, type Modifier } from './env/screen.js';
export { embeddedSuite, officialSuite, resolveSuite, SUITE_NAMES, type Suite, type SuiteName } from './env/suites.js';

// perception
export { OnnxObserver, type OnnxObserverOptions, type PerceptionTimings } from './perception/onnx-observer.js';
export type { Observer } from './perception/observer.js';
export { ElementSchema, ElementListSchema, ELEMENT_TYPES, BoxSchema, PointSchema, type Element, type ElementList, type ElementType, type Box,
  type Point } from './perception/element.js';
export { modelsDir } from './perception/model-card.js';

// policies
export type { Policy, PolicyInput, PolicyDecision, PolicyState, PolicyScreenshot, PolicyTranscript, LoopRules } from './agent/policy.js';
export type { PolicyCli, PolicyCliOption } from './agent/policy-options.js';
export { definePolicy, type PolicyDeclaration, type PolicyDefinition, type PolicyEntry } from './episode/policy-entry.js';
export { registerPolicy, registeredPolicies, policyEntry, POLICY_NAMES, createPolicy, resolveEpisodeConfig, policyLabel } from './episode/policies.js';
export { loadPolicyModule } from './episode/policy-module.js';

// actions
export { parseAction, ACTION_NAMES, type Action, type ActionName } from './agent/actions.js';
export type { PerformedAction, StepError, StepErrorCode, StepRecord } from './agent/record.js';

// episodes
export { EpisodeConfigSchema, parseEpisodeConfig, type EpisodeConfig, type EpisodeConfigInput, type EpisodeId } from './episode/config.js';
export { EpisodeRecordSchema, type EpisodeRecord } from './episode/record.js';
export { runEpisode, type EpisodeDeps, type EpisodeOutcome } from './episode/run-episode.js';
export { runEpisodeOn, type EpisodeRuntime } from './episode/harness.js';

// llm
export { LlmClient } from './llm/client.js';
export { llmConfigFromEnv, LlmRequestSchema, type LlmConfig, type LlmRequest } from './llm/config.js';
export type { LlmReply } from './llm/reply.js';
export type { LlmMessage, ToolDefinition } from './llm/chat-content.js';
export type { Usage } from './llm/usage.js';

// sweeps and reports
export { runSweep, type SweepRequest, type SweepResult } from './sweep/run-sweep.js';
export { CurrentSweepConfigSchema as SweepConfigSchema, type SweepConfig } from './sweep/plan.js';
export { SweepRecordSchema, readRecordFiles, RECORDS_FILE, type SweepRecord } from './sweep/records.js';
export { writeReport, headline, type ReportOptions } from './sweep/report/write.js';
export type { Leaderboard } from './sweep/report/leaderboard.js';

// errors
export * from './errors.js';
