/** Shared set-up of the agent's unit tests: an LLM client on a local test server. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv, type LlmConfig } from '../../../src/llm/config.js';
import type { TestServer } from '../../../src/llm/testing/openai-test-server.js';

export const TEST_KEY = 'sk-test-SECRET-0123456789abcdef';

/** A client for `server` with fast retries, through the env variables a user would set. */
export function clientFor(server: TestServer | { url: string }, over: Partial<LlmConfig> = {}): LlmClient {
  const cfg = llmConfigFromEnv({ OPENAI_BASE_URL: server.url, OPENAI_API_KEY: TEST_KEY, CAAP_MODEL: 'test-model' }, {
    retries: 3,
    minRetryDelayMs: 5,
    maxRetryTimeMs: 10_000,
    timeoutMs: 2_000,
    ...over,
  });
  return new LlmClient(cfg);
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `caap-${prefix}-`));
}

export const ACT = (lines: string[]) => lines.map((l, i) => `Action_${i + 1}=(Action: functions.${l})`).join('\n');
