/**
 * Who answered an LLM request, in words that hold no credentials. Two schemas:
 *
 *   LlmIdentity   what is known before any call: the endpoint's host name (no port, no user,
 *                 no key), the model asked for, the Azure deployment. It keys the sweep's
 *                 configuration (src/sweep/plan.ts) and scopes the record/replay cache
 *                 (cache.ts), so answers from one endpoint never count as, or replay as,
 *                 answers from another: a run against the local test server cannot merge
 *                 with a gpt-4o run, nor replay as one.
 *   AnsweredBy    the identity plus what the responses said: every model name they reported,
 *                 and whether the local test server (src/llm/testing) answered. Written into
 *                 every episode record (record.ts).
 *
 * The port is left out on purpose: the built-in test server (`--llm scripted`) listens on a
 * new free port every run, and a local server moved to another port is still the same model.
 *
 * @example
 *   llmIdentityOf({ model: 'gpt-4o', baseURL: 'https://user:pw@my-vllm.example:8443/v1' })
 *   // { endpoint: 'my-vllm.example', model: 'gpt-4o' }
 *   answeredByLabel(answeredBy(llmIdentityOf(cfg), ['caap-test-server/scripted']))
 *   // 'caap-test-server/scripted (local test server, not a language model)'
 */
import { z } from 'zod';
import { stripUrlCredentials } from '../util/redact.js';

/** The name (and name prefix) every reply of the local test server reports as its model. */
export const TEST_SERVER_MODEL = 'caap-test-server';

/** The endpoint name when no base URL is set: OpenAI's own API. */
export const OPENAI_ENDPOINT = 'api.openai.com';

export const LlmIdentitySchema = z.object({
  /** The endpoint's host name: 'api.openai.com', a base URL's host ('127.0.0.1' for a local server), or 'azure:HOST'. */
  endpoint: z.string().min(1),
  /** The model asked for (the request's `model`). */
  model: z.string(),
  /** The Azure OpenAI deployment that answers (Azure only). */
  azureDeployment: z.string().optional(),
}).strict();
export type LlmIdentity = z.infer<typeof LlmIdentitySchema>;

export const AnsweredBySchema = LlmIdentitySchema.extend({
  /** Every model name the responses reported, in order of first appearance (empty when no reply came). */
  reportedModels: z.array(z.string()),
  /** True when the local test server answered (its model name, asked for or reported), not a language model. */
  testServer: z.boolean(),
}).strict();
export type AnsweredBy = z.infer<typeof AnsweredBySchema>;

/** Whether a model name is the local test server's ('caap-test-server', 'caap-test-server/scripted'). */
export function isTestServerModel(name: string | null | undefined): boolean {
  return typeof name === 'string' && (name === TEST_SERVER_MODEL || name.startsWith(`${TEST_SERVER_MODEL}/`));
}

/** The parts of an LLM configuration that say where requests go (llm.ts LlmConfig). */
export interface EndpointConfig {
  model: string;
  baseURL?: string;
  azure?: { endpoint: string; deployment: string };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase() || stripUrlCredentials(url);
  } catch {
    return stripUrlCredentials(url);
  }
}

/** The identity of a configuration, before any call. */
export function llmIdentityOf(c: EndpointConfig): LlmIdentity {
  if (c.azure) return { endpoint: `azure:${hostOf(c.azure.endpoint)}`, model: c.model, azureDeployment: c.azure.deployment };
  return { endpoint: c.baseURL ? hostOf(c.baseURL) : OPENAI_ENDPOINT, model: c.model };
}

/** The identity plus the model names the replies reported. */
export function answeredBy(id: LlmIdentity, reported: Iterable<string>): AnsweredBy {
  const reportedModels = [...new Set(reported)];
  return AnsweredBySchema.parse({ ...id, reportedModels, testServer: isTestServerModel(id.model) || reportedModels.some(isTestServerModel) });
}

/**
 * One line for outputs, traces and tables: the model that answered (the reported name when
 * there is one), where, and a plain warning when it was the local test server.
 */
export function answeredByLabel(a: AnsweredBy): string {
  const model = a.reportedModels.length ? a.reportedModels.join(', ') : a.model;
  if (a.testServer) return `${model} (local test server, not a language model)`;
  const deployment = a.azureDeployment ? ` deployment ${a.azureDeployment}` : '';
  return `${model} at ${a.endpoint}${deployment}`;
}
