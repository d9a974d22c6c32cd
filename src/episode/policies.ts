/**
 * The policy registry: every policy `caap run`, `caap sweep` and the tests can name, whether
 * it needs an LLM, and how it is made from the episode settings. A new policy is one entry
 * here (and its folder under src/policies/).
 *
 * @example
 *   const policy = createPolicy(settings, needsLlm(settings.policy) ? new LlmClient(config) : null)
 */
import type { LlmClient } from '../llm/client.js';
import type { Policy } from '../agent/policy.js';
import type { PromptRecord } from '../agent/record.js';
import { InvalidArgumentError, LlmNotConfiguredError } from '../errors.js';
import { CaapPolicy } from '../policies/caap/caap-policy.js';
import { promptConfigLabel } from '../policies/caap/prompt-config.js';
import { ScriptedPolicy } from '../policies/scripted/scripted-policy.js';
import { STRATEGY_POLICIES } from './strategy-policies.js';
import type { EpisodeSettings } from './settings.js';

export interface PolicyEntry {
  /** One line for --help. */
  summary: string;
  needsLlm: boolean;
  create(settings: EpisodeSettings, llm: LlmClient | null): Policy;
}

export const POLICIES = {
  caap: {
    summary: 'the LLM with the CAAP prompt (src/policies/caap)',
    needsLlm: true,
    create: (s, llm) => new CaapPolicy({ llm: llm!, task: s.task, variant: s.variant, ...(s.promptConfig ? { promptConfig: s.promptConfig } : {}) }),
  },
  scripted: {
    summary: 'hand-written rules on the goal and the element list, no LLM (src/policies/scripted)',
    needsLlm: false,
    create: () => new ScriptedPolicy(),
  },
  // screenagent, autoui, dpot, vlm-history, each also as <name>+elements (src/episode/strategy-policies.ts).
  ...STRATEGY_POLICIES,
} satisfies Record<string, PolicyEntry>;

export type PolicyName = keyof typeof POLICIES;
export const POLICY_NAMES = Object.keys(POLICIES) as PolicyName[];

function entry(name: string): PolicyEntry {
  const e = (POLICIES as Record<string, PolicyEntry>)[name];
  if (!e) throw new InvalidArgumentError(`Unknown policy "${name}" (known: ${POLICY_NAMES.join(', ')})`);
  return e;
}

export function needsLlm(name: string): boolean {
  return entry(name).needsLlm;
}

/** The policy of the settings; a typed error for an unknown name or a missing LLM. */
export function createPolicy(settings: EpisodeSettings, llm: LlmClient | null): Policy {
  const e = entry(settings.policy);
  if (e.needsLlm && !llm) throw new LlmNotConfiguredError(`the ${settings.policy} policy needs an LLM and none was given`);
  return e.create(settings, llm);
}

/** What a policy built its prompt from, for the episode record: the CAAP preset, switches and demos shown; null for policies without a prompt. */
export function promptRecordOf(policy: Policy): PromptRecord | null {
  if (!(policy instanceof CaapPolicy)) return null;
  const cfg = policy.settings.promptConfig;
  return { label: promptConfigLabel(cfg), config: cfg, demos: policy.settings.demos.count };
}
