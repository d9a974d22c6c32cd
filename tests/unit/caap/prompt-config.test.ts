/**
 * The prompt configuration: presets, switches by CLI or schema name, typed errors for
 * unknown or clashing switches and out-of-range demo means, and the batch stop it implies.
 */
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { addEpisodeOptions, episodeConfigFromCli, type EpisodeCliOptions } from '../../../src/cli/episode-options.js';
import { CaapOptionsSchema } from '../../../src/policies/caap/options.js';
import { InvalidArgumentError } from '../../../src/errors.js';
import { batchStopOf, PAPER_DEMOS_PER_TASK, PromptConfigSchema, promptConfigLabel, PRESETS, resolvePromptConfig,
  SWITCH_NAMES } from '../../../src/policies/caap/prompt-config.js';

describe('prompt presets and switches', () => {
  it('default to the paper preset: none of our additions, any-change batches, 1.48 demos', () => {
    const c = resolvePromptConfig();
    expect(c).toEqual({ preset: 'paper', switches: PRESETS.paper, changed: [], demosPerTask: PAPER_DEMOS_PER_TASK });
    expect(SWITCH_NAMES.filter((s) => c.switches[s])).toEqual([]);
    expect(batchStopOf(c)).toBe('any-change');
    expect(promptConfigLabel(c)).toBe('paper');
  });

  it('caap-plus turns every switch on', () => {
    const c = resolvePromptConfig({ preset: 'caap-plus' });
    expect(SWITCH_NAMES.every((s) => c.switches[s])).toBe(true);
    expect(batchStopOf(c)).toBe('ids');
  });

  it('take switches by CLI or schema name and record what differs from the preset', () => {
    const c = resolvePromptConfig({ preset: 'paper', with: ['feedback', 'idsBatchStop', 'keys-and-scroll'], without: ['element-extras'], demos: 2 });
    expect(c.switches).toMatchObject({ feedback: true, idsBatchStop: true, keysAndScroll: true, reask: false, elementExtras: false });
    expect(c.changed).toEqual(['+feedback', '+ids-batch-stop', '+keys-and-scroll']);
    expect(promptConfigLabel(c)).toBe('paper+feedback+ids-batch-stop+keys-and-scroll demos 2');
    const plus = resolvePromptConfig({ preset: 'caap-plus', without: ['keys-and-scroll'] });
    expect(plus.changed).toEqual(['-keys-and-scroll']);
    expect(PromptConfigSchema.parse(JSON.parse(JSON.stringify(c)))).toEqual(c); // what records hold reads back
  });

  it('refuse unknown names, clashes and demo means outside 0-5 with a typed error', () => {
    expect(() => resolvePromptConfig({ preset: 'gpt' })).toThrow(InvalidArgumentError);
    expect(() => resolvePromptConfig({ with: ['turbo'] })).toThrow(/Unknown prompt switch "turbo"/);
    expect(() => resolvePromptConfig({ with: ['reask'], without: ['reask'] })).toThrow(/both turned on/);
    expect(() => resolvePromptConfig({ demos: 6 })).toThrow(/--demos/);
    expect(() => resolvePromptConfig({ demos: Number.NaN })).toThrow(InvalidArgumentError);
  });
});

describe('the shared CLI options', () => {
  const config = (args: string[]) => {
    const cmd = addEpisodeOptions(new Command('x').exitOverride().configureOutput({ writeErr: () => undefined }), { policyDefault: 'caap' });
    cmd.parse(args, { from: 'user' });
    return episodeConfigFromCli(cmd.opts<EpisodeCliOptions>());
  };
  const parse = (args: string[]) => CaapOptionsSchema.parse(config(args).options).prompt;
  it('give the paper preset by default and read --with/--without lists and --demos', () => {
    expect(parse([])).toEqual(resolvePromptConfig());
    expect(parse(['--preset', 'caap-plus', '--without', 'reask,feedback', '--demos', '0']).changed).toEqual(['-feedback', '-reask']);
    expect(parse(['--demos', '0']).demosPerTask).toBe(0);
  });
  it('read --batch-stop as the ids-batch-stop switch', () => {
    expect(parse(['--batch-stop', 'ids']).switches.idsBatchStop).toBe(true);
    expect(parse(['--preset', 'caap-plus', '--batch-stop', 'any-change']).switches.idsBatchStop).toBe(false);
  });
  it('refuse a bad --demos value', () => {
    expect(() => parse(['--demos', 'lots'])).toThrow(/--demos must be a number/);
  });
  it('belong to the caap policy: another policy refuses them, naming their owner', () => {
    expect(() => config(['--policy', 'scripted', '--preset', 'caap-plus'])).toThrow(/--preset is an option of the caap policy, not of scripted/);
    expect(config(['--policy', 'scripted']).options).toEqual({ batchStop: 'any-change' });
    expect(config(['--policy', 'scripted', '--batch-stop', 'ids']).options).toEqual({ batchStop: 'ids' }); // an option both declare
    expect(config(['--variant', 'no-cot']).options).toMatchObject({ variant: 'no-cot' });
  });
});
