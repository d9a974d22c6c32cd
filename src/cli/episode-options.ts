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
import { InvalidArgumentError as CommanderArgumentError, Option, type Command } from 'commander';
import { CACHE_MODES } from '../llm/cache.js';
import { LLM_REQUEST_DEFAULTS } from '../llm/config.js';
import { InvalidArgumentError } from '../errors.js';
import { POLICIES, POLICY_NAMES, policyEntry, resolveEpisodeConfig, type PolicyEntry } from '../episode/policies.js';
import { DEFAULT_EPISODE_BUDGET_MS, EpisodeConfigSchema, OBSERVER_KINDS, type EpisodeConfig, type ObserverKind } from '../episode/config.js';
import { BUILT_IN_LLM_NAMES, BUILT_IN_MODELS, type BuiltInLlmName } from './built-in-llm.js';
import { intArg, scaleOption } from './options.js';

/** The generic episode options, as commander parses them (a policy's own options ride along by their names). */
export interface EpisodeCliOptions {
  policy: string;
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
const entries = () => POLICY_NAMES.map((name) => [name, POLICIES[name] as PolicyEntry<unknown>] as const);

/** Every policy option as a commander Option, with the policies that declare it. */
function policyOptions(): { option: Option; policies: string[] }[] {
  const byFlags = new Map<string, { option: Option; policies: string[] }>();
  for (const [name, e] of entries()) {
    for (const o of e.cli?.options ?? []) {
      const seen = byFlags.get(o.flags);
      if (seen) { seen.policies.push(name); continue; }
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
  const policies = POLICY_NAMES.map((n) => `${n} = ${POLICIES[n].summary}`).join('; ');
  const policy = new Option('--policy <policy>', `policy: ${policies}`).choices(POLICY_NAMES);
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
    .option('--cache-dir <dir>', 'LLM cache folder', l.cacheDir);
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
    options: cli ? cli.read(values) : {},
    observer: o.observer,
    scale: o.scale,
    maxSteps: o.maxSteps,
    ...(o.maxTokens !== undefined ? { episodeTokens: o.maxTokens } : {}),
    budgetMs: o.episodeBudget * 1000,
    llm: {
      ...(o.model ? { model: o.model } : {}), temperature: o.temperature, maxCompletionTokens: o.maxCompletionTokens, maxTokensField: o.maxTokensField,
      functionCalling: o.functionCalling, timeoutMs: o.llmTimeoutMs, retries: o.retries, cacheMode: o.cacheMode, cacheDir: o.cacheDir,
    },
  });
}
