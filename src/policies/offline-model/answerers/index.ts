/**
 * The answering model of the local test server for every policy that asks an LLM: a CAAP
 * prompt goes to the scripted model (offline-model/scripted-model.ts); a ScreenAgent, Auto-UI,
 * D-PoT or VLM-assistant request to that strategy's answerer, told apart by the request
 * itself (its system prompt, or the phase prompt it fills). Each reads only what the
 * policy sent and answers in its format with the scripted policy's choice; the screen is
 * the element list when the request holds one, else the screenshot run through `perceive`
 * (the ONNX observer). One endpoint so serves a whole sweep of mixed policies.
 *
 * @example
 *   const perceive = onnxPerceiver(() => OnnxObserver.load({ modelsDir }))
 *   const server = await startTestServer({ handler: answeringModelHandler({ perceive }) })
 *   // OPENAI_BASE_URL=server.url caap run --policy dpot --task click-button --seed 0
 */
import type { ScriptedReply } from '../../../llm/testing/openai-test-server.js';
import { promptOf, scriptedModelReply, type ScriptedModelOptions } from '../scripted-model.js';
import { autoUiAnswerer } from './autoui.js';
import { dpotAnswerer } from './dpot.js';
import { readMessages } from './request.js';
import { AnswerError, type Perceive } from './screen.js';
import { screenAgentAnswerer } from './screenagent.js';
import type { StrategyAnswerer } from './strategy-answerer.js';
import { vlmHistoryAnswerer } from './vlm-history.js';

export { onnxPerceiver, type Perceive } from './screen.js';

export const STRATEGY_ANSWERERS: readonly StrategyAnswerer[] = [screenAgentAnswerer, autoUiAnswerer, dpotAnswerer, vlmHistoryAnswerer];

export interface AnsweringModelOptions extends ScriptedModelOptions {
  /** Reads screenshots of requests that hold no element list; without it such requests are answered with the reason. */
  perceive?: Perceive;
}

/** The reply to one chat-completions request body, whichever policy sent it. */
export async function answeringModelReply(body: Record<string, unknown>, opts: AnsweringModelOptions = {}): Promise<ScriptedReply> {
  if (promptOf(body)) return scriptedModelReply(body, opts);
  const msgs = readMessages(body);
  for (const a of STRATEGY_ANSWERERS) {
    try {
      const reply = await a.answer(msgs, opts);
      if (reply !== null) return { content: reply };
    } catch (e) {
      if (!(e instanceof AnswerError)) throw e;
      opts.log?.(`answering model (${a.policy}): no answer: ${e.message}`);
      return { content: `I cannot answer this ${a.policy} request: ${e.message}` };
    }
  }
  return { content: `I see no request of a policy I answer (caap, ${STRATEGY_ANSWERERS.map((a) => a.policy).join(', ')}) here.` };
}

/** A test-server handler: `startTestServer({ handler: answeringModelHandler({ perceive }) })`. */
export function answeringModelHandler(opts: AnsweringModelOptions = {}): (body: Record<string, unknown>) => Promise<ScriptedReply> {
  return (body) => answeringModelReply(body, opts);
}
