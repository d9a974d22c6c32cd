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
import { Command, CommanderError, Help } from 'commander';
import { COMMANDS, findCommand } from './cli/commands.js';
import { exitWithError, takeDebugFlag } from './cli/fatal.js';
import { registerEnvSecrets } from './llm/config.js';
import { redactProcessOutput } from './util/redact.js';
import { packageVersion } from './util/version.js';

async function main(argv: string[]): Promise<void> {
  registerEnvSecrets(process.env);
  redactProcessOutput(); // every line this process prints goes through the one redaction
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
    .option('--debug', 'on a fatal error, print the stack as well as the one-line message')
    .showHelpAfterError('(add --help for the options)')
    // Rejected options are bad input: exit 2 like every other usage error (commander would exit 1).
    .exitOverride((e: CommanderError) => {
      throw e;
    });

  // `caap help run` asks for the same command's help as `caap run --help`.
  const wanted = findCommand(argv[2] === 'help' ? argv[3] : argv[2]);
  if (wanted) (await wanted.load())(program);
  else for (const c of COMMANDS) program.command(c.name).description(c.summary); // for the help list only
  await program.parseAsync(argv);
}

const { argv, debug } = takeDebugFlag(process.argv, process.env);
// One error path: one line and the documented exit code (src/cli/fatal.ts); --debug adds the stack.
// An error thrown from an event handler (a server's 'error', a stream) takes the same path.
process.on('uncaughtException', (e) => exitWithError(e, debug));
process.on('unhandledRejection', (e) => exitWithError(e, debug));
main(argv).catch((e: unknown) => {
  // Commander has printed its own line (and --help or --version their text) already.
  if (e instanceof CommanderError) process.exit(e.exitCode === 0 ? 0 : 2);
  exitWithError(e, debug);
});
