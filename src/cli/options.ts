/** Option helpers shared by the CLI commands. */
import { Command, InvalidArgumentError, Option } from 'commander';

/**
 * An integer option, validated where it is parsed (before any browser starts): digits only,
 * a safe integer (a seed past 2^53 would lose its last digits and loop for ever in a range),
 * and within [min, max] when given.
 *
 * @example
 *   .option('--max-steps <k>', 'step budget', intArg('max-steps', { min: 1 }), 10)
 */
export function intArg(name: string, bounds: { min?: number; max?: number } = {}) {
  return (v: string): number => {
    if (!/^-?\d+$/.test(v.trim())) throw new InvalidArgumentError(`${name} must be an integer (got "${v.slice(0, 40)}")`);
    const n = Number(v.trim());
    if (!Number.isSafeInteger(n)) {
      throw new InvalidArgumentError(
        `${name} must be an integer from ${bounds.min ?? Number.MIN_SAFE_INTEGER} to ${bounds.max ?? Number.MAX_SAFE_INTEGER} (got "${v.slice(0, 40)}")`,
      );
    }
    if (bounds.min !== undefined && n < bounds.min) throw new InvalidArgumentError(`${name} must be at least ${bounds.min} (got ${n})`);
    if (bounds.max !== undefined && n > bounds.max) throw new InvalidArgumentError(`${name} must be at most ${bounds.max} (got ${n})`);
    return n;
  };
}

/** A seed: a whole number from 0 to 2^53 - 1 (seedrandom takes any; records and ranges need exact integers). */
export const seedArg = (name = 'seed') => intArg(name, { min: 0 });

/** A TCP port: 0 (any free port) to 65535. */
export const portArg = (name = 'port') => intArg(name, { min: 0, max: 65535 });

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
