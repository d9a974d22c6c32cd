/**
 * Options shared by `caap run` and `caap sweep`, so both accept the same prompt and LLM
 * settings and resolve them the same way. Shared module: the prompt part (preset, switches,
 * demos, batch stop) belongs to the CAAP prompt work (src/policies/caap/prompt-config.ts);
 * the LLM part is added by the run/sweep seam. Each command calls the add* functions once
 * and the matching *FromCli function on the parsed options.
 *
 * @example
 *   addPromptOptions(program.command('run'))
 *   // caap run --task click-button --seed 7 --preset caap-plus --without reask --demos 2
 *   const cfg = promptConfigFromCli(opts)          // PromptConfig (zod-checked), recorded with every episode
 *   const batchStop = batchStopOf(cfg)             // 'any-change' under the paper preset
 */
import { InvalidArgumentError as CommanderArgumentError, Option, type Command } from 'commander';
import {
  MAX_DEMOS_PER_TASK, PAPER_DEMOS_PER_TASK, PRESET_NAMES, resolvePromptConfig, SWITCH_CLI_NAMES, SWITCH_NAMES, SWITCHES, type PromptConfig,
} from '../policies/caap/prompt-config.js';

export interface PromptCliOptions {
  preset: string;
  with?: string;
  without?: string;
  demos: number;
  /** Alias of --with / --without ids-batch-stop (kept for scripts that used it). */
  batchStop?: 'ids' | 'any-change';
}

function demosArg(v: string): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n < 0 || n > MAX_DEMOS_PER_TASK) {
    throw new CommanderArgumentError(`--demos must be a number from 0 to ${MAX_DEMOS_PER_TASK}`);
  }
  return n;
}

const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** --preset, --with, --without, --demos, --batch-stop. */
export function addPromptOptions(cmd: Command): Command {
  const switches = SWITCH_NAMES.map((s) => `  ${SWITCHES[s].cli.padEnd(18)} ${SWITCHES[s].what}`).join('\n');
  return cmd
    .addOption(new Option('--preset <name>', 'prompt and loop preset: paper = every choice as the CAAP paper describes it; ' +
      'caap-plus = the paper plus every addition of ours (see --with)').choices([...PRESET_NAMES]).default('paper'))
    .option('--with <switches>', `turn switches on, comma-separated (${SWITCH_CLI_NAMES.join(', ')})`)
    .option('--without <switches>', 'turn switches off, comma-separated')
    .option('--demos <n>', `mean demonstrations per task, 0-${MAX_DEMOS_PER_TASK}; each task gets round(n x its complexity / the mean ` +
      `complexity), 0-5 (src/agent/demos.ts)`, demosArg, PAPER_DEMOS_PER_TASK)
    .addOption(new Option('--batch-stop <mode>', 'same as --with ids-batch-stop (ids) or --without ids-batch-stop (any-change); ' +
      'default: the preset\'s').choices(['ids', 'any-change']))
    .addHelpText('after', `\nPrompt switches (the paper preset has only keys-and-scroll on; caap-plus has all on):\n${switches}\n`);
}

/** The prompt configuration the options give (a typed error for unknown or clashing switches). */
export function promptConfigFromCli(o: PromptCliOptions): PromptConfig {
  const on = list(o.with);
  const off = list(o.without);
  if (o.batchStop === 'ids') on.push('ids-batch-stop');
  if (o.batchStop === 'any-change') off.push('ids-batch-stop');
  return resolvePromptConfig({ preset: o.preset, with: on, without: off, demos: o.demos });
}
