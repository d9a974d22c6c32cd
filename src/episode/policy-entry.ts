/**
 * What a policy brings to the registry (policies.ts): its name, whether it needs an LLM, its
 * own options (a zod schema with defaults, and optionally their command-line form) and how it
 * is made for an episode. The built-in policies are declared with `definePolicy` like a
 * policy of your own: a module whose default export is `definePolicy({...})` runs with
 * `caap run --policy ./my-policy.js` and `caap sweep --policy ./my-policy.js` (policy-module.ts
 * loads it), without forking the repository.
 *
 * @example
 *   // my-policy.js: click the first button on the screen, then stop
 *   import { definePolicy } from 'caap'
 *   export default definePolicy({
 *     name: 'first-button',
 *     summary: 'clicks the first button it sees',
 *     create: () => ({
 *       name: 'first-button', model: '',
 *       async decide({ elements }) {
 *         const b = elements.find((e) => e.type === 'button')
 *         return b ? { actions: [{ name: 'click_element', args: { element_id: b.id } }] }
 *                  : { actions: [], error: { code: 'NO_ACTION', message: 'no button on screen' } }
 *       },
 *     }),
 *   })
 */
import { z } from 'zod';
import type { LlmClient } from '../llm/client.js';
import type { Policy } from '../agent/policy.js';
import type { PolicyCli } from '../agent/policy-options.js';
import { InvalidArgumentError } from '../errors.js';
import type { EpisodeConfig, EpisodeId } from './config.js';
import type { EpisodeEstimate } from '../agent/episode-estimate.js';

export interface PolicyEntry<O = unknown> {
  /** One line for --help. */
  summary: string;
  needsLlm: boolean;
  /** The policy's options: validated, defaults filled, recorded whole in EpisodeConfig.options. */
  options: z.ZodType<O>;
  /** Its command-line options (absent: none; options then come only from --policy-options). */
  cli?: PolicyCli<O>;
  create(p: { id: EpisodeId; options: O; llm: LlmClient | null }): Policy;
  /** A few words for labels and tables ('' or absent: the name says it all). */
  label?(options: O): string;
  /**
   * What an episode of each task is expected to cost in tokens, from the policy's own prompts
   * (the sweep's cost plan); absent: the policy gives no estimate and the plan says so.
   */
  estimate?(tasks: string[], config: EpisodeConfig): EpisodeEstimate[];
}

/** A policy as declared: its registry entry and the name it is registered under. */
export interface PolicyDefinition<O = unknown> extends PolicyEntry<O> {
  readonly name: string;
  /** Set by the module loader: the file the policy came from and its SHA-256 (recorded in every episode's configuration). */
  readonly module?: { path: string; sha256: string };
}

/** What `definePolicy` takes: `needsLlm` defaults to false, `options` to an empty object schema. */
export type PolicyDeclaration<O> = Omit<PolicyEntry<O>, 'needsLlm' | 'options'> & {
  name: string;
  needsLlm?: boolean;
  options?: z.ZodType<O>;
};

/** Policy names: what a command line, a file name and a table cell can all hold. */
export const POLICY_NAME_PATTERN = /^[a-z0-9][a-z0-9+._-]{0,63}$/;

const NO_OPTIONS = z.object({}).strict();

/**
 * Declares a policy (checked at run time too: a module written in plain JavaScript gets a
 * clear error for a missing `create` or a bad name, not a crash in the middle of an episode).
 */
export function definePolicy<O = Record<string, never>>(d: PolicyDeclaration<O>): PolicyDefinition<O> {
  const where = `policy ${typeof d?.name === 'string' ? `"${d.name}"` : '(unnamed)'}`;
  if (typeof d !== 'object' || d === null) throw new InvalidArgumentError('definePolicy needs an object: { name, summary, create }');
  if (typeof d.name !== 'string' || !POLICY_NAME_PATTERN.test(d.name)) {
    throw new InvalidArgumentError(`${where}: name must match ${POLICY_NAME_PATTERN} (lower-case letters, digits, + . _ -)`);
  }
  if (typeof d.create !== 'function') throw new InvalidArgumentError(`${where}: create({ id, options, llm }) must be a function returning a Policy`);
  if (d.options !== undefined && typeof (d.options as { safeParse?: unknown }).safeParse !== 'function') {
    throw new InvalidArgumentError(`${where}: options must be a zod schema`);
  }
  return {
    ...d,
    summary: typeof d.summary === 'string' && d.summary ? d.summary : `${d.name} (a policy module)`,
    needsLlm: d.needsLlm ?? false,
    options: d.options ?? (NO_OPTIONS as unknown as z.ZodType<O>),
  };
}

/** Checks that `create` gave something the step loop can drive. */
export function checkPolicyObject(name: string, p: unknown): Policy {
  const o = p as Partial<Policy> | null;
  if (typeof o !== 'object' || o === null || typeof o.decide !== 'function') {
    throw new InvalidArgumentError(`policy "${name}": create() must return an object with decide(input) (the Policy contract, agent/policy.ts)`);
  }
  if (typeof o.name !== 'string' || typeof o.model !== 'string') {
    throw new InvalidArgumentError(`policy "${name}": the object create() returns needs string fields name and model ('' for no model)`);
  }
  return o as Policy;
}
