/**
 * How a run (the records of one sweep configuration) is named in the report: the policy,
 * the model as recorded, and the settings that make it differ from another run of the same
 * policy. Answers of a built-in or local test model (`caap-test-server/...`) are labelled
 * as such wherever the name appears, so they never read as a language model's.
 * The endpoint (when not OpenAI's) and the Azure deployment follow the model. Configuration
 * fields this file does not know (added later) are shown as key=value rather than dropped.
 *
 * @example
 *   runLabel(config)   // "caap · caap-test-server/scripted [test model, not an LLM] · paper preset · observer models · 10 steps"
 *   runLabel(config2)  // "caap · gpt-4o @ azure:my.openai.azure.com/gpt4o-prod · paper preset · observer models · 10 steps"
 */
import { isTestServerModel, OPENAI_ENDPOINT } from '../../llm/identity.js';
import type { SweepConfig } from '../plan.js';

/** The marker shown after a test model's name. */
export const TEST_MODEL_MARK = '[test model, not an LLM]';

/** Models answered by this repository's own test server (built in, or `caap llm-test-server`). */
export const isTestModel = (model: string): boolean => isTestServerModel(model);

/** The model of a configuration: a test model marked, another endpoint than OpenAI's named ("m @ host/deployment"). */
export function modelLabel(c: Pick<SweepConfig, 'model' | 'llm'>, answeredByTestServer = false): string {
  if (!c.model) return '';
  if (isTestModel(c.model)) return `${c.model} ${TEST_MODEL_MARK}`;
  const at = c.llm && c.llm.endpoint !== OPENAI_ENDPOINT ? ` @ ${c.llm.endpoint}${c.llm.azureDeployment ? `/${c.llm.azureDeployment}` : ''}` : '';
  // A test server asked for another model's name still answers as the test server.
  return `${c.model}${at}${answeredByTestServer ? ` ${TEST_MODEL_MARK}` : ''}`;
}

/** Keys the label renders itself (or leaves out on purpose: paths, things every run shares). */
const SHOWN = new Set(['suite', 'miniwobDir', 'policy', 'observer', 'variant', 'model', 'llm', 'functionCalling', 'temperature', 'maxSteps', 'maxTokens', 'scale', 'batchStop', 'promptConfig']);

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

/** One line naming a configuration; compact enough for a table cell. `testServer`: the records say the test server answered. */
export function runLabel(c: SweepConfig, testServer = false): string {
  const parts = [
    c.policy,
    modelLabel(c, testServer),
    ...promptPart(c),
    ...(c.promptConfig ? [] : c.variant && c.variant !== 'n/a' && c.variant !== 'full' ? [`variant ${c.variant}`] : []),
    `observer ${c.observer}`,
    c.suite !== 'embedded' ? c.suite : '',
    `${c.maxSteps} step${c.maxSteps === 1 ? "" : "s"}`,
    ...extras(c),
  ];
  return parts.filter(Boolean).join(' · ');
}

/** A short column header for charts: policy and model, the test marker shortened. */
export function shortLabel(c: SweepConfig, testServer = false): string {
  const test = !!c.model && (isTestModel(c.model) || testServer);
  const model = c.model ? modelLabel(c).replace(` ${TEST_MODEL_MARK}`, '') : '';
  // The test mark leads, so no cut of a long header can drop it.
  return `${test ? '[test] ' : ''}${[c.policy, model, c.variant && !['full', 'n/a'].includes(c.variant) ? c.variant : ''].filter(Boolean).join(' · ')}`;
}

/** The settings of a run, one "key value" per configuration field, for the per-run section. */
export function settingsLine(c: SweepConfig): string {
  return Object.entries(c as Record<string, unknown>).filter(([k, v]) => k !== 'miniwobDir' && v !== undefined)
    .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join('; ');
}
