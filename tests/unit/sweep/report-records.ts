/**
 * Sweep records made to order for the report tests: a valid SweepRecord (schema-checked)
 * for a task, seed and outcome under a configuration of policy, model and variant.
 *
 * @example
 *   const recs = [rec({ task: 'click-button', seed: 0, ok: true }), rec({ task: 'click-button', seed: 1, ok: false, failure: 'llm' })]
 */
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import { answeredBy } from '../../../src/llm/identity.js';
import { configKey, type SweepConfig } from '../../../src/sweep/plan.js';
import { SweepRecordSchema, type SweepRecord } from '../../../src/sweep/records.js';

export interface RecSpec {
  task: string;
  seed: number;
  ok: boolean;
  policy?: string;
  model?: string;
  variant?: string;
  /** A harness failure kind, or "llm" (an outage or replay miss). */
  failure?: 'browser' | 'page' | 'budget' | 'harness' | 'llm';
  /** The endpoint host the configuration names (default: OpenAI's for a model). */
  endpoint?: string;
  /** The model names the replies reported (default: the model asked for). */
  reported?: string[];
  tokens?: { prompt: number; completion: number };
  llmCalls?: number;
  /** LLM milliseconds of each step. */
  llmMs?: number[];
  trace?: string;
}

export function configOf(s: Pick<RecSpec, 'policy' | 'model' | 'variant' | 'endpoint'>): SweepConfig {
  const policy = s.policy ?? 'scripted';
  return {
    suite: 'embedded',
    model: s.model ?? '',
    ...(s.model ? { llm: { endpoint: s.endpoint ?? 'api.openai.com', model: s.model } } : {}),
    episode: resolveEpisodeConfig({ policy, options: policy === 'caap' && s.variant ? { variant: s.variant } : {}, scale: 2,
      llm: s.model ? { model: s.model } : {} }),
  };
}

export function rec(s: RecSpec): SweepRecord & { source: string } {
  const config = configOf(s);
  const llmMs = s.llmMs ?? [];
  const steps = (llmMs.length ? llmMs : [0]).map((ms, i) => ({
    step: i + 1,
    elements: 3,
    promptTokens: 0,
    completionTokens: 0,
    llmCalls: ms ? 1 : 0,
    cached: false,
    actions: [],
    notRun: 0,
    ms: { capture: 10, perceive: 20, llm: ms, decide: 1, execute: 5, total: 36 + ms },
  }));
  const reported = s.reported ?? (config.model ? [config.model] : []);
  const base = SweepRecordSchema.parse({
    suite: 'embedded',
    task: s.task,
    seed: s.seed,
    policy: config.episode.policy,
    model: config.model,
    config: config.episode,
    observer: 'models',
    ...(config.llm ? { llm: answeredBy(config.llm, s.failure === 'llm' ? [] : reported) } : {}),
    functionCalling: true,
    goal: 'a goal',
    steps,
    reward: s.ok ? 1 : -1,
    rawReward: s.ok ? 1 : -1,
    done: true,
    doneReason: s.failure ? 'error' : 'done',
    ...(s.failure ? { error: `${s.failure} failure` } : {}),
    tokens: s.tokens ?? { prompt: 0, completion: 0 },
    llmCalls: s.llmCalls ?? steps.filter((x) => x.llmCalls).length,
    wallMs: 1000,
    startedAt: '2026-01-01T00:00:00.000Z',
    versions: { git: 'test', node: 'v20', models: {} },
    sweep: { configKey: configKey(config), config, ...(s.trace ? { trace: s.trace } : {}), ...(s.failure ? { failure: s.failure } : {}) },
  });
  return { ...base, source: '/sweeps/a' };
}

/** `n` episodes of a task of which the first `k` succeed. */
export function episodes(task: string, k: number, n: number, more: Omit<RecSpec, 'task' | 'seed' | 'ok'> = {}): (SweepRecord & { source: string })[] {
  return Array.from({ length: n }, (_, seed) => rec({ task, seed, ok: seed < k, ...more }));
}
