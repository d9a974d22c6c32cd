/**
 * What the four strategies share (src/policies/strategies/strategy-policy.ts): their names
 * and settings, and a reply that does not read in the strategy's format becomes a NO_ACTION
 * step error with the call's usage and transcript, never a crash and never a pending
 * gesture. The model is the local OpenAI-compatible test server answering prose.
 */
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { Policy } from '../../../src/agent/policy.js';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { AutoUiPolicy } from '../../../src/policies/autoui/policy.js';
import { DpotPolicy } from '../../../src/policies/dpot/policy.js';
import { ScreenAgentPolicy } from '../../../src/policies/screenagent/policy.js';
import { VlmHistoryPolicy } from '../../../src/policies/vlm-history/policy.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const MAKERS: [string, (llm: LlmClient) => Policy][] = [
  ['autoui', (llm) => new AutoUiPolicy(llm)],
  ['dpot+elements', (llm) => new DpotPolicy(llm, { elements: true })],
  ['vlm-history', (llm) => new VlmHistoryPolicy(llm)],
  ['screenagent', (llm) => new ScreenAgentPolicy(llm)],
];

describe('strategy policies', () => {
  for (const [name, make] of MAKERS) {
    it(`${name}: a reply that does not read is a NO_ACTION step error, with the call counted`, async () => {
      server = await startTestServer({ whenExhausted: { content: 'I would rather describe the weather.' } });
      const llm = new LlmClient(
        llmConfigFromEnv({ OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'sk-test' }, { model: 'test-model', retries: 0, timeoutMs: 5000 }),
      );
      const policy = make(llm);
      expect(policy.name).toBe(name);
      expect(policy.model).toBe('test-model');
      const state = policy.initialState!();
      const png = await sharp({ create: { width: 320, height: 420, channels: 3, background: { r: 255, g: 255, b: 255 } } }).png().toBuffer();
      const d = await policy.decide({ task: 'click-button', goal: 'Click on the "OK" button.', screenshot: { png, scale: 2, marks: async () => png },
        elements: [{ id: 1, type: 'button', text: 'OK', box: { left: 20, top: 90, right: 80, bottom: 110 }, score: 1 }], performed: [], problems: [], step: 1,
        state });
      expect(d.actions).toEqual([]);
      expect(d.error?.code).toBe('NO_ACTION');
      expect(d.llmCalls).toBeGreaterThanOrEqual(1);
      expect(d.transcript?.replies[0]).toBe('I would rather describe the weather.');
      expect(state).not.toHaveProperty('pending');
    });
  }
});
