#!/usr/bin/env node
// The house formatter: dprint's TypeScript plugin (the npm packages @dprint/formatter and
// @dprint/typescript, a Wasm file in node_modules, so nothing is downloaded) with the settings
// in dprint.json. `npm test` runs `--check`; `npm run format` rewrites the files.
//
// Which files: those git tracks (or, without git, those on disk) under the includes of
// dprint.json. The task pages under miniwob/ are left alone: most of their code is inline
// script in HTML, which this plugin does not read, and half a suite in a second style is worse
// than one style of its own.
//
//   node scripts/format.mjs --check        # list the files that differ, exit 1 if any
//   node scripts/format.mjs                # rewrite them
//   node scripts/format.mjs --check src/agent/loop.ts
import { createFromBuffer } from '@dprint/formatter';
import { getPath } from '@dprint/typescript';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('usage: node scripts/format.mjs [--check] [file...]\n\n' +
    'Formats the TypeScript and JavaScript files named in dprint.json (lineWidth 160) with dprint.\n' +
    '  --check   write nothing; list the files that are not formatted and exit 1 if there are any');
  process.exit(0);
}
const check = args.includes('--check');
const named = args.filter((a) => !a.startsWith('--'));

const config = JSON.parse(readFileSync(path.join(ROOT, 'dprint.json'), 'utf8'));
const formatter = createFromBuffer(readFileSync(getPath()));
formatter.setConfig({ lineWidth: config.lineWidth, indentWidth: config.indentWidth }, config.typescript);

/** A glob of dprint.json (`**`, `*`) as a regular expression over a path relative to the root. */
const globRe = (g) =>
  new RegExp('^' + g.split('/').map((part) => (part === '**' ? '\u0000' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))).join('/')
    .replaceAll('\u0000/', '(?:.*/)?').replaceAll('\u0000', '.*') +
    '$');
const includes = config.includes.map(globRe);
const excludes = config.excludes.map(globRe);
const wanted = (p) => includes.some((re) => re.test(p)) && !excludes.some((re) => re.test(p));

function candidates() {
  try {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    // No git (an unpacked tarball): walk the tree instead.
    const out = [];
    const walk = (dir) => {
      for (const e of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${e.name}` : e.name;
        if (e.isDirectory()) { if (!['node_modules', 'dist', '.git'].includes(e.name)) walk(rel); }
        else out.push(rel);
      }
    };
    walk('');
    return out;
  }
}

const files = (named.length ? named.map((f) => path.relative(ROOT, path.resolve(f)).split(path.sep).join('/')) : candidates()).filter(wanted);
const differing = [];
for (const rel of files) {
  const file = path.join(ROOT, rel);
  const text = readFileSync(file, 'utf8');
  let formatted;
  try {
    // dprint settles some breaks (a long return type, a conditional spread) only on a second
    // pass; formatting to the fixed point keeps `npm run format` and `--check` in agreement.
    formatted = text;
    for (let pass = 0, before; pass < 4 && formatted !== before; pass++) {
      before = formatted;
      formatted = formatter.formatText({ filePath: file, fileText: before });
    }
  } catch (e) {
    console.error(`${rel}: cannot be formatted: ${String(e?.message ?? e).split('\n')[0]}`);
    process.exitCode = 1;
    continue;
  }
  if (formatted === text) continue;
  differing.push(rel);
  if (!check) writeFileSync(file, formatted);
}
if (check) {
  if (differing.length) {
    console.error(`format: ${differing.length} of ${files.length} files are not formatted (run \`npm run format\`):\n  ${differing.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log(`format: ${files.length} files formatted`);
} else console.log(`format: ${differing.length} of ${files.length} files rewritten`);
