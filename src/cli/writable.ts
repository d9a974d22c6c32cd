/**
 * Output paths checked before any browser starts: a folder or file that cannot be written
 * (a read-only disk, a file where a folder should be, no permission) is a usage error named
 * by its option, not a stack after the episode ran. A full disk shows only when the bytes
 * are written: the writers say so in one line then (run.ts keeps the record on stdout).
 *
 * @example
 *   prepareFolder('--trace', o.trace)        // creates it (and its parents) or throws InvalidArgumentError
 *   prepareFileParent('--record', o.record)  // creates the parent folder, checks the file can be appended to
 */
import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError } from '../errors.js';

function refused(option: string, target: string, e: unknown): InvalidArgumentError {
  const err = e as NodeJS.ErrnoException;
  return new InvalidArgumentError(`${option} ${target}: cannot write there (${err.message.split('\n')[0]})`);
}

/** Makes `dir` (and its parents) and checks that files can be created in it. */
export function prepareFolder(option: string, dir: string): string {
  const abs = path.resolve(dir);
  try {
    mkdirSync(abs, { recursive: true });
    accessSync(abs, constants.W_OK | constants.X_OK);
  } catch (e) {
    throw refused(option, abs, e);
  }
  return abs;
}

/** Makes the parent folder of `file` and checks that `file` can be opened for writing (it is created, empty, when missing). */
export function prepareFileParent(option: string, file: string): string {
  const abs = path.resolve(file);
  if (existsSync(abs) && statSync(abs).isDirectory()) throw new InvalidArgumentError(`${option} ${abs}: is a folder, not a file`);
  prepareFolder(option, path.dirname(abs));
  try {
    closeSync(openSync(abs, 'a'));
  } catch (e) {
    throw refused(option, abs, e);
  }
  return abs;
}
