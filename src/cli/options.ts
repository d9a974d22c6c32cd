/** Option helpers shared by the CLI commands. */
import { Command, InvalidArgumentError, Option } from 'commander';

export function intArg(name: string) {
  return (v: string): number => {
    if (!/^-?\d+$/.test(v)) throw new InvalidArgumentError(`${name} must be an integer`);
    return Number(v);
  };
}

/** --suite and --miniwob-dir, the two options that choose a suite. */
export function withSuiteOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--suite <suite>', 'task suite').choices(['embedded', 'official']).default('embedded'))
    .option('--miniwob-dir <dir>', 'official MiniWoB++ html folder (holds core/ and miniwob/); default $MINIWOB_DIR');
}
