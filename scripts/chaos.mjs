#!/usr/bin/env node
/**
 * `npm run chaos`: the fault campaign (src/chaos/, built into dist/chaos/). This entry point
 * only reads the process environment and the arguments and hands them to the command; see
 * `npm run chaos -- --help` and docs/hardening.md.
 *
 * @example
 *   npm run build && npm run chaos -- --out runs/chaos-1 --seed 1
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'chaos', 'command.js');
if (!existsSync(built)) {
  console.error(`chaos: ${path.relative(process.cwd(), built)} is missing: run \`npm run build\` first`);
  process.exit(2);
}
const { chaosCommand } = await import(pathToFileURL(built).href);
await chaosCommand(process.env)
  .exitOverride((e) => process.exit(e.exitCode === 0 ? 0 : 2))
  .parseAsync(process.argv)
  .catch((e) => {
    console.error(`chaos: ${e.message}`);
    process.exit(e instanceof RangeError ? 2 : 1);
  });
