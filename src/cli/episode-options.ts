/**
 * The options of one episode, shared by `caap run` and `caap sweep`: both register them from
 * this one module and turn them into the one configuration (src/episode/config.ts) with
 * `episodeConfigFromCli`, so a run and a sweep of the same options run the same episodes. The
 * generic options (policy, observer, budgets, how the LLM is asked) are written here with the
 * defaults of their schemas; each policy's own options come from its registry entry
 * (src/episode/policies.ts) and are refused when given to another policy.
 *
 * @example
 *   addEpisodeOptions(program.command('run'), { policyDefault: 'caap' })
 *   // caap run --task click-button --seed 7 --preset caap-plus --without reask --demos 2 --episode-budget 120
 *   const config = episodeConfigFromCli(opts)       // EpisodeConfig: { policy: 'caap', options: { variant, prompt }, llm: {...}, ... }
 *   const llm = llmConfigFromEnv(process.env, llmOverrides(config.llm))
 */
import { readFileSync } from 'node:fs';
import { InvalidArgumentError as CommanderArgumentError, Option, type Command } from 'commander';
import { CACHE_MODES } from '../llm/cache.js';
import { LLM_REQUEST_DEFAULTS } from '../llm/config.js';
import { InvalidArgumentError } from '../errors.js';
import { POLICY_NAMES, policyEntry, registeredPolicies, resolveEpisodeConfig } from '../episode/policies.js';
import { isPolicyModulePath, loadPolicyModule } from '../episode/policy-module.js';
import { DEFAULT_EPISODE_BUDGET_MS, EpisodeConfigSchema, OBSERVER_KINDS, type EpisodeConfig, type ObserverKind } from '../episode/config.js';
import { BUILT_IN_LLM_NAMES, BUILT_IN_MODELS, type BuiltInLlmName } from './built-in-llm.js';
import { intArg, scaleOption } from './options.js';

/** The generic episode options, as commander parses them (a policy's own options ride along by their names). */
export interface EpisodeCliOptions {
  /** A registered policy's name (a module path given to --policy is loaded and replaced by its name before the action runs). */
  policy: string;
  /** JSON of the policy's options, or @file holding it: read by the policy's own schema, over its flags' values. */
  policyOptions?: string;
  observer: ObserverKind;
  maxSteps: number;
  /** The episode's token budget (EpisodeConfig.episodeTokens). */
  maxTokens?: number;
  /** Seconds. */
  episodeBudget: number;
  scale: number;
  model?: string;
  /** A built-in model (src/cli/built-in-llm.ts) instead of the environment's endpoint. */
  llm?: BuiltInLlmName;
  temperature: number;
  maxCompletionTokens: number;
  maxTokensField: EpisodeConfig['llm']['maxTokensField'];
  functionCalling: boolean;
  llmTimeoutMs: number;
  retries: number;
  cacheMode: EpisodeConfig['llm']['cacheMode'];
  cacheDir: string;
}

const DEFAULTS = EpisodeConfigSchema.parse({ policy: 'scripted' });
const entries = () => registeredPolicies().map((e) => [e.name, e] as const);

/** Every policy option as a commander Option, with the policies that declare it. */
function policyOptions(): { option: Option; policies: string[] }[] {
  const byFlags = new Map<string, { option: Option; policies: string[] }>();
  for (const [name, e] of entries()) {
    for (const o of e.cli?.options ?? []) {
      const seen = byFlags.get(o.flags);
      if (seen) {
        seen.policies.push(name);
        continue;
      }
      const option = new Option(o.flags, o.description);
      if (o.choices) option.choices([...o.choices]);
      if (o.parse) {
        const parse = o.parse;
        option.argParser((v: string) => {
          try {
            return parse(v);
          } catch (err) {
            throw new CommanderArgumentError((err as Error).message);
          }
        });
      }
      byFlags.set(o.flags, { option, policies: [name] });
    }
  }
  return [...byFlags.values()];
}

/**
 * --policy, --observer, --max-steps, --max-tokens, --episode-budget, --scale, the LLM request
 * options and every policy's own options. `policyDefault` undefined makes --policy mandatory (the sweep).
 */
