/**
 * The published MiniWoB++ numbers we compare against (data/published/): sources.json names
 * each method with its citation and the aggregate it reported; miniwob-per-task.tsv holds
 * per-task success rates as fractions, one column per method. A cell ending in "?" is a
 * number we could not check against the paper (shown with a "?" in reports); "-" or an
 * empty cell means not reported (or not transcribed).
 *
 * @example
 *   const pub = loadPublished()
 *   pub.value('click-button', 'caap') // { value: 1, uncertain: true } | undefined
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PACKAGE_ROOT } from '../../agent/paths.js';
import { InvalidArgumentError } from '../../errors.js';

export const PUBLISHED_DIR = path.join(PACKAGE_ROOT, 'data', 'published');

const ReportedSchema = z.object({
  mean: z.number().min(0).max(1),
  tasks: z.number().int(),
  uncertain: z.boolean().default(false),
  note: z.string().optional(),
});

export const PublishedMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  citation: z.string(),
  input: z.string(),
  reported: ReportedSchema.optional(),
  note: z.string().optional(),
});

export const PublishedSourcesSchema = z.object({
  title: z.string(),
  citation: z.string(),
  standardSetSize: z.number().int().min(1),
  note: z.string(),
  methods: z.array(PublishedMethodSchema).min(1),
});
export type PublishedMethod = z.infer<typeof PublishedMethodSchema>;

export interface PublishedCell { value: number; uncertain: boolean }

export interface Published {
  title: string;
  citation: string;
  note: string;
  standardSetSize: number;
  methods: PublishedMethod[];
  tasks: string[];
  value(task: string, method: string): PublishedCell | undefined;
}

/** Parses the per-task table; exported for tests. */
export function parsePerTaskTsv(text: string, methodIds: string[], file = 'miniwob-per-task.tsv'): Map<string, Map<string, PublishedCell>> {
  const rows = text.split('\n').map((l) => l.replace(/\r$/, '')).filter((l) => l.trim() && !l.startsWith('#'));
  const header = rows.shift()?.split('\t') ?? [];
  if (header[0] !== 'task') throw new InvalidArgumentError(`${file}: the first row must be the header "task<TAB>method..."`);
  const unknown = header.slice(1).filter((m) => !methodIds.includes(m));
  if (unknown.length) throw new InvalidArgumentError(`${file}: column(s) ${unknown.join(', ')} are not methods of sources.json`);
  const out = new Map<string, Map<string, PublishedCell>>();
  rows.forEach((row, i) => {
    const cells = row.split('\t');
    const task = cells[0]!.trim();
    const m = new Map<string, PublishedCell>();
    header.slice(1).forEach((method, j) => {
      const raw = (cells[j + 1] ?? '').trim();
      if (raw === '' || raw === '-') return;
      const mm = /^(\d*\.?\d+)(\?)?$/.exec(raw);
      const value = Number(mm?.[1]);
      if (!mm || value > 1) throw new InvalidArgumentError(`${file} row ${i + 2} (${task}), ${method}: "${raw}" is not a fraction in [0, 1] (optionally ending in ?)`);
      m.set(method, { value, uncertain: mm[2] === '?' });
    });
    out.set(task, m);
  });
  return out;
}

export function loadPublished(dir = PUBLISHED_DIR): Published {
  const sourcesFile = path.join(dir, 'sources.json');
  const r = PublishedSourcesSchema.safeParse(JSON.parse(readFileSync(sourcesFile, 'utf8')));
  if (!r.success) throw new InvalidArgumentError(`${sourcesFile}: ${r.error.issues[0]?.message} at ${r.error.issues[0]?.path.join('.')}`);
  const src = r.data;
  const table = parsePerTaskTsv(readFileSync(path.join(dir, 'miniwob-per-task.tsv'), 'utf8'), src.methods.map((m) => m.id));
  return {
    title: src.title, citation: src.citation, note: src.note, standardSetSize: src.standardSetSize, methods: src.methods,
    tasks: [...table.keys()],
    value: (task, method) => table.get(task)?.get(method),
  };
}
