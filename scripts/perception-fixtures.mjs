#!/usr/bin/env node
// Writes the stored-screenshot fixtures for tests/unit/perception-screens.test.ts.
//
//   node scripts/perception-fixtures.mjs --from datasets/eval-0-19      pick screens, copy PNGs + labels
//   node scripts/perception-fixtures.mjs --refresh-known                 re-list the shipped models' known mismatches
//   node scripts/perception-fixtures.mjs --measure-from /tmp/h5-eval,/tmp/h5-eval2
//                                  copy the screens of tests/unit/perception-measure-*.test.ts (a small eval set)
//
// The expectations are the labeller's ground truth (an --eval dataset, evaluation seeds), never
// the models' own output. What the shipped models still get wrong is listed per screen as
// "knownMismatches", so the test fails on any new mismatch (a regression in the TypeScript
// pipeline or a worse model) and tells you when a known one is fixed. Refresh after retraining,
// and review the diff: it is the models' error list.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { OnnxObserver } from '../dist/perception/onnx-observer.js';
import { checkAgainstExpected } from '../dist/perception/expectations.js';

const DIR = 'tests/fixtures/perception/screens';
const FILE = path.join(DIR, 'expected.json');
// One screen per widget family the agent meets; explored states where the eval set has them.
const WANTED = ['click-button', 'choose-list', 'click-checkboxes', 'enter-text', 'login-user', 'email-inbox', 'click-tab-2', 'use-spinner', 'identify-shape',
  'click-menu', 'resize-textarea', 'drag-items', 'read-table', 'click-collapsible', 'unicode-test', 'use-autocomplete'];

const args = process.argv.slice(2);
if (args.includes('--help') || !args.length) {
  console.log(readFileSync(new URL(import.meta.url)).toString().split('\n').slice(1, 14).join('\n'));
  process.exit(0);
}

// Which models the known-mismatch list belongs to.
function modelsId() {
  const meta = JSON.parse(readFileSync('models/perception.json', 'utf8'));
  return { detector: meta.detector.sha256, understander: meta.understander.sha256 };
}

async function knownMismatches(screens) {
  const observer = await OnnxObserver.load();
  for (const s of screens) {
    const pred = await observer.observe(readFileSync(path.join(DIR, s.file)), s.scale);
    const check = checkAgainstExpected(pred, s.labels);
    s.knownMismatches = check.mismatches;
    s.knownExtras = check.extras;
  }
}

// Screens for the pixel measurements (colour, figure points, sectors, tree state), by image name.
const MEASURE_DIR = 'tests/fixtures/perception/measure';
const MEASURED = ['bisect-angle_2_0', 'right-angle_0_3', 'click-pie_0_2', 'count-sides_3_0', 'count-shape_4_0', 'grid-coordinate_0_0', 'text-editor_4_1',
  'click-shades_1_0', 'navigate-tree_8_3'];
if (args.includes('--measure-from')) {
  const dirs = args[args.indexOf('--measure-from') + 1].split(',');
  const picked = [];
  for (const dir of dirs) {
    for (const line of readFileSync(path.join(dir, 'labels.jsonl'), 'utf8').trim().split('\n')) {
      const r = JSON.parse(line);
      if (!MEASURED.includes(path.basename(r.image, '.png')) || picked.some((p) => p.image === r.image)) continue;
      mkdirSync(path.join(MEASURE_DIR, 'images'), { recursive: true });
      copyFileSync(path.join(dir, r.image), path.join(MEASURE_DIR, r.image));
      picked.push(r);
    }
  }
  const missing = MEASURED.filter((m) => !picked.some((r) => path.basename(r.image, '.png') === m));
  if (missing.length) throw new Error(`not found in ${dirs.join(', ')}: ${missing.join(', ')}`);
  const manifest = JSON.parse(readFileSync(path.join(dirs[0], 'manifest.json'), 'utf8'));
  manifest.tasks = [...new Set(picked.map((r) => r.task))];
  manifest.screens = picked.length;
  writeFileSync(path.join(MEASURE_DIR, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  writeFileSync(path.join(MEASURE_DIR, 'labels.jsonl'), picked.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.log(`${picked.length} screens -> ${MEASURE_DIR}`);
  process.exit(0);
}

const from = args[args.indexOf('--from') + 1];
if (args.includes('--from')) {
  const records = readFileSync(path.join(from, 'labels.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const screens = [];
  for (const task of WANTED) {
    const mine = records.filter((r) => r.task === task);
    if (!mine.length) throw new Error(`${from} has no screen of ${task}`);
    const pick = mine.find((r) => r.step > 0) ?? mine[0]; // an explored state when there is one
    const file = path.basename(pick.image);
    copyFileSync(path.join(from, pick.image), path.join(DIR, file));
    screens.push({ file, task, seed: pick.seed, scale: pick.scale, action: pick.action, labels: pick.elements });
  }
  await knownMismatches(screens);
  writeFileSync(FILE, JSON.stringify({ source: from, models: modelsId(), screens }, null, 1) + '\n');
} else if (args.includes('--refresh-known')) {
  if (!existsSync(FILE)) throw new Error(`${FILE} missing: run with --from first`);
  const fx = JSON.parse(readFileSync(FILE, 'utf8'));
  await knownMismatches(fx.screens);
  fx.models = modelsId();
  writeFileSync(FILE, JSON.stringify(fx, null, 1) + '\n');
}
const fx = JSON.parse(readFileSync(FILE, 'utf8'));
const labels = fx.screens.reduce((n, s) => n + s.labels.length, 0);
const known = fx.screens.reduce((n, s) => n + s.knownMismatches.length, 0);
console.log(`${fx.screens.length} screens, ${labels} labelled elements, ${known} known mismatches`);
