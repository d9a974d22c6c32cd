/**
 * The ablation table: when CAAP runs differ only in their prompt variant (the caap policy's
 * option `variant`), their per-task success side by side, each beside the matching column of the
 * paper's Table 6, and the means over the tasks every variant covers (ours and the
 * paper's on those same tasks), with Table 6's own mean over its 67 tasks.
 *
 * Our variants and Table 6's columns: full = full prompt; no-cot = demonstrations without
 * the chain-of-thought phrases; no-demo = the phrases without demonstrations; no-rationale
 * = the phrases with action-only demonstrations; no-demo-no-cot = neither.
 *
 * @example
 *   const tables = ablations(runs, pub)   // [] unless two runs differ only in variant
 */
import { z } from 'zod';
import type { SweepConfig } from '../plan.js';
import { columnMeans } from './paper-rules.js';
import type { Published } from './published.js';
import { runLabel } from './run-label.js';
import { mean, r4 } from './stats.js';
import type { TaskRow } from './task-row.js';

export const TABLE6_COLUMNS: Record<string, { column: string; name: string }> = {
  full: { column: 'full', name: 'Full' },
  'no-cot': { column: 'demo_without_cot', name: 'Demo without CoT phrases' },
  'no-demo': { column: 'cot_without_demo', name: 'CoT phrases without demo' },
  'no-rationale': { column: 'cot_with_action_only_demo', name: 'CoT phrases with action-only demo' },
  'no-demo-no-cot': { column: 'no_cot_no_demo', name: 'No CoT, no demo' },
};
const ORDER = Object.keys(TABLE6_COLUMNS);

export const AblationSchema = z.object({
  /** The configuration the variants share. */
  group: z.string(),
  variants: z.array(z.object({ variant: z.string(), runKey: z.string(), paperColumn: z.string().nullable(), paperName: z.string().nullable() })),
  rows: z.array(z.object({
    task: z.string(),
    ours: z.array(z.object({ success: z.number().nullable(), ci95: z.tuple([z.number(), z.number()]), episodes: z.number().int() })),
    paper: z.array(z.number().nullable()),
  })),
  means: z.array(z.object({
    variant: z.string(),
    /** Tasks every variant of the group covers: the means are over these. */
    tasks: z.number().int(),
    ours: z.number().nullable(),
    paper: z.number().nullable(),
    /** Table 6's mean of the column over all its tasks. */
    paperAll: z.number().nullable(),
  })),
});
export type Ablation = z.infer<typeof AblationSchema>;

interface RunLike {
  key: string;
  config: SweepConfig;
  rows: TaskRow[];
}

/** The CAAP prompt variant of a run (the caap policy's option; Table 6 ablates the CAAP prompt only), or null for other policies. */
function variantOf(c: SweepConfig): string | null {
  if (c.episode.policy !== 'caap') return null;
  const v = c.episode.options.variant;
  return typeof v === 'string' ? v : 'full';
}

/** The configuration with its CAAP variant set to the full prompt. */
function withFullVariant(c: SweepConfig): SweepConfig {
  return { ...c, episode: { ...c.episode, options: { ...c.episode.options, variant: 'full' } } };
}

/** The configuration without its variant (and folder): runs with equal keys form one ablation group. */
function groupKey(c: SweepConfig): string {
  const { miniwobDir: _dir, ...rest } = withFullVariant(c);
  return JSON.stringify(rest);
}

export function ablations(runs: RunLike[], pub: Published | undefined): Ablation[] {
  const groups = new Map<string, (RunLike & { variant: string })[]>();
  for (const r of runs) {
    const variant = variantOf(r.config);
    if (variant !== null) groups.set(groupKey(r.config), [...(groups.get(groupKey(r.config)) ?? []), { ...r, variant }]);
  }
  const paperAll = pub ? columnMeans(pub.table6) : {};
  return [...groups.values()].filter((g) => new Set(g.map((r) => r.variant)).size > 1).map((g) => {
    const sorted = [...g].sort((a, b) => (ORDER.indexOf(a.variant) + 1 || 99) - (ORDER.indexOf(b.variant) + 1 || 99) || a.key.localeCompare(b.key));
    const cols = sorted.map((r) => ({ variant: r.variant, runKey: r.key, paperColumn: TABLE6_COLUMNS[r.variant]?.column ?? null,
      paperName: TABLE6_COLUMNS[r.variant]?.name ?? null })
    );
    const paperOf = (task: string, col: string | null) => (pub && col ? pub.table6.value(task, col) ?? null : null);
    const tasks = [...new Set(sorted.flatMap((r) => r.rows.filter((t) => t.success !== null).map((t) => t.task)))].sort();
    const rows = tasks.map((task) => ({
      task,
      ours: sorted.map((r) => {
        const t = r.rows.find((x) => x.task === task);
        return { success: t?.success ?? null, ci95: t?.ci95 ?? [0, 1] as [number, number], episodes: t?.episodes ?? 0 };
      }),
      paper: cols.map((c) => paperOf(task, c.paperColumn)),
    }));
    const shared = rows.filter((row) => row.ours.every((o) => o.success !== null));
    const means = cols.map((c, i) => {
      const paperVals = shared.map((row) => row.paper[i]).filter((v): v is number => v !== null && v !== undefined);
      return {
        variant: c.variant,
        tasks: shared.length,
        ours: shared.length ? r4(mean(shared.map((row) => row.ours[i]!.success!))) : null,
        paper: paperVals.length === shared.length && shared.length ? r4(mean(paperVals)) : null,
        paperAll: c.paperColumn && paperAll[c.paperColumn] ? r4(paperAll[c.paperColumn]!.mean) : null,
      };
    });
    const label = runLabel(withFullVariant(sorted[0]!.config));
    return { group: label, variants: cols, rows, means };
  });
}
