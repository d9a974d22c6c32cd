/**
 * The CAAP policy's own options: the prompt variant (the paper's Figure 5 ablations) and the
 * prompt configuration (preset, switches, demo mean; prompt-config.ts), with their schema,
 * defaults and command-line options. The policy registry (src/episode/policies.ts) hands
 * them to `caap run` and `caap sweep`; nothing outside this folder names them.
 *
 * @example
 *   CaapOptionsSchema.parse({})                         // { variant: 'full', prompt: <the paper preset> }
 *   CAAP_CLI.read({ preset: 'caap-plus', without: 'reask', variant: 'no-cot' })
 */
import { z } from 'zod';
import type { PolicyCli } from '../../agent/policy-options.js';
import { InvalidArgumentError } from '../../errors.js';
import { VARIANT_NAMES } from './prompter.js';
import { MAX_DEMOS_PER_TASK, PAPER_DEMOS_PER_TASK, PRESET_NAMES, PromptConfigSchema, promptConfigLabel, resolvePromptConfig, SWITCH_CLI_NAMES, SWITCH_NAMES,
  SWITCHES } from './prompt-config.js';

export const CaapOptionsSchema = z.object({
  /** Which parts of the prompt are there (the paper's Figure 5 ablations). */
  variant: z.enum(VARIANT_NAMES).default('full'),
  /** Preset, switches and demo mean (default: the paper preset). */
  prompt: PromptConfigSchema.default(() => resolvePromptConfig()),
}).strict();
export type CaapOptions = z.infer<typeof CaapOptionsSchema>;

function demosArg(v: string): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n < 0 || n > MAX_DEMOS_PER_TASK) {
    throw new InvalidArgumentError(`--demos must be a number from 0 to ${MAX_DEMOS_PER_TASK}`);
  }
  return n;
}

const list = (v: unknown) => (typeof v === 'string' ? v : '').split(',').map((s) => s.trim()).filter(Boolean);

export const CAAP_CLI: PolicyCli<CaapOptions> = {
  options: [
    { flags: '--variant <variant>', description: "CAAP prompt variant, the paper's Figure 5 ablations (default full)", choices: VARIANT_NAMES },
    { flags: '--preset <name>', description: 'CAAP prompt and loop preset: paper = every choice as the CAAP paper describes it; ' +
      'caap-plus = the paper plus every addition of ours (see --with) (default paper)', choices: PRESET_NAMES },
    { flags: '--with <switches>', description: `CAAP: turn switches on, comma-separated (${SWITCH_CLI_NAMES.join(', ')})` },
    { flags: '--without <switches>', description: 'CAAP: turn switches off, comma-separated' },
    { flags: '--demos <n>', description: `CAAP: mean demonstrations per task, 0-${MAX_DEMOS_PER_TASK}; each task gets round(n x its complexity / ` +
      `the mean complexity), 0-5 (default ${PAPER_DEMOS_PER_TASK}, the paper's)`, parse: demosArg },
    { flags: '--batch-stop <mode>', description: "when a reply's actions stop: any-change = at any screen change (the CAAP paper's rule), " +
      "ids = go on while the next action's element is still there; for CAAP the same as --with / --without ids-batch-stop " +
      "(default: the preset's)", choices: ['ids', 'any-change'] },
  ],
  help: `\nCAAP prompt switches (--with / --without; the paper preset has none on, caap-plus all):\n` +
    SWITCH_NAMES.map((s) => `  ${SWITCHES[s].cli.padEnd(18)} ${SWITCHES[s].what}`).join('\n') + '\n',
  read(v) {
    const on = list(v.with);
    const off = list(v.without);
    if (v.batchStop === 'ids') on.push('ids-batch-stop');
    if (v.batchStop === 'any-change') off.push('ids-batch-stop');
    const prompt = resolvePromptConfig({
      ...(typeof v.preset === 'string' ? { preset: v.preset } : {}),
      with: on,
      without: off,
      ...(typeof v.demos === 'number' ? { demos: v.demos } : {}),
    });
    return CaapOptionsSchema.parse({ ...(typeof v.variant === 'string' ? { variant: v.variant } : {}), prompt });
  },
};

/** A few words for labels and tables: the preset and its changes, and the variant when not the full prompt; '' for the paper's own. */
export function caapOptionsLabel(o: CaapOptions): string {
  const prompt = promptConfigLabel(o.prompt);
  return [prompt === 'paper' ? '' : prompt, o.variant !== 'full' ? `variant ${o.variant}` : ''].filter(Boolean).join(' · ');
}
