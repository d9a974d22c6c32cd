/**
 * How a run (the records of one sweep configuration) is named in the report: the policy,
 * the model as recorded, and the settings that make it differ from another run of the same
 * policy. Answers of a built-in or local test model (`caap-test-server/...`) are labelled
 * as such wherever the name appears, so they never read as a language model's.
 * Configuration fields this file does not know (added to the sweep configuration later,
 * e.g. the endpoint's identity) are shown as key=value rather than dropped.
 *
 * @example
 *   runLabel(config)          // "caap · caap-test-server/scripted [test model, not an LLM] · paper preset · observer models"
 *   isTestModel('caap-test-server/scripted')   // true
 */
import type { SweepConfig } from '../plan.js';

/** The marker shown after a test model's name. */
export const TEST_MODEL_MARK = '[test model, not an LLM]';

/** Models answered by this repository's own test server (built in, or `caap llm-test-server`). */
export function isTestModel(model: string): boolean {
  return /(^|[/:])caap-test-server([/:-]|$)/i.test(model);
}

export function modelLabel(model: string): string {
  if (!model) return '';
  return isTestModel(model) ? `${model} ${TEST_MODEL_MARK}` : model;
}

/** Keys the label renders itself (or leaves out on purpose: paths, things every run shares). */
const SHOWN = new Set(['suite', 'miniwobDir', 'policy', 'observer', 'variant', 'model', 'functionCalling', 'temperature', 'maxSteps', 'maxTokens', 'scale', 'batchStop', 'promptConfig']);

function promptPart(c: SweepConfig): string[] {
  const p = c.promptConfig;
  if (!p) return [];
  const out = [`${p.preset} preset${p.changed.length ? ` (${p.changed.map((s) => `${p.switches[s as keyof typeof p.switches] ? '+' : '-'}${s}`).join(' ')})` : ''}`];
  if (c.variant && c.variant !== 'full' && c.variant !== 'n/a') out.push(`variant ${c.variant}`);
  return out;
}

function extras(c: SweepConfig): string[] {
  return Object.entries(c as Record<string, unknown>)
    .filter(([k, v]) => !SHOWN.has(k) && v !== undefined && v !== '' && v !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
}

/** One line naming a configuration; compact enough for a table cell. */
export function runLabel(c: SweepConfig): string {
  const parts = [
    c.policy,
    modelLabel(c.model),
    ...promptPart(c),
    ...(c.promptConfig ? [] : c.variant && c.variant !== 'n/a' && c.variant !== 'full' ? [`variant ${c.variant}`] : []),
    `observer ${c.observer}`,
    c.suite !== 'embedded' ? c.suite : '',
    `${c.maxSteps} steps`,
    ...extras(c),
  ];
  return parts.filter(Boolean).join(' · ');
}

/** A short column header for charts: policy and model, the test marker shortened. */
export function shortLabel(c: SweepConfig): string {
  const model = c.model ? (isTestModel(c.model) ? `${c.model} [test]` : c.model) : '';
  return [c.policy, model, c.variant && !['full', 'n/a'].includes(c.variant) ? c.variant : ''].filter(Boolean).join(' · ');
}

/** The settings of a run, one "key value" per configuration field, for the per-run section. */
export function settingsLine(c: SweepConfig): string {
  return Object.entries(c as Record<string, unknown>).filter(([k, v]) => k !== 'miniwobDir' && v !== undefined)
    .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join('; ');
}
