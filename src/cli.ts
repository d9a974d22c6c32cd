#!/usr/bin/env node
/**
 * The `caap` command line. Each command lives in src/cli/<command>.ts and registers itself
 * on the program; every command has --help. Only the command being run is imported: the
 * others would pull in ONNX Runtime, sharp and Playwright and make `caap --help` take
 * seconds (src/cli/commands.ts lists them).
 *
 * @example
 *   caap tasks --json
 *   caap episode --task click-button --seed 1000 --out x.png --json
 */
import { Command, Help } from 'commander';
import { COMMANDS, findCommand } from './cli/commands.js';
import { CaapError } from './errors.js';
import { redact } from './redact.js';
import { packageVersion } from './version.js';

async function main(argv: string[]): Promise<void> {
  const program = new Command();
  program
    .name('caap')
    .description('A screenshot-only MiniWoB++ agent after CAAP (Context-Aware Action Planning prompting)')
    .version(packageVersion(), '-V, --version', 'print the version')
    // Options a command cannot run without say so in their help (commander marks them nowhere
    // itself). Subcommands inherit this hook, and their help text may pass through it twice.
    .configureHelp({
      optionDescription(option) {
        const text = Help.prototype.optionDescription.call(this, option);
        return option.mandatory && !text.endsWith('(required)') ? `${text} (required)` : text;
      },
    })
    .showHelpAfterError();

  // `caap help run` asks for the same command's help as `caap run --help`.
  const wanted = findCommand(argv[2] === 'help' ? argv[3] : argv[2]);
  if (wanted) (await wanted.load())(program);
  else for (const c of COMMANDS) program.command(c.name).description(c.summary); // for the help list only
  await program.parseAsync(argv);
}

main(process.argv).catch((e: unknown) => {
  if (e instanceof CaapError) {
    console.error(`caap: ${redact(e.message)}`);
    process.exit(2);
  }
  console.error(redact(e instanceof Error ? e.stack ?? e.message : String(e)));
  process.exit(1);
});
