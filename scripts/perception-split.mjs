#!/usr/bin/env node
// Splits `caap eval-perception --json` reports into the first 73 tasks and the 33 of suites
// D1/D2: label-weighted means of the per-task figures, one line per report and group.
//
//   node scripts/perception-split.mjs eval-a.json [eval-b.json ...]
//
// The first 73 tasks are those of the models row of results/scripted-0-49 (the sweep
// issue 20 measured); every other task of a report counts as new. Used for the candidate
// READMEs under models/candidates/, whose first-73 / new-33 tables come from it.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
if (!args.length || args.includes('--help')) {
  console.log(readFileSync(new URL(import.meta.url)).toString().split('\n').slice(1, 9).join('\n'));
  process.exit(args.length ? 0 : 1);
}
const board = JSON.parse(readFileSync(new URL('../results/scripted-0-49/leaderboard.json', import.meta.url), 'utf8'));
const first73 = new Set(board.runs[1].rows.map((r) => r.task));
if (first73.size !== 73) throw new Error(`results/scripted-0-49: expected 73 tasks, found ${first73.size}`);
const FIELDS = ['recall', 'precision', 'typeAccuracy', 'textExact', 'stateAccuracy'];

for (const file of args) {
  const perTask = JSON.parse(readFileSync(file, 'utf8')).perTask;
  for (const [group, inGroup] of [['first 73', (t) => first73.has(t)], ['new', (t) => !first73.has(t)]]) {
    const rows = Object.entries(perTask).filter(([t]) => inGroup(t)).map(([, v]) => v);
    const labels = rows.reduce((n, v) => n + v.labels, 0);
    const mean = (k) => {
      const known = rows.filter((v) => v[k] !== null && v[k] !== undefined);
      const weight = known.reduce((n, v) => n + v.labels, 0);
      return weight ? known.reduce((s, v) => s + v[k] * v.labels, 0) / weight : null;
    };
    const cells = FIELDS.map((k) => `${k} ${mean(k) === null ? '—' : (100 * mean(k)).toFixed(2) + ' %'}`);
    console.log(`${file}  ${group} (${rows.length} tasks, ${labels} labels): ${cells.join(', ')}`);
  }
}
