/**
 * The leak check of a fault campaign: the sweep runs with a fresh random API key, the LLM
 * test server's echo-key fault makes the "model" type that key back in a normal reply, and
 * afterwards every file the campaign left (records, traces, logs, the sweep's output) is
 * read for the key in clear. One file that holds it is a leak.
 *
 * @example
 *   const key = campaignKey()                 // sk-chaos-...
 *   const leaks = filesHolding(outDir, key)   // [] when nothing leaked
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A fresh key shaped like a real one (the redaction must catch it by value, whatever its shape). */
export function campaignKey(): string {
  return `sk-chaos-${randomBytes(18).toString('hex')}`;
}

/** Files under `dir` (recursively, links not followed) whose bytes contain `secret`. */
export function filesHolding(dir: string, secret: string): string[] {
  const needle = Buffer.from(secret);
  const out: string[] = [];
  for (const d of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!d.isFile()) continue;
    const file = path.join(d.parentPath, d.name);
    if (readFileSync(file).includes(needle)) out.push(file);
  }
  return out;
}
