/** Option helpers shared by the CLI commands. */
import { Command, InvalidArgumentError, Option } from 'commander';

export function intArg(name: string) {
  return (v: string): number => {
    if (!/^-?\d+$/.test(v)) throw new InvalidArgumentError(`${name} must be an integer`);
    return Number(v);
  };
}

/** A share between 0 and 1, e.g. --off-policy 0.2. */
export function shareArg(name: string) {
  return (v: string): number => {
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new InvalidArgumentError(`${name} must be a number from 0 to 1 (got "${v}")`);
    return n;
  };
}

/** --suite and --miniwob-dir, the two options that choose a suite. */
export function withSuiteOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--suite <suite>', 'task suite').choices(['embedded', 'official']).default('embedded'))
    .option('--miniwob-dir <dir>', 'official MiniWoB++ html folder (holds core/ and miniwob/); default $MINIWOB_DIR');
}

/** The device scale every command captures at unless told otherwise: 2 is what the vision models read best. */
export const DEFAULT_SCALE = 2;

/** --scale, one definition for every command that captures screenshots (default 2). */
export function scaleOption(what = 'device scale of the screenshots'): Option {
  return new Option('--scale <k>', `${what} (2 is what the vision models read best: scale 1 is upsampled)`)
    .choices(['1', '2', '3']).default(DEFAULT_SCALE).argParser(Number);
}
