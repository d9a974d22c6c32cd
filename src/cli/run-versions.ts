/** The git commit of the checkout, for records ('unknown' outside a git checkout). */
import { execFileSync } from 'node:child_process';
import { PACKAGE_ROOT } from '../agent/paths.js';

let sha: string | undefined;

export function gitSha(): string {
  if (sha !== undefined) return sha;
  try {
    sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: PACKAGE_ROOT, stdio: ['ignore', 'pipe', 'ignore'], timeout: 5_000 })
      .toString().trim();
  } catch {
    sha = 'unknown';
  }
  return sha;
}
