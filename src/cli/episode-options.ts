/**
 * Options shared by `caap run` and `caap sweep`: BOTH commands register them from this one
 * module and resolve them with the functions below, so a run and a sweep of the same
 * options run the same episodes. Add an option that changes how an episode runs here, not
 * in run.ts or sweep.ts. Two parts:
 *   - the prompt part (preset, switches, demos, batch stop): addPromptOptions /
 *     promptConfigFromCli, owned by the CAAP prompt work (src/policies/caap/prompt-config.ts);
 *   - the episode and LLM part (policy, variant, observer, budgets, model and request
 *     settings): addEpisodeOptions / episodeSettingsFromCli / llmSettingsFromCli, owned by
 *     the run/sweep seam (src/episode/).
 * Each command calls the add* functions once and the matching *FromCli functions on the
 * parsed options. The environment (the LLM endpoint) is read by the command and passed in.
 *
 * @example
 *   addEpisodeOptions(addPromptOptions(program.command('run')), { policyDefault: 'caap' })
 *   // caap run --task click-button --seed 7 --preset caap-plus --without reask --demos 2 --episode-budget 120
 *   const cfg = promptConfigFromCli(opts)          // PromptConfig (zod-checked), recorded with every episode
 *   const batchStop = batchStopOf(cfg)             // 'any-change' under the paper preset
 *   const llm = llmConfigFromEnv(process.env, llmOverrides(llmSettingsFromCli(opts)))
 */
import { InvalidArgumentError as CommanderArgumentError, Option, type Command } from 'commander';
import { CACHE_MODES, type CacheMode } from '../llm/cache.js';
import type { LlmConfig } from '../llm/config.js';
import { VARIANT_NAMES, type Variant } from '../policies/caap/prompter.js';
import { POLICIES, POLICY_NAMES } from '../episode/policies.js';
import { OBSERVER_KINDS, type EpisodeSettings, type LlmSettings, type ObserverKind } from '../episode/settings.js';
import { batchStopOf } from '../policies/caap/prompt-config.js';
import {
  MAX_DEMOS_PER_TASK, PAPER_DEMOS_PER_TASK, PRESET_NAMES, resolvePromptConfig, SWITCH_CLI_NAMES, SWITCH_NAMES, SWITCHES, type PromptConfig,
} from '../policies/caap/prompt-config.js';
import { BUILT_IN_LLM_NAMES, BUILT_IN_MODELS, type BuiltInLlmName } from './built-in-llm.js';
import { intArg, scaleOption } from './options.js';

export interface PromptCliOptions {
  preset: string;
  with?: string;
  without?: string;
  demos: number;
  /** Alias of --with / --without ids-batch-stop (kept for scripts that used it). */
  batchStop?: 'ids' | 'any-change';
}

function demosArg(v: string): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n < 0 || n > MAX_DEMOS_PER_TASK) {
    throw new CommanderArgumentError(`--demos must be a number from 0 to ${MAX_DEMOS_PER_TASK}`);
  }
  return n;
}

const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** --preset, --with, --without, --demos, --batch-stop. */
export function addPromptOptions(cmd: Command): Command {
  const switches = SWITCH_NAMES.map((s) => `  ${SWITCHES[s].cli.padEnd(18)} ${SWITCHES[s].what}`).join('\n');
  return cmd
    .addOption(new Option('--preset <name>', 'prompt and loop preset: paper = every choice as the CAAP paper describes it; ' +
      'caap-plus = the paper plus every addition of ours (see --with)').choices([...PRESET_NAMES]).default('paper'))
    .option('--with <switches>', `turn switches on, comma-separated (${SWITCH_CLI_NAMES.join(', ')})`)
    .option('--without <switches>', 'turn switches off, comma-separated')
    .option('--demos <n>', `mean demonstrations per task, 0-${MAX_DEMOS_PER_TASK}; each task gets round(n x its complexity / the mean ` +
      `complexity), 0-5 (src/policies/caap/demos.ts)`, demosArg, PAPER_DEMOS_PER_TASK)
    .addOption(new Option('--batch-stop <mode>', 'same as --with ids-batch-stop (ids) or --without ids-batch-stop (any-change); ' +
      'default: the preset\'s').choices(['ids', 'any-change']))
    .addHelpText('after', `\nPrompt switches (the paper preset has only keys-and-scroll on; caap-plus has all on):\n${switches}\n`);
}

/** The prompt configuration the options give (a typed error for unknown or clashing switches). */
export function promptConfigFromCli(o: PromptCliOptions): PromptConfig {
  const on = list(o.with);
  const off = list(o.without);
  if (o.batchStop === 'ids') on.push('ids-batch-stop');
  if (o.batchStop === 'any-change') off.push('ids-batch-stop');
  return resolvePromptConfig({ preset: o.preset, with: on, without: off, demos: o.demos });
}

/** The episode and LLM options, as commander parses them. */
export interface EpisodeCliOptions {
  policy: string;
  variant: Variant;
  observer: ObserverKind;
  maxSteps: number;
  maxTokens?: number;
  /** Seconds. */
  episodeBudget: number;
  scale: number;
  model?: string;
  /** A built-in model (src/cli/built-in-llm.ts) instead of the environment's endpoint. */
  llm?: BuiltInLlmName;
  temperature: number;
  maxCompletionTokens: number;
  functionCalling: boolean;
  llmTimeoutMs: number;
  retries: number;
  cacheMode: CacheMode;
  cacheDir: string;
}

