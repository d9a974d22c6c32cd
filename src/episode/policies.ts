/**
 * The policy registry: every policy `caap run`, `caap sweep` and the tests can name. An entry
 * declares what a policy brings: whether it needs an LLM, its own options (a zod schema with
 * defaults, and their command-line form) and how it is made. The policy object declares the
 * rest itself (agent/policy.ts): its loop rules and what it adds to the episode record.
 * A new policy is one entry here (and its folder under src/policies/); no other generic module
 * names a policy or its options.
 *
 * @example
 *   const config = resolveEpisodeConfig({ policy: 'caap', options: { variant: 'no-cot' } })   // options filled by the caap schema
 *   const policy = createPolicy({ task: 'click-button', seed: 7 }, config, new LlmClient(llmConfig))
 *   policy.promptRecord?.()          // what the record keeps of its prompt: { label: 'paper', config: {...}, demos: 0 }
 */
import type { z } from 'zod';
import type { LlmClient } from '../llm/client.js';
import type { Policy } from '../agent/policy.js';
import type { PolicyCli } from '../agent/policy-options.js';
import { InvalidArgumentError, LlmNotConfiguredError } from '../errors.js';
import { CaapPolicy } from '../policies/caap/caap-policy.js';
import { CAAP_CLI, caapOptionsLabel, CaapOptionsSchema, type CaapOptions } from '../policies/caap/options.js';
import { ScriptedOptionsSchema, type ScriptedOptions } from '../policies/scripted/options.js';
import { ScriptedPolicy } from '../policies/scripted/scripted-policy.js';
import { STRATEGY_POLICIES } from './strategy-policies.js';
import { parseEpisodeConfig, type EpisodeConfig, type EpisodeId } from './config.js';

export interface PolicyEntry<O = unknown> {
  /** One line for --help. */
  summary: string;
  needsLlm: boolean;
  /** The policy's options: validated, defaults filled, recorded whole in EpisodeConfig.options. */
  options: z.ZodType<O>;
  /** Its command-line options (absent: none). */
  cli?: PolicyCli<O>;
  create(p: { id: EpisodeId; options: O; llm: LlmClient | null }): Policy;
  /** A few words for labels and tables ('' or absent: the name says it all). */
  label?(options: O): string;
}

/** Checks the entry's option type against its schema at compile time. */
const entry = <O>(e: PolicyEntry<O>): PolicyEntry<O> => e;

export const POLICIES = {
  caap: entry<CaapOptions>({
    summary: 'the LLM with the CAAP prompt (src/policies/caap)',
    needsLlm: true,
    options: CaapOptionsSchema,
    cli: CAAP_CLI,
    create: ({ id, options, llm }) => new CaapPolicy({ llm: llm!, task: id.task, variant: options.variant, promptConfig: options.prompt }),
    label: caapOptionsLabel,
  }),
  scripted: entry<ScriptedOptions>({
    summary: 'hand-written rules on the goal and the element list, no LLM (src/policies/scripted)',
    needsLlm: false,
    options: ScriptedOptionsSchema,
    cli: { options: [{ flags: '--batch-stop <mode>', description: 'when a reply\'s actions stop (default any-change)', choices: ['ids', 'any-change'] }],
      read: (v) => ScriptedOptionsSchema.parse(v.batchStop ? { batchStop: v.batchStop } : {}) },
    create: ({ options }) => new ScriptedPolicy(options),
    label: (o) => (o.batchStop === 'any-change' ? '' : `batch stop ${o.batchStop}`),
  }),
  // screenagent, autoui, dpot, vlm-history, each also as <name>+elements (src/episode/strategy-policies.ts).
  ...STRATEGY_POLICIES,
} satisfies Record<string, PolicyEntry<unknown>>;

export type PolicyName = keyof typeof POLICIES;
export const POLICY_NAMES = Object.keys(POLICIES) as PolicyName[];

/** The registry entry of a policy name; a typed error naming the known ones. */
export function policyEntry(name: string): PolicyEntry<unknown> {
  const e = (POLICIES as Record<string, PolicyEntry<unknown>>)[name];
  if (!e) throw new InvalidArgumentError(`Unknown policy "${name}" (known: ${POLICY_NAMES.join(', ')})`);
  return e;
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
  return { ...config, options: (r.data ?? {}) as Record<string, unknown> };
}

/** The policy of a configuration; a typed error for an unknown name or a missing LLM. */
export function createPolicy(id: EpisodeId, config: EpisodeConfig, llm: LlmClient | null): Policy {
  const e = policyEntry(config.policy);
  if (e.needsLlm && !llm) throw new LlmNotConfiguredError(`the ${config.policy} policy needs an LLM and none was given`);
  return e.create({ id, options: e.options.parse(config.options), llm });
}

/** The policy's options in a few words (the entry's label), e.g. "caap-plus · variant no-cot"; '' when they are its defaults. */
export function policyOptionsLabel(config: Pick<EpisodeConfig, 'policy' | 'options'>): string {
  const e = (POLICIES as Record<string, PolicyEntry<unknown>>)[config.policy];
  const parsed = e?.options.safeParse(config.options);
  return e?.label && parsed?.success ? e.label(parsed.data) : '';
}

/** The policy and its options in a few words, e.g. "caap · caap-plus · variant no-cot". */
export function policyLabel(config: Pick<EpisodeConfig, 'policy' | 'options'>): string {
  return [config.policy, policyOptionsLabel(config)].filter(Boolean).join(' · ');
}
