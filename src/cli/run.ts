/**
 * `caap run`: one episode of a policy on a task: capture -> perceive -> prompt -> call ->
 * parse -> execute until done or a budget runs out; prints each step and the reward.
 * This is harness code: it opens the episode, reads the reward, and (for the
 * evaluation-only labels observer) hands the page to the ground-truth labeller. The loop
 * itself only gets the Screen, the goal and an Observer.
 *
 * @example
 *   OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap run --task click-button --seed 7 --observer labels --trace runs/t1
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { CACHE_MODES, type CacheMode } from '../agent/cache.js';
import { LlmClient, llmConfigFromEnv, type LlmConfig } from '../agent/llm.js';
import { runLoop } from '../agent/loop.js';
import { EpisodeRecordSchema, type EpisodeRecord, type StepRecord } from '../agent/record.js';
import { TraceWriter } from '../agent/trace.js';
import { VARIANT_NAMES, type Variant } from '../agent/prompter.js';
import type { BatchStopMode } from '../agent/batch.js';
import { BrowserHost } from '../env/host.js';
import type { Episode } from '../env/episode.js';
import { CaapPolicy } from '../policies/caap/caap-policy.js';
import { batchStopOf, type PromptConfig } from '../policies/caap/prompt-config.js';
import type { Policy } from '../policies/policy.js';
import { ScriptedPolicy } from '../policies/scripted/scripted-policy.js';
import { addPromptOptions, promptConfigFromCli, type PromptCliOptions } from './episode-options.js';
import { intArg, withSuiteOptions } from './options.js';
import { dryRunPrompt } from './run-dry.js';
import { assertModelFiles, createObserver, observerVersions, type ObserverKind } from './run-observer.js';
import { gitSha } from './run-versions.js';

export interface RunOpts {
  task: string; seed: number; suite: string; miniwobDir?: string; policy: string; maxSteps: number; maxTokens?: number;
  variant: Variant; trace?: string; observer: ObserverKind; scale: number; model?: string; temperature: number;
  maxCompletionTokens: number; maxTokensField: LlmConfig['maxTokensField']; functionCalling: boolean;
  toolChoice: LlmConfig['toolChoice']; cacheMode: CacheMode; cacheDir: string; batchStop: BatchStopMode;
  record?: string; json?: boolean; dryRun?: boolean; llmTimeoutMs: number; retries: number; quiet?: boolean;
  /** Preset, switches and demo mean (src/policies/caap/prompt-config.ts); its ids-batch-stop switch decides batchStop. */
  promptConfig?: PromptConfig;
}

export function llmConfigFromOpts(o: RunOpts): LlmConfig {
  return llmConfigFromEnv(process.env, {
    ...(o.model ? { model: o.model } : {}),
    temperature: o.temperature, maxTokens: o.maxCompletionTokens, maxTokensField: o.maxTokensField,
    functionCalling: o.functionCalling, toolChoice: o.toolChoice, cacheMode: o.cacheMode, cacheDir: o.cacheDir,
    timeoutMs: o.llmTimeoutMs, retries: o.retries,
  });
}

function makePolicy(o: RunOpts, llm: LlmClient): Policy {
  if (o.policy === 'caap') return new CaapPolicy({ llm, task: o.task, variant: o.variant, ...(o.promptConfig ? { promptConfig: o.promptConfig } : {}) });
  if (o.policy === 'scripted') return new ScriptedPolicy();
  throw new Error(`unknown policy ${o.policy}`);
}

function stepLine(r: StepRecord): string {
  const acts = r.actions.map((a) => `${a.name}(${Object.values(a.args).map((v) => JSON.stringify(v)).join(', ')})`).join(' ') || '(none)';
  const extra = [r.error ? `error ${r.error.code}: ${r.error.message}` : '', r.batchStop ? `batch cut: ${r.batchStop.reason}` : '']
    .filter(Boolean).join('; ');
  return `step ${r.step}: ${r.elements} elements · ${acts} · ${r.promptTokens}+${r.completionTokens} tokens${r.cached ? ' (cached)' : ''} · ` +
    `${Math.round(r.ms.total)} ms (capture ${Math.round(r.ms.capture)}, perceive ${Math.round(r.ms.perceive)}, ` +
    `llm ${Math.round(r.ms.llm)}, execute ${Math.round(r.ms.execute)})${extra ? ` · ${extra}` : ''}`;
}

/** Runs one episode on an open Episode and returns its record. Exported for tests and sweeps. */
export async function runEpisode(ep: Episode, o: RunOpts, log: (l: string) => void): Promise<EpisodeRecord> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const observer = await createObserver(o.observer, ep);
  const llm = new LlmClient(llmConfigFromOpts(o), log);
  const policy = makePolicy(o, llm);
  const trace = o.trace ? new TraceWriter(path.resolve(o.trace)) : null;
  log(`goal: ${ep.goal}`);
  const result = await runLoop({
    screen: ep.screen, goal: ep.goal, task: o.task, observer, policy, maxSteps: o.maxSteps, maxTokens: o.maxTokens,
    batchStop: o.promptConfig ? batchStopOf(o.promptConfig) : o.batchStop,
    isDone: async () => (await ep.reward()).done,
    onStep: async (rec, art) => { log(stepLine(rec)); await trace?.step(rec, art); },
  });
  const reward = ep.isCrashed ? { done: false, reward: 0, rawReward: 0 } : await ep.reward();
  const record: EpisodeRecord = EpisodeRecordSchema.parse({
    suite: ep.info.suite, task: o.task, seed: o.seed, policy: policy.name, model: policy.model, variant: o.variant,
    observer: o.observer, functionCalling: o.functionCalling, goal: ep.goal, steps: result.steps,
    reward: reward.reward, rawReward: reward.rawReward, done: reward.done,
    doneReason: reward.done ? 'done' : result.doneReason === 'done' ? 'error' : result.doneReason,
    ...(result.error ? { error: result.error } : {}),
    tokens: result.tokens, llmCalls: result.llmCalls, wallMs: Math.round(performance.now() - t0), startedAt,
    versions: { git: gitSha(), node: process.version, models: observerVersions(o.observer) },
  });
  trace?.finish(record);
  return record;
}

