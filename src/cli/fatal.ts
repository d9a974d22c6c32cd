/**
 * The one error path of the CLI: whatever stops a command prints one line, `caap: ...`, and
 * exits with the code docs/cli.md gives; the stack only with `--debug` (or CAAP_DEBUG=1).
 *   2  bad input or setup: a typed CaapError, or the system refusing what the options asked
 *      (a missing file, an unwritable or full folder, a port in use or out of range)
 *   1  anything else: a bug, said as such
 * Commands with codes of their own (`caap run`: docs/cli.md) set process.exitCode themselves
 * and do not throw; everything they throw comes here.
 *
 * @example
 *   main(argv).catch((e) => exitWithError(e, debug))
 */
import { CaapError } from '../errors.js';
import { safeLine, safeText } from '../util/redact.js';

/** Node's system error codes that mean "the input or the machine said no", with words for a user. */
const SYSTEM_ERRORS: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EISDIR: 'is a folder, not a file',
  ENOTDIR: 'a part of the path is not a folder',
  EEXIST: 'already exists',
  EMFILE: 'too many open files',
  EADDRINUSE: 'the port is already in use',
  EADDRNOTAVAIL: 'the address is not available on this machine',
  ERR_SOCKET_BAD_PORT: 'not a valid port (0-65535)',
};

export interface FatalReport {
  line: string;
  code: number;
  stack?: string;
}

/** What a fatal error prints and the code the process exits with. */
export function describeFatal(e: unknown): FatalReport {
  const err = e instanceof Error ? e : new Error(String(e));
  const sys = (err as NodeJS.ErrnoException).code;
  const stack = err.stack ?? err.message;
  if (e instanceof CaapError) return { line: `caap: ${safeLine(err.message)}`, code: 2, stack };
  if (sys && SYSTEM_ERRORS[sys]) {
    const where = (err as NodeJS.ErrnoException).path ?? (err as { address?: string }).address;
    const port = (err as { port?: number }).port;
    const what = where ? `${where}${port !== undefined ? `:${port}` : ''}` : undefined;
    return { line: `caap: ${safeLine(`${what ? `${what}: ` : ''}${SYSTEM_ERRORS[sys]} (${sys}${where ? '' : `: ${err.message}`})`)}`, code: 2, stack };
  }
  return { line: `caap: unexpected error: ${safeLine(err.message)} (a bug: run again with --debug for the stack and report it)`, code: 1, stack };
}

/** Prints the one line (and the stack with --debug) and exits. */
export function exitWithError(e: unknown, debug: boolean): never {
  const r = describeFatal(e);
  console.error(r.line);
  if (debug && r.stack) console.error(safeText(r.stack));
  process.exit(r.code);
}

/** Takes `--debug` out of argv wherever it stands (any command accepts it); CAAP_DEBUG=1 does the same. */
export function takeDebugFlag(argv: string[], env: NodeJS.ProcessEnv): { argv: string[]; debug: boolean } {
  const rest = argv.filter((a) => a !== '--debug');
  return { argv: rest, debug: rest.length !== argv.length || env.CAAP_DEBUG === '1' };
}
