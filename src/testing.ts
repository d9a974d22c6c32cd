/**
 * `caap/testing`: the local OpenAI-compatible server the project's own tests use in place of
 * a language model (scripted replies, recorded replies, injected faults), and the built-in
 * scripted model's handler, which answers CAAP prompts with the scripted policy's choice. For
 * offline tests of an LLM policy: its numbers measure plumbing, never a method.
 *
 * @example
 *   import { startTestServer } from 'caap/testing'
 *   const server = await startTestServer({ script: [{ content: 'functions.click_element, Argument: {"element_id": "element_2"}' }] })
 *   const client = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'test' }, { cacheMode: 'off' }))
 *   await server.close()
 */
export { startTestServer, type ScriptedReply, type TestServer, type TestServerOptions, type ReceivedRequest } from './llm/testing/openai-test-server.js';
export { scriptedModelHandler, type ScriptedModelOptions } from './policies/offline-model/scripted-model.js';