export function registerRun(program: Command): void {
  addPromptOptions(withSuiteOptions(
    program
      .command('run')
      .description('run one episode of the CAAP agent on a task: capture, perceive, prompt, call, parse, execute')
      .requiredOption('--task <task>', 'task name, e.g. click-button')
      .requiredOption('--seed <n>', 'episode seed (0-999 are the evaluation seeds)', intArg('seed')),
  ))
    .addOption(new Option('--policy <policy>', 'policy: caap = the LLM with the CAAP prompt; scripted = hand-written rules on the ' +
      'goal and element list (no LLM; src/policies/scripted)').choices(['caap', 'scripted']).default('caap'))
    .addOption(new Option('--variant <variant>', 'prompt variant (the paper\'s Figure 5 ablations)').choices(VARIANT_NAMES).default('full'))
    .addOption(new Option('--observer <observer>', 'perception: models = the ONNX detector + understander (screenshot-only); ' +
      'labels = DOM-derived ground-truth labels, EVALUATION ONLY (not a screenshot-only agent)').choices(['models', 'labels']).default('models'))
    .option('--max-steps <k>', 'step budget', intArg('max-steps'), 10)
    .option('--max-tokens <n>', 'token budget of the episode (prompt + completion)', intArg('max-tokens'))
    .option('--trace <dir>', 'write per step the screenshot, overlay, prompt, reply and actions, and index.html')
    .option('--record <file>', 'append the episode record as one JSON line to this file')
    .option('--json', 'print the episode record as JSON on stdout')
    .option('--dry-run', 'print the first step\'s prompt and its size in tokens; call no model')
    .option('--model <name>', 'model name (default $CAAP_MODEL, else gpt-4o; the deployment on Azure)')
    .option('--temperature <t>', 'sampling temperature', (v) => Number(v), 0)
    .option('--max-completion-tokens <n>', 'completion token limit per call', intArg('max-completion-tokens'), 2048)
    .addOption(new Option('--max-tokens-field <field>', 'request field for that limit').choices(['max_tokens', 'max_completion_tokens']).default('max_tokens'))
    .option('--no-function-calling', 'describe the actions as text instead of tools (endpoints without function calling)')
    .addOption(new Option('--cache-mode <mode>', 'LLM record/replay cache').choices([...CACHE_MODES]).default('off'))
    .option('--cache-dir <dir>', 'cache folder', '.cache/llm')
    .addOption(new Option('--scale <k>', 'device scale of the screenshots (2 is what the vision models read best: scale 1 is upsampled)').choices(['1', '2', '3']).default(2).argParser(Number))
    .option('--llm-timeout-ms <ms>', 'timeout of one LLM request', intArg('llm-timeout-ms'), 120_000)
    .option('--retries <n>', 'retries of a failed LLM request (429, 5xx, timeouts, connection errors)', intArg('retries'), 4)
    .option('--quiet', 'no per-step lines')
    .addHelpText('after', `
Environment: OPENAI_BASE_URL, OPENAI_API_KEY, CAAP_MODEL select any OpenAI-compatible endpoint;
Azure OpenAI: AZURE_OPENAI_ENDPOINT, AZURE_OPENAI_API_KEY, OPENAI_API_VERSION, AZURE_OPENAI_DEPLOYMENT.

Examples:
  caap run --task click-button --seed 7 --observer labels --dry-run
  OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap run --task click-button --seed 7 --observer labels --trace runs/t1
  caap run --task choose-list --seed 3 --observer labels --cache-mode replay --cache-dir runs/session`)
    .action(async (cli: RunOpts & PromptCliOptions) => {
      // The request shape of the CAAP policy: tools listed for their definitions, tool_choice "none", actions read from the text.
      const promptConfig = promptConfigFromCli(cli);
      const o: RunOpts = { ...cli, toolChoice: 'none', promptConfig, batchStop: batchStopOf(promptConfig) };
      const log = (l: string) => { if (!o.quiet) console.error(l); };
      if (o.observer === 'models') assertModelFiles();
      const host = await BrowserHost.start();
      try {
        const ep = await host.openEpisode({ task: o.task, seed: o.seed, suite: o.suite as 'embedded', miniwobDir: o.miniwobDir, scale: o.scale });
        try {
          if (o.dryRun) {
            console.log(await dryRunPrompt(ep, o));
            return;
          }
          const rec = await runEpisode(ep, o, log);
          if (o.record) {
            mkdirSync(path.dirname(path.resolve(o.record)), { recursive: true });
            appendFileSync(o.record, `${JSON.stringify(rec)}\n`);
          }
          if (o.json) console.log(JSON.stringify(rec));
          else {
            console.log(`reward ${rec.reward.toFixed(3)} (raw ${rec.rawReward}) · ${rec.doneReason}${rec.error ? `: ${rec.error}` : ''} · ` +
              `${rec.steps.length} steps · ${rec.tokens.prompt}+${rec.tokens.completion} tokens · ${rec.wallMs} ms`);
          }
          if (o.trace) log(`trace: ${path.resolve(o.trace, 'index.html')}`);
        } finally {
          await ep.close();
        }
      } finally {
        await host.close();
      }
    });
}
