/**
 * Bundles the page-side labeller (dom/page-entry.ts and what it imports) into one
 * self-contained script with esbuild, once per process. Works from src/ (tests run the .ts
 * sources) and from dist/ (the compiled .js modules).
 *
 * @example
 *   const source = labellerBundle()   // "var __caapLabeller = (() => { ... })();"
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/** The name the bundle's one top-level `var` gets (local: evaluate.ts wraps it in a function). */
export const LABELLER_GLOBAL = '__caapLabeller';

let cached: string | null = null;

export function labellerBundle(): string {
  if (cached) return cached;
  const js = fileURLToPath(new URL('./page-entry.js', import.meta.url));
  const entry = existsSync(js) ? js : fileURLToPath(new URL('./page-entry.ts', import.meta.url));
  const out = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: LABELLER_GLOBAL,
    platform: 'browser',
    target: 'chrome110',
    legalComments: 'none',
    logLevel: 'silent',
  });
  cached = out.outputFiles[0]!.text;
  return cached;
}
