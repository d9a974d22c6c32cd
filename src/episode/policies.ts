/**
 * The policy registry: every policy `caap run`, `caap sweep` and the tests can name. An entry
 * declares what a policy brings: whether it needs an LLM, its own options (a zod schema with
 * defaults, and their command-line form) and how it is made. The policy object declares the
 * rest itself (agent/policy.ts): its loop rules and what it adds to the episode record.
 * A built-in is one `definePolicy` here (and its folder under src/policies/); a policy of
 * your own is a module with the same declaration as its default export, loaded by
 * policy-module.ts from `--policy ./my-policy.js` and registered the same way. No other
 * generic module names a policy or its options.
 *
 * @example
 *   const config = resolveEpisodeConfig({ policy: 'caap', options: { variant: 'no-cot' } })   // options filled by the caap schema
 *   const policy = createPolicy({ task: 'click-button', seed: 7 }, config, new LlmClient(llmConfig))
 *   policy.promptRecord?.()          // what the record keeps of its prompt: { label: 'paper', config: {...}, demos: 0 }
 */
import type { LlmClient } from '../llm/client.js';
import type { Policy } from '../agent/policy.js';
import { InvalidArgumentError, LlmNotConfiguredError } from '../errors.js';
import { CaapPolicy } from '../policies/caap/caap-policy.js';
import { CAAP_CLI, caapOptionsLabel, CaapOptionsSchema, type CaapOptions } from '../policies/caap/options.js';
import { estimateEpisodes } from '../policies/caap/token-estimate.js';
import { ScriptedOptionsSchema, type ScriptedOptions } from '../policies/scripted/options.js';
import { ScriptedPolicy } from '../policies/scripted/scripted-policy.js';
import { STRATEGY_POLICIES } from './strategy-policies.js';
import { parseEpisodeConfig, type EpisodeConfig, type EpisodeId } from './config.js';
import { checkPolicyObject, definePolicy, type PolicyDefinition, type PolicyEntry } from './policy-entry.js';

export { definePolicy, type PolicyDefinition, type PolicyEntry } from './policy-entry.js';

const registry = new Map<string, PolicyDefinition<unknown>>();
const BUILT_IN = new Set<string>();

/**
 * Adds a policy to the registry. A second policy under a taken name is refused (a module
 * cannot shadow a built-in); registering the same definition again (a module loaded twice) is
 * a no-op.
 */
export function registerPolicy<O>(def: PolicyDefinition<O>): PolicyDefinition<O> {
  const seen = registry.get(def.name);
  if (seen && seen !== (def as PolicyDefinition<unknown>)) {
    const same = seen.module && def.module && seen.module.sha256 === def.module.sha256;
    if (same) return seen as PolicyDefinition<O>;
    throw new InvalidArgumentError(
      `A policy named "${def.name}" is already registered${
        BUILT_IN.has(def.name) ? ' (a built-in)' : seen.module ? ` (from ${seen.module.path})` : ''
      }: give yours another name`,
    );
  }
  registry.set(def.name, def as PolicyDefinition<unknown>);
  return def;
}

function builtIn<O>(def: PolicyDefinition<O>): void {
  registerPolicy(def);
  BUILT_IN.add(def.name);
}

// The built-ins register the way a policy module does (definePolicy), in this order (--help lists them so).
builtIn(definePolicy<CaapOptions>({
  name: 'caap',
  summary: 'the LLM with the CAAP prompt (src/policies/caap)',
  needsLlm: true,
  options: CaapOptionsSchema,
  cli: CAAP_CLI,
  create: ({ id, options, llm }) => new CaapPolicy({ llm: llm!, task: id.task, variant: options.variant, promptConfig: options.prompt }),
  label: caapOptionsLabel,
  estimate: estimateEpisodes,
}));
builtIn(definePolicy<ScriptedOptions>({
  name: 'scripted',
  summary: 'hand-written rules on the goal and the element list, no LLM (src/policies/scripted)',
  options: ScriptedOptionsSchema,
  cli: { options: [{ flags: '--batch-stop <mode>', description: "when a reply's actions stop (default any-change)", choices: ['ids', 'any-change'] }],
    read: (v) => ScriptedOptionsSchema.parse(v.batchStop ? { batchStop: v.batchStop } : {}) },
  create: ({ options }) => new ScriptedPolicy(options),
  label: (o) => (o.batchStop === 'any-change' ? '' : `batch stop ${o.batchStop}`),
}));
// screenagent, autoui, dpot, vlm-history, each also as <name>+elements (src/episode/strategy-policies.ts).
for (const [name, e] of Object.entries(STRATEGY_POLICIES)) builtIn(definePolicy({ name, ...e }));

/** The names of the built-in policies, in registry order. */
export const POLICY_NAMES: readonly string[] = [...BUILT_IN];

/** Every registered policy (built-ins first, then loaded modules). */
export function registeredPolicies(): PolicyDefinition<unknown>[] {
  return [...registry.values()];
}

/** The registry entry of a policy name; a typed error naming the known ones. */
export function policyEntry(name: string): PolicyDefinition<unknown> {
  const e = registry.get(name);
  if (!e) {
    throw new InvalidArgumentError(`Unknown policy "${name}" (known: ${[...registry.keys()].join(', ')}; or the path of a policy module, e.g. ./my-policy.js)`);
  }
  return e;
}

export function isRegisteredPolicy(name: string): boolean {
  return registry.has(name);
}

export function needsLlm(name: string): boolean {
  return policyEntry(name).needsLlm;
}

/**
 * A whole configuration from what a caller gives: the generic fields' defaults, and the
 * policy's options validated and completed by the policy's own schema.
 */
export function resolveEpisodeConfig(input: unknown): EpisodeConfig {
  const config = parseEpisodeConfig(input);
  const r = policyEntry(config.policy).options.safeParse(config.options);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new InvalidArgumentError(`Bad options for policy ${config.policy}: ${issue?.message} at ${issue?.path.join('.') || '(top)'}`);
  }
  const module = policyEntry(config.policy).module;
  return { ...config, options: (r.data ?? {}) as Record<string, unknown>, ...(module ? { policyModule: module } : {}) };
}

/** The policy of a configuration; a typed error for an unknown name or a missing LLM. */
export function createPolicy(id: EpisodeId, config: EpisodeConfig, llm: LlmClient | null): Policy {
  const e = policyEntry(config.policy);
  if (e.needsLlm && !llm) throw new LlmNotConfiguredError(`the ${config.policy} policy needs an LLM and none was given`);
  return checkPolicyObject(config.policy, e.create({ id, options: e.options.parse(config.options), llm }));
}

/** The policy's options in a few words (the entry's label), e.g. "caap-plus · variant no-cot"; '' when they are its defaults. */
export function policyOptionsLabel(config: Pick<EpisodeConfig, 'policy' | 'options'>): string {
  const e = registry.get(config.policy);
  const parsed = e?.options.safeParse(config.options);
  return e?.label && parsed?.success ? e.label(parsed.data) : '';
}

/** The policy and its options in a few words, e.g. "caap · caap-plus · variant no-cot". */
export function policyLabel(config: Pick<EpisodeConfig, 'policy' | 'options'>): string {
  return [config.policy, policyOptionsLabel(config)].filter(Boolean).join(' · ');
}
