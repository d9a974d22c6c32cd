/**
 * The package version, read from package.json two levels above this module (src/util/ or dist/util/) (no JSON import, so the
 * file need not sit under rootDir).
 *
 * @example
 *   packageVersion() // '0.2.0'
 */
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
