/**
 * How a policy declares its own command-line options, as data: the CLI (src/cli/) turns them
 * into commander options on `caap run` and `caap sweep`, and hands the values back to the
 * policy's `read`, which returns the policy's options (validated by its schema). Generic code
 * never names a policy's option: a new policy brings its options with its registry entry.
 *
 * @example
 *   const cli: PolicyCli<{ depth: number }> = {
 *     options: [{ flags: '--depth <n>', description: 'plan depth (default 3)', parse: Number }],
 *     read: (v) => ({ depth: (v.depth as number | undefined) ?? 3 }),
 *   }
 */

export interface PolicyCliOption {
  /** Commander flags, e.g. '--preset <name>' or '--no-reask'. */
  flags: string;
  /** The help line; say the default in it (no default is set here, so an option left out is known to be left out). */
  description: string;
  choices?: readonly string[];
  /** Turns the text into the value; throws an Error with a one-line message on bad input. */
  parse?: (value: string) => unknown;
}

export interface PolicyCli<O> {
  options: PolicyCliOption[];
  /** Extra help text printed after the options (e.g. a table of switches). */
  help?: string;
  /**
   * The policy's options from the values the user gave (camel-cased option names as commander
   * keys them; absent when not given).
   */
  read(values: Record<string, unknown>): O;
}
