/**
 * The record checks of a fault campaign, over the lines of the sweep's episodes.jsonl:
 * every line a valid sweep record (src/sweep/records.ts) of the campaign's configuration;
 * every (task, seed) of the plan recorded exactly once; every episode the LLM failed
 * recorded as an LLM failure; no episode past its time budget.
 *
 * "Exactly once" counts results: an LLM failure (`sweep.failure: "llm"`) is no result, and
 * `--resume` runs such an episode again, so an LLM failure followed by a later record of
 * the same episode is an earlier attempt, not a duplicate. Two records of one episode from
 * the same run of the sweep (`sweep.run`) are duplicates whatever they say.
 *
 * @example
 *   const c = checkRecords(readFileSync('runs/chaos/sweep/episodes.jsonl', 'utf8'), { tasks, seeds, configKey, episodeBudgetMs: 60_000 })
 *   if (c.lost.length || c.duplicated.length) process.exitCode = 1
 */
import { episodeKey } from '../sweep/plan.js';
import { SweepMetaSchema, SweepRecordSchema, type SweepRecord } from '../sweep/records.js';

/** What the LLM client's error says when an endpoint failed after its retries (LlmRequestError). */
export const LLM_ERROR = /LLM request to \S+ failed after \d+ attempt/;

/** How far past its budget an episode's wall time may go before it counts as a hang. */
export const BUDGET_SLACK_MS = 10_000;

export interface PlanOfRecords {
  tasks: string[];
  seeds: number[];
  configKey: string;
  episodeBudgetMs: number;
  /** Episodes given a harness fault (CAAP_SWEEP_FAULTS), with the failure their record must carry. */
  expectedFailures?: Map<string, string>;
}

export interface RecordChecks {
  /** Non-empty lines of the file. */
  lines: number;
  invalid: { line: number; problem: string }[];
  /** Records of another configuration, or of an episode not in the plan. */
  foreign: string[];
  lost: string[];
  duplicated: string[];
  /** Whether the record schema has `failure: "llm"` (added with the LLM-outage handling). */
  llmLabel: boolean;
  llm: {
    /** Records whose episode the LLM failed (by their error), and how many of them are labelled "llm". */
    failed: number;
    labelled: number;
    /** LLM failures a later record of the same episode replaced (the run --resume made of it). */
    superseded: number;
    /** Episodes whose only records are LLM failures. */
    unresolved: string[];
    /** Records whose label and error disagree. */
    mislabelled: { key: string; why: string }[];
  };
  /** Records by sweep.failure ("none" for episodes the harness did not fail). */
  byFailure: Record<string, number>;
  /** Episodes whose record's wall time went past the budget (plus slack): a hang the budget did not stop. */
  pastBudget: string[];
  /** Episodes given a harness fault whose record does not carry the failure it should. */
  harnessFaultsMissed: string[];
  solved: number;
}

export function llmLabelSupported(): boolean {
  return SweepMetaSchema.shape.failure.safeParse('llm').success;
}

type Rec = SweepRecord & { line: number };

