/**
 * Policies of your own, without forking: a JavaScript module (ESM) whose default export is
 * `definePolicy({...})` (policy-entry.ts) is loaded from its path, checked and registered
 * under its declared name, exactly as the built-ins are. `caap run --policy ./my-policy.js`
 * and `caap sweep --policy ./my-policy.js` load it through here; a sweep's episode hosts load
 * it again from the path in the plan and refuse a file whose SHA-256 changed since the plan
 * was written (the hash is in every record's configuration and in the configuration key).
 *
 * A harness module (scripts/layers/rules.mjs lists it): it imports code the layering check
 * cannot see. The check covers this repository's agent path; a loaded policy gets only what
 * the Policy contract hands it (pixels, the element list, the goal, the history), and what
 * else it imports is its author's business.
 *
 * @example
 *   const def = await loadPolicyModule('./my-policy.js')   // registered: resolveEpisodeConfig({ policy: def.name }) works
 *   def.module                                             // { path: '/abs/my-policy.js', sha256: '…' }
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { InvalidArgumentError } from '../errors.js';
import type { EpisodeConfig } from './config.js';
import { definePolicy, type PolicyDeclaration, type PolicyDefinition } from './policy-entry.js';
import { isRegisteredPolicy, policyEntry, registerPolicy } from './policies.js';

/** True for a --policy value that names a file rather than a registered policy: ./x.js, ../x.mjs, /abs/x.js, x.js. */
export function isPolicyModulePath(value: string): boolean {
  return /^(\.{1,2}[\\/]|[\\/])/.test(value) || /\.(m?js|cjs)$/.test(value);
}

const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Loads, checks and registers the policy of a module file; resolves relative paths against `cwd`. */
export async function loadPolicyModule(specifier: string, cwd = process.cwd()): Promise<PolicyDefinition<unknown>> {
  const file = path.resolve(cwd, specifier);
  if (!existsSync(file) || !statSync(file).isFile()) throw new InvalidArgumentError(`Policy module ${file} not found (from --policy ${specifier})`);
  if (/\.tsx?$/.test(file)) throw new InvalidArgumentError(`Policy module ${file} is TypeScript: compile it to JavaScript first (tsc), then pass the .js file`);
  const sha256 = sha256Of(file);
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (e) {
    throw new InvalidArgumentError(`Policy module ${file} failed to load: ${(e as Error).message}`);
  }
  const declared = mod.default ?? mod.policy;
  if (declared === undefined) {
    throw new InvalidArgumentError(`Policy module ${file} has no default export: write \`export default definePolicy({ name, summary, create })\``);
  }
  const def = definePolicy(declared as PolicyDeclaration<unknown>);
  if (def.cli) {
    throw new InvalidArgumentError(`Policy module ${file}: a module's options come from --policy-options '<json>', not from command-line flags (drop cli)`);
  }
  return registerPolicy({ ...def, module: { path: file, sha256 } });
}

/**
 * Makes sure the configuration's policy is registered: a module policy named in a plan or a
 * record is loaded from its path, and refused when the file is not the one the plan hashed.
 */
export async function ensurePolicyRegistered(config: Pick<EpisodeConfig, 'policy' | 'policyModule'>): Promise<void> {
  const m = config.policyModule;
  if (!m) {
    policyEntry(config.policy); // a typed error for an unknown name
    return;
  }
  if (isRegisteredPolicy(config.policy) && policyEntry(config.policy).module?.sha256 === m.sha256) return;
  if (!existsSync(m.path)) throw new InvalidArgumentError(`Policy module ${m.path} of policy "${config.policy}" is gone`);
  const now = sha256Of(m.path);
  if (now !== m.sha256) {
    throw new InvalidArgumentError(`Policy module ${m.path} changed since the configuration was made (sha256 ${m.sha256.slice(0, 12)} then, ` +
      `${now.slice(0, 12)} now): start a new run, or restore the file`);
  }
  const def = await loadPolicyModule(m.path);
  if (def.name !== config.policy) throw new InvalidArgumentError(`Policy module ${m.path} declares "${def.name}", the configuration names "${config.policy}"`);
}
