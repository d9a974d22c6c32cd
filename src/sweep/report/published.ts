/**
 * The CAAP paper's tables as data (data/published/, see its README): Table 8's per-task
 * success of eight methods over the 100-task standard set, Table 6's prompt ablations,
 * Table 7's RCI comparison, the aggregates of Tables 1 and 5, and our methods.json (names,
 * inputs, citations). Everything is validated on load; a malformed folder is an
 * InvalidArgumentError naming the file, row and column.
 *
 * @example
 *   const pub = loadPublished()
 *   pub.value('click-button', 'caap')   // 0.98
 *   pub.standardSet.length               // 100
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PACKAGE_ROOT } from '../../util/paths.js';
import { InvalidArgumentError } from '../../errors.js';

export const PUBLISHED_DIR = path.join(PACKAGE_ROOT, 'data', 'published');

export const PUBLISHED_FILES = {
  methods: 'methods.json',
  perTask: 'paper-table8-per-task.tsv',
  ablations: 'paper-table6-ablations.tsv',
  rci: 'paper-table7-rci.tsv',
  aggregates: 'paper-aggregates.json',
} as const;

export const PublishedMethodSchema = z.object({
  /** The column of Table 8. */
  id: z.string(),
  /** The name the paper's tables use (Tables 1 and 5). */
  name: z.string(),
  input: z.string(),
  citation: z.string(),
});
export type PublishedMethod = z.infer<typeof PublishedMethodSchema>;

const MethodsFileSchema = z.object({ source: z.string(), methods: z.array(PublishedMethodSchema).min(1) });

const Table5RowSchema = z.object({
  method: z.string(),
  tasks: z.number().int(),
  over70: z.number().int(),
  over80: z.number().int(),
  over90: z.number().int(),
  standard_set_success: z.number(),
});
export type PaperTable5Row = z.infer<typeof Table5RowSchema>;

const AggregatesSchema = z.object({
  source: z.string(),
  table1: z.array(z.object({ method: z.string(), tasks: z.number().int(), success: z.number() }).passthrough()),
  table5: z.array(Table5RowSchema).min(1),
  ablations_table6_means: z.record(z.string(), z.number()),
  rci_table7_means: z.object({ tasks: z.number().int() }).catchall(z.number()),
}).passthrough();
export type PaperAggregates = z.infer<typeof AggregatesSchema>;

/** A table of fractions: task -> column -> value (a "-" cell is absent). */
export interface FractionTable {
  columns: string[];
  tasks: string[];
  value(task: string, column: string): number | undefined;
}

export interface Published {
  source: string;
  dir: string;
  methods: PublishedMethod[];
  /** Table 8's tasks, in its order: the standard set. */
  standardSet: string[];
  /** Table 8's value of a method on a task (undefined: the paper gives none). */
  value(task: string, method: string): number | undefined;
  table6: FractionTable;
  table7: FractionTable;
  aggregates: PaperAggregates;
}

/** Parses a TSV of fractions with a `task` first column; exported for tests. */
export function parseFractionTsv(text: string, file: string): FractionTable {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, '')).filter((l) => l.trim() && !l.startsWith('#'));
  const header = lines.shift()?.split('\t') ?? [];
  if (header[0] !== 'task' || header.length < 2) throw new InvalidArgumentError(`${file}: the first row must be the header "task<TAB>column..."`);
  const columns = header.slice(1);
  const cells = new Map<string, Map<string, number>>();
  lines.forEach((line, i) => {
    const row = line.split('\t');
    const task = row[0]!.trim();
    if (cells.has(task)) throw new InvalidArgumentError(`${file} row ${i + 2}: task ${task} appears twice`);
    if (row.length !== header.length) throw new InvalidArgumentError(`${file} row ${i + 2} (${task}): ${row.length} cells, the header has ${header.length}`);
    const m = new Map<string, number>();
    columns.forEach((c, j) => {
      const raw = row[j + 1]!.trim();
      if (raw === '-') return;
      const v = Number(raw);
      if (!/^\d*\.?\d+$/.test(raw) || v > 1) {
        throw new InvalidArgumentError(`${file} row ${i + 2} (${task}), ${c}: "${raw}" is neither a fraction in [0, 1] nor "-"`);
      }
      m.set(c, v);
    });
    cells.set(task, m);
  });
  return { columns, tasks: [...cells.keys()], value: (task, column) => cells.get(task)?.get(column) };
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InvalidArgumentError(`${file}: ${(e as Error).message}`);
  }
  const r = schema.safeParse(raw);
  if (!r.success) throw new InvalidArgumentError(`${file}: ${r.error.issues[0]?.message} at ${r.error.issues[0]?.path.join('.') || '(top)'}`);
  return r.data;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new InvalidArgumentError(`${file}: ${(e as Error).message} (a published-numbers folder holds ${Object.values(PUBLISHED_FILES).join(', ')})`);
  }
}

export function loadPublished(dir = PUBLISHED_DIR): Published {
  const at = (f: string) => path.join(dir, f);
  const meta = readJson(at(PUBLISHED_FILES.methods), MethodsFileSchema);
  const table8 = parseFractionTsv(readText(at(PUBLISHED_FILES.perTask)), PUBLISHED_FILES.perTask);
  const ids = meta.methods.map((m) => m.id);
  const missing = table8.columns.filter((c) => !ids.includes(c));
  if (missing.length) {
    throw new InvalidArgumentError(`${at(PUBLISHED_FILES.perTask)}: column(s) ${missing.join(', ')} have no entry in ${PUBLISHED_FILES.methods}`);
  }
  const aggregates = readJson(at(PUBLISHED_FILES.aggregates), AggregatesSchema);
  return {
    source: meta.source,
    dir,
    methods: meta.methods.filter((m) => table8.columns.includes(m.id)),
    standardSet: table8.tasks,
    value: table8.value,
    table6: parseFractionTsv(readText(at(PUBLISHED_FILES.ablations)), PUBLISHED_FILES.ablations),
    table7: parseFractionTsv(readText(at(PUBLISHED_FILES.rci)), PUBLISHED_FILES.rci),
    aggregates,
  };
}
