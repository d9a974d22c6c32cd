/**
 * The LLM client against any OpenAI-compatible endpoint; here the local test server of
 * `caap/testing` answers, so it runs offline (a scripted reply: plumbing, not a model).
 *
 *   node examples/dist/llm-client.js
 */
import { LlmClient, llmConfigFromEnv, parseAction } from 'caap';
import { startTestServer } from 'caap/testing';

const server = await startTestServer({ script: [{ content: 'Click "no".\nfunctions.click_element, Argument: {"element_id": "element_2"}' }] });
try {
  const client = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'sk-test' }, { cacheMode: 'off', model: 'my-model' }));
  const reply = await client.complete([{ role: 'user', content: 'Click on the "no" button.' }]);
  console.log(`reply: ${JSON.stringify(reply.content)} (${reply.usage.promptTokens}+${reply.usage.completionTokens} tokens)`);
  console.log(`answered by: ${client.answeredBy().reportedModels?.join(', ') ?? '?'}`);
  const action = parseAction('click_element', { element_id: 'element_2' });
  console.log(`action: ${JSON.stringify(action)}`);
} finally {
  await server.close();
}
