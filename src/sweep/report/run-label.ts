/**
 * How a run (the records of one sweep configuration) is named in the report: the policy,
 * the model as recorded, and the settings that make it differ from another run of the same
 * policy. Answers of a built-in or local test model (`caap-test-server/...`) are labelled
 * as such wherever the name appears, so they never read as a language model's.
 * The endpoint (when not OpenAI's) and the Azure deployment follow the model. The policy's
 * options are named by its registry entry (policyLabel); other configuration fields that
 * differ from their defaults are shown as key=value rather than dropped.
 *
 * @example
 *   runLabel(config)   // "caap · caap-test-server/scripted [test model, not an LLM] · observer models · 10 steps" (the paper preset)
 *   runLabel(config2)  // "caap · gpt-4o @ azure:my.openai.azure.com/gpt4o-prod · caap-plus · variant no-cot · observer models · 10 steps"
 */
import { isTestServerModel, OPENAI_ENDPOINT } from '../../llm/identity.js';
import { EpisodeConfigSchema } from '../../episode/config.js';
import { policyOptionsLabel } from '../../episode/policies.js';
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

/** Generic episode fields the label renders itself (or leaves out on purpose: operational ones every run may differ in). */
const SHOWN_EPISODE = new Set(['policy', 'options', 'observer', 'maxSteps', 'llm', 'budgetMs', 'scale', 'policyModule']);
/** LLM request fields shown only when not their defaults (the model is shown by modelLabel; operational fields never). */
const SHOWN_LLM = ['temperature', 'maxCompletionTokens', 'maxTokensField', 'functionCalling'] as const;

function extras(c: SweepConfig): string[] {
  const e = c.episode;
  const d = EpisodeConfigSchema.parse({ policy: e.policy });
  const out = Object.entries(e)
    .filter(([k, v]) => !SHOWN_EPISODE.has(k) && v !== undefined && JSON.stringify(v) !== JSON.stringify((d as Record<string, unknown>)[k]))
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  for (const k of SHOWN_LLM) if (e.llm[k] !== d.llm[k]) out.push(`${k}=${String(e.llm[k])}`);
  // A policy module by its file and the first digits of its hash: a table cell, not a path.
  if (e.policyModule) out.push(`module ${e.policyModule.path.split(/[\\/]/).pop()} ${e.policyModule.sha256.slice(0, 12)}`);
  return out.sort();
}

/** One line naming a configuration; compact enough for a table cell. `testServer`: the records say the test server answered. */
export function runLabel(c: SweepConfig, testServer = false): string {
  const e = c.episode;
  const parts = [
    e.policy,
    modelLabel(c, testServer),
    policyOptionsLabel(e),
    `observer ${e.observer}`,
    c.suite !== 'embedded' ? c.suite : '',
    `${e.maxSteps} step${e.maxSteps === 1 ? '' : 's'}`,
    ...extras(c),
  ];
  return parts.filter(Boolean).join(' · ');
}

/** A short column header for charts: policy (with its options' label) and model, the test marker shortened. */
export function shortLabel(c: SweepConfig, testServer = false): string {
  const test = !!c.model && (isTestModel(c.model) || testServer);
  const model = c.model ? modelLabel(c).replace(` ${TEST_MODEL_MARK}`, '') : '';
  // The test mark leads, so no cut of a long header can drop it.
  return `${test ? '[test] ' : ''}${[c.episode.policy, model, policyOptionsLabel(c.episode)].filter(Boolean).join(' · ')}`;
}

/** The settings of a run, one "key value" per configuration field (the episode's flattened), for the per-run section. */
export function settingsLine(c: SweepConfig): string {
  const { episode, miniwobDir: _dir, ...top } = c;
  const flat: [string, unknown][] = [...Object.entries(top), ...Object.entries(episode).map(([k, v]) => [k, v] as [string, unknown])];
  return flat.filter(([, v]) => v !== undefined).map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join('; ');
}
