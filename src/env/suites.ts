/**
 * The two suites behind one protocol (design.md, Suites):
 *   embedded: this repo's miniwob/ (core/, common/, tasks/<task>.html)
 *   official: an unmodified MiniWoB++ html folder holding core/ and miniwob/<task>.html,
 *             given by --miniwob-dir or MINIWOB_DIR.
 *
 * @example
 *   const suite = resolveSuite({ suite: 'official', miniwobDir: '/data/miniwob-plusplus/miniwob/html' })
 *   suite.listTasks() // ['ascending-numbers', 'bisect-angle', ...]
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SuiteNotFoundError, UnknownTaskError } from '../errors.js';

export type SuiteName = 'embedded' | 'official';
export const SUITE_NAMES: readonly SuiteName[] = ['embedded', 'official'];

export interface Suite {
  name: SuiteName;
  /** Folder served as the HTTP root. */
  root: string;
  /** Extra HTTP mounts (URL prefix -> folder). */
  mounts: Record<string, string>;
  listTasks(): string[];
  /** Path of the task page below the HTTP root, e.g. "/tasks/click-button.html". */
  taskPath(task: string): string;
}

/** Repo root: this file lives in src/env/ (tsx, vitest) or dist/env/ (built). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const EMBEDDED_ROOT = path.join(REPO_ROOT, 'miniwob');

function nodeModulesDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(path.dirname(require.resolve('seedrandom/package.json')));
}

function htmlTasksIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.html') && f !== 'index.html')
    .map((f) => f.slice(0, -'.html'.length))
    .sort();
}

function makeSuite(name: SuiteName, root: string, taskDir: string, mounts: Record<string, string>): Suite {
  const tasksFolder = path.join(root, taskDir);
  return {
    name,
    root,
    mounts,
    listTasks: () => htmlTasksIn(tasksFolder),
    taskPath(task: string) {
      if (!/^[a-z0-9][a-z0-9-]*$/i.test(task) || !existsSync(path.join(tasksFolder, `${task}.html`))) {
        throw new UnknownTaskError(task, name, htmlTasksIn(tasksFolder));
      }
      return `/${taskDir}/${task}.html`;
    },
  };
}

export function embeddedSuite(): Suite {
  return makeSuite('embedded', EMBEDDED_ROOT, 'tasks', { '/vendor': nodeModulesDir() });
}

/** Checks that `dir` is an official MiniWoB++ html folder and describes it. */
export function officialSuite(dir: string | undefined): Suite {
  if (!dir) {
    throw new SuiteNotFoundError(
      'The official suite needs its folder: pass --miniwob-dir DIR or set MINIWOB_DIR to the MiniWoB++ ' +
        'html folder that holds core/ and miniwob/ (e.g. miniwob-plusplus/miniwob/html).',
    );
  }
  const root = path.resolve(dir);
  const problems: string[] = [];
  if (!existsSync(root) || !statSync(root).isDirectory()) problems.push(`${root} is not a folder`);
  else {
    if (!existsSync(path.join(root, 'core', 'core.js'))) problems.push(`${path.join(root, 'core', 'core.js')} is missing`);
    if (!existsSync(path.join(root, 'miniwob'))) problems.push(`${path.join(root, 'miniwob')}/ is missing`);
  }
  if (problems.length) {
    throw new SuiteNotFoundError(
      `Not an official MiniWoB++ html folder: ${problems.join('; ')}. Expected the folder that holds core/core.js ` +
        'and miniwob/<task>.html.',
    );
  }
  return makeSuite('official', root, 'miniwob', {});
}

export interface SuiteChoice {
  suite?: string;
  miniwobDir?: string;
}

export function resolveSuite(choice: SuiteChoice = {}, env: NodeJS.ProcessEnv = process.env): Suite {
  const name = choice.suite ?? 'embedded';
  if (name === 'embedded') return embeddedSuite();
  if (name === 'official') return officialSuite(choice.miniwobDir ?? env.MINIWOB_DIR);
  throw new SuiteNotFoundError(`Unknown suite "${name}": expected one of ${SUITE_NAMES.join(', ')}`);
}
