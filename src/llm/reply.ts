/**
 * One chat-completions reply as the client returns it, read defensively from whatever the
 * server sent: text, tool calls, token usage (bad counts are counted as 0 and said so),
 * the model the server says answered, and how long and how many attempts it took.
 *
 * @example
 *   const r = toReply({ choices: [{ message: { content: 'Action_2=click_element(3)' } }] }, 12, 1, false)
 *   r.content   // 'Action_2=click_element(3)'
 */
import type { Usage } from './usage.js';

export interface ToolCall {
  id?: string;
  function: { name: string; arguments: string };
}

export interface LlmReply {
  content: string;
  toolCalls: ToolCall[];
  usage: Usage;
  /** Wall time of the call, retries included (0 for a cache hit). */
  ms: number;
  attempts: number;
  cached: boolean;
  finishReason: string | null;
  /** The model name the response reports (who answered), null when it reports none. */
  reportedModel: string | null;
  /** Set when the server's token counts were not whole non-negative numbers. */
  usageNote?: string;
}

/** Reads a chat-completions response defensively (a hostile server must not crash us). */
export function toReply(raw: unknown, ms: number, attempts: number, cached: boolean): LlmReply {
  const r = (raw ?? {}) as { choices?: unknown; usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } };
  const choice = (Array.isArray(r.choices) ? r.choices[0] : undefined) as
    | { message?: { content?: unknown; tool_calls?: unknown }; finish_reason?: unknown }
    | undefined;
  const msg = choice?.message ?? {};
  const calls = Array.isArray(msg.tool_calls) ? msg.tool_calls : [];
  const toolCalls: ToolCall[] = calls.slice(0, 1000).map((tc: unknown) => {
    const f = (tc ?? {}) as { id?: unknown; function?: { name?: unknown; arguments?: unknown } };
    return {
      id: typeof f.id === 'string' ? f.id : undefined,
      function: {
        name: typeof f.function?.name === 'string' ? f.function.name : '',
        arguments: typeof f.function?.arguments === 'string' ? f.function.arguments : JSON.stringify(f.function?.arguments ?? {}),
      },
    };
  });
  // Token counts are whole numbers from 0 to 10 million; anything else is not a count (counted as 0, and said so).
  const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e7 ? v : null);
  const promptTokens = count(r.usage?.prompt_tokens), completionTokens = count(r.usage?.completion_tokens);
  const badUsage = r.usage !== undefined && (promptTokens === null || completionTokens === null);
  const model = (raw as { model?: unknown } | null)?.model;
  return {
    content: typeof msg.content === 'string' ? msg.content : '',
    toolCalls,
    usage: { promptTokens: promptTokens ?? 0, completionTokens: completionTokens ?? 0 },
    ...(badUsage ? { usageNote: `the server reported token counts that are not counts (${JSON.stringify(r.usage).slice(0, 120)}); counted as 0` } : {}),
    reportedModel: typeof model === 'string' ? model.slice(0, 200) : null,
    ms,
    attempts,
    cached,
    finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null,
  };
}
