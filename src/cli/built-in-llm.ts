/**
 * The built-in language model of `caap run` and `caap sweep`: `--llm scripted` (or
 * OPENAI_BASE_URL=scripted:) starts the local OpenAI-compatible test server inside this
 * process, on 127.0.0.1 at a free port, answering every CAAP prompt with the scripted
 * policy's choice (src/policies/offline-model/scripted-model.ts), and every screenagent, autoui,
 * dpot and vlm-history request likewise in its own format (src/policies/offline-model/answerers), and points the real openai SDK
 * at it. Offline, no key, no second terminal. The model name is fixed to
 * BUILT_IN_MODELS.scripted, so every record, sweep configuration and leaderboard says the
 * answers came from the built-in test model and not from a language model.
 *
 * A sweep starts the server in its own (parent) process before the episode hosts and hands
 * them its URL through the environment they inherit, as it hands down any endpoint.
 *
 * @example
 *   const choice = builtInLlmOf(o.llm, process.env)          // 'scripted' | null
 *   const endpoint = await openLlmEndpoint(choice, process.env)
 *   const llm = llmConfigFromEnv(endpoint.env, { ...overrides, ...endpoint.overrides })
 *   try { ... } finally { await endpoint.close() }
 *   // caap run --task click-button --seed 3 --llm scripted --trace runs/t1
 */
import { InvalidArgumentError } from '../errors.js';

export const BUILT_IN_LLM_NAMES = ['scripted'] as const;
export type BuiltInLlmName = (typeof BUILT_IN_LLM_NAMES)[number];

/** The model name each built-in model reports and is recorded under. */
export const BUILT_IN_MODELS: Record<BuiltInLlmName, string> = { scripted: 'caap-test-server/scripted' };

/** Where a built-in model's server listens (on a free port): the endpoint its records and sweep configurations name. */
export const BUILT_IN_HOST = '127.0.0.1';

/** OPENAI_BASE_URL values that ask for a built-in model instead of a URL, e.g. "scripted:". */
const BASE_URL_FORM = /^(scripted):\/*$/i;

/**
 * The built-in model the options or the environment ask for, or null for a real endpoint.
 * `--model` with a built-in model is refused: the name would be a label the answers do not
 * deserve.
 */
export function builtInLlmOf(o: { llm?: string; model?: string }, env: NodeJS.ProcessEnv): BuiltInLlmName | null {
  const fromEnv = BASE_URL_FORM.exec(env.OPENAI_BASE_URL?.trim() ?? '')?.[1]?.toLowerCase() as BuiltInLlmName | undefined;
  if (!fromEnv && env.OPENAI_BASE_URL && /^[a-z][a-z0-9+.-]*:$/i.test(env.OPENAI_BASE_URL.trim())) {
    throw new InvalidArgumentError(
      `OPENAI_BASE_URL=${env.OPENAI_BASE_URL} names no built-in model (known: ${BUILT_IN_LLM_NAMES.map((n) => `${n}:`).join(', ')}); ` +
        'give a URL such as http://127.0.0.1:8000/v1',
    );
  }
  const choice = (o.llm as BuiltInLlmName | undefined) ?? fromEnv ?? null;
  if (choice && !BUILT_IN_LLM_NAMES.includes(choice)) {
    throw new InvalidArgumentError(`--llm ${choice}: unknown built-in model (known: ${BUILT_IN_LLM_NAMES.join(', ')})`);
  }
  if (choice && o.model && o.model !== BUILT_IN_MODELS[choice]) {
    throw new InvalidArgumentError(`--model ${o.model} cannot be combined with the built-in ${choice} model (it is recorded as ${BUILT_IN_MODELS[choice]}); ` +
      'drop --model, or drop --llm and set OPENAI_BASE_URL to a real endpoint');
  }
  return choice;
}

/** The model name a configuration is recorded under before any server starts (sweep plans, `sweep --list`). */
export function builtInModelName(choice: BuiltInLlmName | null): string | undefined {
  return choice ? BUILT_IN_MODELS[choice] : undefined;
}

export interface LlmEndpoint {
  /** The environment llmConfigFromEnv reads the endpoint from: the caller's, or pointed at the built-in server. */
  env: NodeJS.ProcessEnv;
  /** LlmConfig fields the endpoint fixes (the built-in model's name). */
  overrides: { model?: string };
  /** The built-in server's base URL, when one runs. */
  url?: string;
  close(): Promise<void>;
}

/**
 * The endpoint to call: the environment's as it is, or, for a built-in model, a server
 * started here. Azure variables are blanked in the returned environment so that a shell
 * configured for Azure still talks to the built-in server.
 */
export async function openLlmEndpoint(choice: BuiltInLlmName | null, env: NodeJS.ProcessEnv, log?: (line: string) => void): Promise<LlmEndpoint> {
  if (!choice) return { env, overrides: {}, close: async () => undefined };
  // Imported here: the scripted rules are only needed when the built-in model runs.
  const [{ startTestServer }, { answeringModelHandler, onnxPerceiver }, { OnnxObserver }, { modelsDir }] = await Promise.all([
    import('../llm/testing/openai-test-server.js'),
    import('../policies/offline-model/answerers/index.js'),
    import('../perception/onnx-observer.js'),
    import('../perception/model-card.js'),
  ]);
  // Every policy's requests are answered (src/policies/offline-model/answerers); a screenshot sent without an
  // element list is read with the ONNX models, loaded on the first such request.
  const perceive = onnxPerceiver(() => OnnxObserver.load({ modelsDir: modelsDir(env) }));
  const server = await startTestServer({ port: 0, host: BUILT_IN_HOST, handler: answeringModelHandler({ perceive }) });
  const model = BUILT_IN_MODELS[choice];
  log?.(`llm: the built-in ${choice} model (${model}) at ${server.url}: answers are the scripted policy's, not a language model's`);
  return {
    env: {
      ...env,
      OPENAI_BASE_URL: server.url,
      OPENAI_API_KEY: '', // the local server takes none; a real key stays out of its requests
      CAAP_MODEL: model,
      AZURE_OPENAI_ENDPOINT: '',
      AZURE_OPENAI_API_KEY: '',
      AZURE_OPENAI_DEPLOYMENT: '',
    },
    overrides: { model },
    url: server.url,
    close: () => server.close(),
  };
}
