#!/usr/bin/env node
// @ts-check
/**
 * `npm run lint:layers`: the layering check of src/ (scripts/layers/check.mjs, rules in
 * scripts/layers/rules.mjs). Exit 0 when nothing violates a rule beyond the known
 * violations listed, with reasons, in scripts/layers/known-violations.json; 1 otherwise,
 * and also when a listed violation is gone (remove its entry); 2 on a usage error.
 *
 * @example
 *   npm run lint:layers
 *   node scripts/lint-layers.mjs --json          # machine-readable result
 *   node scripts/lint-layers.mjs --no-known      # every violation, the known ones included
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyKnown, checkLayers, formatViolation, readKnownViolations } from './layers/check.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KNOWN = path.join(ROOT, 'scripts', 'layers', 'known-violations.json');

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(`usage: node scripts/lint-layers.mjs [--json] [--no-known]

Checks the layers of src/ with the TypeScript compiler API: the agent path (perception, agent,
policies, demos, episode) reaches no browser page (no Playwright import, no DOM labeller, no env/
internals but env/screen.ts, no require/computed import/eval, no page members, no DOM globals, no
value of a Playwright type); nothing below cli/ imports cli/; agent/ does not import policies/.

  --json      print the result as JSON
  --no-known  ignore ${path.relative(ROOT, KNOWN)} (list every violation)`);
  process.exit(0);
}
const unknown = args.filter((a) => !['--json', '--no-known'].includes(a));
if (unknown.length) {
  console.error(`lint-layers: unknown argument ${unknown[0]} (see --help)`);
  process.exit(2);
}

const t0 = performance.now();
const result = checkLayers({ root: ROOT });
const known = args.includes('--no-known') ? [] : readKnownViolations(KNOWN);
const { fresh, tolerated, stale } = applyKnown(result.violations, known);
const ms = Math.round(performance.now() - t0);

if (args.includes('--json')) {
  console.log(
    JSON.stringify({ ok: !fresh.length && !stale.length, files: result.files, edges: result.edges, agentPath: result.agentPath.length, violations: fresh,
      tolerated, stale, ms }, null, 2),
  );
} else {
  for (const v of fresh) console.error(formatViolation(v));
  for (const k of stale) console.error(`${k.file}  ${k.rule}  listed in known-violations.json but no longer violates: remove the entry`);
  const knownNote = tolerated.length ? `, ${tolerated.length} known (${path.relative(ROOT, KNOWN)})` : '';
  console.error(`lint:layers: ${result.files} files, ${result.edges} imports, ${result.agentPath.length} modules on the agent path: ` +
    `${fresh.length} violation(s)${knownNote}${stale.length ? `, ${stale.length} stale known entr${stale.length === 1 ? 'y' : 'ies'}` : ''} (${ms} ms)`);
}
process.exit(fresh.length || stale.length ? 1 : 0);
