/**
 * Demo files: prompts/demos/<task>/<name>.json, one DemoRecord each (pretty JSON, so a
 * person can review and edit them). Only demo seeds (3000-3999) may be written.
 *
 * @example
 *   const file = writeDemo(record)                 // prompts/demos/click-button/seed-3004.json
 *   for (const { file, demo } of readDemoFiles(['click-button'])) console.log(file, demo.steps.length)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DemoRecordSchema, type DemoRecord } from '../policies/caap/demos.js';
import { DEMOS_DIR } from '../paths.js';
import { InvalidArgumentError } from '../errors.js';
import { assertSeedsFor } from '../seeds.js';

export function demoFile(task: string, seed: number, suffix = '', dir = DEMOS_DIR): string {
  return path.join(dir, task, `seed-${seed}${suffix}.json`);
}

/** Writes (atomically) and returns the file. Refuses non-demo seeds and records that fail the schema. */
export function writeDemo(record: DemoRecord, opts: { dir?: string; suffix?: string; file?: string } = {}): string {
  assertSeedsFor('demos', [record.seed]);
  const demo = DemoRecordSchema.parse(record);
  const file = opts.file ?? demoFile(demo.task, demo.seed, opts.suffix ?? '', opts.dir);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify(demo, null, 1)}\n`);
  renameSync(tmp, file);
  return file;
}

export function readDemoFile(file: string): DemoRecord {
  const r = DemoRecordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.success) throw new InvalidArgumentError(`${file} is not a demo record: ${r.error.issues[0]?.message} at ${r.error.issues[0]?.path.join('.')}`);
  return r.data;
}

/** The demo files of the given tasks (all task folders when `tasks` is undefined), sorted. */
export function listDemoFiles(tasks?: string[], dir = DEMOS_DIR): string[] {
  if (!existsSync(dir)) return [];
  const folders = tasks ?? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  return folders.sort().flatMap((t) => {
    const d = path.join(dir, t);
    return existsSync(d) ? readdirSync(d).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(d, f)) : [];
  });
}

export function readDemoFiles(tasks?: string[], dir = DEMOS_DIR): { file: string; demo: DemoRecord }[] {
  return listDemoFiles(tasks, dir).map((file) => ({ file, demo: readDemoFile(file) }));
}
