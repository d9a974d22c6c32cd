/**
 * The shape of an answering model for one seed-paper strategy: given the messages of a
 * request (request.ts), it says whether the request is its strategy's (null when not) and
 * answers in that strategy's reply format with the scripted policy's choice. A request
 * that is its strategy's but cannot be answered throws AnswerError; the handler (index.ts)
 * turns that into a reply saying why, which the policy then records as a step error.
 *
 * @example
 *   const reply = await dpotAnswerer.answer(readMessages(body), { perceive, log: console.error })
 */
import type { ReadMessage } from './request.js';
import type { Perceive } from './screen.js';

export interface AnswerContext {
  /** Reads a screenshot when the request holds no element list (the ONNX observer). */
  perceive?: Perceive;
  log?: (line: string) => void;
}

export interface StrategyAnswerer {
  /** The policy whose requests this answers (its prompts/<policy>/ folder). */
  readonly policy: string;
  answer(msgs: ReadMessage[], ctx: AnswerContext): Promise<string | null>;
}