/** `llmLabel` may be forced for tests; by default it is what the record schema allows. */
export function checkRecords(text: string, plan: PlanOfRecords, opts: { llmLabel?: boolean } = {}): RecordChecks {
  const llmLabel = opts.llmLabel ?? llmLabelSupported();
  const planned = new Set(plan.seeds.flatMap((s) => plan.tasks.map((t) => episodeKey(t, s))));
  const out: RecordChecks = {
    lines: 0,
    invalid: [],
    foreign: [],
    lost: [],
    duplicated: [],
    llmLabel,
    llm: { failed: 0, labelled: 0, superseded: 0, unresolved: [], mislabelled: [] },
    byFailure: {},
    pastBudget: [],
    harnessFaultsMissed: [],
    solved: 0,
  };
  const byKey = new Map<string, Rec[]>();
  const lines = text.split('\n');
  lines.forEach((l, i) => {
    if (!l.trim()) return;
    out.lines++;
    if (i === lines.length - 1) {
      out.invalid.push({ line: i + 1, problem: 'cut line (no newline at its end)' });
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(l);
    } catch {
      out.invalid.push({ line: i + 1, problem: 'not JSON' });
      return;
    }
    const r = SweepRecordSchema.safeParse(raw);
    if (!r.success) {
      const issue = r.error.issues[0];
      out.invalid.push({ line: i + 1, problem: `not a sweep record: ${issue?.message} at ${issue?.path.join('.')}` });
      return;
    }
    const key = episodeKey(r.data.task, r.data.seed);
    if (r.data.sweep.configKey !== plan.configKey || !planned.has(key)) {
      out.foreign.push(`${key} (line ${i + 1})`);
      return;
    }
    byKey.set(key, [...(byKey.get(key) ?? []), { ...r.data, line: i + 1 }]);
  });

  const isLlmLabelled = (r: Rec) => (r.sweep.failure as string | undefined) === 'llm';
  for (const key of planned) {
    const recs = byKey.get(key) ?? [];
    if (!recs.length) {
      out.lost.push(key);
      continue;
    }
    const results = llmLabel ? recs.filter((r) => !isLlmLabelled(r)) : recs;
    const runs = recs.map((r) => r.sweep.run).filter((r): r is string => Boolean(r));
    if (results.length > 1 || new Set(runs).size < runs.length) out.duplicated.push(`${key} (lines ${recs.map((r) => r.line).join(', ')})`);
    if (llmLabel && !results.length) out.llm.unresolved.push(key);
    for (const r of recs) {
      const llmError = r.doneReason === 'error' && LLM_ERROR.test(r.error ?? '');
      const labelled = isLlmLabelled(r);
      if (llmError) out.llm.failed++;
      if (labelled) out.llm.labelled++;
      if (labelled && results.length) out.llm.superseded++;
      if (llmLabel && llmError && !labelled) {
        out.llm.mislabelled.push({ key, why: `an LLM error recorded with failure ${r.sweep.failure ?? '(none)'} (line ${r.line})` });
      }
      if (labelled && !llmError && !/LLM|replay|endpoint/i.test(r.error ?? '')) {
        out.llm.mislabelled.push({ key, why: `failure "llm" on an error that is not the LLM's: ${(r.error ?? '').slice(0, 80)} (line ${r.line})` });
      }
      const f = r.sweep.failure ?? 'none';
      out.byFailure[f] = (out.byFailure[f] ?? 0) + 1;
      if (r.wallMs > plan.episodeBudgetMs + BUDGET_SLACK_MS) out.pastBudget.push(`${key} (${Math.round(r.wallMs / 1000)} s, line ${r.line})`);
    }
    if (results.some((r) => r.rawReward > 0)) out.solved++;
    const expected = plan.expectedFailures?.get(key);
    if (expected && results.length && !results.every((r) => r.sweep.failure === expected)) {
      out.harnessFaultsMissed.push(`${key}: expected failure ${expected}, recorded ${results.map((r) => r.sweep.failure ?? '(none)').join(', ')}`);
    }
  }
  return out;
}

/** The failed checks, one line each (empty: all passed). */
export function failedChecks(c: RecordChecks): string[] {
  const out: string[] = [];
  const some = (xs: string[]) => `${xs.slice(0, 5).join(', ')}${xs.length > 5 ? ', ...' : ''}`;
  if (c.invalid.length) out.push(`${c.invalid.length} invalid line(s): ${c.invalid.slice(0, 3).map((p) => `line ${p.line}: ${p.problem}`).join('; ')}`);
  if (c.foreign.length) out.push(`${c.foreign.length} record(s) of another configuration or outside the plan: ${some(c.foreign)}`);
  if (c.lost.length) out.push(`${c.lost.length} episode(s) of the plan without a record: ${some(c.lost)}`);
  if (c.duplicated.length) out.push(`${c.duplicated.length} episode(s) recorded more than once: ${some(c.duplicated)}`);
  if (c.llm.mislabelled.length) {
    out.push(`${c.llm.mislabelled.length} LLM failure(s) not recorded as such: ${c.llm.mislabelled.slice(0, 3).map((m) => `${m.key}: ${m.why}`).join('; ')}`);
  }
  if (c.harnessFaultsMissed.length) out.push(`${c.harnessFaultsMissed.length} harness fault(s) not recorded as their failure: ${some(c.harnessFaultsMissed)}`);
  if (c.pastBudget.length) out.push(`${c.pastBudget.length} episode(s) ran past their budget: ${some(c.pastBudget)}`);
  return out;
}