/** The default wall-clock budget of one episode, in seconds (run and sweep). */
export const DEFAULT_EPISODE_BUDGET_S = 300;

/**
 * --policy, --variant, --observer, --max-steps, --max-tokens, --episode-budget, --scale, and the
 * LLM request options. `policyDefault` undefined makes --policy mandatory (the sweep).
 */
export function addEpisodeOptions(cmd: Command, o: { policyDefault?: string } = {}): Command {
  const policies = POLICY_NAMES.map((n) => `${n} = ${POLICIES[n].summary}`).join('; ');
  const policy = new Option('--policy <policy>', `policy: ${policies}`).choices(POLICY_NAMES);
  return cmd
    .addOption(o.policyDefault ? policy.default(o.policyDefault) : policy.makeOptionMandatory())
    .addOption(new Option('--variant <variant>', 'CAAP prompt variant (the paper\'s Figure 5 ablations)').choices(VARIANT_NAMES).default('full'))
    .addOption(new Option('--observer <observer>', 'perception: models = the ONNX detector + understander (screenshot-only); ' +
      'labels = DOM-derived ground-truth labels, EVALUATION ONLY (not a screenshot-only agent)').choices([...OBSERVER_KINDS]).default('models'))
    .option('--max-steps <k>', 'step budget of an episode', intArg('max-steps', { min: 1 }), 10)
    .option('--max-tokens <n>', 'token budget of an episode (prompt + completion)', intArg('max-tokens', { min: 1 }))
    .option('--episode-budget <s>', 'wall-clock budget of an episode in seconds; over it the episode ends as an error record',
      positiveIntArg('episode-budget'), DEFAULT_EPISODE_BUDGET_S)
    .addOption(scaleOption())
    .option('--model <name>', 'LLM model name (default $CAAP_MODEL, else gpt-4o; the deployment on Azure)')
    .addOption(new Option('--llm <built-in>', 'answer with a built-in model served in this process on 127.0.0.1 instead of the ' +
      `environment's endpoint (offline, no key): scripted = the scripted policy's choice read from the prompt, recorded as model ` +
      `"${BUILT_IN_MODELS.scripted}" (same as OPENAI_BASE_URL=scripted:)`).choices([...BUILT_IN_LLM_NAMES]))
    .option('--temperature <t>', 'sampling temperature', numberArg('temperature'), 0)
    .option('--max-completion-tokens <n>', 'completion token limit per LLM call', intArg('max-completion-tokens', { min: 1 }), 2048)
    .option('--no-function-calling', 'describe the actions as text instead of tools (endpoints without function calling)')
    .option('--llm-timeout-ms <ms>', 'timeout of one LLM request', intArg('llm-timeout-ms', { min: 1 }), 120_000)
    .option('--retries <n>', 'retries of a failed LLM request (429, 5xx, timeouts, connection errors)', intArg('retries', { min: 0, max: 100 }), 4)
    .addOption(new Option('--cache-mode <mode>', 'LLM record/replay cache').choices([...CACHE_MODES]).default('off'))
    .option('--cache-dir <dir>', 'LLM cache folder', '.cache/llm');
}

function positiveIntArg(name: string) {
  const int = intArg(name);
  return (v: string): number => {
    const n = int(v);
    if (n <= 0) throw new CommanderArgumentError(`${name} must be a positive integer`);
    return n;
  };
}

function numberArg(name: string) {
  return (v: string): number => {
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n)) throw new CommanderArgumentError(`${name} must be a number`);
    return n;
  };
}

/** The settings of one episode of `task` and `seed` (the prompt configuration decides the batch stop). */
export function episodeSettingsFromCli(o: EpisodeCliOptions, promptConfig: PromptConfig, id: { task: string; seed: number }): EpisodeSettings {
  return {
    task: id.task, seed: id.seed, policy: o.policy, variant: o.variant, observer: o.observer, maxSteps: o.maxSteps,
    ...(o.maxTokens !== undefined ? { maxTokens: o.maxTokens } : {}), batchStop: batchStopOf(promptConfig), functionCalling: o.functionCalling,
    promptConfig, budgetMs: o.episodeBudget * 1000,
  };
}

/**
 * How the LLM is asked. tool_choice is "none": the CAAP request shape lists the tools for their
 * definitions and reads the actions from the text of the reply.
 */
export function llmSettingsFromCli(o: EpisodeCliOptions & { maxTokensField?: LlmConfig['maxTokensField'] }): LlmSettings {
  return {
    ...(o.model ? { model: o.model } : {}), temperature: o.temperature, maxCompletionTokens: o.maxCompletionTokens,
    maxTokensField: o.maxTokensField ?? 'max_tokens', functionCalling: o.functionCalling, toolChoice: 'none', cacheMode: o.cacheMode,
    cacheDir: o.cacheDir, timeoutMs: o.llmTimeoutMs, retries: o.retries,
  };
}
