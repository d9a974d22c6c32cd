/**
 * Policies of your own (issue 39 item 3): definePolicy's checks, the registry's refusal of a
 * taken name, loading a module from its path (and every way a module can be wrong), the hash
 * that ties a configuration to the file, and the command line's --policy path and
 * --policy-options.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { addEpisodeOptions, episodeConfigFromCli, type EpisodeCliOptions } from '../../../src/cli/episode-options.js';
import { measuredPart } from '../../../src/episode/config.js';
import { createPolicy, policyEntry, registerPolicy, resolveEpisodeConfig, POLICY_NAMES } from '../../../src/episode/policies.js';
import { definePolicy } from '../../../src/episode/policy-entry.js';
import { ensurePolicyRegistered, isPolicyModulePath, loadPolicyModule } from '../../../src/episode/policy-module.js';
import { InvalidArgumentError } from '../../../src/errors.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-policy-module-'));
const entryUrl = new URL('../../../src/episode/policy-entry.ts', import.meta.url).href;
let n = 0;
/** Writes a module file and returns its path; `name` is made unique so tests never share a registry name. */
function moduleFile(body: (name: string) => string, ext = '.mjs'): { file: string; name: string } {
  const name = `mine-${process.pid}-${n++}`;
  const file = path.join(dir, `${name}${ext}`);
  writeFileSync(file, body(name));
  return { file, name };
}
const goodModule = (name: string) =>
  `import { definePolicy } from '${entryUrl}';
export default definePolicy({ name: '${name}', summary: 'test', create: () => ({ name: '${name}', model: '', decide: async () => ({ actions: [] }) }) });`;

describe('definePolicy', () => {
  it('fills needsLlm and an empty options schema, and refuses what a plain-JavaScript module can get wrong', () => {
    const d = definePolicy({ name: 'x-1', summary: 's', create: () => ({ name: 'x-1', model: '', decide: async () => ({ actions: [] }) }) });
    expect(d.needsLlm).toBe(false);
    expect(d.options.parse({})).toEqual({});
    expect(() => d.options.parse({ depth: 3 })).toThrow();
    expect(() => definePolicy({ name: 'Bad Name', summary: '', create: () => null as never })).toThrow(/name must match/);
    expect(() => definePolicy({ name: 'ok', summary: '' } as never)).toThrow(/create/);
    expect(() => definePolicy({ name: 'ok', summary: '', options: {} as never, create: () => null as never })).toThrow(/zod schema/);
  });

  it('the registry refuses a second policy under a taken name, a built-in above all', () => {
    const clash = definePolicy({ name: 'scripted', summary: '', create: () => null as never });
    expect(() => registerPolicy(clash)).toThrow(/already registered \(a built-in\)/);
    expect(POLICY_NAMES).toContain('caap');
  });

  it('createPolicy checks the object create() returns', () => {
    const name = `broken-${process.pid}`;
    registerPolicy(definePolicy({ name, summary: '', create: () => ({ nothing: true }) as never }));
    expect(() => createPolicy({ task: 't', seed: 1 }, resolveEpisodeConfig({ policy: name }), null)).toThrow(/decide\(input\)/);
  });
});

describe('loadPolicyModule', () => {
  it('loads, registers and records the file and its hash in the configuration', async () => {
    const { file, name } = moduleFile(goodModule);
    const def = await loadPolicyModule(file);
    expect(def.name).toBe(name);
    expect(policyEntry(name).module?.path).toBe(file);
    const config = resolveEpisodeConfig({ policy: name });
    expect(config.policyModule).toEqual({ path: file, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The key hashes the file's content, not where it lies.
    expect(measuredPart(config).policyModule).toEqual({ sha256: config.policyModule!.sha256 });
    await expect(loadPolicyModule(file)).resolves.toBe(policyEntry(name)); // loading twice is a no-op
  });

  it('says what is wrong with a module', async () => {
    await expect(loadPolicyModule(path.join(dir, 'nope.js'))).rejects.toThrow(/not found/);
    await expect(loadPolicyModule(moduleFile(goodModule, '.ts').file)).rejects.toThrow(/TypeScript: compile it/);
    await expect(loadPolicyModule(moduleFile(() => 'export const x = 1;').file)).rejects.toThrow(/no default export/);
    await expect(loadPolicyModule(moduleFile(() => 'throw new Error("boom")').file)).rejects.toThrow(/failed to load: boom/);
    await expect(loadPolicyModule(moduleFile((name) => `export default { name: '${name}' }`).file)).rejects.toThrow(/create/);
    await expect(loadPolicyModule(moduleFile((name) => `export default { name: '${name}', create() {}, cli: { options: [] } }`).file))
      .rejects.toThrow(/--policy-options/);
  });

  it('a configuration whose module changed since it was made is refused', async () => {
    const { file, name } = moduleFile(goodModule);
    const def = await loadPolicyModule(file);
    const config = { policy: name, policyModule: def.module! };
    await expect(ensurePolicyRegistered(config)).resolves.toBeUndefined();
    await expect(ensurePolicyRegistered({ ...config, policyModule: { path: file, sha256: '0'.repeat(64) } })).rejects.toThrow(/changed since/);
    await expect(ensurePolicyRegistered({ policy: 'no-such-policy' })).rejects.toThrow(/Unknown policy/);
  });

  it('tells a module path from a policy name', () => {
    for (const p of ['./x.js', '../a/b.mjs', '/abs/x.js', 'x.cjs']) expect(isPolicyModulePath(p)).toBe(true);
    for (const p of ['caap', 'dpot+elements', 'vlm-history']) expect(isPolicyModulePath(p)).toBe(false);
  });
});

describe('the command line', () => {
  const parse = async (args: string[]) => {
    let opts: EpisodeCliOptions | undefined;
    const program = new Command().exitOverride();
    addEpisodeOptions(program.command('run'), { policyDefault: 'caap' }).action((o: EpisodeCliOptions) => {
      opts = o;
    });
    await program.parseAsync(['node', 'caap', 'run', ...args]);
    return opts!;
  };

  it('--policy ./module.js loads the module and the option holds its name', async () => {
    const { file, name } = moduleFile(goodModule);
    const o = await parse(['--policy', file]);
    expect(o.policy).toBe(name);
    expect(episodeConfigFromCli(o).policyModule?.path).toBe(file);
  });

  it('an unknown name is refused before the command runs', async () => {
    await expect(parse(['--policy', 'nope'])).rejects.toThrow(InvalidArgumentError);
  });

  it("--policy-options is read by the policy's schema, inline or from a file", async () => {
    const config = episodeConfigFromCli(await parse(['--policy', 'caap', '--policy-options', '{"variant":"no-cot"}']));
    expect(config.options.variant).toBe('no-cot');
    const f = path.join(dir, 'opts.json');
    writeFileSync(f, JSON.stringify({ batchStop: 'ids' }));
    expect(episodeConfigFromCli(await parse(['--policy', 'scripted', '--policy-options', `@${f}`])).options.batchStop).toBe('ids');
    await expect(parse(['--policy', 'caap', '--policy-options', '[1]']).then(episodeConfigFromCli)).rejects.toThrow(/must be a JSON object/);
    await expect(parse(['--policy', 'caap', '--policy-options', '{"variant":"nope"}']).then(episodeConfigFromCli)).rejects.toThrow(
      /Bad options for policy caap/,
    );
    await expect(parse(['--policy', 'caap', '--policy-options', '{oops']).then(episodeConfigFromCli)).rejects.toThrow(/not JSON/);
  });
});