export function addEpisodeOptions(cmd: Command, o: { policyDefault?: string } = {}): Command {
  const policies = POLICY_NAMES.map((n) => `${n} = ${policyEntry(n).summary}`).join('; ');
  const policy = new Option('--policy <policy>', `policy: ${policies}; or the path of a policy module of your own ` +
    '(./my-policy.js, whose default export is definePolicy({...}); docs/library.md)');
  const l = LLM_REQUEST_DEFAULTS;
  cmd
    .addOption(o.policyDefault ? policy.default(o.policyDefault) : policy.makeOptionMandatory())
    .addOption(new Option('--observer <observer>', 'perception: models = the ONNX detector + understander (screenshot-only); ' +
      'labels = DOM-derived ground-truth labels, EVALUATION ONLY (not a screenshot-only agent)').choices([...OBSERVER_KINDS]).default(DEFAULTS.observer))
    .option('--max-steps <k>', 'step budget of an episode', intArg('max-steps', { min: 1 }), DEFAULTS.maxSteps)
    .option('--max-tokens <n>', 'token budget of an episode (prompt + completion, all calls)', intArg('max-tokens', { min: 1 }))
    .option('--episode-budget <s>', 'wall-clock budget of an episode in seconds; over it the episode ends as an error record',
      intArg('episode-budget', { min: 1 }), DEFAULT_EPISODE_BUDGET_MS / 1000)
    .addOption(scaleOption())
    .option('--model <name>', 'LLM model name (default $CAAP_MODEL, else gpt-4o; the deployment on Azure)')
    .addOption(new Option('--llm <built-in>', 'answer with a built-in model served in this process on 127.0.0.1 instead of the ' +
      `environment's endpoint (offline, no key): scripted = the scripted policy's choice read from the prompt, recorded as model ` +
      `"${BUILT_IN_MODELS.scripted}" (same as OPENAI_BASE_URL=scripted:); it measures plumbing, never a method`).choices([...BUILT_IN_LLM_NAMES]))
    .option('--temperature <t>', 'sampling temperature', numberArg('temperature'), l.temperature)
    .option('--max-completion-tokens <n>', 'completion token limit per LLM call', intArg('max-completion-tokens', { min: 1 }), l.maxCompletionTokens)
    .addOption(new Option('--max-tokens-field <field>', 'request field for the completion token limit')
      .choices(['max_tokens', 'max_completion_tokens']).default(l.maxTokensField))
    .option('--no-function-calling', 'describe the actions as text instead of tools (endpoints without function calling)')
    .option('--llm-timeout-ms <ms>', 'timeout of one LLM request', intArg('llm-timeout-ms', { min: 1 }), l.timeoutMs)
    .option('--retries <n>', 'retries of a failed LLM request (429, 5xx, timeouts, connection errors)', intArg('retries', { min: 0, max: 100 }), l.retries)
    .addOption(new Option('--cache-mode <mode>', 'LLM record/replay cache').choices([...CACHE_MODES]).default(l.cacheMode))
    .option('--cache-dir <dir>', 'LLM cache folder', l.cacheDir)
    .option('--policy-options <json>', "the policy's options as JSON, or @FILE holding them: checked by the policy's own schema " +
      "(the only way to set a policy module's options; over the flags' values for a built-in)");
  // A module path is loaded (and registered) before the command runs; the option then holds its name.
  cmd.hook('preAction', async (c) => {
    const value = c.getOptionValue('policy') as string | undefined;
    if (value === undefined) return;
    if (isPolicyModulePath(value)) c.setOptionValue('policy', (await loadPolicyModule(value)).name);
    else policyEntry(value); // a typed error naming the known policies
  });
  const help: string[] = [];
  for (const { option, policies: owners } of policyOptions()) {
    option.description = `${option.description} [${owners.join(', ')}]`;
    cmd.addOption(option);
  }
  for (const [, e] of entries()) if (e.cli?.help) help.push(e.cli.help);
  if (help.length) cmd.addHelpText('after', help.join(''));
  return cmd;
}

function numberArg(name: string) {
  return (v: string): number => {
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n)) throw new CommanderArgumentError(`${name} must be a number`);
    return n;
  };
}

/**
 * The configuration the options give: the policy's options read by its entry (a policy's
 * option given to another policy is refused with its owner named), the rest from the generic
 * options; validated whole.
 */
export function episodeConfigFromCli(o: EpisodeCliOptions): EpisodeConfig {
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(o));
  const foreign = policyOptions().filter(({ option, policies }) => !policies.includes(o.policy) && values[option.attributeName()] !== undefined);
  if (foreign.length) {
    const f = foreign[0]!;
    throw new InvalidArgumentError(`${f.option.long} is an option of the ${f.policies.join(' and ')} policy, not of ${o.policy}`);
  }
  const cli = policyEntry(o.policy).cli;
  return resolveEpisodeConfig({
    policy: o.policy,
    options: { ...(cli ? (cli.read(values) as Record<string, unknown>) : {}), ...policyOptionsJson(o.policyOptions) },
    observer: o.observer,
    scale: o.scale,
    maxSteps: o.maxSteps,
    ...(o.maxTokens !== undefined ? { episodeTokens: o.maxTokens } : {}),
    budgetMs: o.episodeBudget * 1000,
    llm: {
      ...(o.model ? { model: o.model } : {}),
      temperature: o.temperature,
      maxCompletionTokens: o.maxCompletionTokens,
      maxTokensField: o.maxTokensField,
      functionCalling: o.functionCalling,
      timeoutMs: o.llmTimeoutMs,
      retries: o.retries,
      cacheMode: o.cacheMode,
      cacheDir: o.cacheDir,
    },
  });
}

/** The --policy-options value: a JSON object, given inline or as @file. */
function policyOptionsJson(value: string | undefined): Record<string, unknown> {
  if (value === undefined) return {};
  let text = value;
  if (value.startsWith('@')) {
    try {
      text = readFileSync(value.slice(1), 'utf8');
    } catch (e) {
      throw new InvalidArgumentError(`--policy-options ${value}: cannot read the file (${(e as Error).message})`);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new InvalidArgumentError(`--policy-options is not JSON: ${(e as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new InvalidArgumentError('--policy-options must be a JSON object');
  return parsed as Record<string, unknown>;
}
