/**
 * A "model" for the local OpenAI-compatible test server that answers CAAP prompts with the
 * scripted policy's choice. It reads only the prompt text (goal, current element list,
 * action history, last response), so `caap run --policy caap` against it solves what
 * the scripted policy solves exactly when the prompt carries what a model needs and the
 * replies are parsed and executed right. Answers as the paper's Figure 10 does: reasoning,
 * then `Action_N=` lines numbered on from the history with integer element ids; as tool
 * calls only when asked to and the request offers tools without tool_choice "none".
 *
 * @example
 *   const server = await startTestServer({ handler: scriptedModelHandler() })
 *   // OPENAI_BASE_URL=server.url caap run --policy caap --task click-button --seed 7 --observer labels
 */
import { formatActionLines } from '../caap/action-lines.js';
import type { ScriptedReply } from '../../llm/testing/openai-test-server.js';
import { readPrompt, type PromptView } from '../caap/prompt-reader.js';
import { isFail } from '../scripted/rule.js';
import { scriptedChoice } from '../scripted/scripted-policy.js';

export interface ScriptedModelOptions {
  /** Answer with tool calls (plus the reason as content) when the request offers tools. Default false: text. */
  toolCalls?: boolean;
  log?: (line: string) => void;
}

/**
 * The CAAP prompt of a request, read: the last user message that reads as one (a re-ask
 * repeats the prompt before it), or null.
 */
export function promptOf(body: Record<string, unknown>): PromptView | null {
  const messages = Array.isArray(body.messages) ? (body.messages as { role?: unknown; content?: unknown }[]) : [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    const view = m.role === 'user' && typeof m.content === 'string' ? readPrompt(m.content) : null;
    if (view) return view;
  }
  return null;
}

/** The reply the scripted model gives to one chat-completions request body. */
export function scriptedModelReply(body: Record<string, unknown>, opts: ScriptedModelOptions = {}): ScriptedReply {
  const view = promptOf(body);
  if (!view) return { content: 'I see no CAAP prompt (a task section, then a screen section) in this request.' };
  const choice = scriptedChoice(view.goal, view.elements, view.history, view.lastResponse);
  opts.log?.(
    `scripted model: rule ${choice.rule ?? '(none)'}: ${
      isFail(choice.result) ? `no action (${choice.result.fail})` : choice.result.actions.map((a) => a.name).join(', ')
    }`,
  );
  if (isFail(choice.result)) return { content: `I cannot find a next action: ${choice.result.fail}` };
  if (opts.toolCalls && Array.isArray(body.tools) && body.tool_choice !== 'none') {
    return {
      content: choice.result.why,
      toolCalls: choice.result.actions.map((a) => ({ name: a.name, arguments: { ...a.args } })),
    };
  }
  return { content: `${choice.result.why}\n${formatActionLines(choice.result.actions, view.firstAction)}` };
}

/** A test-server handler: `startTestServer({ handler: scriptedModelHandler() })`. */
export function scriptedModelHandler(opts: ScriptedModelOptions = {}): (body: Record<string, unknown>) => ScriptedReply {
  return (body) => scriptedModelReply(body, opts);
}
