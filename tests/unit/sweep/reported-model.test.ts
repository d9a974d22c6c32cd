/**
 * The model the endpoint reports, recorded beside the one asked for: the episode record's
 * `reportedModel` (records without it still read), the CSV's reported_model column; and an
 * Azure deployment recorded under its own name, not the default "gpt-4o", when no model is
 * given.
 */
import { describe, expect, it } from 'vitest';
import { EpisodeRecordSchema } from '../../../src/episode/record.js';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { startTestServer } from '../../../src/llm/testing/openai-test-server.js';
import { rec } from './report-records.js';

describe('the reported model', () => {
  it('is what the chat-completion responses name, beside the model asked for', async () => {
    const server = await startTestServer({ script: [{ content: 'Action_1=click_element(1)' }], model: 'gpt-4o-2024-08-06' });
    try {
      const llm = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url }, { retries: 0 }));
      const reply = await llm.complete([{ role: 'user', content: 'hi' }]);
      expect(reply.reportedModel).toBe('gpt-4o-2024-08-06');
      expect(llm.answeredBy()).toMatchObject({ model: 'gpt-4o', reportedModels: ['gpt-4o-2024-08-06'] });
    } finally {
      await server.close();
    }
  });

  it('is an optional record field: records written before it still read', () => {
    const { source: _s, sweep: _w, ...old } = rec({ task: 'click-button', seed: 0, ok: true, model: 'gpt-4o' });
    expect(EpisodeRecordSchema.parse(old).reportedModel).toBeUndefined();
    expect(EpisodeRecordSchema.parse({ ...old, reportedModel: 'gpt-4o-2024-08-06' }).reportedModel).toBe('gpt-4o-2024-08-06');
  });
});

describe('an Azure deployment', () => {
  const azure = { AZURE_OPENAI_ENDPOINT: 'https://res.openai.azure.com', AZURE_OPENAI_API_KEY: 'k', AZURE_OPENAI_DEPLOYMENT: 'gpt-4-0125' };
  it('is the model asked for when no model is given (it was recorded as the default gpt-4o)', () => {
    const c = llmConfigFromEnv(azure);
    expect(c.model).toBe('gpt-4-0125');
    expect(c.azure?.deployment).toBe('gpt-4-0125');
  });
  it('leaves a model given by CAAP_MODEL or --model as it is, and the default without a deployment', () => {
    expect(llmConfigFromEnv({ ...azure, CAAP_MODEL: 'gpt-4-0125-preview' }).model).toBe('gpt-4-0125-preview');
    expect(llmConfigFromEnv(azure, { model: 'gpt-4' }).model).toBe('gpt-4');
    const { AZURE_OPENAI_DEPLOYMENT: _d, ...noDeployment } = azure;
    expect(llmConfigFromEnv(noDeployment)).toMatchObject({ model: 'gpt-4o', azure: { deployment: 'gpt-4o' } });
  });
});
